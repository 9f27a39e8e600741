import Foundation
import NutritionEngine

/// The rules every output path obeys, checked before anything is opened for writing: no output may
/// destroy an input, a document is never written over a device, FIFO or directory, a symbolic link
/// is written through (its target changes, the link stays), and `-` means standard output.
package enum OutputPath {
    /// What kind of output a path is checked for.
    package enum Kind {
        /// A whole document, written to a temporary file beside its target and renamed over it.
        case document
        /// A stream written in place as it is produced (`rescore --out`): a device or FIFO is accepted.
        case stream
    }

    /// Refuses `path` (given as `option`) when it is empty, names the same file as one of `inputs`
    /// (after links; `-` is the file behind standard input when that is a regular file), or, for a
    /// document, names something other than a regular file. `directoryInputs` are folders whose
    /// `.json` files are read: an output ending in `.json` inside one is refused too.
    package static func check(
        _ path: String, option: String, inputs: [String], directoryInputs: [String] = [], kind: Kind
    ) throws(CommandError) {
        if path == "-" { return }
        guard !path.isEmpty else {
            throw .usage("\(option) is an empty path; name a new file, or - for standard output")
        }
        var target = stat()
        let exists = stat(path, &target) == 0
        if exists {
            for input in inputs where sameFile(target, input) {
                throw .usage(
                    "\(option) \(path) is the input \(InputSource.displayName(input)); no output may overwrite an "
                        + "input: write to a new file"
                )
            }
            let type = target.st_mode & S_IFMT
            if type == S_IFDIR { throw .cannotWrite(file: path, reason: "is a directory; name a file") }
            if kind == .document && type != S_IFREG {
                throw .cannotWrite(
                    file: path,
                    reason:
                        "is \(describe(type)), not a regular file; a document is written only to a regular file (or "
                        + "- for standard output)"
                )
            }
        } else {
            var link = stat()
            if lstat(path, &link) == 0 && (link.st_mode & S_IFMT) == S_IFLNK {
                throw .cannotWrite(file: path, reason: "is a symbolic link to a missing file; name the file itself")
            }
        }
        let name = (path as NSString).lastPathComponent
        if name.hasSuffix(".json") {
            var parent = stat()
            if stat(parentDirectory(of: path), &parent) == 0 {
                for directory in directoryInputs where sameFile(parent, directory) {
                    throw .usage(
                        "\(option) \(path) is inside the input folder \(directory), whose .json files are read; "
                            + "write to a new file outside it"
                    )
                }
            }
        }
    }

    /// Refuses two outputs that are the same file (e.g. `--out` and `--summary`).
    static func checkDistinct(_ first: (option: String, path: String), _ second: (option: String, path: String))
        throws(CommandError)
    {
        if first.path == "-" && second.path == "-" {
            throw .usage("\(first.option) and \(second.option) cannot both be standard output")
        }
        guard first.path != "-", second.path != "-" else { return }
        var a = stat()
        var b = stat()
        let same =
            first.path == second.path
            || (stat(first.path, &a) == 0 && stat(second.path, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino)
        if same {
            throw .usage(
                "\(first.option) and \(second.option) name the same file \(second.path); give each output its own file")
        }
    }

    /// Writes `text` as the whole content of `path`: to a temporary file in the target's folder, then
    /// renamed over the target, so a failed write leaves the old content. A link is followed to its
    /// target; an existing file keeps its permissions. Call `check` first.
    package static func writeDocument(_ text: String, to path: String) throws(CommandError) {
        var target = path
        var link = stat()
        if lstat(path, &link) == 0 && (link.st_mode & S_IFMT) == S_IFLNK {
            guard let resolved = realpath(path, nil) else {
                throw .cannotWrite(
                    file: path, reason: "cannot follow the symbolic link: \(String(cString: strerror(errno)))")
            }
            target = String(cString: resolved)
            free(resolved)
        }
        var existing = stat()
        let mode: mode_t
        if stat(target, &existing) == 0 {
            mode = existing.st_mode & 0o7777
        } else {
            let mask = umask(0)
            umask(mask)
            mode = 0o666 & ~mask
        }
        var template = Array((parentDirectory(of: target) + "/.nutrition-engine-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw .cannotWrite(file: path, reason: String(cString: strerror(errno))) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if let error = StandardStreams.writeAll(descriptor, text) {
            close(descriptor)
            unlink(temporary)
            throw .cannotWrite(file: path, reason: String(cString: strerror(error)))
        }
        fchmod(descriptor, mode)
        let syncFailed = fsync(descriptor) != 0 ? errno : nil
        if close(descriptor) != 0 || syncFailed != nil {
            let error = syncFailed ?? errno
            unlink(temporary)
            throw .cannotWrite(file: path, reason: String(cString: strerror(error)))
        }
        guard rename(temporary, target) == 0 else {
            let error = errno
            unlink(temporary)
            throw .cannotWrite(file: path, reason: String(cString: strerror(error)))
        }
    }

    /// Replaces the regular file `path` by `text` atomically (a temporary file renamed over it), after
    /// keeping its previous bytes as `path~` (a hard link of the file as it is now, renamed into place,
    /// or a copy where links are not supported); returns the backup's path. A symbolic link, device,
    /// FIFO or directory is refused, as `--out` refuses them for documents: `--in-place` replaces only
    /// the file itself.
    package static func replaceKeepingBackup(_ path: String, with text: String) throws(CommandError) -> String {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            throw .cannotWrite(file: path, reason: String(cString: strerror(errno)))
        }
        let type = info.st_mode & S_IFMT
        if type == S_IFLNK {
            throw .cannotWrite(
                file: path,
                reason: "is a symbolic link; --in-place replaces only a regular file (name the file itself, or write a "
                    + "new one with --out)")
        }
        guard type == S_IFREG else {
            throw .cannotWrite(
                file: path,
                reason:
                    "is \(type == S_IFDIR ? "a directory" : describe(type)), not a regular file; --in-place replaces "
                    + "only a regular file")
        }
        let backup = path + "~"
        let staging = backup + ".nutrition-engine-\(getpid())"
        unlink(staging)
        if link(path, staging) != 0 {
            guard let bytes = FileManager.default.contents(atPath: path),
                FileManager.default.createFile(atPath: staging, contents: bytes)
            else {
                unlink(staging)
                throw .cannotWrite(
                    file: backup, reason: "the previous bytes could not be kept, so nothing was replaced")
            }
        }
        guard rename(staging, backup) == 0 else {
            let error = errno
            unlink(staging)
            throw .cannotWrite(
                file: backup, reason: String(cString: strerror(error)) + "; nothing was replaced")
        }
        try writeDocument(text, to: path)
        return backup
    }

    /// Opens `path` for a stream written in place (truncated, or appended to for `append`); never
    /// replaces the file, so a device, FIFO or link behaves as the user expects. Call `check` first.
    package static func openStream(_ path: String, append: Bool) throws(CommandError) -> FileLineWriter {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | (append ? O_APPEND : O_TRUNC), 0o666)
        guard descriptor >= 0 else { throw .cannotWrite(file: path, reason: String(cString: strerror(errno))) }
        return FileLineWriter(descriptor: descriptor, name: path, closesDescriptor: true)
    }

    private static func sameFile(_ output: stat, _ input: String) -> Bool {
        var other = stat()
        if input == "-" {
            guard fstat(STDIN_FILENO, &other) == 0, (other.st_mode & S_IFMT) == S_IFREG else { return false }
        } else if input.isEmpty || stat(input, &other) != 0 {
            return false
        }
        return other.st_dev == output.st_dev && other.st_ino == output.st_ino
    }

    private static func parentDirectory(of path: String) -> String {
        let parent = (path as NSString).deletingLastPathComponent
        return parent.isEmpty ? "." : parent
    }

    private static func describe(_ type: mode_t) -> String {
        switch type {
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }
}
