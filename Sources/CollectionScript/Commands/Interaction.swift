import CollectionEngine

// One family of commands, declared together (docs/language.md §5): each keyword with its spec
// (`info`: syntax, example, UIKit API, summary, UIKit method names, help word list), its
// traits, how it parses, and how it runs. Every switch over the keywords is exhaustive.

extension Keyword {
    /// Selection, scrolling and reordering: what the app and the user do to the view.
    public enum Interaction: String, CaseIterable, Hashable, Sendable {
        case select, deselect, tap, scrollTo, scroll, hit, beginMove, updateMove, endMove, cancelMove, delegate, register
        case viewWillAppear

        /// The command's syntax line, example, UIKit API and summary.
        public var info: CommandInfo {
            switch self {
            case .select:
                return .init("select", syntax: "select ITEM… [POSITION…]", example: "select [1,2] centeredVertically",
                        uikit: "selectItem(at:animated:scrollPosition:)", summary: "Select items programmatically (no delegate calls).",
                        methods: ["selectItem(at:)", "selectItem(at:animated:scrollPosition:)"], wordList: .scrollPositions)
            case .deselect:
                return .init("deselect", syntax: "deselect ITEM… | deselect all", example: "deselect [1,2]",
                        uikit: "deselectItem(at:animated:)", summary: "Deselect items programmatically.",
                        methods: ["deselectItem(at:)", "deselectItem(at:animated:)"])
            case .tap:
                return .init("tap", syntax: "tap ITEM | tap action \"TITLE\"", example: "tap [1,3]",
                        uikit: "a user's tap (shouldSelectItemAt, didSelectItemAt, …)", summary: "Tap an item as a user would.")
            case .scrollTo:
                return .init("scrollTo", syntax: "scrollTo ITEM POSITION… [animated]", example: "scrollTo [1,11] centeredVertically",
                        uikit: "scrollToItem(at:at:animated:)", summary: "Scroll so the item is at the position.",
                        methods: ["scrollToItem(at:at:)", "scrollToItem(at:at:animated:)"], wordList: .scrollPositions)
            case .scroll:
                return .init("scroll", syntax: "scroll (to | by) (X, Y) | scroll to (X, Y) animated | scroll section S to (X, Y)", example: "scroll to (0, 500)",
                        uikit: "contentOffset / setContentOffset(_:animated:)", summary: "Set or change the content offset.")
            case .hit:
                return .init("hit", syntax: "hit (X, Y)", example: "hit (150, 1120)",
                        uikit: "indexPathForItem(at:)", summary: "Which item is at a point of the content.",
                        methods: ["indexPathForItem(at:)"])
            case .beginMove:
                return .init("beginMove", syntax: "beginMove ITEM", example: "beginMove [0,2]",
                        uikit: "beginInteractiveMovementForItem(at:)", summary: "Start an interactive move.",
                        methods: ["beginInteractiveMovementForItem(at:)"])
            case .updateMove:
                return .init("updateMove", syntax: "updateMove (X, Y)", example: "updateMove (120, 340)",
                        uikit: "updateInteractiveMovementTargetPosition(_:)", summary: "Drag the moving item to a point.",
                        methods: ["updateInteractiveMovementTargetPosition(_:)"])
            case .endMove:
                return .init("endMove", syntax: "endMove", example: "endMove",
                        uikit: "endInteractiveMovement()", summary: "Drop the moving item.",
                        methods: ["endInteractiveMovement()"])
            case .cancelMove:
                return .init("cancelMove", syntax: "cancelMove", example: "cancelMove",
                        uikit: "cancelInteractiveMovement()", summary: "Cancel the interactive move.",
                        methods: ["cancelInteractiveMovement()"])
            case .delegate:
                return .init("delegate", syntax: "delegate METHOD [ITEM | section SECTION] = VALUE", example: "delegate shouldSelect [0,3] = false",
                        uikit: "UICollectionViewDelegate, UICollectionViewDataSource (dequeueReusableCell(withReuseIdentifier:for:)), UICollectionViewDragDelegate, UICollectionViewDropDelegate", summary: "Make the delegate answer a method with a value (also the data source's cellForItemAt and the layout's layoutAttributesForElementsIn / layoutAttributesForItemAt, E7; the drop delegate's dropSessionDidUpdate = OPERATION [INTENT], a proposal per finger position, and canHandle = BOOL, collectionView(_:canHandle:) for every drop session; dequeueReusableCell [ITEM] | section S = IDENTIFIER: which reuse identifier cellForItemAt dequeues per item or section).",
                        wordList: .delegateMethods,
                        answers: [.init("dequeueReusableCell(withReuseIdentifier:for:)", suggesting: "delegate dequeueReusableCell")])
            case .register:
                return .init("register", syntax: "register [cell|nib|registration|header|footer|headerRegistration|footerRegistration|decoration|supplementary] NAME", example: "register Cell",
                        uikit: "register(_:forCellWithReuseIdentifier:), register(_:forSupplementaryViewOfKind:withReuseIdentifier:), UICollectionViewLayout.register(_:forDecorationViewOfKind:), UICollectionView.CellRegistration, UICollectionView.SupplementaryRegistration",
                        summary: "Register a cell (class, nib or CellRegistration; one per reuse identifier, each with its own reuse pool — `delegate dequeueReusableCell ITEM | section S = NAME` picks one per item or section), a header/footer (class or SupplementaryRegistration), any supplementary kind (register supplementary badge), or a decoration view kind the layout places (register decoration KIND: a compositional background, a flow sectionBackground; unregistered, UIKit's \"could not dequeue a decoration view of kind\").",
                        methods: ["register(_:forCellWithReuseIdentifier:)"])
            case .viewWillAppear:
                return .init("viewWillAppear", syntax: "viewWillAppear [animated]", example: "viewWillAppear animated",
                        uikit: "UICollectionViewController.viewWillAppear(_:) with clearsSelectionOnViewWillAppear: deselectItem(at:animated:) for each selected item",
                        summary: "The controller's view is about to appear: with clearsSelectionOnViewWillAppear (default true) it deselects every selected item, without delegate calls.",
                        methods: ["viewWillAppear(_:)"])
            }
        }

