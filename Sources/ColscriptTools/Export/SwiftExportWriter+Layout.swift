import CollectionEngine
import CollectionScript

/// `setCollectionViewLayout(_:animated:)` as Swift: a flow layout by its metrics, a compositional
/// layout as the NSCollectionLayout objects that build it (`init(section:)`, or
/// `init(sectionProvider:)` when sections differ by index), a list as
/// `UICollectionViewCompositionalLayout.list(using:)`; boundary supplementaries are registered per
/// kind, and the data source dequeues them; an item's or group's anchored supplementaries are
/// SwiftExportWriter+AnchoredSupplementaries. Decoration items are registered with the layout. What
/// needs the layout environment is refused, named.
extension SwiftExportWriter {
    func setLayoutLines(_ value: UIKitCall.LayoutValue, animated: Bool?, _ command: Command) throws(SwiftExport.Failure) -> [String] {
        var lines = ["do {"]
        switch value.contents {
        case .flowProperties(let flow):
            try refuseSectionBackground(flow, command)
            lines += ["    let layout = Layout()"] + SwiftSyntax.flowLayout(flow).map { "    " + $0 }
        case .compositionalStructure(let compositional):
            lines += try compositionalLayout(compositional, command).map { "    " + $0 }
            // The data source's viewForSupplementaryElementOfKind dequeues these (SwiftSyntax.supplementaryViews).
            for kind in Self.supplementaryKinds(compositional) {
                lines.append("    collectionView.register(\(selfSizing.viewClass(kind)).self, forSupplementaryViewOfKind: \(Self.kind(kind)), withReuseIdentifier: \(Self.reuseIdentifier(ofKind: kind)))")
            }
            // The layout makes its decoration views itself, from the classes registered with it.
            for kind in Self.decorationKinds(compositional) {
                lines.append("    layout.register(UICollectionReusableView.self, forDecorationViewOfKind: \(Self.kind(kind)))")
            }
        }
        return lines + ["    collectionView.setCollectionViewLayout(layout, animated: \(animated ?? false))", "}"]
    }

    /// A flow layout subclass with section backgrounds (`sectionBackground=KIND`, docs/layout.md
    /// §10.3) is not written yet: refused, named, rather than exported as a plain flow layout.
    func refuseSectionBackground(_ flow: FlowLayout, _ command: Command) throws(SwiftExport.Failure) {
        guard let kind = flow.sectionBackgroundKind else { return }
        throw unsupported(command, "the flow layout subclass that places section background decoration views (sectionBackground=\(kind.rawValue)) is not exported yet")
    }

    /// Declarations ending in `let layout = …`.
    private func compositionalLayout(_ value: UIKitCall.CompositionalLayoutValue, _ command: Command) throws(SwiftExport.Failure) -> [String] {
        if let list = value.list {
            return try listConfiguration(list, command) + ["let layout = UICollectionViewCompositionalLayout.list(using: listConfiguration)"]
        }
        var lines: [String] = []
        let configuration = try configurationLines(value.configuration, command)
        lines += configuration
        let argument = configuration.isEmpty ? "" : ", configuration: configuration"
        // A section declared for a section identifier is the section now at its index (an
        // identifier overrides an index); `step` refuses a later step that moves it.
        if let lines = try identifierDrivenProvider(value, argument: argument, command) { return configuration + lines }
        let pins = sectionIdentifierPins(value)
        var byIndex = value.sectionsByIndex
        for (name, index) in pins.sorted(by: { $0.key < $1.key }) {
            guard let index, let section = value.sectionsByIdentifier[name] else { continue }
            byIndex[index] = section
            lines.append("// `section \(name)`: the app's sectionProvider finds it by identifier; here it is section \(index).")
        }
        if ([value.section].compactMap { $0 } + byIndex.values).contains(where: { $0.listConfiguration != nil }) {
            return lines + (try environmentProvider(value.section, byIndex, argument: argument, command))
        }
        if let section = value.section, byIndex.isEmpty {
            lines += try sectionLines(section, named: "section", command)
            return lines + ["let layout = UICollectionViewCompositionalLayout(section: section\(argument))"]
        }
        var names: [(Int, String)] = []
        for (index, section) in byIndex.sorted(by: { $0.key < $1.key }) {
            lines += try sectionLines(section, named: "section\(index)", command)
            names.append((index, "section\(index)"))
        }
        if let section = value.section { lines += try sectionLines(section, named: "everySection", command) }
        let sections = names.isEmpty ? "[:]" : "[" + names.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "]"
        lines.append("let sections: [Int: NSCollectionLayoutSection] = \(sections)")
        let fallback = value.section == nil ? "" : " ?? everySection"
        lines.append("let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in sections[index]\(fallback) }\(argument))")
        return lines
    }

