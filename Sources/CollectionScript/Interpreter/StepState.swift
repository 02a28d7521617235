import CollectionEngine

/// What the renderers show of the collection after a step, captured once from the live view when
/// the step has run: a value, so a step renders the same later, elsewhere, or after the session
/// has moved on (the live teaching page). The session captures only what its output format
/// prints: the transcript's state lines, or JSON Lines' structured state.
struct StepState: Sendable, Equatable {
    /// The transcript's state lines (`StateRenderer`), when the step changed the state.
    var lines: [String]?
    /// `--changes`: what the step's updates did to the visible cells (`StepChanges.summary`).
    var changeSummary: [String] = []
    /// `trace` is on: the transcript prints every callback, not only UIKit's logs.
    var isTracing = false
    /// JSON Lines' fields for the collection.
    var collection: CollectionState?

    /// The collection as `--json` writes it (docs/tooling.md "JSON Lines").
    struct CollectionState: Sendable, Equatable {
        struct Section: Sendable, Equatable {
            var id: String
            var count: Int
            /// The data source's item identifiers (a drop placeholder is not one); nil above `itemLimit` items in all.
            var items: [String]?
        }

        struct Transition: Sendable, Equatable {
            var from: String
            var to: String
            var progress: Double
        }

        struct Separator: Sendable, Equatable {
            var indexPath: IndexPath
            var frame: Rect
        }

        struct OpenSwipe: Sendable, Equatable {
            var indexPath: IndexPath
            var edge: SwipeEdge
            var actions: [String]
        }

        struct Placeholder: Sendable, Equatable {
            var name: String
            var indexPath: IndexPath
            var reuseIdentifier: String
        }

        /// Above this many items in all, sections list no items.
        static let itemLimit = 10_000

        var sections: [Section]
        var selected: [IndexPath]
        var contentOffset: Point
        var contentSize: Size
        var visible: [IndexPath]
        var transition: Transition?
        /// The bottom separators of list rows in the visible rect (ListSeparators.swift).
        var separators: [Separator]
        /// The row whose swipe actions show.
        var openSwipe: OpenSwipe?
        /// Drop placeholders standing now (docs/interaction.md §6.2).
        var placeholders: [Placeholder]

        init(_ view: CollectionView) {
            let includeItems = view.dataSource.totalItems <= Self.itemLimit
            let placeholders = view.dropPlaceholders
            sections = view.dataSource.sections.map { section in
                let items = placeholders.isEmpty ? section.items : section.items.filter { placeholders[$0] == nil }
                return Section(id: view.sectionNames.name(section.value), count: section.items.count,
                               items: includeItems ? items.map { view.itemNames.name($0) } : nil)
            }
            selected = view.indexPathsForSelectedItems
            contentOffset = view.contentOffset
            contentSize = view.collectionViewContentSize
            visible = view.indexPathsForVisibleItems
            transition = view.layout.transitionState.map {
                Transition(from: $0.currentLayoutClassName, to: $0.nextLayoutClassName, progress: $0.transitionProgress)
            }
            separators = view.listSeparators(in: view.visibleRect).map { Separator(indexPath: $0.indexPath, frame: $0.frame) }
            if let open = view.swipeActions.open, let path = view.openSwipeIndexPath {
                openSwipe = OpenSwipe(indexPath: path, edge: open.edge, actions: open.configuration.actions.map(\.title))
            }
            self.placeholders = view.standingDropPlaceholders.map {
                Placeholder(name: $0.placeholder.name, indexPath: $0.indexPath, reuseIdentifier: $0.placeholder.reuseIdentifier)
            }
        }
    }
}

extension Interpreter {
    /// The state after `step` as `format` prints it; `changesOnly`: the transcript prints what
    /// changed (`--changes`), so the summary of the step's cell changes is captured too.
    func stepState(after step: Step, format: SessionOptions.Format, quiet: Bool, changesOnly: Bool) -> StepState {
        var state = StepState(isTracing: isTracing)
        switch format {
        case .transcript:
            guard step.changedState, step.error == nil else { break }
            if !quiet || changesOnly { state.lines = StateRenderer(view: view).lines() }
            if changesOnly && !quiet { state.changeSummary = lastChanges.summary(labels: visibleCells().labels) }
        case .json:
            state.collection = StepState.CollectionState(view)
        }
        return state
    }
}