        /// What the runtime knows of the command besides running it (`CommandTraits`).
        func traits(of kind: CommandKind) -> CommandTraits {
            switch self {
            case .hit: .looks
            // Interactive movement exports as the calls UIKit's reordering gesture makes.
            case .endMove, .cancelMove: CommandTraits.changesCollection
            case .register:
                if case .registerView(let form, _) = kind {
                    form.value == .headerRegistration || form.value == .footerRegistration ? CommandTraits(apis: [.supplementaryRegistration]) : CommandTraits()
                } else {
                    CommandTraits()
                }
            // `tap action "TITLE"` runs a list row's swipe action's handler (SwiftExportWriter+Lists);
            // an item's tap exports as the delegate calls UIKit's tap handling makes.
            case .tap: CommandTraits()
            case .beginMove, .updateMove: CommandTraits()
            case .delegate:
                if case .delegate(let method, _, _) = kind, method.value.exports { CommandTraits() }
                else if case .delegateForSection(let method, _, _) = kind, method.value.exports { CommandTraits() }
                else if case .delegate(let method, _, _) = kind, method.value.isDragAndDrop { CommandTraits(export: .dragAndDropAnswers) }
                else if case .dropInteraction = kind { CommandTraits(export: .dragAndDropAnswers) }
                else { CommandTraits(export: .delegateAnswers) }
            case .select, .deselect, .scrollTo, .scroll: CommandTraits()
            // The test's UICollectionViewController gets the call UIKit makes when its view appears.
            case .viewWillAppear: CommandTraits()
            }
        }
    }
}