    /// Under a diffable data source, a layout with sections declared for section identifiers is
    /// the app's identifier-driven sectionProvider: it looks up `sectionIdentifier(for:)` (an
    /// identifier overrides an index), so the sections follow their identifiers through applies.
    /// Nil when there is none, or list sections (their provider is by index).
    private func identifierDrivenProvider(_ value: UIKitCall.CompositionalLayoutValue, argument: String,
                                          _ command: Command) throws(SwiftExport.Failure) -> [String]? {
        guard isIdentifierDriven(value) else { return nil }
        var lines: [String] = []
        var identified: [String] = []
        for (offset, entry) in value.sectionsByIdentifier.sorted(by: { $0.key < $1.key }).enumerated() {
            lines += try sectionLines(entry.value, named: "identifiedSection\(offset)", command)
            identified.append("\(SwiftSyntax.literal(entry.key)): identifiedSection\(offset)")
        }
        var indexed: [String] = []
        for (index, section) in value.sectionsByIndex.sorted(by: { $0.key < $1.key }) {
            lines += try sectionLines(section, named: "section\(index)", command)
            indexed.append("\(index): section\(index)")
        }
        if let section = value.section { lines += try sectionLines(section, named: "everySection", command) }
        lines.append("let sectionsByIdentifier: [String: NSCollectionLayoutSection] = [\(identified.joined(separator: ", "))]")
        lines.append("let sections: [Int: NSCollectionLayoutSection] = [\(indexed.isEmpty ? ":" : indexed.joined(separator: ", "))]")
        let fallback = value.section == nil ? "" : " ?? everySection"
        lines.append("// The app's sectionProvider finds a section by its identifier in the diffable data source's snapshot.")
        lines.append("let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in")
        lines.append("    diffableDataSource.sectionIdentifier(for: index).flatMap { sectionsByIdentifier[$0] } ?? sections[index]\(fallback)")
        lines.append("}\(argument))")
        return lines
    }

    /// Whether the exported sectionProvider finds sections by identifier (`identifierDrivenProvider`).
    func isIdentifierDriven(_ value: UIKitCall.CompositionalLayoutValue) -> Bool {
        let all = [value.section].compactMap { $0 } + value.sectionsByIndex.values + value.sectionsByIdentifier.values
        return usesDiffable && interpreter.view.diffableDataSource != nil && !value.sectionsByIdentifier.isEmpty
            && !all.contains(where: { $0.listConfiguration != nil })
    }

    /// The index of each section a layout declares for a section identifier, as the view holds
    /// them now (nil: no such section now).
    func sectionIdentifierPins(_ value: UIKitCall.CompositionalLayoutValue) -> [String: Int?] {
        var pins: [String: Int?] = [:]
        for name in value.sectionsByIdentifier.keys {
            pins[name] = .some(interpreter.exportSection(Located(.identifier(name), SourceRange(0, 0))))
        }
        return pins
    }

