// swift-tools-version: 6.0
import PackageDescription

// No package dependencies: Foundation and Swift Testing only (the user's rule).
let package = Package(
    name: "NutritionEngine",
    products: [
        .library(name: "NutritionEngine", targets: ["NutritionEngine"]),
        .library(name: "NutritionCLI", targets: ["NutritionCLI"]),
        .executable(name: "nutrition-engine", targets: ["nutrition-engine"]),
        // Tools apart from the product: simulation studies, synthetic data and benchmarks.
        .executable(name: "nutrition-lab", targets: ["nutrition-lab"]),
    ],
    targets: [
        .target(name: "NutritionEngine"),
        // Golden-vector comparison (JSON with tolerances, unified diffs): what `vectors check` needs,
        // kept out of the library users link.
        .target(name: "NutritionVectors", dependencies: ["NutritionEngine"]),
        .target(name: "NutritionCLI", dependencies: ["NutritionEngine", "NutritionVectors"]),
        .executableTarget(name: "nutrition-engine", dependencies: ["NutritionCLI"]),
        // The lab's seeded generator is TestSupport's `SplitMix64` (the tests' own): nothing new links in,
        // as TestSupport needs only the engine and the vectors target the CLI already brings.
        .target(name: "NutritionLab", dependencies: ["NutritionEngine", "NutritionCLI", "TestSupport"]),
        .executableTarget(name: "nutrition-lab", dependencies: ["NutritionLab", "NutritionCLI"]),
        .target(name: "TestSupport", dependencies: ["NutritionEngine", "NutritionVectors"], path: "Tests/TestSupport"),
        .testTarget(name: "NutritionEngineTests", dependencies: ["NutritionEngine", "TestSupport"]),
        .testTarget(
            name: "NutritionCLITests",
            dependencies: ["NutritionCLI", "NutritionEngine", "NutritionLab", "NutritionVectors", "TestSupport"],
            exclude: ["FuzzCorpus"]),
        .testTarget(
            name: "NutritionLabTests", dependencies: ["NutritionLab", "NutritionCLI", "NutritionEngine", "TestSupport"]),
    ]
)
