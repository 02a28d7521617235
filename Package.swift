// swift-tools-version:6.0
import PackageDescription

/// The Linux-only module `UIKit` (Sources/UIKitInterface/UIKit): UIKit's declarations, no
/// behaviour, so that exported tests (`colscript export --swift`) type-check here; the target
/// `UIKitInterface` re-exports it. Never built on Apple platforms, where the real UIKit is, and
/// part of no product.
#if os(Linux)
let uikitInterface: [Target] = [
    .target(name: "UIKit", path: "Sources/UIKitInterface/UIKit"),
    .target(name: "UIKitInterface", dependencies: ["UIKit"], path: "Sources/UIKitInterface/Interface"),
]
let uikitInterfaceDependency: [Target.Dependency] = ["UIKitInterface"]
#else
let uikitInterface: [Target] = []
let uikitInterfaceDependency: [Target.Dependency] = []
#endif

/// Release builds of `colscript` on Linux link the Swift runtime and Foundation statically: loading
/// and relocating libswiftCore, libFoundation, ICU and the rest was 80 % of the REPL's start-up
/// instructions (issue 37 point 4; Benchmarks/README.md). Debug builds, the tests (which link the
/// module `colscript`, not this executable) and the server stay dynamic. A static archive does not
/// name what it needs, so Foundation's own libraries follow it, and the runtime again after them.
let staticRuntimeInRelease: [LinkerSetting] = [
    .unsafeFlags([
        "-static-stdlib",
        "-lFoundation", "-lFoundationInternationalization", "-lCoreFoundation", "-l_FoundationICU",
        "-lFoundationEssentials", "-l_FoundationCShims", "-l_FoundationCollections",
        "-lswiftSynchronization", "-lswiftDispatch", "-ldispatch", "-lBlocksRuntime", "-lswiftCore",
        "-lstdc++", "-lm",
    ], .when(platforms: [.linux], configuration: .release)),
]

let package = Package(
    name: "CollectionScript",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "colscript", targets: ["colscript-main"]),
        // The live page's server, which `colscript repl --serve` and `colscript serve` start from
        // beside `colscript` (`swift build` builds both).
        .executable(name: "colscript-serve", targets: ["colscript-serve"]),
        .library(name: "CollectionEngine", targets: ["CollectionEngine"]),
        .library(name: "CollectionScript", targets: ["CollectionScript"]),
        .library(name: "ColscriptTools", targets: ["ColscriptTools"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The live page's HTTP and WebSocket server (`repl --serve`, `serve`; docs/tooling.md).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // The headless collection view: no I/O, no printing, no globals, deterministic.
        .target(
            name: "CollectionEngine",
            // The engine calls libm (`rounded(_:)` throughout, `log`, `pow` and `exp` in scrolling);
            // linked explicitly on Linux so the engine links on its own.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The language: lexer, parser, AST, diagnostics, interpreter, renderers; touches no files.
        .target(name: "CollectionScript", dependencies: ["CollectionEngine"]),
        // The tools around the language: Swift export and the scenario runner's files (reading
        // scripts and goldens, recording goldens).
        .target(name: "ColscriptTools", dependencies: ["CollectionScript", "CollectionEngine"]),
        // Line editing for the REPL: GNU readline on Linux (Debian: libreadline-dev), libedit (part
        // of macOS) on macOS; the header `Sources/CReadline/shim.h` picks one (docs/tooling.md §3).
        // The live page's server: serves the step-through page and pushes each step over a
        // WebSocket. Only this target knows FlyingFox; the engine and the language stay free of it.
        .target(
            name: "ColscriptServer",
            dependencies: ["CollectionScript", .product(name: "FlyingFox", package: "FlyingFox")]
        ),
        // What `colscript` and the server say to each other over the socket between them.
        .target(name: "LiveProtocol"),
        // The server's executable: `colscript` starts it for the live page and never links the web
        // server itself, whose libraries (FoundationNetworking, libcurl and theirs) the dynamic
        // linker took most of every start to load (issue 37 point 4). Not a dependency of
        // `colscript`: an executable depending on one links that one's libraries too.
        .executableTarget(name: "colscript-serve", dependencies: ["ColscriptServer", "LiveProtocol"]),
        .systemLibrary(name: "CReadline", providers: [.apt(["libreadline-dev"])]),
        // The tool itself: its subcommands, the REPL, the language server. A library, so that the
        // tests import it and only `colscript-main` links statically.
        .target(
            name: "colscript",
            dependencies: [
                "CollectionScript",
                "ColscriptTools",
                "LiveProtocol",
                "CReadline",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: [
                .linkedLibrary("readline", .when(platforms: [.linux])),
                .linkedLibrary("edit", .when(platforms: [.macOS])),
            ]
        ),
        // The `colscript` executable: `runColscript()` and, in release builds on Linux, the Swift
        // runtime and Foundation linked in (`staticRuntimeInRelease`).
        .executableTarget(name: "colscript-main", dependencies: ["colscript"], linkerSettings: staticRuntimeInRelease),
        // The helpers the test targets share: the seeded generator's conveniences, the built
        // binary, a pseudo-terminal, scratch directories.
        .target(name: "TestSupport", dependencies: ["CollectionEngine"], path: "Tests/TestSupport"),
        .testTarget(name: "CollectionEngineTests", dependencies: ["CollectionEngine", "TestSupport"]),
        .testTarget(name: "CollectionScriptTests", dependencies: ["CollectionScript", "CollectionEngine", "ColscriptTools", "TestSupport"]),
        // Builds the UIKit interface on Linux: SwiftExportTypeCheckTests type-checks the exported
        // goldens against it.
        .testTarget(name: "ColscriptToolsTests", dependencies: ["ColscriptTools", "CollectionScript", "TestSupport"] + uikitInterfaceDependency),
        .testTarget(name: "ScenarioTests", dependencies: ["CollectionScript", "ColscriptTools", "TestSupport"]),
        // Unit tests of the tool's pieces and end-to-end tests of the built binary (pipes and a
        // pseudo-terminal).
        .testTarget(name: "ColscriptCLITests", dependencies: ["colscript", "CollectionScript", "TestSupport"]),
        .testTarget(name: "ColscriptServerTests", dependencies: ["ColscriptServer", "LiveProtocol", "CollectionScript", "TestSupport"]),
    ] + uikitInterface,
    swiftLanguageModes: [.v6]
)
