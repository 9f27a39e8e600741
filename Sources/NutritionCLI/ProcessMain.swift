import Foundation

/// The process around an in-process command line, shared by `nutrition-engine` and `nutrition-lab`:
/// streams, SIGINT and the terminal are wired here so each executable is one call.
package enum ProcessMain {
    /// glibc's allocator hands blocks over 128 KB to `mmap` and returns freed memory at the heap's
    /// top once 128 KB are free, raising both thresholds only as it sees large frees. A long history
    /// (ten years of days) makes and frees arrays of that size for every record, so each record's
    /// pages were faulted in afresh: at 3,650 days `rescore` spent a third of its CPU in the kernel
    /// (121 K page faults for 200 records; 5 K with these settings, and 1.23x less CPU). Fixed
    /// thresholds of 32 MB and 64 MB keep freed memory for the next record; peak RSS is set by the
    /// live data as before. Process tuning only: no output depends on it.
    private static func keepFreedMemoryForReuse() {
        #if canImport(Glibc)
            // `<malloc.h>`'s values; the Glibc module does not import that header.
            let trimThreshold: Int32 = -1
            let mmapThreshold: Int32 = -3
            _ = glibcMallopt(mmapThreshold, 32 << 20)
            _ = glibcMallopt(trimThreshold, 64 << 20)
        #endif
    }

    /// Runs `commandLine` on the process's arguments and exits with its code. Every write is a
    /// `write(2)` loop: a full disk or a closed stream is exit 73, never a trap.
    package static func run(name: String, _ commandLine: ([String], CommandContext) -> CommandResult) -> Never {
        StandardStreams.reserveClosedStandardDescriptors()
        keepFreedMemoryForReuse()
        let interruption = InterruptionFlag()
        signal(SIGINT, SIG_IGN)
        let interruptSource = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        interruptSource.setEventHandler {
            interruption.raise()
            // A command that does not stop at a safe point by itself (all but rescore) ends here, also
            // while it waits on standard input.
            guard !interruption.isHandledByCommand else { return }
            _ = StandardStreams.writeAll(STDERR_FILENO, "\(name): interrupted\n")
            _exit(ExitCode.interrupted)
        }
        interruptSource.resume()

        let context = CommandContext(
            input: InputSource(readStandardInput: {
                let (data, failure) = StandardStreams.readAll(STDIN_FILENO)
                guard let failure else { return data }
                // The in-process reader cannot fail; the process reports it as any unreadable input.
                _ = StandardStreams.writeAll(
                    STDERR_FILENO, "\(name): <stdin>: cannot read input: \(String(cString: strerror(failure)))\n")
                exit(66)
            }),
            standardInputBlocks: {
                FileBlockReader(FileHandle.standardInput, name: "<stdin>", interruption: interruption)
            },
            standardOutput: FileLineWriter(descriptor: STDOUT_FILENO, name: "<stdout>"),
            interruption: interruption,
            progress: isatty(STDERR_FILENO) == 1
                ? { line in _ = StandardStreams.writeAll(STDERR_FILENO, "\r" + line + "   ") } : nil)
        let result = commandLine(Array(CommandLine.arguments.dropFirst()), context)
        var exitCode = result.exitCode
        if let error = StandardStreams.writeAll(STDOUT_FILENO, result.stdout) {
            _ = StandardStreams.writeAll(
                STDERR_FILENO, "\(name): <stdout>: cannot write output: \(String(cString: strerror(error)))\n")
            exitCode = ExitCode.cannotCreate
        }
        if StandardStreams.writeAll(STDERR_FILENO, result.stderr) != nil && !result.stderr.isEmpty {
            // Nowhere left to say why; the exit code still says the output was not written.
            exitCode = ExitCode.cannotCreate
        }
        withExtendedLifetime(interruptSource) { exit(exitCode) }
    }
}

#if canImport(Glibc)
    /// glibc's `int mallopt(int param, int value)`, declared here because the Glibc module does not
    /// import `<malloc.h>`.
    @_silgen_name("mallopt")
    private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
