import CollectionEngine

/// Gestures and the delegate: `tap`, `delegate …`, `register`, interactive movement, scrolling.
extension Interpreter {
    mutating func tap(_ ref: Located<ItemRef>) throws(RuntimeError) -> StepReport {
        let path = try indexPath(ref)
        if let closed = closeSwipeByTap() { return closed }
        // Paths the view does not have fall through to `tap(at:)` and its UIKit error.
        if let vertically = offScreen(path) { throw .script(.tapOffScreen(path, vertically: vertically), at: ref.range) }
        do { try view.tap(at: path) } catch { throw .uikit(error, at: ref.range) }
        var report = StepReport()
        report.calls.append(.tap(path))
        report.changedState = true
        return report
    }

    /// A finger reaches only what is on screen: for an item the layout places outside the visible
    /// rect (or hides), whether it is off screen vertically (else horizontally); nil when it can be
    /// touched or the view has no such item.
    func offScreen(_ path: IndexPath) -> Bool? {
        let visible = view.visibleRect
        guard let attributes = view.layoutAttributesForItem(at: path),
              attributes.isHidden || !attributes.frame.intersects(visible) else { return nil }
        let frame = attributes.frame
        return frame.maxY <= visible.minY || frame.minY >= visible.maxY
    }

    /// `delegate shouldSelect [0,3] = false`, `delegate shouldHighlight = false` (every item),
    /// `delegate targetIndexPathForMove [0,4] = [0,2]` (redirect a proposed target).
    mutating func setDelegateAnswer(method: Located<DelegateMethod>, target: Located<ItemRef>?, value: Located<Value>) throws(RuntimeError) -> String {
        let question: DelegateAnswers.Question
        switch method.value {
        case .shouldHighlight: question = .shouldHighlight
        case .shouldSelect: question = .shouldSelect
        case .shouldDeselect: question = .shouldDeselect
        case .canMove: question = .canMove
        case .canFocus: question = .canFocus
        case .canDrag: question = .canDrag
        case .canPerformPrimaryAction: question = .canPerformPrimaryAction
        case .performPrimaryAction: question = .performPrimaryAction
        case .shouldBeginMultipleSelectionInteraction: question = .shouldBeginMultipleSelectionInteraction
        case .contextMenuConfiguration: question = .contextMenuConfiguration
        case .shouldSpringLoad: question = .shouldSpringLoad
        case .canHandle:
            // One answer per drop session, not per item.
            if let target { throw .script(.wrongKind(expected: "no item: canHandle answers for the whole drop session", got: "an item"), at: target.range) }
            question = .canHandle
        case .targetIndexPathForMove:
            guard let target, case .indexPath(let proposed) = target.value, case .indexPath(let answer) = value.value else {
                throw .script(.delegateRedirectUsage, at: method.range)
            }
            view.delegate.redirectMove(proposed: proposed, to: answer)
            return "targetIndexPathForMove(…, toProposedIndexPath: \(proposed)) → \(answer)"
        case .targetContentOffset, .willEndDragging, .shouldScrollToTop:
            return try setScrollDelegateAnswer(method: method.value, value: value)
        case .canReorderItem:
            return try setCanReorderAnswer(target: target, value: value, at: method.range)
        case .viewForSupplementaryElementOfKind:
            let answer = SupplementaryAnswer(rawValue: try word(value, among: SupplementaryAnswer.allCases.map(\.rawValue))) ?? .matching
            view.setSupplementaryAnswer(answer)
            return "viewForSupplementaryElementOfKind → " + (answer.mismatchDescription)
        case .cellForItemAt:
            return try setCellAnswer(target: target, value: value)
        case .dequeueReusableCell:
            return try setCellReuseIdentifier(target: target, value: value)
        case .targetContentOffsetForProposedContentOffset:
            return try setTargetContentOffsetAnswer(value)
        case .highlightPreview, .dismissalPreview:
            return try setContextMenuPreviewAnswer(method.value, target: target, value: value)
        case .layoutAttributesForElementsIn, .layoutAttributesForItemAt:
            return try setLayoutContractAnswer(method: method.value, target: target, value: value)
        case .dropSessionDidUpdate:  // parsed as DropInteractionCommand.proposalAnswer
            return try setDropProposalAnswer(target: target, operation: Located(.move, value.range), intent: nil)
        }
        let answer = try bool(value)
        let (item, scope) = try answerScope(target)
        view.delegate.set(question, item: item, to: answer)
        // itemsForBeginning answers drag items, not a Bool.
        let spelled = question == .canDrag ? (answer ? "[UIDragItem] (the item can be dragged)" : "[] (no drag items: no drag)") : "\(answer)"
        return "delegate \(uikitName(question)) → \(spelled) for \(question == .canHandle ? "every drop session" : scope)"
    }