    /// A layout with list sections (NSCollectionLayoutSection.list(using:layoutEnvironment:)): the
    /// sectionProvider makes each section from the environment it is given.
    private func environmentProvider(_ every: LayoutSection?, _ byIndex: [Int: LayoutSection], argument: String,
                                     _ command: Command) throws(SwiftExport.Failure) -> [String] {
        var lines: [String] = []
        func maker(_ section: LayoutSection, named name: String) throws(SwiftExport.Failure) -> String {
            guard let list = section.listConfiguration else {
                lines += try sectionLines(section, named: name, command)
                return "{ _ in \(name) }"
            }
            lines += try listConfiguration(list, command, named: name + "List")
            return "{ NSCollectionLayoutSection.list(using: \(name)List, layoutEnvironment: $0) }"
        }
        var makers: [String] = []
        for (index, section) in byIndex.sorted(by: { $0.key < $1.key }) {
            makers.append("\(index): " + (try maker(section, named: "section\(index)")))
        }
        let type = "(any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection"
        lines.append("let sections: [Int: \(type)] = [\(makers.isEmpty ? ":" : makers.joined(separator: ", "))]")
        guard let every else {
            return lines + ["let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, environment in sections[index]?(environment) }\(argument))"]
        }
        lines.append("let everySection: \(type) = \(try maker(every, named: "everySection"))")
        return lines + ["let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, environment in (sections[index] ?? everySection)(environment) }\(argument))"]
    }

    private func configurationLines(_ configuration: CompositionalLayoutConfiguration, _ command: Command) throws(SwiftExport.Failure) -> [String] {
        var lines = Self.boundaryLines(configuration.boundarySupplementaryItems, prefix: "layout")
        let names = configuration.boundarySupplementaryItems.indices.map { Self.objectName("layout", "boundary", $0) }
        if configuration.scrollDirection != .vertical { lines.append("configuration.scrollDirection = .\(configuration.scrollDirection.rawValue)") }
        if configuration.interSectionSpacing != 0 {
            lines.append("configuration.interSectionSpacing = \(SwiftSyntax.number(configuration.interSectionSpacing))")
        }
        if configuration.contentInsetsReference != .safeArea {
            lines.append("configuration.contentInsetsReference = .\(configuration.contentInsetsReference.rawValue)")
        }
        if !names.isEmpty { lines.append("configuration.boundarySupplementaryItems = [\(names.joined(separator: ", "))]") }
        return lines.isEmpty ? [] : ["let configuration = UICollectionViewCompositionalLayoutConfiguration()"] + lines
    }

    private func sectionLines(_ section: LayoutSection, named name: String, _ command: Command) throws(SwiftExport.Failure) -> [String] {
        // Several sections in one block: each one's objects are named after it (`section1Item0`).
        let prefix = name == "section" ? "" : name
        var counter = 0
        var lines = try groupLines(section.group, command, prefix: prefix, counter: &counter)
        let group = Self.objectName(prefix, "group", counter - 1)
        lines.append("let \(name) = NSCollectionLayoutSection(group: \(group))")
        if section.interGroupSpacing != 0 { lines.append("\(name).interGroupSpacing = \(SwiftSyntax.number(section.interGroupSpacing))") }
        if section.contentInsets != .zero { lines.append("\(name).contentInsets = \(Self.directional(section.contentInsets))") }
        if section.contentInsetsReference != .automatic {
            lines.append("\(name).contentInsetsReference = .\(section.contentInsetsReference.rawValue)")
        }
        if section.orthogonalScrollingBehavior != .none {
            lines.append("\(name).orthogonalScrollingBehavior = .\(section.orthogonalScrollingBehavior.rawValue)")
        }
        if !section.boundarySupplementaryItems.isEmpty {
            lines += Self.boundaryLines(section.boundarySupplementaryItems, prefix: name)
            let names = section.boundarySupplementaryItems.indices.map { Self.objectName(name, "boundary", $0) }
            lines.append("\(name).boundarySupplementaryItems = [\(names.joined(separator: ", "))]")
            if !section.supplementariesFollowContentInsets { lines.append("\(name).supplementariesFollowContentInsets = false") }
        }
        if !section.decorationItems.isEmpty {
            lines += Self.decorationLines(section.decorationItems, prefix: name)
            let names = section.decorationItems.indices.map { Self.objectName(name, "decoration", $0) }
            lines.append("\(name).decorationItems = [\(names.joined(separator: ", "))]")
        }
        return lines
    }

