/// What commands require of a document, refused with a JSON pointer and a reason.
package enum DocumentRequirements {
    /// A missing member, as an issue.
    package static func missing(_ member: String, _ message: String) -> ValidationIssue {
        ValidationIssue(path: JSONPointer("/" + member), code: .missingField, message: message)
    }

    /// The person, who must be within the adult equations' domain (`estimate`, `maintenance`, `project`).
    package static func adultPerson(_ document: InputDocument, for command: String) throws(EvaluationError) -> Person {
        guard let person = document.person else {
            throw .invalidDocument([missing("person", "\(command) needs the person's body data")])
        }
        let domainIssues = EquationDomain.issues(for: person, at: JSONPointer("/person"))
        guard domainIssues.isEmpty else { throw .invalidDocument(domainIssues) }
        return person
    }
}
