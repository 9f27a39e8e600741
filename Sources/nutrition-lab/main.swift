import NutritionCLI
import NutritionLab

// The lab's tools (studies, synthetic data, benchmarks) over the same process wiring as the product CLI.
ProcessMain.run(name: "nutrition-lab") { arguments, context in
    LabCommandLine.run(arguments: arguments, context: context)
}