    /// The group's subitems first, then `let groupN = NSCollectionLayoutGroup.…` (N: `counter`, counted up).
    private func groupLines(_ group: LayoutGroup, _ command: Command, prefix: String, counter: inout Int) throws(SwiftExport.Failure) -> [String] {
        if let frames = group.customItems { return customGroupLines(group, frames: frames, prefix: prefix, counter: &counter) }
        var lines: [String] = []
        var subitems: [String] = []
        for subitem in group.subitems {
            switch subitem {
            case .item(let item):
                let name = Self.objectName(prefix, "item", counter)
                counter += 1
                let anchored = Self.anchoredLines(item.supplementaryItems, host: name)
                lines += anchored.lines
                lines.append("let \(name) = NSCollectionLayoutItem(layoutSize: \(Self.size(item.layoutSize))"
                             + (anchored.names.isEmpty ? ")" : ", supplementaryItems: [\(anchored.names.joined(separator: ", "))])"))
                if item.contentInsets != .zero { lines.append("\(name).contentInsets = \(Self.directional(item.contentInsets))") }
                if let edges = Self.edgeSpacing(item.edgeSpacing) { lines.append("\(name).edgeSpacing = \(edges)") }
                subitems.append(name)
            case .group(let nested):
                lines += try groupLines(nested, command, prefix: prefix, counter: &counter)
                subitems.append(Self.objectName(prefix, "group", counter - 1))
            }
        }
        let name = Self.objectName(prefix, "group", counter)
        counter += 1
        let axis = group.axis.rawValue
        let size = Self.size(group.layoutSize)
        switch group.repetition {
        case .fitting:
            lines.append("let \(name) = NSCollectionLayoutGroup.\(axis)(layoutSize: \(size), subitems: [\(subitems.joined(separator: ", "))])")
        case .count(let count):
            lines.append("let \(name) = NSCollectionLayoutGroup.\(axis)(layoutSize: \(size), subitem: \(subitems.first ?? ""), count: \(count))")
        case .repeating(let count):
            lines.append("let \(name) = NSCollectionLayoutGroup.\(axis)(layoutSize: \(size), repeatingSubitem: \(subitems.first ?? ""), count: \(count))")
        }
        let anchored = Self.anchoredLines(group.supplementaryItems, host: name)
        if !anchored.names.isEmpty { lines += anchored.lines + ["\(name).supplementaryItems = [\(anchored.names.joined(separator: ", "))]"] }
        if let spacing = group.interItemSpacing { lines.append("\(name).interItemSpacing = \(Self.spacing(spacing))") }
        if group.contentInsets != .zero { lines.append("\(name).contentInsets = \(Self.directional(group.contentInsets))") }
        if let edges = Self.edgeSpacing(group.edgeSpacing) { lines.append("\(name).edgeSpacing = \(edges)") }
        return lines
    }

    /// A custom group: its items' frames, built before the itemProvider that answers them (the
    /// provider only returns them, whatever the environment, as the script declared them).
    private func customGroupLines(_ group: LayoutGroup, frames: [Rect], prefix: String, counter: inout Int) -> [String] {
        let items = Self.objectName(prefix, "customItems", counter)
        let name = Self.objectName(prefix, "group", counter)
        counter += 1
        let spelled = frames.enumerated().map { index, frame in
            "NSCollectionLayoutGroupCustomItem(frame: \(SwiftSyntax.rect(frame))"
                + (group.customZIndices[index].map { ", zIndex: \($0))" } ?? ")")
        }
        var lines = ["let \(items) = [" + spelled.joined(separator: ", ") + "]",
                     "let \(name) = NSCollectionLayoutGroup.custom(layoutSize: \(Self.size(group.layoutSize)), itemProvider: { _ in \(items) })"]
        let anchored = Self.anchoredLines(group.supplementaryItems, host: name)
        if !anchored.names.isEmpty { lines += anchored.lines + ["\(name).supplementaryItems = [\(anchored.names.joined(separator: ", "))]"] }
        if group.contentInsets != .zero { lines.append("\(name).contentInsets = \(Self.directional(group.contentInsets))") }
        if let edges = Self.edgeSpacing(group.edgeSpacing) { lines.append("\(name).edgeSpacing = \(edges)") }
        return lines
    }

