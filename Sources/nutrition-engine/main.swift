import Foundation
import NutritionCLI

// The executable only wires the process (streams, SIGINT, terminal) to the in-process command line.
let interruption = InterruptionFlag()
signal(SIGINT, SIG_IGN)
let interruptSource = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
interruptSource.setEventHandler { interruption.raise() }
interruptSource.resume()

let context = CommandContext(
    input: InputSource(readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() }),
    standardInputBlocks: { FileBlockReader(FileHandle.standardInput, name: "<stdin>") },
    standardOutput: FileLineWriter(FileHandle.standardOutput, name: "<stdout>"),
    interruption: interruption,
    progress: isatty(STDERR_FILENO) == 1 ? { line in FileHandle.standardError.write(Data(("\r" + line + "   ").utf8)) } : nil)
let result = NutritionCommandLine.run(arguments: Array(CommandLine.arguments.dropFirst()), context: context)
FileHandle.standardOutput.write(Data(result.stdout.utf8))
FileHandle.standardError.write(Data(result.stderr.utf8))
exit(result.exitCode)