    /// What a scripted answer covers: the item `target` names (by its identifier, so the answer
    /// follows it through updates) and its name, or every item (nil) when there is no target.
    func answerScope(_ target: Located<ItemRef>?) throws(RuntimeError) -> (item: Int?, scope: String) {
        guard let target else { return (nil, "every item") }
        let path = try indexPath(target)
        guard let id = view.dataSource.item(at: path) else { throw .script(.noItem(path), at: target.range) }
        return (id, view.itemNames.name(id))
    }

    func uikitName(_ question: DelegateAnswers.Question) -> String {
        switch question {
        case .shouldHighlight: return "collectionView(_:shouldHighlightItemAt:)"
        case .shouldSelect: return "collectionView(_:shouldSelectItemAt:)"
        case .shouldDeselect: return "collectionView(_:shouldDeselectItemAt:)"
        case .canMove: return "collectionView(_:canMoveItemAt:)"
        case .canFocus: return "collectionView(_:canFocusItemAt:)"
        case .canDrag: return "collectionView(_:itemsForBeginning:at:)"
        case .canPerformPrimaryAction: return "collectionView(_:canPerformPrimaryActionForItemAt:)"
        case .performPrimaryAction: return "collectionView(_:performPrimaryActionForItemAt:) implemented"
        case .shouldBeginMultipleSelectionInteraction: return "collectionView(_:shouldBeginMultipleSelectionInteractionAt:)"
        case .contextMenuConfiguration: return "collectionView(_:contextMenuConfigurationForItemsAt:point:) returns a configuration"
        case .highlightPreview, .dismissalPreview: return contextMenuPreviewName(question)
        case .shouldSpringLoad: return "collectionView(_:shouldSpringLoadItemAt:with:)"
        case .canHandle: return "collectionView(_:canHandle:)"
        }
    }

    mutating func beginMove(_ ref: Located<ItemRef>) throws(RuntimeError) -> StepReport {
        let path = try indexPath(ref)
        var report = StepReport()
        let began = view.beginInteractiveMovementForItem(at: path)
        report.calls.append(.beginInteractiveMovement(at: path, began: began))
        if !began, view.isDiffable, !view.hasReorderingHandlers {
            report.lines.append(.text("note: a UICollectionViewDiffableDataSource answers canMoveItemAt through its reorderingHandlers; it has none, so it answered false (`set reorderingHandlers = on`)"))
        }
        report.changedState = true
        return report
    }

    mutating func updateMove(_ point: Located<Point>) throws(RuntimeError) -> StepReport {
        guard view.isMovingInteractively else {
            throw .script(.notMoving, at: point.range)
        }
        do { try view.updateInteractiveMovementTargetPosition(point.value) } catch { throw layoutPassError(error) }
        var report = StepReport()
        report.calls.append(.updateInteractiveMovementTarget(point.value))
        if let movement = view.interactiveMovement {
            report.lines.append(.text("moving \(movement.original) → target \(movement.target)"))
            if let waiting = movement.pendingTarget {
                let cadence = ReorderingCadence(rawValue: view.reorderingCadence) ?? .immediate
                report.lines.append(.text("reorderingCadence \(cadence.rawValue): the placeholder waits to move to \(waiting) (\(movement.pendingPositions) of \(cadence.positionsBeforeReorder) positions)"))
            }
        }
        report.changedState = true
        return report
    }

