import CollectionEngine

/// `swipeActions`, `swipe`, `tap action`, `configurationUpdateHandler` (docs/interaction.md §11, §12).
extension Interpreter {
    /// The provider's answer for an item or a section; the transcript line says what it now answers.
    mutating func setSwipeActions(edge: SwipeEdge, target: SwipeTarget, fullSwipe: Bool,
                                          _ nodes: [SwipeActionNode]) throws(RuntimeError) -> String {
        var actions: [ContextualAction] = []
        for node in nodes {
            var handler: Int?
            if let body = node.handler {
                handler = swipeHandlers.count
                swipeHandlers.append(body)
            }
            actions.append(ContextualAction(title: node.title.value, style: node.style.value, handler: handler))
        }
        let configuration = actions.isEmpty ? nil : SwipeActionsConfiguration(actions: actions, performsFirstActionWithFullSwipe: fullSwipe)
        let answer = configuration?.description ?? "nil"
        let provider = "\(edge.rawValue)SwipeActionsConfigurationProvider"
        switch target {
        case .item(let ref):
            let path = try indexPath(ref)
            guard let item = view.dataSource.item(at: path) else { throw .script(.noItem(path), at: ref.range) }
            view.setSwipeActions(configuration, edge: edge, item: item)
            return "\(provider) answers for \(view.itemNames.name(item)): \(answer)"
        case .section(let ref):
            let index = try sectionIndex(ref)
            guard view.dataSource.sections.indices.contains(index) else {
                throw .script(.noSection(index, dataSourceCount: view.dataSource.numberOfSections), at: ref.range)
            }
            let id = view.dataSource.sections[index].value
            view.setSwipeActions(configuration, edge: edge, section: id)
            return "\(provider) answers for the items of section \(view.sectionNames.name(id)): \(answer)"
        }
    }

    /// Runs the open row's action: its handler (the script's block), then completion(true).
    mutating func runSwipeAction(_ title: String, at range: SourceRange) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        report.changedState = true
        let available = view.swipeActions.open?.configuration.actions.map(\.title) ?? []
        guard let (action, path) = view.beginOpenSwipeAction(titled: title) else {
            throw .script(.unknownSwipeAction(title, available: available), at: range)
        }
        report.calls.append(.swipe(.actionHandler(title: action.title, destructive: action.style == .destructive, path)))
        if let index = action.handler, swipeHandlers.indices.contains(index) {
            isRunningSwipeHandler = true
            defer { isRunningSwipeHandler = false }
            for inner in swipeHandlers[index] { report.merge(try perform(inner)) }
        }
        view.completeSwipeAction(true)
        report.calls.append(.completion(.swipeAction))
        return report
    }

    /// A finger reaches only what is on screen (as for `tap`).
    func checkSwipeReachable(_ path: IndexPath, at range: SourceRange) throws(RuntimeError) {
        if let vertically = offScreen(path) { throw .script(.swipeOffScreen(path, vertically: vertically), at: range) }
    }
}

extension Interpreter {
    /// A tap while a row shows its swipe actions only closes them: it selects nothing
    /// (docs/interaction.md §11 [inferred: the list's dismiss gesture takes the tap]).
    mutating func closeSwipeByTap() -> StepReport? {
        guard view.openSwipeIndexPath != nil else { return nil }
        view.closeSwipeActions()
        var report = StepReport()
        report.changedState = true
        report.calls.append(.gesture(.tapClosesSwipeActions))
        return report
    }
}

extension Interpreter {
    /// `show layout` labels the open row with the actions it shows, on the side they show:
    /// `Wifi [Delete|Flag]` (trailing), `[Pin] Wifi` (leading).
    func markOpenSwipeRow(_ labels: inout [IndexPath: String]) {
        guard let open = view.swipeActions.open, let path = view.openSwipeIndexPath, let label = labels[path] else { return }
        let actions = "[" + open.configuration.actions.map(\.title).joined(separator: "|") + "]"
        let trailingOnRight = (open.edge == .trailing) != view.isRightToLeft
        labels[path] = trailingOnRight ? label + " " + actions : actions + " " + label
    }
}
