// swift-tools-version: 6.0
import PackageDescription

// No package dependencies: Foundation and Swift Testing only (the user's rule).

// Release executables carry the Swift runtime and Foundation inside them, as `swift build
// --static-swift-stdlib` builds them, so that a plain `swift build -c release` does: loading and
// relocating the shared runtime took 10-12 ms of a 25 ms `journal` run on a year of days, more than
// the journal's own work (Reports/journal-benchmark.md). `-static-stdlib` goes to the executable's
// own module too: compiled against the static Foundation modules, it names the libraries their
// link needs (ICU's among them). Only the executables take it, since SwiftPM refuses unsafe flags in
// a dependency's targets and an app links the library products. Debug builds and `swift test` keep
// the shared runtime.
let staticRuntimeInRelease = BuildSettingCondition.when(configuration: .release)
let staticRuntimeCompile: [SwiftSetting] = [.unsafeFlags(["-static-stdlib"], staticRuntimeInRelease)]
let staticRuntimeLink: [LinkerSetting] = [.unsafeFlags(["-static-stdlib"], staticRuntimeInRelease)]

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
        .executableTarget(
            name: "nutrition-engine", dependencies: ["NutritionCLI"], swiftSettings: staticRuntimeCompile,
            linkerSettings: staticRuntimeLink),
        // The lab's seeded generator is TestSupport's `SplitMix64` (the tests' own): nothing new links in,
        // as TestSupport needs only the engine and the vectors target the CLI already brings.
        .target(name: "NutritionLab", dependencies: ["NutritionEngine", "NutritionCLI", "TestSupport"]),
        .executableTarget(
            name: "nutrition-lab", dependencies: ["NutritionLab", "NutritionCLI"], swiftSettings: staticRuntimeCompile,
            linkerSettings: staticRuntimeLink),
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
