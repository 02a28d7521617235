import CollectionEngine
import CollectionScript

/// An item's or group's anchored supplementaries (docs/compositional.md §3.4) as
/// NSCollectionLayoutSupplementaryItem with NSCollectionLayoutAnchor, and the kinds the test's data
/// source dequeues with their own name: colscript registers a custom kind with the kind itself as
/// reuse identifier (`register supplementary badge`, a layout's boundary kinds), so the exported
/// data source dequeues any kind but header and footer with its name (headers and footers keep
/// "Supplementary"). A badge nobody registered then raises UIKit's own dequeue error.
extension SwiftExportWriter {
    /// `let <host>Supplementary0 = NSCollectionLayoutSupplementaryItem(…)` for each of `items`, and
    /// their names.
    static func anchoredLines(_ items: [AnchoredSupplementaryItem], host: String) -> (lines: [String], names: [String]) {
        var lines: [String] = []
        var names: [String] = []
        for (index, item) in items.enumerated() {
            let name = "\(host)Supplementary\(index)"
            let container = anchor(item.containerAnchor, offset: item.offset, fractional: item.isFractionalOffset)
            var arguments = "layoutSize: \(size(item.layoutSize)), elementKind: \(kind(item.elementKind)), containerAnchor: \(container)"
            if item.itemAnchor != nil || item.itemOffset != .zero {
                let edges = item.itemAnchor ?? item.containerAnchor
                arguments += ", itemAnchor: \(anchor(edges, offset: item.itemOffset, fractional: item.isFractionalItemOffset))"
            }
            lines.append("let \(name) = NSCollectionLayoutSupplementaryItem(\(arguments))")
            if item.zIndex != 1 { lines.append("\(name).zIndex = \(item.zIndex)") }
            names.append(name)
        }
        return (lines, names)
    }

    /// `NSCollectionLayoutAnchor(edges: [.top, .trailing])`, with its offset when it has one.
    static func anchor(_ alignment: RectAlignment, offset: Point, fractional: Bool) -> String {
        let edges = "[" + directionalEdges(alignment).map { "." + $0 }.joined(separator: ", ") + "]"
        guard offset != .zero else { return "NSCollectionLayoutAnchor(edges: \(edges))" }
        return "NSCollectionLayoutAnchor(edges: \(edges), \(fractional ? "fractionalOffset" : "absoluteOffset"): \(SwiftSyntax.point(offset)))"
    }

    /// NSDirectionalRectEdge's members an alignment names (none: the centre, no edge).
    static func directionalEdges(_ alignment: RectAlignment) -> [String] {
        let words = alignment.rawValue.lowercased()
        return ["top", "leading", "bottom", "trailing"].filter { words.contains($0) }
    }

    /// The kinds the layout's items and groups anchor (in order of first use).
    static func anchoredKinds(_ value: UIKitCall.CompositionalLayoutValue) -> [ElementKind] {
        var kinds: [ElementKind] = []
        func add(_ items: [AnchoredSupplementaryItem]) {
            for item in items where !kinds.contains(item.elementKind) { kinds.append(item.elementKind) }
        }
        func walk(_ group: LayoutGroup) {
            add(group.supplementaryItems)
            for subitem in group.subitems {
                switch subitem {
                case .item(let item): add(item.supplementaryItems)
                case .group(let nested): walk(nested)
                }
            }
        }
        let sections = [value.section].compactMap { $0 } + value.sectionsByIndex.sorted { $0.key < $1.key }.map(\.value)
            + value.sectionsByIdentifier.sorted { $0.key < $1.key }.map(\.value)
        for section in sections { walk(section.group) }
        return kinds
    }

    /// The reuse identifier the test registers a layout's supplementary kind with: header and
    /// footer "Supplementary", any other kind its own name (as colscript registers it).
    static func reuseIdentifier(ofKind elementKind: ElementKind) -> String {
        elementKind == .sectionHeader || elementKind == .sectionFooter ? "\"Supplementary\"" : kind(elementKind)
    }

    /// After a layout is installed (or made under the catcher): the data source dequeues
    /// supplementary views, custom kinds with their own name.
    mutating func noteSupplementaryKinds(_ calls: [UIKitCall]) {
        for call in calls {
            guard case .layout(.setCollectionViewLayout(let layout, _)) = call, case .compositionalStructure(let value) = layout.contents else { continue }
            let kinds = Self.supplementaryKinds(value) + Self.anchoredKinds(value)
            if !kinds.isEmpty { usesSupplementaries = true }
            if kinds.contains(where: { $0 != .sectionHeader && $0 != .sectionFooter }) { viewHelpers.usesOwnKindIdentifiers = true }
        }
    }
}
