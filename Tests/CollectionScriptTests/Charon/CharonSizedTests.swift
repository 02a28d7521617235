import Foundation
import Testing
@testable import CollectionScript
@testable import CollectionEngine
import TestSupport

/// charon's 25 self-sizing cases (Tests/Recordings/charon-compositional-sized.txt): cells whose
/// heights are estimated, measured by UIKit. The cells' own answers (a label's fitting height:
/// 31, 50, 31, 69, 31 for charon's five texts in a 320-point cell) are stated with `cellSize`; what
/// is checked is what UIKit's layout made of them — where each visible cell sits, which answers it
/// kept, the content size. Cases whose cells cannot size themselves state no `cellSize`.
@Suite struct CharonSizedTests {
    /// Fitting heights of charon's five texts, by cell width (label cells: 8/6 margins, 15-point font).
    static func labelHeights(width: Double) -> [Double] {
        switch width {
        case 157.5: [31, 88, 31, 126, 31]
        case 240, 288: [31, 69, 31, 88, 31]
        default: [31, 50, 31, 69, 31]
        }
    }

    enum Cell { case label, plain, fixed(Double), plus(Double) }

    static let layouts: [String] = [
        // 0: a list of estimated rows.
        "group vertical width=fractionalWidth(1) height=estimated(44) {\n item width=fractionalWidth(1) height=estimated(44)\n}\ninterGroupSpacing 3",
        // 1: a grid of two per row (subitem:count:), 5 apart.
        "group horizontal width=fractionalWidth(1) height=estimated(50) count=2 spacing=fixed(5) {\n item width=fractionalWidth(0.5) height=estimated(50)\n}\ninterGroupSpacing 3",
        // 2: item and section insets.
        "group vertical width=fractionalWidth(1) height=estimated(44) {\n item width=fractionalWidth(1) height=estimated(44) contentInsets=4,6,4,6\n}\ncontentInsets 2,10,2,10",
        // 3: estimated items in a fixed-height row.
        "group horizontal width=fractionalWidth(1) height=absolute(60) {\n item width=fractionalWidth(1) height=estimated(44)\n}",
        // 4: a vertical counted group.
        "group vertical width=fractionalWidth(1) height=estimated(88) count=2 spacing=fixed(5) {\n item width=fractionalWidth(1) height=estimated(44)\n}\ninterGroupSpacing 3",
        // 5: a vertical group of two estimated subitems.
        "group vertical width=fractionalWidth(1) height=estimated(88) spacing=fixed(5) {\n item width=fractionalWidth(1) height=estimated(44)\n item width=fractionalWidth(1) height=estimated(44)\n}\ninterGroupSpacing 3",
        // 6: the list with estimated header and footer.
        "group vertical width=fractionalWidth(1) height=estimated(44) {\n item width=fractionalWidth(1) height=estimated(44)\n}\ninterGroupSpacing 3\n"
            + "supplementary header width=fractionalWidth(1) height=estimated(30) alignment=top\n"
            + "supplementary footer width=fractionalWidth(1) height=estimated(30) alignment=bottom",
    ]

    /// charon's sized cases: cell kind, item count, view width, scroll offset, layout.
    static let cases: [(cell: Cell, items: Int, width: Double, offset: Double, layout: Int)] = [
        (.label, 5, 320, 0, 0), (.label, 5, 320, 0, 0), (.plain, 5, 320, 0, 0),
        (.label, 5, 320, 0, 1), (.label, 5, 320, 0, 1), (.plain, 5, 320, 0, 1),
        (.label, 5, 320, 0, 2), (.label, 5, 320, 0, 3), (.label, 5, 320, 0, 4),
        (.label, 6, 320, 0, 5), (.plain, 6, 320, 0, 5), (.label, 5, 320, 0, 6),
        (.label, 5, 240, 0, 0), (.label, 5, 300, 0, 0),
        (.label, 60, 320, 0, 0), (.label, 60, 320, 500, 0),
        (.label, 40, 320, 0, 1), (.label, 40, 320, 100, 1), (.label, 40, 320, 300, 1),
        (.fixed(45), 5, 320, 0, 0), (.fixed(45), 5, 320, 0, 1),
        (.fixed(77), 5, 320, 0, 0), (.fixed(77), 5, 320, 0, 1),
        (.plus(10), 5, 320, 0, 0), (.plus(10), 5, 320, 0, 1),
    ]

