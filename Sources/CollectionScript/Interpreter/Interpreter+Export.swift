import CollectionEngine

/// What `colscript export` (ColscriptTools/Export) reads of a session beyond the view: a failed
/// step's calls, and the values an `expect` looks at, resolved as the interpreter resolves them.
extension Interpreter {
    /// The section an `expect` argument names (an index or an identifier), or nil.
    package func exportSection(_ value: Located<Value>) -> Int? {
        switch value.value {
        case .integer(let index): return try? sectionIndex(Located(.index(index), value.range))
        case .identifier(let name): return try? sectionIndex(Located(.identifier(name), value.range))
        default: return nil
        }
    }

    /// The index path an `expect` argument or a command's item names, or nil.
    package func exportIndexPath(_ ref: Located<ItemRef>) -> IndexPath? { try? indexPath(ref) }

    /// What `cellSize` gives each item it names, by identifier, by the interpreter's own rule
    /// (`cellSizeAnswers`); nil when its items are not resolved here.
    package func exportCellSizes(_ command: CellSizeCommand) -> [(item: String, size: Size)]? {
        guard let first = try? indexPath(command.first), view.dataSource.item(at: first) != nil else { return nil }
        var last = first
        if let end = command.last {
            guard let path = try? indexPath(end), view.dataSource.item(at: path) != nil else { return nil }
            last = path
        }
        guard last.section == first.section, last.item >= first.item else { return nil }
        return cellSizeAnswers(command, section: first.section, items: first.item...last.item).map { (view.itemNames.name($0.id), $0.size) }
    }

    /// UIKit's spelling of a command's scroll position (`.top`, `[]` for none).
    package func exportScrollPosition(_ names: ScrollPositionNames) -> String {
        let position = scrollPosition(names)
        return position.isEmpty ? "[]" : uikitSpelling(position)
    }
}

extension RuntimeError {
    /// A failed update's calls to the view, and the data source's counts the view read at its
    /// end (nil: the error was not a failed update's count check).
    package var exportUpdate: (viewOperations: [UpdateOperation], dataOperations: [UpdateOperation], dataCountsAfter: [Int])? {
        guard case .uikit(_, _, let update?) = self else { return nil }
        return (update.viewOperations, update.dataOperations, update.dataCountsAfter)
    }
}

extension Interpreter {
    /// The section a command names, or nil.
    package func exportSectionIndex(_ ref: Located<SectionRef>) -> Int? { try? sectionIndex(ref) }
}

extension Interpreter {
    /// The snapshot `snapshot { … }` is editing (nil: none since the last apply).
    package var exportPendingSnapshot: DiffableSnapshot? { pendingSnapshot }
}

extension Interpreter {
    /// The callbacks `expect events` compares: the exporter runs commands one by one (not through
    /// a session), so it records each step's callbacks as the session does.
    package mutating func exportSetLastStepEvents(_ events: [CollectionViewEvent]) { lastStepEvents = events }
}

extension Interpreter {
    /// The callbacks `expect events` looks at.
    package var exportLastStepEvents: [CollectionViewEvent] { lastStepEvents }
}

extension Interpreter {
    /// `sameTurn { … }` step by step: the exporter runs the block's commands one by one inside
    /// one run-loop turn, as `performSameTurn` does (false: a turn was already open).
    package mutating func exportBeginRunLoopTurn() -> Bool {
        guard !view.isInOneRunLoopTurn else { return false }
        view.beginRunLoopTurn()
        return true
    }

    /// The layout pass that ends the turn (a pending reload reads the counts now).
    package mutating func exportEndRunLoopTurn(at range: SourceRange) throws(RuntimeError) {
        do { try view.endRunLoopTurn() } catch { throw .uikit(error, at: range) }
    }
}

extension RuntimeError {
    /// One of colscript's own limits (`Limits`: a repeat's count, a batch's updates, the work
    /// budget …): UIKit has no such limit, so no UIKit call reproduces it.
    package var isColscriptLimit: Bool {
        guard case .script(let error, _) = self else { return false }
        switch error {
        case .repeatCount, .itemLimit, .sectionLimit, .batchUpdates, .viewSize, .workBudget, .insertLimit, .interrupted: return true
        default: return false
        }
    }
}

extension Interpreter {
    /// The commands of a swipe action's or an accessory's handler (`ContextualAction.handler`,
    /// `CellAccessory.handler`), or nil.
    package func exportHandlerCommands(_ index: Int) -> [Command]? {
        swipeHandlers.indices.contains(index) ? swipeHandlers[index] : nil
    }
}
