import CollectionEngine

/// What the runtime needs to know of a command besides running it, declared once per command in
/// one exhaustive switch (no `default:`): a new command does not compile until it says whether it
/// only looks, what it costs, which era's API it needs. The interpreter, the session and the step
/// changes read these instead of keeping predicates of their own.
struct CommandTraits: Equatable, Sendable {
    /// Prints or checks and changes nothing (`show`, `expect`, `help` …): not an undo step.
    var onlyLooks = false
    /// Looks at the previous step: it does not replace the callbacks `expect events` compares.
    var isExpectation = false
    /// Its only call to the view is reloadData(): it never tells the view of an update, so its
    /// step changes are empty and need no picture of the cells before.
    var onlyReloads = false
    /// Changes the data or re-lays-out the items: the engine touches the whole collection, so the
    /// work budget charges its size (`Interpreter.collectionWork`).
    var touchesCollection = false
    /// The version-dependent UIKit APIs it calls (docs/evidence.md E9; a batch: those of its body).
    var apis: [UIKitAPI] = []

    static let looks = CommandTraits(onlyLooks: true)
    static let expectation = CommandTraits(onlyLooks: true, isExpectation: true)
    static let changesCollection = CommandTraits(touchesCollection: true)
    static let reloads = CommandTraits(onlyReloads: true, touchesCollection: true)
}

extension CommandKind {
    var traits: CommandTraits {
        switch self {
        // Looking: print or check, change nothing.
        case .show, .expect, .expectError, .echo: .expectation
        case .help, .explain, .hit, .pause: .looks
        // Replacing the data: reloadData() only.
        case .sections, .items, .reloadData: .reloads
        // Data, updates and layouts: the whole collection.
        case .update(let update, _):
            if case .reconfigureItems = update { CommandTraits(touchesCollection: true, apis: [.reconfigureItems]) } else { .changesCollection }
        case .batch(let body): CommandTraits(touchesCollection: true, apis: body.flatMap(\.kind.traits.apis))
        case .itemSize, .sectionMetric, .apply, .drag, .endMove, .cancelMove, .layoutFlow, .layoutCompositional,
             .viewSize, .set, .layoutTransition:
            .changesCollection
        case .diffable(let on): CommandTraits(touchesCollection: true, apis: on ? [.diffableDataSource] : [])
        case .expand, .collapse, .sectionSnapshot: CommandTraits(touchesCollection: true, apis: [.sectionSnapshot])
        case .snapshot(_, let edits):
            CommandTraits(touchesCollection: true,
                          apis: edits.contains { if case .reconfigureItems = $0.value { true } else { false } } ? [.reconfigureItems] : [])
        case .registerView(let form, _):
            CommandTraits(apis: form.value == .headerRegistration || form.value == .footerRegistration ? [.supplementaryRegistration] : [])
        // Everything else changes the view's state without re-laying-out the collection.
        case .ios, .cellSize, .boundarySize, .select, .deselect, .tap, .scrollTo, .scrollToPoint, .scrollOrthogonal,
             .scrollBy, .beginMove, .updateMove, .delegate, .register, .focus, .trace, .repeat, .sameTurn,
             .scrollGesture, .touchInteraction, .swipe, .separatorVisibility, .batchWithCompletion, .voiceOver,
             .dropInteraction:
            CommandTraits()
        }
    }
}