extension ParserState {
    /// The arguments of a selection, scrolling or reordering command (the keyword consumed).
    mutating func parse(_ keyword: Keyword.Interaction) throws -> CommandKind {
        switch keyword {
        case .select:
            var refs = try parseItemRefs(after: "select")
            var positions: ScrollPositionNames = []
            while refs.count > 1, let last = refs.last, case .identifier(let name) = last.value,
                  let position = ScrollPositionName(rawValue: name) {
                positions.insert(Located(position, last.range), at: 0)
                refs.removeLast()
            }
            return .select(refs, position: positions)
        case .deselect:
            if matchWord("all") != nil { return .deselect([], all: true) }
            return .deselect(try parseItemRefs(after: "deselect"), all: false)
        case .tap: return try parseTapActionIfPresent() ?? .tap(try parseItemRef(after: "tap"))
        case .scrollTo:
            let item = try parseItemRef(after: "scrollTo")
            var positions: ScrollPositionNames = []
            while peek.kind == .identifier {
                if text(of: peek) == "animated" {
                    _ = matchAnimated()
                    return .scrollGesture(.scrollToItemAnimated(item, position: positions))
                }
                let word = advance()
                let name = text(of: word)
                guard let position = ScrollPositionName(rawValue: name) else {
                    throw fail(.unknownScrollPosition(name), at: word,
                               fixIts: suggestion(for: word, in: CommandCatalog.scrollPositions))
                }
                positions.append(Located(position, word.range))
            }
            return .scrollTo(item, position: positions)
        case .scroll:
            if matchWord("to") != nil {
                let point = try parsePoint(after: "scroll to")
                return matchAnimated() ? .scrollGesture(.scrollToPointAnimated(point)) : .scrollToPoint(point)
            }
            if matchWord("by") != nil { return .scrollBy(try parsePoint(after: "scroll by")) }
            if matchWord("section") != nil {
                let section = try parseSectionRef(after: "scroll section")
                guard matchWord("to") != nil else { throw fail(.expectedIdentifier("'to'", after: "scroll section"), at: peek) }
                return .scrollOrthogonal(section, try parsePoint(after: "scroll section … to"))
            }
            throw fail(.expectedIdentifier("'to' or 'by'", after: "scroll"), at: peek,
                       fixIts: peek.kind == .identifier ? suggestion(for: peek, in: ["to", "by"]) : [])
        case .hit: return .hit(try parsePoint(after: "hit"))
        case .beginMove: return .beginMove(try parseItemRef(after: "beginMove"))
        case .updateMove: return .updateMove(try parsePoint(after: "updateMove"))
        case .endMove: return .endMove
        case .cancelMove: return .cancelMove
        case .viewWillAppear: return .viewWillAppear(animated: matchAnimated())
        case .delegate:
            let method = try parseWord(DelegateMethod.self, after: "delegate", expecting: "a delegate method like shouldSelect", noun: "delegate method")
            if method.value.acceptsSection, matchWord("section") != nil {
                let section = try parseSectionRef(after: "delegate \(method.value.rawValue) section")
                _ = try consume(.equal, orReport: .expectedEqual(after: "'delegate \(method.value.rawValue) section'"))
                let value = try parseValue(after: "'='")
                try checkValue(value, is: method.value.valueKind)
                return .delegateForSection(method: method, section: section, value: value)
            }
            var target: Located<ItemRef>?
            if !check(.equal) { target = try parseItemRef(after: "delegate \(method.value.rawValue)") }
            if method.value.needsItem, target == nil {
                throw fail(.expectedItem(after: "'delegate \(method.value.rawValue)'"), at: peek)
            }
            _ = try consume(.equal, orReport: .expectedEqual(after: "'delegate \(method.value.rawValue)'"))
            let value = try parseValue(after: "'='")
            try checkValue(value, is: method.value.valueKind)
            if method.value == .dropSessionDidUpdate { return try parseDropProposalAnswer(target: target, operation: value) }
            return .delegate(method: method, target: target, value: value)
        case .register:
            let name = try consume(.identifier, orReport: .expectedIdentifier("a reuse identifier like Cell", after: "register"))
            // `register FORM NAME` when a form word is followed by a name; `register NAME` otherwise.
            if let form = RegistrationForm(rawValue: text(of: name)), peek.kind == .identifier {
                let identifier = advance()
                return .registerView(Located(form, name.range), name: Located(text(of: identifier), identifier.range))
            }
            return .register(Located(text(of: name), name.range))
        }
    }
}

