import CollectionEngine

// One family of commands, declared together (docs/language.md §5): each keyword with its spec
// (`info`: syntax, example, UIKit API, summary, UIKit method names, help word list), its
// traits, how it parses, and how it runs. Every switch over the keywords is exhaustive.

extension Keyword {
    /// Set-up: which UIKit, the view's size and layout, its properties, the data.
    public enum SetUp: String, CaseIterable, Hashable, Sendable {
        case ios, view, data, layout, invalidateLayout, set, sections, items

        /// The command's syntax line, example, UIKit API and summary.
        public var info: CommandInfo {
            switch self {
            case .ios:
                return .init("ios", syntax: "ios VERSION", example: "ios 16.4", uikit: "—",
                        summary: "Which UIKit to reproduce (wording and behaviour); default: the latest.")
            case .view:
                return .init("view", syntax: "view WxH | view UPDATE", example: "view 390x844", uikit: "bounds.size",
                        summary: "Set the collection view's size, or tell the view about an update the data source never made.")
            case .data:
                return .init("data", syntax: "data UPDATE", example: "data insert [0,0] Z", uikit: "—",
                        summary: "Change the data source without telling the view (reproduces 'Invalid update').")
            case .layout:
                return .init("layout", syntax: "layout flow [NAME=VALUE…] | layout compositional [NAME=VALUE…] { section { group … { item … } } } | layout list [appearance=…] [headerMode=…] [footerMode=…] [showsSeparators=…] [headerTopPadding=N] [separatorInsets=T,L,B,R] — any of them then [animated] [completion { COMMAND… }] | layout custom waterfall|leftAligned|frames [NAME=VALUE…]",
                        example: "layout flow itemSize=100x100 sectionInset=16",
                        uikit: "collectionViewLayout / setCollectionViewLayout(_:animated:completion:) (UICollectionViewFlowLayout, UICollectionViewCompositionalLayout; layout custom: a UICollectionViewLayout subclass with prepare(), its attribute cache, invalidateLayout(with:) and shouldInvalidateLayout(forBoundsChange:))",
                        summary: "Install a flow, compositional, list or custom layout and re-lay out (help compositional, help custom); `layout flow … sectionBackground=KIND` is the UICollectionViewFlowLayout subclass that places a decoration view behind each section.",
                        wordList: .properties([.flowLayout, .customLayout]))
            case .invalidateLayout:
                return .init("invalidateLayout", syntax: "invalidateLayout [ITEM…]", example: "invalidateLayout [0,1]",
                        uikit: "invalidateLayout() / invalidateLayout(with:) with UICollectionViewLayoutInvalidationContext.invalidateItems(at:)",
                        summary: "Invalidate the layout (no items: invalidateEverything; items: a context naming them) and lay out again; a custom layout empties its cache by its clearCacheOn rule.",
                        methods: ["invalidateLayout()", "invalidateLayout(with:)", "invalidateItems(at:)"])
            case .set:
                return .init("set", syntax: "set NAME = VALUE", example: "set contentInset = 0,0,34,0",
                        uikit: "UICollectionView properties",
                        summary: "Set a property of the view (or of its trait collection, its controller, or its flow layout).",
                        wordList: .properties([.view, .traits, .controller, .flowLayout]))
            case .sections:
                return .init("sections", syntax: "sections NAME… | sections count N", example: "sections Favorites Recents", uikit: "reloadData()",
                        summary: "Replace the data with these empty sections (count N: S0 … S(N-1)) and reload.")
            case .items:
                return .init("items", syntax: "items SECTION (NAME… | count N)", example: "items Favorites A B C D",
                        uikit: "reloadData()", summary: "Replace a section's items and reload.")
            }
        }

        /// What the runtime knows of the command besides running it (`CommandTraits`).
        func traits(of kind: CommandKind) -> CommandTraits {
            switch self {
            case .ios:
                if case .ios(let version) = kind {
                    CommandTraits(export: .note("Run on a simulator or device with iOS \(version.value): UIKit's behaviour and wording depend on it."))
                } else {
                    CommandTraits()
                }
            case .view: if case .update(let update, _) = kind { .update(update).refused(byDiffable: .directMutation) } else { .changesCollection }
            case .data: if case .update(let update, _) = kind { .update(update).refused(byDiffable: .dataCommand) } else { .changesCollection }
            case .layout, .invalidateLayout: .changesLayout
            case .set: .changesLayout
            case .sections, .items: CommandTraits.reloads.refused(byDiffable: .dataCommand)
            }
        }
    }
}

extension ParserState {
    /// The arguments of a set-up command (the keyword consumed).
    mutating func parse(_ keyword: Keyword.SetUp, keywordRange: inout SourceRange) throws -> CommandKind {
        switch keyword {
        case .ios: return try parseIOS()
        case .view:
            if let size = match(.size), case .size(let value) = size.literal {
                return .viewSize(Located(value, size.range))
            }
            guard peek.kind == .identifier, CommandCatalog.updateKeywords.contains(text(of: peek)) else {
                throw fail(.expectedViewArgument(), at: peek, fixIts: updateSuggestion())
            }
            return try parseSidedUpdate(.view, keywordRange: &keywordRange)
        case .data:
            guard peek.kind == .identifier, CommandCatalog.updateKeywords.contains(text(of: peek)) else {
                throw fail(.expectedUpdate(after: "data"), at: peek, fixIts: updateSuggestion())
            }
            return try parseSidedUpdate(.data, keywordRange: &keywordRange)
        case .layout: return try parseLayout()
        case .invalidateLayout:
            return .invalidateLayout(peek.kind == .indexPath || peek.kind == .identifier ? try parseItemRefs(after: "invalidateLayout") : [])
        case .set: return .set(try parseProperty(after: "set", known: PropertyTable.set, of: "view"))
        case .sections: return .sections(try parseSectionNames())
        case .items:
            let section = try parseSectionRef(after: "items")
            return .items(section: section, items: try parseItemList() ?? .names([]))
        }
    }

