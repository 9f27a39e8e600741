import NutritionEngine

/// What commands require of a document, refused with a path and a reason (exit 65).
enum DocumentRequirements {
    /// A missing member, as an issue.
    static func missing(_ member: String, _ message: String) -> ValidationIssue {
        ValidationIssue(path: JSONPointer("/" + member), code: .missingField, message: message)
    }

    /// The person, who must be within the adult equations' domain (`estimate`, `maintenance`, `project`).
    static func adultPerson(_ document: InputDocument, file: String, for command: String) throws(CommandError) -> Person
    {
        guard let person = document.person else {
            throw .invalid(file: file, issues: [missing("person", "\(command) needs the person's body data")])
        }
        let domainIssues = EquationDomain.issues(for: person, at: JSONPointer("/person"))
        guard domainIssues.isEmpty else { throw .invalid(file: file, issues: domainIssues) }
        return person
    }
}
