// swift-tools-version:6.1
// Benchmarks: a separate package so the root `swift test` never builds them.
// Run: cd Benchmarks && swift package benchmark --target LayoutBenchmarks   (or DiffBenchmarks)
import PackageDescription

let package = Package(
    name: "CollectionScriptBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(name: "CollectionScript", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "CollectionEngine", package: "CollectionScript"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        .executableTarget(
            name: "CompositionalBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "CollectionEngine", package: "CollectionScript"),
            ],
            path: "Benchmarks/CompositionalBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        .executableTarget(
            name: "DiffBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "CollectionEngine", package: "CollectionScript"),
            ],
            path: "Benchmarks/DiffBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
    ]
)
