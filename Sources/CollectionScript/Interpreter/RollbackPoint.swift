import CollectionEngine

/// What a failed command restores: the interpreter's own state always (cheap: small values or
/// copy-on-write values the command replaces rather than edits), and the collection view only when
/// the engine cannot keep its own promise for the command.
///
/// The engine's throwing calls leave the view exactly as before when they throw (they validate
/// first, then mutate), so a command made of one engine call needs no copy of the view — copying it
/// would make the call's first mutation copy the whole model (O(n) per command). Commands made of
/// several engine calls (`batch`es are one call; `repeat`, `sameTurn`, `expect error`, multi-item
/// selection … are not) still need all-or-nothing, and so does any command while the view could raise
/// late, inside a layout pass after it already changed (dequeuing an unregistered reuse identifier).
struct RollbackPoint {
    private let view: CollectionView?
    private let pendingSnapshot: DiffableSnapshot?
    private let isTracing: Bool
    /// nil for `items` (unless the view is copied): it writes the table only after its last check,
    /// and holding a reference here would make that write copy the whole table — one entry per
    /// section, O(sections) per `items` command.
    private let nextGenerated: [String: Int]?
    /// The identifier tables' sizes before a command that interns names before it can fail
    /// (`sections`, `items`): a failure forgets what it interned instead of copying the view.
    private let nameMarks: (sections: Int, items: Int)?
    /// Whether `view`, when kept, holds the identifier tables (false: restored from `nameMarks`).
    private let keepsNames: Bool
    /// How many events the view had queued: `view` is kept without them (`withoutQueuedEvents`).
    private let eventMark: Int

    /// How many items and sections `command` may add, at most (`Int.max`: it may, without a
    /// bound read from the command), and whether it may change the layout or the view's size; nil
    /// for a command that never lays out or scrolls the view. What decides whether it could be
    /// refused for too many views on screen (`CollectionView.mayShowTooManyViews`).
    static func displayChange(of command: Command) -> (items: Int, sections: Int, changesLayout: Bool)? {
        switch command.kind {
        case .show, .echo, .help, .pause, .explain, .hit, .trace: return nil
        case .items(_, .count(let count)): return (count.value, 0, false)
        case .items(_, .names(let names)): return (names.count, 0, false)
        case .sections(let names): return (0, names.count, false)
        case .update(.insertItems(let paths, let items), _):
            if case .count(let count) = items { return (max(0, count.value) > Int.max / max(1, paths.count) ? .max : count.value * paths.count, 0, false) }
            return (max(paths.count, items.map { if case .names(let names) = $0 { names.count } else { 0 } } ?? 0), 0, false)
        case .update(.insertSections(_, let names), _): return (0, max(1, names.count), false)
        case .update: return (0, 0, false)
        case .batch(let commands):
            var total = (items: 0, sections: 0, changesLayout: false)
            for command in commands {
                guard let change = displayChange(of: command) else { continue }
                total.items = total.items > Int.max - change.items ? .max : total.items + change.items
                total.sections = total.sections > Int.max - change.sections ? .max : total.sections + change.sections
                total.changesLayout = total.changesLayout || change.changesLayout
            }
            return total
        case .scrollToPoint, .scrollBy, .scrollTo, .tap, .reloadData, .ios, .voiceOver, .itemSize:   // (a size answer: `answeredSize`)
            return (0, 0, false)
        default:
            return (.max, .max, true)
        }
    }

    /// The sizeForItemAt answer `command` gives (`size ITEM WxH`), if that is what it does.
    static func answeredSize(of command: Command) -> Size? {
        if case .itemSize(_, let size) = command.kind { return size.value }
        return nil
    }

    init(_ interpreter: Interpreter, for command: Command) {
        let copiesView = Self.isCompound(command) || interpreter.view.mayRaiseDuringLayout
        let added = Self.displayChange(of: command)
        // A refusal for too many views on screen comes late, inside the display pass after the
        // change: keep the view too when it could come, but not its identifier tables (a name
        // interned would copy them whole; what was interned is forgotten instead).
        let mayShowTooMany = !copiesView && added.map {
            interpreter.view.mayShowTooManyViews(addingItems: $0.items, addingSections: $0.sections, changingLayout: $0.changesLayout,
                                                 answeringItemSize: Self.answeredSize(of: command))
        } ?? false
        eventMark = interpreter.view.queuedEventCount
        if copiesView {
            view = interpreter.view.withoutQueuedEvents
        } else if mayShowTooMany {
            var withoutNames = interpreter.view.withoutQueuedEvents
            withoutNames.sectionNames = IdentifierTable()
            withoutNames.itemNames = IdentifierTable()
            view = withoutNames
        } else {
            view = nil
        }
        keepsNames = !mayShowTooMany
        nameMarks = copiesView || (!mayShowTooMany && !Self.internsBeforeFailing(command)) ? nil
            : (interpreter.view.sectionNames.count, interpreter.view.itemNames.count)
        pendingSnapshot = interpreter.pendingSnapshot
        isTracing = interpreter.isTracing
        nextGenerated = copiesView || mayShowTooMany || !Self.writesGeneratedLast(command) ? interpreter.nextGenerated : nil
    }

    /// Commands that write `nextGenerated` only after every check that can fail.
    static func writesGeneratedLast(_ command: Command) -> Bool {
        if case .items = command.kind { return true }
        return false
    }

    /// Whether this point keeps a copy of the view (compound commands, or a view that may raise late).
    var copiesView: Bool { view != nil }

    func restore(_ interpreter: inout Interpreter) {
        if let nameMarks {
            interpreter.view.sectionNames.forgetIdentifiers(from: nameMarks.sections)
            interpreter.view.itemNames.forgetIdentifiers(from: nameMarks.items)
        }
        if var view {
            if !keepsNames {   // the copy was made without them: the tables as they were are the current ones, forgotten back
                view.sectionNames = interpreter.view.sectionNames
                view.itemNames = interpreter.view.itemNames
            }
            interpreter.view.restore(view, keepingEvents: eventMark)
        }
        interpreter.pendingSnapshot = pendingSnapshot
        interpreter.isTracing = isTracing
        if let nextGenerated { interpreter.nextGenerated = nextGenerated }
    }

    /// Whether `command` interns identifiers before a check that can still fail.
    static func internsBeforeFailing(_ command: Command) -> Bool {
        switch command.kind {
        case .sections, .items: return true
        default: return false
        }
    }

    /// Whether `command` may make more than one engine call that can leave changes behind before
    /// a later step fails. Unlisted commands count as compound (the safe side).
    static func isCompound(_ command: Command) -> Bool {
        switch command.kind {
        case .cellSize(let sizing):
            // A zero-width answer may be 0 × 0, which raises inside the re-measure after the
            // answers are stored (docs/self-sizing.md §5): copy the view so nothing is left behind.
            return sizing.size.value.width == 0
        case .ios, .viewSize, .layoutFlow, .reloadData, .update, .batch, .itemSize, .show, .trace,
             .expect, .echo, .help, .pause, .explain, .hit, .register, .registerView, .scrollToPoint, .scrollBy,
             .scrollTo, .tap, .snapshot, .apply, .voiceOver:
            return false
        case .sections, .items:
            // Every check comes before the data source is replaced and reloadData() never fails;
            // the names interned on the way are forgotten on failure (`nameMarks`). Copying the
            // view would make replacing one section of many O(sections).
            return false
        default:
            return true
        }
    }
}
