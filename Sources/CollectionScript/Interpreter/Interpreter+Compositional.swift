import CollectionEngine

/// `layout compositional { … }` and `scroll section N to (x, y)` (docs/compositional.md).
///
/// The declaration is turned into the engine's values (`CompositionalLayout`), checked against
/// UIKit's exceptions (docs/compositional.md §6) with the caret on the offending element, and only
/// then installed: a bad declaration leaves the view as it was.
extension Interpreter {
    mutating func installCompositionalLayout(_ node: CompositionalLayoutNode, at range: SourceRange) throws(RuntimeError) -> StepReport {
        let layout = try makeCompositionalLayout(node, at: range)
        do { try view.setCollectionViewLayout(layout) } catch { throw layoutPassError(error) }
        var report = StepReport()
        report.calls.append(.layout(.setCollectionViewLayout(layoutValue(layout, isList: node.isList), animated: nil)))
        report.changedState = true
        return report
    }

    /// How the transcript names a compositional layout (a `layout list` by its list configuration).
    func describeCompositional(_ layout: CompositionalLayout, isList: Bool) -> String {
        isList ? Self.describeList(layout) : "UICollectionViewCompositionalLayout(\(Self.describe(layout)))"
    }

    /// The layout as a call's argument: its class, the Swift the transcript writes, and its values
    /// (identifier-keyed sections by name) for JSON.
    func layoutValue(_ layout: CompositionalLayout, isList: Bool) -> UIKitCall.LayoutValue {
        var byName: [String: LayoutSection] = [:]
        for (id, section) in layout.sectionsByIdentifier { byName[view.sectionNames.name(id)] = section }
        let value = UIKitCall.CompositionalLayoutValue(configuration: layout.configuration, section: layout.section,
                                                       sectionsByIndex: layout.sectionsByIndex, sectionsByIdentifier: byName,
                                                       list: isList ? layout.section?.listConfiguration : nil)
        return UIKitCall.LayoutValue(compositional: value, className: layout.uikitClassName,
                                     swift: describeCompositional(layout, isList: isList))
    }

    /// The declaration as the engine's value, checked (a bad one throws, located, and nothing changes).
    func makeCompositionalLayout(_ node: CompositionalLayoutNode, at range: SourceRange) throws(RuntimeError) -> CompositionalLayout {
        var configuration = CompositionalLayoutConfiguration()
        for property in node.properties {
            switch (property.name.value, property.value.value) {
            case ("scrollDirection", .word(let w)): configuration.scrollDirection = ScrollAxis(rawValue: w) ?? .vertical
            case ("interSectionSpacing", .number(let v)): configuration.interSectionSpacing = v
            case ("contentInsetsReference", .word(let w)):
                configuration.contentInsetsReference = ContentInsetsReference(rawValue: w) ?? .safeArea
            default: break
            }
        }
        configuration.boundarySupplementaryItems = node.boundaryItems.map(Self.boundaryItem)
        if let error = CompositionalLayout.duplicateKinds(configuration.boundarySupplementaryItems.map(\.elementKind.rawValue)) {
            throw .script(.invalidCompositionalLayout(error), at: node.boundaryItems.first?.keywordRange ?? range)
        }
        var layout = CompositionalLayout(section: nil, configuration: configuration)
        for sectionNode in node.sections {
            let section = try makeSection(sectionNode)
            switch sectionNode.reference?.value {
            case nil: layout.section = section
            case .index(let index): layout.sectionsByIndex[index] = section
            case .identifier(let name):
                guard let ref = sectionNode.reference, let id = view.sectionNames.lookup(name),
                      view.dataSource.sectionIndex(of: id) != nil else {
                    throw unknownName(name, kind: "section",
                                      candidates: view.dataSource.sections.map { view.sectionNames.name($0.value) },
                                      at: sectionNode.reference?.range ?? range)
                }
                _ = ref
                layout.sectionsByIdentifier[id] = section
            }
        }
        if let error = layout.validationError() { throw .script(.invalidCompositionalLayout(error), at: range) }
        if layout.usesUniformAcrossSiblings, !view.behaviour.has(.uniformAcrossSiblings) {
            throw .script(.apiUnavailable(.uniformAcrossSiblings, needs: UIKitBehaviour.introduction(of: .uniformAcrossSiblings),
                                          on: view.version), at: range)
        }
        return layout
    }