    mutating func endMove(cancel: Bool, at range: SourceRange) throws(RuntimeError) -> StepReport {
        guard view.isMovingInteractively else {
            throw .script(.notMoving, at: range)
        }
        do { if cancel { try view.cancelInteractiveMovement() } else { try view.endInteractiveMovement() } } catch { throw layoutPassError(error) }
        var report = StepReport()
        report.calls.append(.endInteractiveMovement(cancelled: cancel))
        report.changedState = true
        return report
    }

    mutating func scroll(to point: Point, call: UIKitCall) throws(RuntimeError) -> StepReport {
        do { try view.setContentOffset(point) } catch { throw layoutPassError(error) }
        var report = StepReport()
        report.calls.append(call)
        report.changedState = true
        return report
    }

    /// `show cells`: live cells with serial numbers (so reuse is visible), prefetched cells, pools.
    func cellLines() -> [String] {
        let store = view.cells
        var lines: [String] = []
        let visible = store.visibleCells.sorted { $0.key < $1.key }
        lines.append(visible.isEmpty ? "visible cells: none" : "visible cells:")
        for (path, cell) in visible {
            lines.append("  \(path) \(view.itemName(at: path) ?? "?"): cell #\(cell.serial) (\(cell.reuseIdentifier))" + listCellNote(at: path))
        }
        for (key, supplementary) in store.visibleSupplementaryViews.sorted(by: { $0.key < $1.key }) {
            // Headers and footers by section; other kinds (an item's badge, a group's) by their
            // whole index path, which tells one badge from another.
            let place = key.kind == .sectionHeader ? "header \(key.indexPath.section)"
                : key.kind == .sectionFooter ? "footer \(key.indexPath.section)" : "\(key.kind.rawValue) \(key.indexPath)"
            lines.append("  \(place): view #\(supplementary.serial) (\(supplementary.reuseIdentifier))")
        }
        // Decoration views: the layout's own (docs/layout.md §11), by kind.
        for (key, decoration) in store.visibleDecorationViews.sorted(by: { $0.key < $1.key }) {
            lines.append("  decoration \(key.kind.rawValue) \(key.indexPath.section): view #\(decoration.serial)")
        }
        let prefetched = store.prefetchedCells.sorted { $0.key < $1.key }
        if !prefetched.isEmpty {
            lines.append("prefetched: " + prefetched.map { "\($0.key) #\($0.value.serial)" }.joined(separator: " "))
        }
        let queues = store.queueSizes.filter { $0.1 > 0 }
        lines.append("reuse queues: " + (queues.isEmpty ? "empty" : queues.map { "\($0.0) ×\($0.1)" }.joined(separator: ", ")))
        lines.append("cells created: \(store.createdCount)")
        return lines
    }
}

/// Scrolling to items, selecting with a scroll position, hit testing.
extension Interpreter {
    func scrollPosition(_ names: ScrollPositionNames) -> ScrollPosition {
        var result: ScrollPosition = []
        for name in names {
            switch name.value {
            case .top: result.formUnion(.top)
            case .centeredVertically: result.formUnion(.centeredVertically)
            case .bottom: result.formUnion(.bottom)
            case .left: result.formUnion(.left)
            case .centeredHorizontally: result.formUnion(.centeredHorizontally)
            case .right: result.formUnion(.right)
            case .none: result.formUnion(ScrollPosition.none)
            }
        }
        return result
    }

    /// UIKit spells an option set like `[.top, .left]`.
    func uikitSpelling(_ position: ScrollPosition) -> String {
        let names = ScrollPosition.names.dropFirst().filter { position.contains($0.position) }.map { "." + $0.name }
        return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }

    mutating func scrollTo(_ ref: Located<ItemRef>, position names: ScrollPositionNames, at range: SourceRange) throws(RuntimeError) -> StepReport {
        let path = try indexPath(ref)
        let position = scrollPosition(names)
        do { try view.scrollToItem(at: path, at: position) } catch { throw .uikit(error, at: range) }
        var report = StepReport()
        report.calls.append(.scrollToItem(at: path, position: uikitSpelling(position)))
        report.changedState = true
        return report
    }

