import Foundation
import NutritionEngine

/// Finds where an interrupted `rescore --out FILE` stopped, so `--resume` continues after it.
enum ResumePoint {
    /// Truncates `path` after its last complete line and returns that line's record identity
    /// (nil when the file is missing or holds no complete line).
    static func prepare(_ path: String) throws(CommandError) -> RecordIdentity? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let handle = FileHandle(forUpdatingAtPath: path) else {
            throw .cannotWrite(file: path, reason: "cannot open to resume")
        }
        defer { try? handle.close() }
        do {
            let size = Int(try handle.seekToEnd())
            // Read backwards until two line feeds (or the file start) bound the last complete line.
            var tail = Data()
            var start = size
            var lastNewline: Int?
            var previousNewline: Int?
            while start > 0 && previousNewline == nil {
                let blockStart = max(0, start - (1 << 16))
                try handle.seek(toOffset: UInt64(blockStart))
                let block = try handle.read(upToCount: start - blockStart) ?? Data()
                tail = block + tail
                start = blockStart
                let newlines = tail.indices.filter { tail[$0] == 0x0A }.map { start + ($0 - tail.startIndex) }
                lastNewline = newlines.last
                if newlines.count >= 2 { previousNewline = newlines[newlines.count - 2] }
            }
            guard let lastNewline else {
                try handle.truncate(atOffset: 0)
                return nil
            }
            try handle.truncate(atOffset: UInt64(lastNewline + 1))
            let lineStart = (previousNewline ?? -1) + 1
            let line = tail[(tail.startIndex + lineStart - start)..<(tail.startIndex + lastNewline - start)]
            let value = try JSONParser().parse(line)
            if let number = value["line"]?.numberValue, let line = Int(exactly: number) { return .line(line) }
            if let name = value["file"]?.stringValue { return .file(name) }
            throw CommandError.invalid(
                file: path,
                issues: [
                    ValidationIssue(
                        path: .root, code: .missingField,
                        message: "the last complete output line names no record (line or file); cannot resume")
                ])
        } catch let error as CommandError {
            throw error
        } catch let error as JSONSyntaxError {
            throw .invalid(file: path, issues: [ValidationIssue(error)])
        } catch {
            throw .cannotWrite(
                file: path, reason: "cannot read or truncate it to resume: \(error.localizedDescription)")
        }
    }
}