    /// `var listConfiguration = UICollectionLayoutListConfiguration(appearance: …)` and what differs
    /// from its defaults.
    private func listConfiguration(_ list: ListConfiguration, _ command: Command, named name: String = "listConfiguration") throws(SwiftExport.Failure) -> [String] {
        var lines = ["var \(name) = UICollectionLayoutListConfiguration(appearance: .\(list.appearance.rawValue))"]
        if list.headerMode != .none { lines.append("\(name).headerMode = .\(list.headerMode.rawValue)") }
        if list.footerMode != .none { lines.append("\(name).footerMode = .\(list.footerMode.rawValue)") }
        if !list.showsSeparators { lines.append("\(name).showsSeparators = false") }
        if let padding = list.headerTopPadding { lines.append("\(name).headerTopPadding = \(SwiftSyntax.number(padding))") }
        if let insets = list.separatorInsets {
            lines.append("\(name).separatorConfiguration.bottomSeparatorInsets = \(Self.directional(insets))")
        }
        lines += lists.providers(name)
        // Unchanged from its appearance's defaults: a `let` (Swift warns about a `var` never mutated).
        if lines.count == 1 { lines[0] = "let" + lines[0].dropFirst(3) }
        return lines
    }

    /// `item0`, or `section1Item0` inside a section named `section1`.
    private static func objectName(_ prefix: String, _ kind: String, _ number: Int) -> String {
        prefix.isEmpty ? "\(kind)\(number)" : "\(prefix)\(kind.prefix(1).uppercased())\(kind.dropFirst())\(number)"
    }

    /// `let <prefix>Boundary0 = NSCollectionLayoutBoundarySupplementaryItem(…)` and what differs
    /// from its defaults (extendsBoundary true, pinToVisibleBounds false, zIndex 1).
    private static func boundaryLines(_ items: [BoundarySupplementaryItem], prefix: String) -> [String] {
        var lines: [String] = []
        for (index, item) in items.enumerated() {
            let name = objectName(prefix, "boundary", index)
            let offset = item.offset == Point(x: 0, y: 0) ? "" : ", absoluteOffset: \(SwiftSyntax.point(item.offset))"
            lines.append("let \(name) = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: \(size(item.layoutSize)), "
                         + "elementKind: \(kind(item.elementKind)), alignment: .\(item.alignment.rawValue)\(offset))")
            if !item.extendsBoundary { lines.append("\(name).extendsBoundary = false") }
            if item.pinToVisibleBounds { lines.append("\(name).pinToVisibleBounds = true") }
            if item.zIndex != 1 { lines.append("\(name).zIndex = \(item.zIndex)") }
        }
        return lines
    }

    /// `let <prefix>Decoration0 = NSCollectionLayoutDecorationItem.background(elementKind: …)` and
    /// what differs from its defaults (no insets, zIndex 0).
    private static func decorationLines(_ items: [DecorationItem], prefix: String) -> [String] {
        var lines: [String] = []
        for (index, item) in items.enumerated() {
            let name = objectName(prefix, "decoration", index)
            lines.append("let \(name) = NSCollectionLayoutDecorationItem.background(elementKind: \(kind(item.elementKind)))")
            if item.contentInsets != .zero { lines.append("\(name).contentInsets = \(directional(item.contentInsets))") }
            if item.zIndex != 0 { lines.append("\(name).zIndex = \(item.zIndex)") }
        }
        return lines
    }

