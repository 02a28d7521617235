import Foundation
import Testing
import TestSupport
import CollectionScript

/// The repository follows its own formatter: every script in it is in `colscript fmt`'s
/// canonical layout (what `colscript fmt --check` checks), so a reader never sees two layouts.
struct RepositoryFormattingTests {
    static func scripts() -> [String] {
        let root = PackageRoot.path
        var found: [String] = []
        for folder in ["Scripts", "Benchmarks/Scripts", "docs", "Examples"] {
            guard let enumerator = FileManager.default.enumerator(atPath: root + "/" + folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                if relative.hasSuffix(".colscript") { found.append(folder + "/" + relative) }
            }
        }
        return found.sorted()
    }

    @Test("script is in canonical layout (colscript fmt --check)", arguments: scripts())
    func canonical(_ relativePath: String) throws {
        let text = try String(contentsOfFile: PackageRoot.path + "/" + relativePath, encoding: .utf8)
        let source = SourceFile(name: relativePath, text: text)
        switch ScriptFormatter.format(source) {
        case .syntaxErrors(let diagnostics):
            Issue.record("\(relativePath) has \(diagnostics.count) syntax error(s)")
        case .formatted(let formatted):
            #expect(formatted == text, "\(relativePath) is not formatted: run colscript fmt --in-place \(relativePath)")
        }
    }

    @Test func thereAreScriptsToCheck() {
        #expect(Self.scripts().count > 50)
    }
}