    /// `scroll section N to (x, y)`: the orthogonal row's contentOffset (x along a vertical
    /// layout's rows, y along a horizontal one's).
    mutating func scrollOrthogonalSection(_ ref: Located<SectionRef>, to point: Located<Point>) throws(RuntimeError) -> StepReport {
        let section = try sectionIndex(ref)
        let layout = view.layout
        guard layout.orthogonalOffsetRange(section: section) != nil else {
            throw .script(.notOrthogonal(section), at: ref.range)
        }
        let along = layout.scrollAxis == .vertical ? point.value.x : point.value.y
        let settled: Double
        do { settled = try view.setOrthogonalContentOffset(section: section, to: along) ?? along } catch { throw layoutPassError(error) }
        var report = StepReport()
        let offset = layout.scrollAxis == .vertical ? Point(x: settled, y: 0) : Point(x: 0, y: settled)
        report.calls.append(.layout(.orthogonalContentOffset(section: section, offset)))
        report.changedState = true
        return report
    }

    // MARK: - Building the values

    private func makeSection(_ node: CompositionalSectionNode) throws(RuntimeError) -> LayoutSection {
        if let list = node.list { return .list(using: Self.listConfiguration(list)) }
        guard let groupNode = node.group else { throw .script(.invalidCompositionalLayout(CompositionalMessages.groupNeedsSubitem), at: node.keywordRange) }
        var section = LayoutSection(group: try makeGroup(groupNode))
        for property in node.properties {
            switch (property.name.value, property.value.value) {
            case ("interGroupSpacing", .number(let v)): section.interGroupSpacing = v
            case ("contentInsets", .insets(let i)): section.contentInsets = i
            case ("contentInsetsReference", .word(let w)):
                section.contentInsetsReference = ContentInsetsReference(rawValue: w) ?? .automatic
            case ("orthogonalScrollingBehavior", .word(let w)):
                section.orthogonalScrollingBehavior = OrthogonalScrollingBehavior(rawValue: w) ?? .none
            case ("supplementariesFollowContentInsets", .boolean(let b)): section.supplementariesFollowContentInsets = b
            default: break
            }
        }
        section.boundarySupplementaryItems = node.boundaryItems.map(Self.boundaryItem)
        section.decorationItems = node.decorations.map { decoration in
            var item = DecorationItem(elementKind: ElementKind(decoration.kind.value))
            for property in decoration.properties {
                switch (property.name.value, property.value.value) {
                case ("contentInsets", .insets(let i)): item.contentInsets = i
                case ("zIndex", .number(let v)): item.zIndex = Int(exactly: v) ?? 0
                default: break
                }
            }
            return item
        }
        if let error = CompositionalLayout.validate(section) { throw .script(.invalidCompositionalLayout(error), at: node.keywordRange) }
        return section
    }

