import NutritionCLI

// The executable only wires the process (streams, SIGINT, terminal) to the in-process command line.
ProcessMain.run(name: "nutrition-engine") { arguments, context in
    NutritionCommandLine.run(arguments: arguments, context: context)
}
