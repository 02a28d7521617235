import Foundation
import ArgumentParser
import CollectionScript
import ColscriptTools

extension Colscript {
    /// `colscript export --swift FILE [-o OUT] [--playground PAGE]`: the scenario as an XCTest case
    /// (and a playground page) that drives a real UICollectionView (`SwiftExport`, docs/tooling.md §2).
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Turn a scenario into Swift: an XCTest case (or a playground page) for a real UICollectionView.",
            discussion: "When the scenario raises, the test catches UIKit's exception with a small Objective-C catcher (ColscriptExceptionCatcher.h and .m), written beside the test: give -o a directory (ending in /) or a file. Exit status: 0 written, 1 the scenario uses a command that does not export (the message names it) or its own expect fails (see --allow-failing), 65 syntax errors, 66 the file cannot be read, 73 an output cannot be written."
        )

        @Flag(help: "Write Swift (the only target language so far).")
        var swift = false

        @Argument(help: "The scenario; '-' reads standard input.", completion: .file(extensions: ["colscript"]))
        var path: String

        @Option(name: .shortAndLong, help: ArgumentHelp("Write the XCTest case to this file, or into this directory (a path ending in /, or an existing directory) as NAMETests.swift, instead of standard output; the exception catcher goes beside it.", valueName: "path"),
                completion: .file(extensions: ["swift"]))
        var output: String?

        @Flag(help: "Export even if the scenario's own expect fails: the test says so, and fails there too.")
        var allowFailing = false

        @Option(help: ArgumentHelp("Also write a playground page (the same calls, mismatches printed) to this file.", valueName: "file"),
                completion: .file(extensions: ["swift"]))
        var playground: String?

        func validate() throws {
            guard swift else { throw ValidationError("say which language: `colscript export --swift FILE`") }
        }

        func run() throws {
            let source = try ScriptReader.readOrExit(path)
            let exported: SwiftExport.Exported
            switch SwiftExport.export(source, flavor: .xctest, allowFailing: allowFailing) {
            case .success(let result): exported = result
            case .failure(let failure):
                StandardStream.error.write(failure.message + "\n")
                throw ExitCode(failure.message.contains("syntax errors") ? ExitStatus.syntaxError.rawValue : ExitStatus.failure.rawValue)
            }
            if let output {
                var isDirectory: ObjCBool = false
                let intoDirectory = output.hasSuffix("/") || (FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) && isDirectory.boolValue)
                if intoDirectory { try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true) }
                let directory = intoDirectory ? URL(fileURLWithPath: output) : URL(fileURLWithPath: output).deletingLastPathComponent()
                let files = [(intoDirectory ? directory.appendingPathComponent(exported.fileName).path : output, exported.swift)]
                    + exported.companions.map { (directory.appendingPathComponent($0.name).path, $0.text) }
                for (path, text) in files {
                    if let reason = FileWriter.write(text, to: path) {
                        StandardStream.error.write("colscript: cannot write '\(path)': \(reason)\n")
                        throw ExitCode(ExitStatus.cannotCreate.rawValue)
                    }
                }
            } else {
                try StandardStream.print(exported.swift)
                if !exported.companions.isEmpty {
                    StandardStream.error.write("export: the test catches UIKit's exception with ColscriptExceptionCatcher.h and .m: export with `-o DIR/` to write them beside the test\n")
                }
            }
            if let playground, case .success(let page) = SwiftExport.export(source, flavor: .playground, allowFailing: allowFailing).map(\.swift) {
                if let reason = FileWriter.write(page, to: playground) {
                    StandardStream.error.write("colscript: cannot write '\(playground)': \(reason)\n")
                    throw ExitCode(ExitStatus.cannotCreate.rawValue)
                }
            }
        }
    }
}
