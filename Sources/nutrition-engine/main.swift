import Foundation
import NutritionCLI

// The executable only moves bytes between the process and the in-process command line.
let result = NutritionCommandLine.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    context: CommandContext(input: InputSource(readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() })))
FileHandle.standardOutput.write(Data(result.stdout.utf8))
FileHandle.standardError.write(Data(result.stderr.utf8))
exit(result.exitCode)
