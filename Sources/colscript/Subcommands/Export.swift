import ArgumentParser
import CollectionScript
import ColscriptTools

extension Colscript {
    /// `colscript export --swift FILE [-o OUT] [--playground PAGE]`: the scenario as an XCTest case
    /// (and a playground page) that drives a real UICollectionView (`SwiftExport`, docs/tooling.md §2).
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Turn a scenario into Swift: an XCTest case (or a playground page) for a real UICollectionView.",
            discussion: "Exit status: 0 written, 1 the scenario uses a command that does not export (the message names it), 65 syntax errors, 66 the file cannot be read, 73 an output cannot be written."
        )

        @Flag(help: "Write Swift (the only target language so far).")
        var swift = false

        @Argument(help: "The scenario; '-' reads standard input.", completion: .file(extensions: ["colscript"]))
        var path: String

        @Option(name: .shortAndLong, help: ArgumentHelp("Write the XCTest case to this file instead of standard output.", valueName: "file"),
                completion: .file(extensions: ["swift"]))
        var output: String?

        @Option(help: ArgumentHelp("Also write a playground page (the same calls, mismatches printed) to this file.", valueName: "file"),
                completion: .file(extensions: ["swift"]))
        var playground: String?

        func validate() throws {
            guard swift else { throw ValidationError("say which language: `colscript export --swift FILE`") }
        }

        func run() throws {
            let source = try ScriptReader.readOrExit(path)
            let test: String
            switch SwiftExport.export(source, flavor: .xctest) {
            case .success(let text): test = text
            case .failure(let failure):
                StandardStream.error.write(failure.message + "\n")
                throw ExitCode(failure.message.contains("syntax errors") ? ExitStatus.syntaxError.rawValue : ExitStatus.failure.rawValue)
            }
            if let output {
                if let reason = FileWriter.write(test, to: output) {
                    StandardStream.error.write("colscript: cannot write '\(output)': \(reason)\n")
                    throw ExitCode(ExitStatus.cannotCreate.rawValue)
                }
            } else {
                try StandardStream.print(test)
            }
            if let playground, case .success(let page) = SwiftExport.export(source, flavor: .playground) {
                if let reason = FileWriter.write(page, to: playground) {
                    StandardStream.error.write("colscript: cannot write '\(playground)': \(reason)\n")
                    throw ExitCode(ExitStatus.cannotCreate.rawValue)
                }
            }
        }
    }
}
