import Foundation
import Testing
import TestSupport

/// Each package holds what its name says (issue 32 points 7 and 8), read from the source tree:
/// the language library touches no files, the engine speaks UIKit only, interning has its own
/// folder, and CI runs the interning suites under ThreadSanitizer.
struct PackageContentsTests {
    /// Every `.swift` file under `folder` (relative to the package root), as (relative path, text).
    static func swiftFiles(under folder: String) throws -> [(path: String, text: String)] {
        let root = PackageRoot.appending(folder).path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [(String, String)] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            files.append((folder + "/" + relative, try String(contentsOfFile: root + "/" + relative, encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// `path:line: text` for each line of `files` that contains one of `needles` (`caseInsensitive`
    /// for a word in any case).
    static func lines(in files: [(path: String, text: String)], containing needles: [String],
                      caseInsensitive: Bool = false) -> [String] {
        var found: [String] = []
        for (path, text) in files {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let haystack = caseInsensitive ? line.lowercased() : String(line)
                if needles.contains(where: { haystack.contains(caseInsensitive ? $0.lowercased() : $0) }) {
                    found.append("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        return found
    }

    /// The language library parses, interprets and renders: the scenario runner's files, export
    /// and the CLI's reading live in ColscriptTools and colscript.
    @Test func languageLibraryTouchesNoFiles() throws {
        let files = try Self.swiftFiles(under: "Sources/CollectionScript")
        #expect(files.count > 50)
        let access = Self.lines(in: files, containing: ["FileManager", "fopen(", "FileHandle", "Data(contentsOf:",
                                                        "String(contentsOfFile:", "contentsOfFile:", "write(to:"])
        #expect(access.isEmpty, "file access in the language library:\n\(access.joined(separator: "\n"))")
    }

    /// The engine speaks UIKit only: no message or comment names the tool.
    @Test func engineNeverNamesTheTool() throws {
        let files = try Self.swiftFiles(under: "Sources/CollectionEngine")
        #expect(files.count > 50)
        let mentions = Self.lines(in: files, containing: ["colscript"], caseInsensitive: true)
        #expect(mentions.isEmpty, "the engine names the tool:\n\(mentions.joined(separator: "\n"))")
    }

    /// `why` (crash logs) and export are tools over the language, in `ColscriptTools`, not in it.
    @Test func whyAndExportLiveInTheTools() throws {
        let library = try Self.swiftFiles(under: "Sources/CollectionScript").map(\.path)
        #expect(!library.contains { $0.contains("/CrashLogs/") || $0.contains("/Export/") }, "\(library.filter { $0.contains("/CrashLogs/") || $0.contains("/Export/") })")
        let tools = try Self.swiftFiles(under: "Sources/ColscriptTools").map(\.path)
        #expect(tools.contains("Sources/ColscriptTools/CrashLogs/CrashLogAnalysis.swift"))
        #expect(tools.contains("Sources/ColscriptTools/Export/SwiftExport.swift"))
    }

    /// The engine rolls itself back (Transactions/): no caller copies the view on a guess of what
    /// might fail, and no exception is left for a caller to poll.
    @Test func noRollbackByCopyOrPolling() throws {
        let files = try Self.swiftFiles(under: "Sources")
        let found = Self.lines(in: files, containing: ["RollbackPoint", "mayRaiseDuringLayout", "mayShowTooManyViews",
                                                       "takeRaisedException", "raisedException", "UpdateRollback"])
        #expect(found.isEmpty, "rollback by copy or a polled exception:\n\(found.joined(separator: "\n"))")
    }

    /// Every UIKit call and event is a typed value: no display text stands in for one.
    @Test func noRawCalls() throws {
        let found = Self.lines(in: try Self.swiftFiles(under: "Sources"), containing: [".raw("])
        #expect(found.isEmpty, "untyped calls:\n\(found.joined(separator: "\n"))")
    }

    /// Only `Layout/` asks which layout the view holds (export may, to write each one's Swift).
    @Test func onlyLayoutAsksWhichLayoutItHolds() throws {
        let files = try Self.swiftFiles(under: "Sources").filter {
            !$0.path.hasPrefix("Sources/CollectionEngine/Layout/") && !$0.path.hasPrefix("Sources/ColscriptTools/Export/")
        }
        #expect(files.count > 100)
        // The accessors that answer one layout kind, read from a view or a layout, in any position.
        let accessors = ["flowLayout", "compositionalLayout", "transitionLayout"].flatMap { name in
            ["view.", "layout.", "()."].flatMap { owner in ["?", ".", " ", ")", ",", "!"].map { owner + name + $0 } }
        }
        let found = Self.lines(in: files, containing: accessors + ["case .flow(", "case .compositional(", "case .transition(", "case .custom("])
        #expect(found.isEmpty, "a layout-kind test outside Layout/:\n\(found.joined(separator: "\n"))")
    }

    /// `Model/` holds the model; the identifier tables and their helpers are in `Interning/`, the
    /// seeded generator in `Random/`.
    @Test func interningHasItsOwnFolder() throws {
        let model = try Self.swiftFiles(under: "Sources/CollectionEngine/Model").map(\.path)
        let misplaced = model.filter { path in
            ["IdentifierTable", "UTF8NameTable", "TwoThreads", "TouchedCapacity", "SplitMix64"].contains { path.contains($0) }
        }
        #expect(misplaced.isEmpty, "\(misplaced)")
        let interning = try Self.swiftFiles(under: "Sources/CollectionEngine/Interning").map(\.path)
        #expect(interning.contains("Sources/CollectionEngine/Interning/IdentifierTable.swift"))
        #expect(interning.contains("Sources/CollectionEngine/Interning/TwoThreads.swift"))
    }

    /// `.ci/run` runs the interning suites under ThreadSanitizer, and its filter names every suite
    /// in `Tests/CollectionEngineTests/Interning/` (a new suite there is covered or this fails).
    @Test func ciRunsTheInterningSuitesUnderThreadSanitizer() throws {
        let script = try String(contentsOf: PackageRoot.appending(".ci/run"), encoding: .utf8)
        #expect(script.contains("swift test --sanitize=thread"))
        let filterLine = script.split(separator: "\n").first { $0.contains("--filter '") }
        let pattern = try #require(filterLine?.split(separator: "'").dropFirst().first.map(String.init))
        let filter = try Regex(pattern)
        let suites = try Self.swiftFiles(under: "Tests/CollectionEngineTests/Interning").flatMap { file in
            file.text.split(separator: "\n").compactMap { line -> String? in
                guard let range = line.range(of: "@Suite struct ") else { return nil }
                return line[range.upperBound...].split(whereSeparator: { !$0.isLetter && !$0.isNumber }).first.map(String.init)
            }
        }
        #expect(suites.count >= 6)
        for suite in suites {
            #expect(("CollectionEngineTests." + suite).contains(filter), "\(suite) is not in .ci/run's ThreadSanitizer filter")
        }
    }

    /// One spec per command (issue 32, point 3): each family of commands is one file of
    /// `Commands/` declaring its keywords' spec, traits, parsing and execution together, and no
    /// switch over commands, keywords or their kinds has a `default:` (a new command must say).
    @Test func eachCommandFamilyIsOneFileAndNoCommandSwitchHasADefault() throws {
        let commands = try Self.swiftFiles(under: "Sources/CollectionScript/Commands")
        let families = commands.filter { $0.text.contains("extension Keyword {\n    ///") && $0.text.contains("func traits(of kind: CommandKind)") }
        #expect(families.count >= 10, "\(families.map(\.path))")
        for family in families {
            #expect(family.text.contains("public var info: CommandInfo"), "\(family.path)")
            #expect(family.text.contains("extension ParserState"), "\(family.path)")
            #expect(family.text.contains("extension Interpreter"), "\(family.path)")
        }
        var offenders: [String] = []
        let subjects = ["switch command.kind {", "switch keyword {", "switch command.keyword {", "switch command.export {"]
        let front = try ["Sources/CollectionScript", "Sources/ColscriptTools", "Sources/colscript"].flatMap(Self.swiftFiles(under:))
        for file in front {
            let text = Array(file.text)
            var searchFrom = file.text.startIndex
            while let found = subjects.compactMap({ file.text.range(of: $0, range: searchFrom..<file.text.endIndex) })
                .min(by: { $0.lowerBound < $1.lowerBound }) {
                searchFrom = found.upperBound
                // The switch's own body: up to its closing brace; `default:` at its own depth only.
                var depth = 1
                var index = file.text.distance(from: file.text.startIndex, to: found.upperBound)
                var body = ""
                while index < text.count, depth > 0 {
                    let character = text[index]
                    if character == "{" { depth += 1 }
                    if character == "}" { depth -= 1 }
                    if depth == 1 { body.append(character) }
                    index += 1
                }
                if body.contains("default:") { offenders.append("\(file.path): \(found.lowerBound)") }
            }
        }
        #expect(offenders.isEmpty, "\(offenders)")
    }
}