    mutating func select(_ refs: [Located<ItemRef>], position names: ScrollPositionNames, at range: SourceRange) throws(RuntimeError) -> StepReport {
        let position = scrollPosition(names)
        var report = StepReport()
        for ref in refs {
            let path = try indexPath(ref)
            do { try view.selectItem(at: path, scrollPosition: position) } catch { throw .uikit(error, at: ref.range) }
            let spelled = position.isEmpty ? "[]" : uikitSpelling(position)
            report.calls.append(.selectItem(at: path, scrollPosition: spelled))
        }
        report.changedState = true
        return report
    }

    func hit(_ point: Located<Point>) -> StepReport {
        var report = StepReport()
        let path = view.indexPathForItem(at: point.value)
        report.lines.append(.hit(point.value, path, item: path.flatMap { view.itemName(at: $0) }))
        report.isUserOutput = true
        return report
    }

    /// The visible cells' frames and identifiers (what `lastChanges` compares).
    func visibleCells() -> (frames: [IndexPath: Rect], labels: [IndexPath: String]) {
        var frames: [IndexPath: Rect] = [:], labels: [IndexPath: String] = [:]
        for element in view.visibleElements where element.category == .cell {
            frames[element.indexPath] = element.frame
            labels[element.indexPath] = view.itemName(at: element.indexPath) ?? element.indexPath.description
        }
        return (frames, labels)
    }

    /// `show layout`: the viewport as an ASCII picture (docs/layout.md; selected and moving items marked).
    func pictureLines() -> [String] {
        let elements = view.visibleElements.map(view.layout.onScreen)   // orthogonal rows scrolled
        var labels: [IndexPath: String] = [:]
        for element in elements where element.kind == nil {
            labels[element.indexPath] = view.itemName(at: element.indexPath) ?? element.indexPath.description
        }
        decorateListCells(&labels)
        markOpenSwipeRow(&labels)
        var sectionLabels: [Int: String] = [:]
        for (index, section) in view.dataSource.sections.enumerated() {
            sectionLabels[index] = view.sectionNames.name(section.value)
        }
        let picture = ViewportPicture.render(elements: elements, labels: labels, sectionLabels: sectionLabels,
                                             selected: view.selection, moving: view.interactiveMovement?.target,
                                             visibleRect: view.visibleRect, changes: lastChanges, options: pictureOptions,
                                             separators: view.listSeparators(in: view.visibleRect).map(\.frame))
        let rect = view.visibleRect
        return ["visible rect \(format(rect))"] + picture
    }
}

/// Keyboard focus.
extension Interpreter {
}

/// A local drag and drop.
extension Interpreter {
    mutating func drag(_ ref: Located<ItemRef>, to destination: Located<IndexPath>, options: DropOptions, at range: SourceRange) throws(RuntimeError) -> StepReport {
        let source = try indexPath(ref)
        if let name = options.placeholder { return try drag(source, at: ref.range, toPlaceholder: name, at: destination, options: options, range: range) }
        let proposal = dropProposal(options, at: destination.value)
        // A copy is a new item: named after the original.
        let original = view.itemName(at: source) ?? "item"
        let copy = view.isDiffable ? -1 : generateIdentifiers(prefix: original + "-copy", count: 1).first ?? -1
        let outcome: CollectionView.DragOutcome
        do {
            outcome = try view.drag(from: source, to: destination.value, proposal: proposal, copyIdentifier: copy)
        } catch {
            throw .uikit(error, at: range)
        }
        var report = StepReport()
        report.calls.append(.dragAndDrop(.dragAndDrop(from: source, to: destination.value, proposal: proposal)))
        switch outcome {
        case .notStarted:
            report.lines.append(.text(view.dragInteractionEnabled ? "no drag: itemsForBeginning returned no items"
                                                                  : "no drag: dragInteractionEnabled is false, so the view has no drag interaction (itemsForBeginning is not asked)"))
        case .dropped(let dropped):
            reportDrop(dropped, dragged: [source], at: destination.value, proposal: proposal, copies: [copy], placeholder: nil, into: &report)
        }
        report.changedState = true
        return report
    }
}