    private func makeGroup(_ node: CompositionalGroupNode) throws(RuntimeError) -> LayoutGroup {
        if let frames = node.customFrames {
            var group = LayoutGroup.custom(Self.size(node.properties), frames: frames.map(\.value))
            group.customZIndices = node.customZIndices
            for property in node.properties { Self.applyEdge(property, to: &group.edgeSpacing) }
            return group
        }
        var subitems: [LayoutGroup.Subitem] = []
        for subitem in node.subitems {
            switch subitem {
            case .item(let properties, _, let anchored):
                var item = LayoutItem(layoutSize: Self.size(properties))
                item.supplementaryItems = try Self.anchoredItems(anchored)
                for property in properties {
                    switch (property.name.value, property.value.value) {
                    case ("contentInsets", .insets(let i)): item.contentInsets = i
                    default: Self.applyEdge(property, to: &item.edgeSpacing)
                    }
                }
                subitems.append(.item(item))
            case .group(let nested):
                subitems.append(.group(try makeGroup(nested)))
            }
        }
        var group = LayoutGroup(axis: node.axis, layoutSize: Self.size(node.properties), subitems: subitems)
        group.supplementaryItems = try Self.anchoredItems(node.supplementaries)
        for property in node.properties {
            switch (property.name.value, property.value.value) {
            case ("count", .number(let v)): group.repetition = .count(Int(exactly: v) ?? 0)
            case ("repeatingCount", .number(let v)): group.repetition = .repeating(Int(exactly: v) ?? 0)
            case ("interItemSpacing", .spacing(let s)): group.interItemSpacing = s
            case ("contentInsets", .insets(let i)): group.contentInsets = i
            default: Self.applyEdge(property, to: &group.edgeSpacing)
            }
        }
        if subitems.isEmpty {
            throw .script(.invalidCompositionalLayout(CompositionalMessages.groupNeedsSubitem), at: node.keywordRange)
        }
        switch group.repetition {
        case .fitting: break
        case .count(let c), .repeating(let c):
            if subitems.count > 1 {
                throw .script(.invalidCompositionalLayout(CompositionalMessages.repeatingGroupNeedsOneSubitem(subitems.count)), at: node.keywordRange)
            }
            if c < 1 { throw .script(.invalidCompositionalLayout(CompositionalMessages.countTooSmall(group.axis)), at: node.keywordRange) }
        }
        return group
    }

    private static func size(_ properties: [CompositionalProperty]) -> LayoutSize {
        var size = LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))
        for property in properties {
            switch (property.name.value, property.value.value) {
            case ("width", .dimension(let d)): size.width = d
            case ("height", .dimension(let d)): size.height = d
            default: break
            }
        }
        return size
    }

    private static func applyEdge(_ property: CompositionalProperty, to edges: inout LayoutEdgeSpacing) {
        guard case .spacing(let s) = property.value.value else { return }
        switch property.name.value {
        case "edgeLeading": edges.leading = s
        case "edgeTop": edges.top = s
        case "edgeTrailing": edges.trailing = s
        case "edgeBottom": edges.bottom = s
        default: break
        }
    }

    private static func boundaryItem(_ node: CompositionalBoundaryNode) -> BoundarySupplementaryItem {
        var size = LayoutSize(width: .fractionalWidth(1), height: .estimated(44))
        var item = BoundarySupplementaryItem(layoutSize: size, elementKind: ElementKind(node.kind.value),
                                             alignment: node.defaultAlignment)
        for property in node.properties {
            switch (property.name.value, property.value.value) {
            case ("width", .dimension(let d)): size.width = d
            case ("height", .dimension(let d)): size.height = d
            case ("alignment", .word(let w)): item.alignment = RectAlignment(rawValue: w) ?? node.defaultAlignment
            case ("absoluteOffset", .point(let p)): item.offset = p
            case ("extendsBoundary", .boolean(let b)): item.extendsBoundary = b
            case ("pinToVisibleBounds", .boolean(let b)): item.pinToVisibleBounds = b
            case ("zIndex", .number(let v)): item.zIndex = Int(exactly: v) ?? 1
            default: break
            }
        }
        item.layoutSize = size
        return item
    }

    /// A one-line summary for the transcript: sections and their groups.
    static func describe(_ layout: CompositionalLayout) -> String {
        var parts: [String] = []
        if layout.configuration.scrollDirection != .vertical { parts.append("scrollDirection: .horizontal") }
        if layout.configuration.interSectionSpacing != 0 {
            parts.append("interSectionSpacing: \(format(layout.configuration.interSectionSpacing))")
        }
        let count = (layout.section == nil ? 0 : 1) + layout.sectionsByIndex.count + layout.sectionsByIdentifier.count
        parts.append(layout.section != nil && count == 1 ? "section: 1 for every section" : "sections: \(count)")
        return parts.joined(separator: ", ")
    }
}