    private mutating func parseIOS() throws -> CommandKind {
        let token = peek
        guard token.kind == .integer || token.kind == .decimal else {
            throw fail(.expectedVersion(after: "ios"), at: token)
        }
        advance()
        let written = text(of: token)
        guard let version = UIKitVersion(parsing: written) else {
            throw fail(.unsupportedVersion(written), at: token)
        }
        return .ios(Located(version, token.range))
    }

    /// `layout flow name=value …`. Choice: the property list may continue on following lines
    /// whose first tokens are `name =` (docs/language.md wraps its `layout flow` example that way); no
    /// command starts with a name followed by `=`, so this is unambiguous.
    private mutating func parseLayout() throws -> CommandKind {
        if peek.kind == .identifier, text(of: peek) == "compositional" {
            advance()
            return try parseLayoutChange(compositional: try parseCompositionalLayout())
        }
        if peek.kind == .identifier, text(of: peek) == "custom" {
            advance()
            return try parseCustomLayout()
        }
        if peek.kind == .identifier, text(of: peek) == "list" {
            advance()
            return try parseLayoutChange(compositional: try parseListLayout())
        }
        return try parseLayoutChange(try parseLayoutProperties(after: "layout"))
    }

    /// `layout custom SHAPE NAME=VALUE…`: the custom layout's own properties and the flow
    /// layout's (which the interpreter checks against the shape), continued on following lines as
    /// `layout flow`'s are.
    private mutating func parseCustomLayout() throws -> CommandKind {
        let shape = try parseWord(CustomLayoutShapeName.self, after: "layout custom", expecting: "a custom layout shape", noun: "custom layout shape")
        var properties: [Property] = []
        while true {
            if peek.kind == .identifier {
                properties.append(try parseProperty(after: "layout custom", known: PropertyTable.customLayout + PropertyTable.flowLayout,
                                                    of: "custom layout"))
            } else if check(.newline), Self.startsContinuationLine(tokens, at: position + 1) {
                advance()
            } else {
                takesContinuationLine = isAtEnd
                return .layoutCustom(shape, properties)
            }
        }
    }
}

/// The execution of the family's commands (`Interpreter.perform` dispatches here).
extension Interpreter {
    /// `ios VERSION`: which UIKit the engine reproduces.
    mutating func performIOS(_ version: Located<UIKitVersion>) -> StepReport {
        var report = StepReport()
        view.version = version.value
        report.lines.append(.text("reproducing UIKit of iOS \(version.value)"))
        return report
    }

    /// `view WxH`: the bounds size.
    mutating func performViewSize(_ size: Located<Size>) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        try checkViewSize(size)
        do { try view.setBoundsSize(size.value) } catch { throw layoutPassError(error) }
        report.calls.append(.setBoundsSize(size.value))
        report.changedState = true
        return report
    }

    /// `layout flow NAME=VALUE…`: install a new flow layout.
    mutating func performLayoutFlow(_ properties: [Property]) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        var layout = FlowLayout()
        for property in properties { try applyLayoutProperty(property, to: &layout) }
        do { try view.setCollectionViewLayout(layout) } catch { throw layoutPassError(error) }
        report.calls.append(.layout(.setCollectionViewLayout(.init(flow: layout, swift: describe(layout)), animated: nil)))
        report.changedState = true
        return report
    }

    /// `layout custom SHAPE NAME=VALUE…`: install a UICollectionViewLayout subclass (docs/layout.md §10).
    mutating func performLayoutCustom(_ shape: Located<CustomLayoutShapeName>, _ properties: [Property]) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        let spec = try customLayoutSpec(shape, properties)
        do { try view.setCollectionViewLayout(spec.layout) } catch { throw layoutPassError(error) }
        report.lines.append(.text(spec.described))
        report.changedState = true
        return report
    }

    /// `invalidateLayout [ITEM…]`: invalidateLayout(), or invalidateLayout(with:) a context whose
    /// invalidateItems(at:) named the items; the layout prepares again at once.
    mutating func performInvalidateLayout(_ refs: [Located<ItemRef>]) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        var paths: [IndexPath] = []
        for ref in refs { paths.append(try indexPath(ref)) }
        do { try view.invalidateLayout(items: refs.isEmpty ? nil : paths) } catch { throw layoutPassError(error) }
        report.lines.append(.text(refs.isEmpty ? "invalidateLayout() — a context with invalidateEverything"
            : "invalidateLayout(with: context) — context.invalidateItems(at: [\(paths.map { "\($0)" }.joined(separator: ", "))])"))
        report.changedState = true
        return report
    }

    /// `set NAME = VALUE`: a property of the view or its flow layout.
    mutating func performSet(_ property: Property) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        report.calls.append(.setting(.property(name: property.name.value, value: property.value.value, spelled: try applySetProperty(property))))
        report.changedState = true
        return report
    }

    /// `sections NAME…`: new empty sections, then reloadData().
    mutating func performSections(_ names: [Located<String>]) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        try replaceSections(names)
        report.calls.append(.reloadData)
        report.changedState = true
        return report
    }

    /// `items SECTION NAME…`: a section's items, then reloadData().
    mutating func performItems(in section: Located<SectionRef>, _ items: ItemList) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        try replaceItems(in: section, with: items)
        report.calls.append(.reloadData)
        report.changedState = true
        return report
    }
}
