extension ImportFormat {
    /// The format `bytes` look like, from their first lines, or nil when none fits: used to say which
    /// format to use when an import given the wrong one finds no usable rows.
    ///
    /// Apple Health CSV: a `sep=,` line or a header with `type` and `startDate`; csv: a comma header
    /// with a `date` column; daily-text: lines of a date and two numbers (or `gw` and a number).
    public static func detect(_ bytes: [UInt8]) -> ImportFormat? {
        let text = String(decoding: bytes.prefix(8192), as: UTF8.self)
        let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map {
            $0.trimmingCharacters(in: " \t\u{FEFF}")
        }
        .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        guard let first = lines.first else { return nil }
        if first.lowercased().hasPrefix("sep=") { return .appleHealthCSV }
        let fields = first.split(separator: ",").map { $0.trimmingCharacters(in: " \t\"") }
        if fields.contains("type") && fields.contains("startDate") { return .appleHealthCSV }
        let lowered = Set(fields.map { $0.lowercased() })
        if lowered.contains("date") && (lowered.contains("meal") || lowered.contains("meal name")) {
            return .foodLogCSV
        }
        if fields.count > 1 && fields.contains("date") { return .csv }
        let sample = lines.prefix(10)
        let dailyText = sample.filter { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if words.count == 2 && words[0] == "gw" { return Double(words[1]) != nil }
            return words.count >= 2 && CalendarDate(iso: String(words[0])) != nil
                && words.dropFirst().allSatisfy { Double($0) != nil }
        }
        return dailyText.count == sample.count ? .dailyText : nil
    }

    /// How to run an import of this format on `files` (the time zone is a placeholder to fill in).
    public func commandLine(files: [String]) -> String {
        "nutrition-engine import \(rawValue) \(files.joined(separator: " "))"
            + (needsTimeZone ? " --time-zone ZONE" : "")
    }
}

extension StringProtocol {
    fileprivate func trimmingCharacters(in characters: String) -> String {
        let set = Set(characters)
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
