/// Splits delimited text into rows of fields, honouring double-quoted fields (`"iPhone14,3"`, `""` for a quote).
///
/// Each row carries its 1-based line number. A leading UTF-8 byte-order mark is skipped, `\r\n`
/// line ends are accepted, and a first line `sep=X` (Excel's separator hint) sets the separator.
struct CSVRows {
    struct Row {
        var line: Int
        var fields: [String]
    }

    var rows: [Row] = []
    var separator: UInt8

    init(_ bytes: [UInt8], separator defaultSeparator: UInt8 = UInt8(ascii: ",")) {
        separator = defaultSeparator
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        let quote = UInt8(ascii: "\"")
        let newline = UInt8(ascii: "\n")
        let carriageReturn = UInt8(ascii: "\r")
        var line = 1
        var index = start
        var first = true
        while index < bytes.count {
            let rowLine = line
            var fields: [String] = []
            var field: [UInt8] = []
            var inQuotes = false
            var endOfRow = false
            if first {
                first = false
                let lineEnd = bytes[index...].firstIndex(of: newline) ?? bytes.count
                let text = Array(bytes[index..<lineEnd]).filter { $0 != carriageReturn }
                if text.count == 5, text.starts(with: Array("sep=".utf8)) {
                    separator = text[4]
                    index = lineEnd + 1
                    line += 1
                    continue
                }
            }
            while index < bytes.count, !endOfRow {
                let byte = bytes[index]
                index += 1
                if inQuotes {
                    if byte == quote {
                        if index < bytes.count, bytes[index] == quote {
                            field.append(quote)
                            index += 1
                        } else {
                            inQuotes = false
                        }
                    } else {
                        if byte == newline { line += 1 }
                        field.append(byte)
                    }
                } else if byte == quote && field.isEmpty {
                    inQuotes = true
                } else if byte == separator {
                    fields.append(String(decoding: field, as: UTF8.self))
                    field.removeAll(keepingCapacity: true)
                } else if byte == newline {
                    endOfRow = true
                    line += 1
                } else if byte != carriageReturn {
                    field.append(byte)
                }
            }
            fields.append(String(decoding: field, as: UTF8.self))
            if fields.count == 1 && fields[0].allSatisfy(\.isWhitespace) { continue }
            rows.append(Row(line: rowLine, fields: fields))
        }
    }
}
