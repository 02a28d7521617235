import CollectionEngine

/// One command's outcome as values, ready for a renderer (transcript, JSON Lines, the SVG and
/// HTML step pictures): the UIKit calls it made, what it printed, the callbacks, whether the
/// state changed, the state after it (`StepState`), or the error that stopped it. `Session` hands
/// each one to its renderer as soon as the command has run; renderers read only the step, never
/// the live session, so a step renders the same later or elsewhere.
struct Step {
    var command: Command
    var calls: [UIKitCall]
    /// The changesets a diffable `apply` made on the view, for the change marks.
    var appliedChanges: [SnapshotChangeset]
    /// What it printed, a cut long output ending in `.omitted`.
    var outputs: [StepOutput]
    /// `outputs` print even with `--quiet` (`echo`, `show`, `help`, `explain`, `hit`).
    var isUserOutput: Bool
    var events: [CollectionViewEvent]
    /// The collection's state changed: the transcript prints it after the step.
    var changedState: Bool
    var error: RuntimeError?
    /// Where a batch's completion block began (`StepReport.completionSplit`).
    var completionSplit: StepReport.CompletionSplit?
    /// The collection after the step, as the renderers show it (captured once, by the session).
    var state = StepState()

    /// Every update the view was told of: the script's own calls, then an apply's changeset.
    var viewUpdates: [UpdateOperation] { ViewUpdates(own: calls.flatMap(\.viewUpdates), applied: appliedChanges).operations }

    init(command: Command, report: StepReport, error: RuntimeError?, events: [CollectionViewEvent]) {
        self.command = command
        calls = report.calls
        appliedChanges = report.appliedChanges
        outputs = report.printedLines
        isUserOutput = report.isUserOutput
        self.events = events
        changedState = report.changedState
        self.error = error
        completionSplit = report.completionSplit
    }
}
