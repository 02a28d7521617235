import Foundation
import Testing
import TestSupport
import CollectionScript
@testable import ColscriptTools

/// How many of the repository's scenarios (`Scripts/**/*.colscript`) `export --swift` writes, and
/// why the others are refused, grouped by reason (COLSCRIPT_EXPORT_REPORT=1 prints the groups).
/// The count only goes up: a change that refuses a scenario that exported fails here.
struct SwiftExportCoverageTests {
    /// The scenarios that exported when this was last raised (of 195 then).
    static let exportedAtLeast = 162

    static func scenarios() -> [String] {
        let scripts = PackageRoot.appending("Scripts").path
        let paths = FileManager.default.enumerator(atPath: scripts)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".colscript") }.sorted()
    }

    /// A refusal without its place: `export: \`delegate\` (FILE:LINE) cannot …` → `\`delegate\` cannot …`.
    static func reason(_ message: String) -> String {
        message.replacingOccurrences(of: #" \([^()]*\.colscript:[0-9]+\)"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"^export: [^ ]*\.colscript(:[0-9]+)?:? "#, with: "export: ", options: .regularExpression)
    }

    @Test func theExportedScenariosOnlyGrow() throws {
        var exported = 0
        var refusals: [String: [String]] = [:]
        let all = Self.scenarios()
        for name in all {
            let text = try String(contentsOf: PackageRoot.appending("Scripts/\(name)"), encoding: .utf8)
            switch SwiftExport.export(SourceFile(name: name, text: text), flavor: .xctest, allowFailing: false) {
            case .success: exported += 1
            case .failure(let failure):
                #expect(failure.message.hasPrefix("export: "), "\(name): \(failure.message)")
                refusals[Self.reason(failure.message), default: []].append(name)
            }
        }
        if ProcessInfo.processInfo.environment["COLSCRIPT_EXPORT_REPORT"] != nil {
            print("export --swift: \(exported)/\(all.count) scenarios")
            for (reason, names) in refusals.sorted(by: { ($0.value.count, $1.key) > ($1.value.count, $0.key) }) {
                print("\(names.count)\t\(reason)\n\t\(names.joined(separator: " "))")
            }
        }
        #expect(exported >= Self.exportedAtLeast, "export --swift writes \(exported) of \(all.count) scenarios")
    }
}