    /// The element kinds of the layout's decoration items, in order of first use.
    static func decorationKinds(_ value: UIKitCall.CompositionalLayoutValue) -> [ElementKind] {
        var kinds: [ElementKind] = []
        let sections = [value.section].compactMap { $0 } + value.sectionsByIndex.sorted { $0.key < $1.key }.map(\.value)
        for item in sections.flatMap(\.decorationItems) where !kinds.contains(item.elementKind) { kinds.append(item.elementKind) }
        return kinds
    }

    /// The element kinds the layout's boundary items (or a list's supplementary header and footer) use.
    static func supplementaryKinds(_ value: UIKitCall.CompositionalLayoutValue) -> [ElementKind] {
        var kinds: [ElementKind] = []
        func add(_ kind: ElementKind) { if !kinds.contains(kind) { kinds.append(kind) } }
        if let list = value.list {
            if list.headerMode == .supplementary { add(.sectionHeader) }
            if list.footerMode == .supplementary { add(.sectionFooter) }
            return kinds
        }
        value.configuration.boundarySupplementaryItems.forEach { add($0.elementKind) }
        let sections = [value.section].compactMap { $0 } + value.sectionsByIndex.sorted { $0.key < $1.key }.map(\.value)
            + value.sectionsByIdentifier.sorted { $0.key < $1.key }.map(\.value)
        for section in sections {
            section.boundarySupplementaryItems.forEach { add($0.elementKind) }
            if section.listConfiguration?.headerMode == .supplementary { add(.sectionHeader) }
            if section.listConfiguration?.footerMode == .supplementary { add(.sectionFooter) }
        }
        return kinds
    }

    /// UIKit's constant for a header or footer, else the kind's string.
    static func kind(_ kind: ElementKind) -> String {
        kind == .sectionHeader ? "UICollectionView.elementKindSectionHeader"
            : kind == .sectionFooter ? "UICollectionView.elementKindSectionFooter" : SwiftSyntax.literal(kind.rawValue)
    }

    static func size(_ size: LayoutSize) -> String {
        "NSCollectionLayoutSize(widthDimension: \(dimension(size.width)), heightDimension: \(dimension(size.height)))"
    }

    static func dimension(_ dimension: LayoutDimension) -> String {
        switch dimension {
        case .fractionalWidth(let v): ".fractionalWidth(\(SwiftSyntax.number(v)))"
        case .fractionalHeight(let v): ".fractionalHeight(\(SwiftSyntax.number(v)))"
        case .absolute(let v): ".absolute(\(SwiftSyntax.number(v)))"
        case .estimated(let v): ".estimated(\(SwiftSyntax.number(v)))"
        case .uniformAcrossSiblings(let v): ".uniformAcrossSiblings(estimate: \(SwiftSyntax.number(v)))"
        }
    }

    static func spacing(_ spacing: LayoutSpacing) -> String {
        switch spacing {
        case .fixed(let v): ".fixed(\(SwiftSyntax.number(v)))"
        case .flexible(let v): ".flexible(\(SwiftSyntax.number(v)))"
        }
    }

    static func edgeSpacing(_ edges: LayoutEdgeSpacing) -> String? {
        let all = [edges.leading, edges.top, edges.trailing, edges.bottom]
        guard all.contains(where: { $0 != nil }) else { return nil }
        let spelled = all.map { $0.map(spacing) ?? "nil" }
        return "NSCollectionLayoutEdgeSpacing(leading: \(spelled[0]), top: \(spelled[1]), trailing: \(spelled[2]), bottom: \(spelled[3]))"
    }

    /// The engine's insets are left-to-right; NSDirectionalEdgeInsets' leading is the left.
    static func directional(_ e: EdgeInsets) -> String {
        "NSDirectionalEdgeInsets(top: \(SwiftSyntax.number(e.top)), leading: \(SwiftSyntax.number(e.left)), "
            + "bottom: \(SwiftSyntax.number(e.bottom)), trailing: \(SwiftSyntax.number(e.right)))"
    }
}
