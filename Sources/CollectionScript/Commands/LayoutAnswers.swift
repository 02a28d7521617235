import CollectionEngine

// One family of commands, declared together (docs/language.md §5): each keyword with its spec
// (`info`: syntax, example, UIKit API, summary, UIKit method names, help word list), its
// traits, how it parses, and how it runs. Every switch over the keywords is exhaustive.

extension Keyword {
    /// The delegate's layout answers and self-sizing cells.
    public enum LayoutAnswers: String, CaseIterable, Hashable, Sendable {
        case size, sectionInset, minimumLineSpacing, minimumInteritemSpacing, headerReferenceSize, footerReferenceSize, cellSize

        /// The command's syntax line, example, UIKit API and summary.
        public var info: CommandInfo {
            switch self {
            case .size:
                return .init("size", syntax: "size ITEM WxH", example: "size [0,3] 200x100",
                        uikit: "collectionView(_:layout:sizeForItemAt:)", summary: "The delegate's size for one item.",
                        answers: [.init("collectionView(_:layout:sizeForItemAt:)")])
            case .sectionInset:
                return .init("sectionInset", syntax: "sectionInset SECTION = INSETS", example: "sectionInset 1 = 8",
                        uikit: "collectionView(_:layout:insetForSectionAt:)", summary: "The delegate's inset for one section.",
                        answers: [.init("collectionView(_:layout:insetForSectionAt:)")])
            case .minimumLineSpacing:
                return .init("minimumLineSpacing", syntax: "minimumLineSpacing SECTION = NUMBER", example: "minimumLineSpacing 1 = 4",
                        uikit: "collectionView(_:layout:minimumLineSpacingForSectionAt:)",
                        summary: "The delegate's line spacing for one section.",
                        answers: [.init("collectionView(_:layout:minimumLineSpacingForSectionAt:)")])
            case .minimumInteritemSpacing:
                return .init("minimumInteritemSpacing", syntax: "minimumInteritemSpacing SECTION = NUMBER",
                        example: "minimumInteritemSpacing 0 = 2",
                        uikit: "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
                        summary: "The delegate's interitem spacing for one section.",
                        answers: [.init("collectionView(_:layout:minimumInteritemSpacingForSectionAt:)")])
            case .headerReferenceSize:
                return .init("headerReferenceSize", syntax: "headerReferenceSize SECTION = WxH", example: "headerReferenceSize 1 = 0x30",
                        uikit: "collectionView(_:layout:referenceSizeForHeaderInSection:)",
                        summary: "The delegate's header size for one section.",
                        answers: [.init("collectionView(_:layout:referenceSizeForHeaderInSection:)")])
            case .footerReferenceSize:
                return .init("footerReferenceSize", syntax: "footerReferenceSize SECTION = WxH", example: "footerReferenceSize 0 = 0x20",
                        uikit: "collectionView(_:layout:referenceSizeForFooterInSection:)",
                        summary: "The delegate's footer size for one section.",
                        answers: [.init("collectionView(_:layout:referenceSizeForFooterInSection:)")])
            case .cellSize:
                return .init("cellSize", syntax: "cellSize ITEM [... ITEM] WxH [lineHeight = N charactersPerLine = N] | cellSize header|footer SECTION WxH",
                        example: "cellSize [0,0] ... [0,39] 390x100",
                        uikit: "preferredLayoutAttributesFitting(_:)",
                        summary: "What a self-sizing cell measures (its own layout's size), for one item or a run of one section; with a text rule the height grows by lineHeight per line of the item's identifier; `header`/`footer` SECTION: a section's self-sizing header or footer.",
                        answers: [.init("preferredLayoutAttributesFitting(_:)"), .init("systemLayoutSizeFitting(_:)"), .init("sizeThatFits(_:)")])
            }
        }

        /// What the runtime knows of the command besides running it (`CommandTraits`).
        func traits(of kind: CommandKind) -> CommandTraits {
            switch self {
            case .size: .changesLayout
            case .sectionInset, .minimumLineSpacing, .minimumInteritemSpacing, .headerReferenceSize, .footerReferenceSize:
                .changesLayout
            case .cellSize: CommandTraits()
            }
        }
    }
}

extension ParserState {
    /// The arguments of a layout answer (the keyword consumed).
    mutating func parse(_ keyword: Keyword.LayoutAnswers, keywordToken: Token) throws -> CommandKind {
        switch keyword {
        case .size:
            let item = try parseItemRef(after: "size")
            let size = try consume(.size, orReport: .expectedSize(after: "the item in 'size'"))
            guard case .size(let value) = size.literal else { throw fail(.expectedSize(after: "the item in 'size'"), at: size) }
            return .itemSize(item, Located(value, size.range))
        case .cellSize:
            if let kind = matchBoundaryKind() { return try parseBoundarySize(kind) }
            return .cellSize(try parseCellSize())
        case .sectionInset, .minimumLineSpacing, .minimumInteritemSpacing, .headerReferenceSize, .footerReferenceSize:
            let keyword = keyword.rawValue
            let section = try parseSectionRef(after: keyword)
            _ = try consume(.equal, orReport: .expectedEqual(after: "the section in '\(keyword)'"))
            let value = try parseValue(after: "'='")
            if let info = PropertyTable.lookUp(keyword, in: PropertyTable.sectionMetrics) { try checkValue(value, is: info.kind) }
            return .sectionMetric(name: Located(keyword, keywordToken.range), section: section, value: value)
        }
    }
}

/// The execution of the family's commands (`Interpreter.perform` dispatches here).
extension Interpreter {
    /// `size ITEM WxH`: the flow delegate's sizeForItemAt answer.
    mutating func performItemSize(_ ref: Located<ItemRef>, _ size: Located<Size>) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        let path = try indexPath(ref)
        guard let id = view.dataSource.item(at: path) else {
            throw .script(.noItem(path), at: ref.range)
        }
        do { try view.setSizeForItem(id: id, size: size.value, at: path) } catch { throw layoutPassError(error) }
        report.calls.append(.sizeForItem(at: path, size: size.value))
        report.changedState = true
        return report
    }

    /// `cellSize …`: what a self-sizing cell measures.
    mutating func performCellSize(_ command: CellSizeCommand) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        report.calls.append(try setCellSize(command))
        report.changedState = true
        return report
    }

    /// `cellSize header|footer SECTION WxH`: what a section's header or footer measures.
    mutating func performBoundarySize(kind: Located<ElementKind>, section: Located<SectionRef>, size: Located<Size>) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        report.calls.append(try setBoundarySize(kind: kind, section: section, size: size))
        report.changedState = true
        return report
    }

    /// `sectionInset 1 = 8` …: a flow delegate's per-section answer.
    mutating func performSectionMetric(name: Located<String>, section: Located<SectionRef>, value: Located<Value>) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        report.calls.append(.setting(.sectionMetric(name: name.value, section: section.value, value: value.value,
                                                   spelled: try applySectionMetric(name: name, section: section, value: value))))
        report.changedState = true
        return report
    }
}
