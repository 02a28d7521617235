// swift-tools-version:6.1
// Benchmarks: a separate package so the root `swift test` never builds them.
// Run: cd Benchmarks && swift package benchmark --target LayoutBenchmarks   (or DiffBenchmarks, …)
// Short mode (CI, .ci/run): COLSCRIPT_BENCH_SHORT=1 swift package benchmark --no-progress
// DifferenceKit side by side (optional; never a dependency of the product): point
// COLSCRIPT_DIFFERENCEKIT_PATH at a local checkout of ra1028/DifferenceKit and DiffBenchmarks
// gains the `DifferenceKit StagedChangeset` benchmarks (compiled under `#if canImport(DifferenceKit)`).
import PackageDescription

let differenceKitPath = Context.environment["COLSCRIPT_DIFFERENCEKIT_PATH"].flatMap { $0.isEmpty ? nil : $0 }

var dependencies: [Package.Dependency] = [
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    .package(name: "CollectionScript", path: ".."),
]
var diffDependencies: [Target.Dependency] = [
    .product(name: "Benchmark", package: "benchmark"),
    .product(name: "CollectionEngine", package: "CollectionScript"),
    "BenchmarkSupport",
]
if let differenceKitPath {
    dependencies.append(.package(name: "DifferenceKit", path: differenceKitPath))
    diffDependencies.append(.product(name: "DifferenceKit", package: "DifferenceKit"))
}

/// A benchmark executable in Benchmarks/NAME (the plugin runs every executable target there).
func benchmarkTarget(_ name: String, dependencies extra: [Target.Dependency]? = nil) -> Target {
    .executableTarget(
        name: name,
        dependencies: extra ?? [
            .product(name: "Benchmark", package: "benchmark"),
            .product(name: "CollectionEngine", package: "CollectionScript"),
            "BenchmarkSupport",
        ],
        path: "Benchmarks/\(name)",
        plugins: [
            .plugin(name: "BenchmarkPlugin", package: "benchmark"),
        ]
    )
}

let package = Package(
    name: "CollectionScriptBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: dependencies,
    targets: [
        .target(
            name: "BenchmarkSupport",
            dependencies: [.product(name: "Benchmark", package: "benchmark")],
            path: "Support/BenchmarkSupport"
        ),
        benchmarkTarget("LayoutBenchmarks"),
        benchmarkTarget("CompositionalBenchmarks"),
        benchmarkTarget("DiffBenchmarks", dependencies: diffDependencies),
        // Whole script and REPL steps through the language library (issue 37's per-step table).
        benchmarkTarget("StepBenchmarks", dependencies: [
            .product(name: "Benchmark", package: "benchmark"),
            .product(name: "CollectionScript", package: "CollectionScript"),
            "BenchmarkSupport",
        ]),
        // Not a benchmark (the plugin runs only targets in Benchmarks/): N visible queries for
        // callgrind, so a query's cost is counted in instructions (Scripts/callgrind-query.sh).
        .executableTarget(
            name: "QueryCount",
            dependencies: [.product(name: "CollectionEngine", package: "CollectionScript")],
            path: "Tools/QueryCount"
        ),
        // Not a benchmark either: steps on a list whose every row is measured, timed by CPU, built
        // against any release build of the engine for pairing with a baseline (its header says how).
        .executableTarget(
            name: "MeasuredStep",
            dependencies: [.product(name: "CollectionEngine", package: "CollectionScript")],
            path: "Tools/MeasuredStep"
        ),
    ]
)
