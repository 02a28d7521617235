import Foundation
import Testing
@testable import CollectionScript
@testable import CollectionEngine
import TestSupport

/// charon's device recordings as a test suite (issue 33): each of the 182 compositional layouts the
/// language can state is run and every element UIKit returned is compared — kind, index path, frame
/// and zIndex — with what UIKit recorded (Tests/Recordings/charon-compositional.txt, "charon #N").
/// Layouts that still differ are known issues with the reason; layouts the language cannot state are
/// listed in `CharonCompositionalCases` with theirs.
@Suite struct CharonCompositionalTests {
    /// The divergences not fixed yet: charon case → why.
    static let knownIssues: [Int: String] = [:]

    /// Recorded lines by case: "content W H offset X Y", then one line per element.
    static let recordings: [Int: [String]] = {
        let url = PackageRoot.appending("Tests/Recordings/charon-compositional.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
        var result: [Int: [String]] = [:]
        var current: Int?
        for line in text.split(separator: "\n") where !line.hasPrefix("# ") {
            if line.hasPrefix("#"), let n = Int(line.dropFirst()) {
                current = n
                result[n] = []
            } else if let n = current {
                result[n, default: []].append(String(line))
            }
        }
        return result
    }()

    /// `%g` of a coordinate, as charon prints it.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Runs a case's script and describes the layout as charon's dump does: the content size and
    /// offset, then every element (only those meeting the bounds when the view was scrolled), sorted.
    static func dump(_ script: String) -> (lines: [String], output: String) {
        var session = Session()
        let run = session.runEntry(SourceFile(name: "charon", text: script))
        guard run.status == .ok else { return (["script failed"], run.output) }
        let view = session.interpreter.view
        guard let layout = view.layout.compositionalLayout else { return (["not compositional"], run.output) }
        let content = layout.collectionViewContentSize
        let offset = view.contentOffset
        let scrolled = offset != .zero
        let layoutKinds = Set(layout.configuration.boundarySupplementaryItems.map(\.elementKind))
        var lines: [String] = []
        for a in layout.layoutAttributesForElements(in: Rect(x: -10_000, y: -10_000, width: 20_000, height: 20_000)) {
            if scrolled && !a.frame.intersects(view.visibleRect) { continue }
            let category = switch a.category {
            case .cell: "0"
            case .supplementaryView: "1"
            case .decorationView: "2"
            }
            let kind = a.kind?.rawValue ?? "-"
            let item = a.kind.map { layoutKinds.contains($0) && a.category == .supplementaryView } == true ? "MAX" : String(a.indexPath.item)
            let f = a.frame
            lines.append("\(category) \(kind) \(a.indexPath.section).\(item) \(number(f.minX)) \(number(f.minY)) \(number(f.width)) \(number(f.height)) z\(a.zIndex)")
        }
        lines.sort()
        return (["content \(number(content.width)) \(number(content.height)) offset \(number(offset.x)) \(number(offset.y))"] + lines, run.output)
    }

    @Test func everyCaseHasItsRecording() {
        #expect(Self.recordings.count == CharonCompositionalCases.count)
        #expect(CharonCompositionalCases.all.count == CharonCompositionalCases.count)
    }

    @Test(arguments: 0..<CharonCompositionalCases.count)
    func recordedFrames(_ n: Int) throws {
        guard case .script(let script) = CharonCompositionalCases.script(n) else { return }
        let recorded = try #require(Self.recordings[n])
        let expected = Array(recorded.prefix(1)) + recorded.dropFirst().sorted()
        let (actual, output) = Self.dump(script)
        if let reason = Self.knownIssues[n] {
            withKnownIssue("charon #\(n): \(reason)") {
                #expect(actual == expected, "charon #\(n)")
            }
        } else {
            #expect(actual == expected, "charon #\(n)\n\(script)\n\(actual.joined(separator: "\n"))\n\(output.suffix(400))")
        }
    }
}
