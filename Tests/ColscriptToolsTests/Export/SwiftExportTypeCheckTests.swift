#if os(Linux)
import Foundation
import Testing
import TestSupport
import CollectionScript
import ColscriptTools

/// Every exported golden (`Scripts/export/*.swift`) type-checks, all in one `swiftc -typecheck`
/// (so two exported tests that clash fail), in Swift 6 mode, against the Linux-only `UIKit`
/// module this package builds (Sources/UIKitInterface) and the toolchain's XCTest: a wrong label,
/// a missing `@MainActor` or a clash fails here rather than on a Mac.
struct SwiftExportTypeCheckTests {
    @Test func everyExportedGoldenTypeChecksTogether() throws {
        let goldens = try FileManager.default.contentsOfDirectory(atPath: PackageRoot.appending("Scripts/export").path)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { PackageRoot.appending("Scripts/export/\($0)").path }
        #expect(goldens.count >= 4)
        let run = try TypeCheck.run(goldens)
        #expect(run.status == 0, "swiftc -typecheck failed:\n\(run.output)")
    }

    /// Type-checking misses what Swift diagnoses after it (a function body whose last expression
    /// lost its implicit return: "missing return"); SIL generation runs those diagnostics too.
    @Test func everyExportedGoldenPassesSwiftsMandatoryDiagnostics() throws {
        let goldens = try FileManager.default.contentsOfDirectory(atPath: PackageRoot.appending("Scripts/export").path)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { PackageRoot.appending("Scripts/export/\($0)").path }
        let run = try TypeCheck.run(goldens, mode: ["-emit-sil", "-wmo", "-o", "/dev/null"])
        #expect(run.status == 0, "swiftc -emit-sil failed:\n\(run.output)")
        // An exported test builds with no warnings in the app's target (a `var` never mutated or
        // never used is one: "consider changing to 'let' constant").
        #expect(!run.output.contains("warning:"), "swiftc -emit-sil warned:\n\(run.output)")
    }

    /// Not only the goldens: every scenario of the repository that exports (`Scripts/**`, 162 of
    /// 195 when this was written) type-checks, all in one run, so a combination no golden holds
    /// (a list with a raise, a custom layout under diffable) fails here too.
    @Test func everyScenarioThatExportsTypeChecksTogether() throws {
        let scratch = try Scratch()
        var files: [String] = []
        for name in SwiftExportCoverageTests.scenarios() {
            let text = try String(contentsOf: PackageRoot.appending("Scripts/\(name)"), encoding: .utf8)
            guard case .success(let exported) = SwiftExport.export(SourceFile(name: name, text: text), flavor: .xctest,
                                                                   allowFailing: false) else { continue }
            let file = name.replacingOccurrences(of: "/", with: "-").replacingOccurrences(of: ".colscript", with: ".swift")
            files.append(try scratch.write(file, exported.swift))
        }
        #expect(files.count >= SwiftExportCoverageTests.exportedAtLeast)
        let run = try TypeCheck.run(files)
        #expect(run.status == 0, "swiftc -typecheck failed:\n\(run.output)")
    }

    /// The playground flavour of the same scenarios type-checks too. Each page ends with the same
    /// stand-ins for XCTest's assertions and a top-level call; here every page's enum is checked
    /// together with one copy of the stand-ins (PlaygroundSupport, which Linux lacks, left out).
    @Test func everyScenarioThatExportsTypeChecksAsAPlaygroundPage() throws {
        let scratch = try Scratch()
        var files: [String] = []
        var standIns: String?
        for name in SwiftExportCoverageTests.scenarios() {
            let text = try String(contentsOf: PackageRoot.appending("Scripts/\(name)"), encoding: .utf8)
            guard case .success(let page) = SwiftExport.export(SourceFile(name: name, text: text), flavor: .playground) else { continue }
            let lines = page.components(separatedBy: "\n").filter { !$0.contains("PlaygroundSupport") && !$0.contains("PlaygroundPage") }
            guard let start = lines.firstIndex(where: { $0.hasPrefix("func XCTAssertEqual") }),
                  let call = lines.lastIndex(where: { $0.hasPrefix("do { try ") }) else {
                Issue.record("\(name): the playground page has no stand-ins or no call")
                continue
            }
            standIns = standIns ?? lines[start..<call].joined(separator: "\n")
            let file = name.replacingOccurrences(of: "/", with: "-").replacingOccurrences(of: ".colscript", with: ".swift")
            files.append(try scratch.write(file, lines[..<start].joined(separator: "\n")))
        }
        #expect(files.count >= SwiftExportCoverageTests.exportedAtLeast)
        files.append(try scratch.write("StandIns.swift", "import UIKit\n" + (standIns ?? "")))
        let run = try TypeCheck.run(files)
        #expect(run.status == 0, "swiftc -typecheck failed:\n\(run.output)")
    }

    /// The check has teeth: what the issue found in the old export (a helper at file scope that
    /// is not `@MainActor`, declared twice, and a wrong argument label) fails.
    @Test func mistakesAnExportCouldMakeFail() throws {
        let scratch = try Scratch()
        let helper = "import UIKit\nfunc visibleItems(_ collectionView: UICollectionView) -> [IndexPath] {\n    collectionView.indexPathsForVisibleItems\n}\n"
        let first = try scratch.write("A.swift", helper)
        let second = try scratch.write("B.swift", helper.replacingOccurrences(of: "func visibleItems", with: "@MainActor func visibleItems"))
        let label = try scratch.write("C.swift", "import UIKit\n@MainActor func f(_ c: UICollectionView) {\n    c.scrollToItem(at: IndexPath(item: 0, section: 0), position: .top, animated: false)\n}\n")
        let run = try TypeCheck.run([first, second])
        #expect(run.status != 0)
        #expect(run.output.contains("main actor-isolated property 'indexPathsForVisibleItems'"))
        #expect(run.output.contains("invalid redeclaration of 'visibleItems"))
        let labels = try TypeCheck.run([label])
        #expect(labels.status != 0)
        #expect(labels.output.contains("argument label"), "\(labels.output)")
    }
}

/// `swiftc -typecheck` against the built UIKit interface.
enum TypeCheck {
    struct NotFound: Error, CustomStringConvertible { var description: String }

    static func run(_ files: [String], mode: [String] = ["-typecheck"]) throws -> (status: Int32, output: String) {
        guard let swiftc = swiftc else { throw NotFound(description: "swiftc is not on PATH") }
        guard let modules = moduleDirectory else { throw NotFound(description: "UIKit.swiftmodule not found in the build directory") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = mode + ["-swift-version", "6", "-I", modules] + files
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The first `swiftc` on PATH (the toolchain running the tests).
    static let swiftc: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        return path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The build directory's module folder holding `UIKit.swiftmodule` (SwiftPM 6 writes modules
    /// to `.build/CONFIGURATION/Modules`, older versions beside the products).
    static let moduleDirectory: String? = {
        var directories = Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            directories.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        for configuration in ["debug", "release"] {
            directories.append(PackageRoot.appending(".build/\(configuration)"))
        }
        let candidates = directories.flatMap { [$0.appendingPathComponent("Modules"), $0] }
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("UIKit.swiftmodule").path) }?.path
    }()
}
#endif