/// The execution of the family's commands (`Interpreter.perform` dispatches here).
extension Interpreter {
    /// `deselect ITEM…` / `deselect all`.
    mutating func performDeselect(_ refs: [Located<ItemRef>], all: Bool) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        if all {
            for path in view.indexPathsForSelectedItems {
                report.calls.append(.deselectItem(at: path))
            }
            view.deselectAll()
        }
        for ref in refs {
            let path = try indexPath(ref)
            do { try view.deselectItem(at: path) } catch { throw .uikit(error, at: ref.range) }
            report.calls.append(.deselectItem(at: path))
        }
        report.changedState = true
        return report
    }

    /// `viewWillAppear [animated]`: UICollectionViewController's clearsSelectionOnViewWillAppear.
    mutating func performViewWillAppear(animated: Bool) -> StepReport {
        var report = StepReport()
        let deselected = view.viewWillAppear()
        report.lines.append(.text("viewWillAppear(\(animated)) — clearsSelectionOnViewWillAppear = \(view.controller.clearsSelectionOnViewWillAppear)"))
        for path in deselected {
            report.lines.append(.text("  deselectItem(at: \(path), animated: \(animated)) — no delegate calls"))
        }
        if deselected.isEmpty {
            report.lines.append(.text(view.controller.clearsSelectionOnViewWillAppear ? "nothing to deselect" : "the selection is kept"))
        }
        report.changedState = true
        return report
    }

    /// `delegate METHOD [ITEM] = ANSWER`: what the delegate answers.
    mutating func performDelegate(method: Located<DelegateMethod>, target: Located<ItemRef>?, value: Located<Value>) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        report.calls.append(.setting(.delegateAnswer(method.value, target: target?.value, value: value.value,
                                                    spelled: try setDelegateAnswer(method: method, target: target, value: value))))
        return report
    }

    /// `delegate dequeueReusableCell section S = IDENTIFIER`: a per-section answer.
    mutating func performDelegateForSection(method: Located<DelegateMethod>, section: Located<SectionRef>, value: Located<Value>) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        report.calls.append(.setting(.sectionMetric(name: method.value.rawValue, section: section.value, value: value.value,
                                                   spelled: try setCellReuseIdentifier(section: section, value: value))))
        return report
    }

    /// `register NAME`: register(_:forCellWithReuseIdentifier:).
    mutating func performRegister(_ identifier: Located<String>) -> StepReport {
        var report = StepReport()
        view.registerCell(reuseIdentifier: identifier.value)
        report.calls.append(.register(reuseIdentifier: identifier.value))
        return report
    }

    /// `register FORM NAME`: a cell or supplementary registration.
    mutating func performRegisterView(_ form: Located<RegistrationForm>, name: Located<String>) -> StepReport {
        var report = StepReport()
        report.calls.append(registerView(form.value, name: name.value))
        return report
    }

    /// `scroll to (X, Y)`: setContentOffset(_:animated: false).
    mutating func performScroll(to point: Located<Point>) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        report = try scroll(to: point.value, call: .setContentOffset(point.value))
        return report
    }

    /// `scroll by (DX, DY)`: setContentOffset from the current offset.
    mutating func performScroll(by delta: Located<Point>) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        let target = Point(x: view.contentOffset.x + delta.value.x, y: view.contentOffset.y + delta.value.y)
        report = try scroll(to: target, call: .setContentOffset(target))
        return report
    }
}
