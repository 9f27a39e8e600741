/// What commands require of a document, refused with a JSON pointer and a reason.
package enum DocumentRequirements {
    /// A missing member, as an issue. A missing person names the members a person needs, so the
    /// message says what to write rather than only that something is missing.
    package static func missing(_ member: String, _ message: String) -> ValidationIssue {
        let needs = member == "person" ? "; a person gives \(personMembers)" : ""
        return ValidationIssue(path: JSONPointer("/" + member), code: .missingField, message: message + needs)
    }

    /// The members a person must give (`PersonReader`'s required reads), in words.
    package static let personMembers =
        "equationSex, ageYears, heightCm (or heightIn, with optional heightFt), weightKg (or weightLb) and activityLevel"

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
