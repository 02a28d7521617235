import CollectionEngine

/// List cells' configurations and accessories, and what a finger does with the accessories
/// (docs/lists.md): the outline disclosure goes through the data source's sectionSnapshotHandlers
/// and its section snapshot; delete runs its actionHandler or reveals the trailing swipe actions;
/// reorder drives interactive movement (reorderingHandlers with a diffable data source).
extension Interpreter {
    mutating func performListCell(_ command: ListCellCommand, at range: SourceRange) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        report.changedState = true
        switch command {
        case .accessories(let target, let nodes):
            let item = try listCellItem(target)
            var accessories: [CellAccessory] = []
            for node in nodes {
                var handler: Int?
                if let body = node.handler {
                    guard node.kind.value.takesActionHandler else { throw .script(.accessoryTakesNoHandler(node.kind.value.rawValue), at: node.kind.range) }
                    // The blocks live with the swipe actions' (restored with them if the command fails).
                    handler = swipeHandlers.count
                    swipeHandlers.append(body)
                }
                accessories.append(CellAccessory(node.kind.value, displayed: node.displayed?.value, handler: handler))
            }
            if let duplicate = CollectionView.duplicatedAccessory(in: accessories) {
                throw .script(.duplicateAccessory(duplicate.rawValue), at: range)
            }
            view.setAccessories(accessories, item: item)
            report.calls.append(.swipe(.listCell(.accessories(item: item.map(view.itemNames.name), accessories))))
        case .contentConfiguration(let target, let style, let options):
            let item = try listCellItem(target)
            let content = style.map {
                ListContentConfiguration(style: $0.value, text: options.text, secondaryText: options.secondaryText, imageHeight: options.imageHeight,
                                         textLines: options.lines, secondaryTextLines: options.secondaryLines)
            }
            do { try view.setContentConfiguration(content, item: item) } catch { throw .uikit(error, at: range) }
            report.calls.append(.swipe(.listCell(.contentConfiguration(item: item.map(view.itemNames.name), content,
                                                                       height: content?.fittingHeight(scale: view.scale)))))
        case .backgroundConfiguration(let target, let style):
            let item = try listCellItem(target)
            view.setBackgroundConfiguration(style?.value, item: item)
            report.calls.append(.swipe(.listCell(.backgroundConfiguration(item: item.map(view.itemNames.name), style?.value))))
        case .tapAccessory(let ref, let kind):
            guard !isRunningSwipeHandler else { throw .script(.accessoryInsideHandler, at: range) }
            report.merge(try tapAccessory(ref, kind))
        case .reorder(let ref, let targetRef):
            guard !isRunningSwipeHandler else { throw .script(.accessoryInsideHandler, at: range) }
            report.merge(try reorderDrag(ref, to: targetRef, at: range))
        case .sectionSnapshotHandlers(let on):
            _ = try requireDiffable(at: range)
            view.setSectionSnapshotHandlers(on ? (view.listCells.sectionSnapshotHandlers ?? SectionSnapshotHandlers()) : nil)
            report.calls.append(.swipe(.listCell(.sectionSnapshotHandlers(installed: on))))
        case .sectionSnapshotAnswer(let question, let ref, let answer):
            _ = try requireDiffable(at: range)
            let item = try outlineItem(ref)
            var handlers = view.listCells.sectionSnapshotHandlers ?? SectionSnapshotHandlers()
            switch question.value {
            case .shouldExpand: handlers.shouldExpand[item] = answer
            case .shouldCollapse: handlers.shouldCollapse[item] = answer
            }
            view.setSectionSnapshotHandlers(handlers)
            report.calls.append(.swipe(.listCell(.sectionSnapshotAnswer(question.value, item: view.itemNames.name(item), answer))))
        }
        return report
    }

    /// The item identifier a list-cell command configures; nil for `all`.
    private func listCellItem(_ target: ListCellTarget) throws(RuntimeError) -> Int? {
        guard case .item(let ref) = target else { return nil }
        let path = try indexPath(ref)
        guard let item = view.dataSource.item(at: path) else { throw .script(.noItem(path), at: ref.range) }
        return item
    }

    /// An item of the data or of a section snapshot (a collapsed parent's children are in no section).
    private func outlineItem(_ ref: Located<ItemRef>) throws(RuntimeError) -> Int {
        if case .identifier(let name) = ref.value, let id = view.itemNames.lookup(name),
           let source = view.diffableDataSource, source.sectionSnapshots.values.contains(where: { $0.contains(id) }) {
            return id
        }
        let path = try indexPath(ref)
        guard let item = view.dataSource.item(at: path) else { throw .script(.noItem(path), at: ref.range) }
        return item
    }

    /// The accessory `kind` of the on-screen cell at `ref`, as it shows now.
    private func shownAccessory(_ ref: Located<ItemRef>, _ kind: Located<CellAccessory.Kind>) throws(RuntimeError) -> (IndexPath, CellAccessory) {
        let path = try indexPath(ref)
        guard view.dataSource.item(at: path) != nil else { throw .script(.noItem(path), at: ref.range) }
        if let vertically = offScreen(path) { throw .script(.tapOffScreen(path, vertically: vertically), at: ref.range) }
        let shown = view.shownAccessories(at: path)
        guard let accessory = shown.first(where: { $0.kind == kind.value }) else {
            throw .script(.accessoryNotShown(path, kind.value.rawValue, shown: shown.map(\.kind.rawValue), editing: view.isEditing), at: kind.range)
        }
        return (path, accessory)
    }

    /// `tapAccessory ITEM ACCESSORY` (docs/lists.md §2.1–§2.2).
    private mutating func tapAccessory(_ ref: Located<ItemRef>, _ kind: Located<CellAccessory.Kind>) throws(RuntimeError) -> StepReport {
        if kind.value == .reorder { throw .script(.reorderIsDragged, at: kind.range) }
        let (path, accessory) = try shownAccessory(ref, kind)
        var report = StepReport()
        report.changedState = true
        let tapped = { (outcome: String) in UIKitCall.swipe(.listCell(.tapAccessory(path, kind.value, outcome: outcome))) }
        if let handler = accessory.handler {
            report.calls.append(tapped("its actionHandler runs (instead of UIKit's default)"))
            report.calls.append(.swipe(.listCell(.actionHandler(kind.value, path))))
            if swipeHandlers.indices.contains(handler) {
                // As a swipe action's handler: no gesture from inside it (no endless re-entry).
                isRunningSwipeHandler = true
                defer { isRunningSwipeHandler = false }
                for inner in swipeHandlers[handler] { report.merge(try perform(inner)) }
            }
            return report
        }
        switch kind.value {
        case .disclosureIndicator, .checkmark:
            report.calls.append(tapped("it takes no touches of its own: the tap is the cell's"))
            report.merge(try tap(ref))
        case .delete:
            report.calls.append(tapped("no actionHandler: the row reveals its trailing swipe actions"))
            let direction: SwipeDirection = view.isRightToLeft ? .right : .left
            let outcome: CollectionView.SwipeOutcome
            do { outcome = try view.swipe(at: path, direction: direction, full: false) } catch { throw .uikit(error, at: ref.range) }
            switch outcome {
            case .noActions(let edge):
                report.calls.append(.swipe(.swipe(path, direction: direction, full: false, .noActions(edge))))
            case .revealed(let edge, let configuration):
                report.calls.append(.swipe(.swipe(path, direction: direction, full: false, .revealed(edge, titles: configuration.actions.map(\.title)))))
            case .performsFirstAction(let edge, _):  // not on a tap: only a full swipe performs
                report.calls.append(.swipe(.swipe(path, direction: direction, full: false, .revealed(edge, titles: view.swipeActions.open?.configuration.actions.map(\.title) ?? []))))
            }
        case .outlineDisclosure:
            report.merge(try toggleByUser(path, at: ref.range))
        case .reorder:
            throw .script(.reorderIsDragged, at: kind.range)
        }
        return report
    }

    /// A user toggles the outline row at `path`: the handlers are asked and told, then the data
    /// source applies its section snapshot with the row expanded or collapsed (§3).
    private mutating func toggleByUser(_ path: IndexPath, at range: SourceRange) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        report.changedState = true
        guard let id = view.dataSource.item(at: path) else { throw .script(.noItem(path), at: range) }
        let name = view.itemNames.name(id)
        let owner = view.diffableDataSource.flatMap { source in
            source.snapshot.sectionIdentifiers.first { source.sectionSnapshots[$0]?.contains(id) == true }.flatMap { section in
                source.sectionSnapshots[section].map { (section, $0) }
            }
        }
        guard let (sectionID, tree) = owner else {
            report.calls.append(.swipe(.listCell(.tapAccessory(path, .outlineDisclosure,
                outcome: "no section snapshot holds \(name): the data source has nothing to expand or collapse (nothing happens)"))))
            return report
        }
        let expand = !tree.isExpanded(id)
        report.calls.append(.swipe(.listCell(.tapAccessory(path, .outlineDisclosure, outcome: "the data source \(expand ? "expands" : "collapses") \(name)"))))
        if let handlers = view.listCells.sectionSnapshotHandlers {
            let answer = handlers.answer(id, expanding: expand)
            report.calls.append(.swipe(.listCell(.shouldToggle(expand: expand, item: name, answer: answer))))
            guard answer else {
                report.lines.append(.text("the handler answered false: \(name) stays \(expand ? "collapsed" : "expanded")"))
                return report
            }
            report.calls.append(.swipe(.listCell(.willToggle(expand: expand, item: name))))
        }
        var changed = tree
        if expand { changed.expand([id]) } else { changed.collapse([id]) }
        report.merge(try applyTree(changed, to: sectionID, call: .toggleOutline(expand: expand, item: name, section: view.sectionNames.name(sectionID)), at: range))
        return report
    }

    /// `reorder ITEM -> ITEM`: the finger drags the row's reorder control onto the target's place:
    /// interactive movement begins, follows the finger to the target's centre and ends (§2.3).
    private mutating func reorderDrag(_ ref: Located<ItemRef>, to targetRef: Located<ItemRef>, at range: SourceRange) throws(RuntimeError) -> StepReport {
        let (path, _) = try shownAccessory(ref, Located(.reorder, ref.range))
        let target = try indexPath(targetRef)
        guard let frame = view.layoutAttributesForItem(at: target)?.frame else { throw .script(.noItem(target), at: targetRef.range) }
        var report = StepReport()
        report.changedState = true
        report.calls.append(.swipe(.listCell(.reorderDrag(path, to: target))))
        report.merge(try beginMove(Located(.indexPath(path), ref.range)))
        guard view.interactiveMovement != nil else { return report }
        report.merge(try updateMove(Located(frame.center, targetRef.range)))
        report.merge(try endMove(cancel: false, at: range))
        return report
    }

    /// `show layout` shows what list cells show: the content configuration's text (and secondary
    /// text after ` / `), accessories as marks — leading `- ` (delete); trailing ` (+)`/` (-)`
    /// (outline, collapsed/expanded), ` >` (disclosure), ` (v)` (checkmark), ` =` (reorder).
    func decorateListCells(_ labels: inout [IndexPath: String]) {
        guard view.listCells != ListCellStore() else { return }
        for (path, label) in labels {
            guard let item = view.dataSource.item(at: path) else { continue }
            var text = label
            if let content = view.listCells.content(of: item) {
                text = (content.text ?? label) + (content.secondaryText.map { " / " + $0 } ?? "")
            }
            // The reorder grip is outermost whatever its place in the array (§2, charon's geometry).
            let shown = view.shownAccessories(at: path)
            for accessory in shown.filter({ $0.kind != .reorder }) + shown.filter({ $0.kind == .reorder }) {
                switch accessory.kind {
                case .delete: text = "- " + text
                case .outlineDisclosure: text += isExpandedInOutline(item, section: path.section) ? " (-)" : " (+)"
                case .disclosureIndicator: text += " >"
                case .checkmark: text += " (v)"
                case .reorder: text += " ="
                }
            }
            labels[path] = text
        }
    }

    /// `show cells`: what a list cell was configured with (empty when the script configured none).
    func listCellNote(at path: IndexPath) -> String {
        guard let item = view.dataSource.item(at: path) else { return "" }
        var parts: [String] = []
        if let content = view.listCells.content(of: item) { parts.append("content \(content.style.rawValue)") }
        if let background = view.listCells.background(of: item) { parts.append("background \(background.rawValue)") }
        let accessories = view.listCells.accessories(of: item)
        if !accessories.isEmpty {
            let shown = Set(view.shownAccessories(at: path).map(\.kind))
            parts.append("accessories " + accessories.map { $0.kind.rawValue + (shown.contains($0.kind) ? "" : " (hidden)") }.joined(separator: ", "))
        }
        return parts.isEmpty ? "" : " — " + parts.joined(separator: "; ")
    }

    private func isExpandedInOutline(_ item: Int, section: Int) -> Bool {
        guard let source = view.diffableDataSource, view.dataSource.sections.indices.contains(section) else { return false }
        return source.sectionSnapshots[view.dataSource.sections[section].value]?.isExpanded(item) ?? false
    }
}
