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
    private let nextGenerated: [String: Int]

    init(_ interpreter: Interpreter, for command: Command) {
        let copiesView = Self.isCompound(command) || interpreter.view.mayRaiseDuringLayout
        view = copiesView ? interpreter.view : nil
        pendingSnapshot = interpreter.pendingSnapshot
        isTracing = interpreter.isTracing
        nextGenerated = interpreter.nextGenerated
    }

    /// Whether this point keeps a copy of the view (compound commands, or a view that may raise late).
    var copiesView: Bool { view != nil }

    func restore(_ interpreter: inout Interpreter) {
        if let view { interpreter.view = view }
        interpreter.pendingSnapshot = pendingSnapshot
        interpreter.isTracing = isTracing
        interpreter.nextGenerated = nextGenerated
    }

    /// Whether `command` may make more than one engine call that can leave changes behind before
    /// a later step fails. Unlisted commands count as compound (the safe side).
    static func isCompound(_ command: Command) -> Bool {
        switch command.kind {
        case .ios, .viewSize, .layoutFlow, .reloadData, .update, .batch, .itemSize, .cellSize, .show, .trace,
             .expect, .echo, .help, .pause, .explain, .hit, .register, .registerView, .scrollToPoint, .scrollBy,
             .scrollTo, .tap, .snapshot, .apply:
            return false
        default:
            return true
        }
    }
}