    static let prefetch = "UIKit's content counts only the displayed rows as measured (the rest at the estimate 50 + 3); "
        + "the engine's is longer: it measures more rows than it displays (likely the ones it prefetches)"
    static let knownIssues: [Int: String] = [
        9: "a vertical group of two estimated items is not measured (UIKit: the group grows to hold both)",
        11: "an estimated header and footer of a plain compositional section are not measured (cellSize header/footer is ignored outside lists)",
        15: "after a programmatic jump to y 500 the cells shown keep their estimate 44 (UIKit measures them in that layout pass; content 2778)",
        16: prefetch, 17: prefetch, 18: prefetch,
    ]

    static let recordings: [Int: [String]] = {
        let url = PackageRoot.appending("Tests/Recordings/charon-compositional-sized.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [:] }
        var result: [Int: [String]] = [:]
        var current: Int?
        for line in text.split(separator: "\n") where !line.hasPrefix("# ") {
            if line.hasPrefix("#"), let n = Int(line.dropFirst()) { current = n; result[n] = [] } else if let n = current { result[n]?.append(String(line)) }
        }
        return result
    }()

    /// The cell width of item k in layout `layout` of a view `width` wide.
    static func cellWidth(_ layout: Int, _ width: Double) -> Double {
        switch layout {
        case 1: (width - 5) / 2
        case 2: width - 20 - 12
        default: width
        }
    }

    static func script(_ n: Int) -> String {
        let c = cases[n]
        var lines = ["view \(CharonCompositionalTests.number(c.width))x480", "set scale = 2", "sections S", "items S count \(c.items)"]
        let w = cellWidth(c.layout, c.width)
        let heights = labelHeights(width: w)
        for k in 0..<c.items {
            let h: Double? = switch c.cell {
            case .label: heights[k % 5]
            case .plain: nil
            case .fixed(let v): v
            case .plus(let v): heights[k % 5] + v
            }
            if let h { lines.append("cellSize [0,\(k)] \(CharonCompositionalTests.number(w))x\(CharonCompositionalTests.number(h))") }
        }
        if c.layout == 6 { lines += ["cellSize header 0 \(CharonCompositionalTests.number(c.width))x28", "cellSize footer 0 \(CharonCompositionalTests.number(c.width))x68"] }
        lines.append("layout compositional {\n section {\n\(layouts[c.layout])\n }\n}")
        if c.offset > 0 { lines.append("scroll to (0, \(CharonCompositionalTests.number(c.offset)))") }
        return lines.joined(separator: "\n") + "\n"
    }

    static func dump(_ script: String) -> [String] {
        var session = Session()
        let run = session.runEntry(SourceFile(name: "sized", text: script))
        guard run.status == .ok else { return ["script failed", run.output] }
        let view = session.interpreter.view
        let layout = view.layout
        let n = CharonCompositionalTests.number
        func text(_ f: Rect) -> String { "\(n(f.minX)) \(n(f.minY)) \(n(f.width)) \(n(f.height))" }
        var lines: [String] = []
        for path in view.indexPathsForVisibleItems {
            guard let a = layout.layoutAttributesForItem(at: path) else { continue }
            lines.append(String(format: "%04d ", path.item) + text(a.frame))
        }
        for a in layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 20_000, height: 20_000)) {
            if let kind = a.kind?.rawValue, kind == "header" || kind == "footer" { lines.append("\(kind) \(text(a.frame))") }
        }
        lines.sort()
        let content = layout.collectionViewContentSize
        return ["content \(n(content.width)) \(n(content.height))"] + lines
    }

    @Test func everyCaseHasItsRecording() {
        #expect(Self.recordings.count == Self.cases.count)
    }

    @Test(arguments: 0..<25)
    func recordedSizes(_ n: Int) throws {
        let recorded = try #require(Self.recordings[n])
        let expected = Array(recorded.prefix(1)) + recorded.dropFirst().sorted()
        let actual = Self.dump(Self.script(n))
        if let reason = Self.knownIssues[n] {
            withKnownIssue("charon sized #\(n): \(reason)") { #expect(actual == expected) }
        } else {
            #expect(actual == expected, "charon sized #\(n)\n\(Self.script(n))")
        }
    }
}
