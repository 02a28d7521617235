import CollectionEngine

/// What one command did, for the renderers: the UIKit calls it made, any lines it printed, and
/// whether the collection's state changed.
///
/// Bounded: a `repeat` merges its body's reports, and keeps at most `retainedLimit` calls and
/// lines, counting the rest (`repeat 100000 { repeat 20 { help } }` must not pile gigabytes up).
package struct StepReport: Sendable {
    /// The UIKit-level calls made, e.g. `insertItems(at: [[0,2]])`.
    package var calls: [UIKitCall] = []
    /// Output of `echo`, `show`, `help`, `expect` … — printed even with `--quiet` when `isUserOutput`.
    package var lines: [StepOutput] = []
    var isUserOutput = false
    /// The state changed: the transcript shows it after the command.
    package var changedState = false
    /// `show`: print the state even though nothing changed.
    var showState = false
    /// The changesets diffable `apply`s made on the view, so the pictures mark them as they mark a
    /// script's own updates (as performBatchUpdates calls, built only when read: `ViewUpdates`).
    var appliedChanges: [SnapshotChangeset] = []
    /// Every update the view was told of: the calls made, then an apply's changeset.
    var updates: ViewUpdates { ViewUpdates(own: calls.flatMap(\.viewUpdates), applied: appliedChanges) }
    /// The same as operations.
    var viewUpdates: [UpdateOperation] { updates.operations }
    /// Calls and lines merged in beyond `retainedLimit`, dropped but counted.
    var omittedCalls = 0
    var omittedLines = 0
    /// `batch { … } completion { … }`: how many calls, lines and callbacks came before the
    /// completion block ran, so the transcript prints the batch's callbacks (through completion(true))
    /// before what the block did. Not merged: a batch inside `repeat` prints in the usual order.
    var completionSplit: CompletionSplit?

    struct CompletionSplit: Sendable, Equatable {
        var calls: Int
        var lines: Int
        var events: Int
    }

    /// The most calls, and the most lines, one report keeps.
    static let retainedLimit = 10_000

    mutating func merge(_ other: StepReport) {
        let room = max(0, Self.retainedLimit - calls.count)
        calls += other.calls.prefix(room)
        omittedCalls += other.calls.dropFirst(room).reduce(0) { $0 + $1.entryCount } + other.omittedCalls
        let lineRoom = max(0, Self.retainedLimit - lines.count)
        lines += other.lines.prefix(lineRoom)
        omittedLines += max(0, other.lines.count - lineRoom) + other.omittedLines
        isUserOutput = isUserOutput || other.isUserOutput
        changedState = changedState || other.changedState
        appliedChanges += other.appliedChanges
    }

    /// The retained lines, then "… N more lines" if some were dropped.
    var printedLines: [StepOutput] {
        omittedLines == 0 ? lines : lines + [.omitted(count: omittedLines)]
    }
}

/// Runs commands against one collection view. A value: copying it snapshots the session.
package struct Interpreter: Sendable {
    package var view = CollectionView()
    /// `trace on`: print callbacks after each step.
    var isTracing = false
    /// The last error a command raised (for `explain`).
    package var lastError: RuntimeError?
    /// Ctrl-C in the REPL: polled before each command and in every `repeat` iteration.
    var isInterrupted: (@Sendable () -> Bool)?
    /// The snapshot `snapshot { … }` blocks are building, until `apply`.
    var pendingSnapshot: DiffableSnapshot?
    /// The callbacks of the last step that was not an `expect` (for `expect events == […]`).
    var lastStepEvents: [CollectionViewEvent] = []
    /// Next number for generated identifiers, per prefix (`Recents-12` …).
    var nextGenerated = GeneratedNumbers()
    /// Units of work one top-level command may spend (`Limits.workBudget`; tests lower it).
    var stepBudget = Limits.workBudget
    /// Units of work spent so far within the current top-level command (see `Limits`).
    var stepsTaken = 0
    /// Units the top-level commands run so far spent, in all, never reset: what replaying them
    /// costs, and what a whole-run budget (the language server's, `Session.checkRun`) reads.
    var workSpent = 0
    /// The view's work meter (`CollectionView.work`) as far as it has been charged to the budget.
    var engineWorkCharged = 0
    /// Bytes of output charged so far within the current top-level command (`Limits.outputCost`).
    var outputCharged = 0
    /// What the last top-level command that changed the state did to the visible cells (its
    /// update marks in `show layout`); empty after a command that updated nothing. Worked out when
    /// read, from `lastChangesRecord`: a million-move apply's marks are built only if shown. The
    /// marks only: which cells slide (`StepChanges.shifted`) is the step's (`StepSnapshot`), where
    /// the pictures of both sides are taken for the page anyway.
    var lastChanges: StepChanges {
        lastChangesRecord.map { StepChanges.marks($0.updates.operations, before: $0.before, after: $0.after) } ?? StepChanges()
    }
    /// The view updates of the last top-level command that changed the state, with the visible
    /// cells before and after it.
    var lastChangesRecord: (updates: ViewUpdates, before: (frames: [IndexPath: Rect], labels: [IndexPath: String]),
                            after: (frames: [IndexPath: Rect], labels: [IndexPath: String]))?
    /// The earlier command that put the data source and the view out of step (`line 8: data
    /// insert [0,4] m5`), while they still are: `explain` names it after an update fails.
    var outOfStepSince: String?
    /// How `show layout` draws (the REPL sizes it to the terminal).
    var pictureOptions = ViewportPicture.PictureOptions()
    /// The completion block of the running interactive transition (`startInteractiveTransition … completion { … }`).
    var transitionCompletion: [Command]?
    /// The handler bodies of the swipe actions the script declared (`ContextualAction.handler` indexes them).
    var swipeHandlers: [[Command]] = []
    /// A contextual action's handler is running (its row waits for completion).
    var isRunningSwipeHandler = false
    /// The command whose engine transaction is the innermost open one: where an exception UIKit
    /// raises in a layout pass is located (`layoutPassError(_:)`).
    var runningCommandRange = SourceRange(0, 0)

    package init(version: UIKitVersion) {
        view.version = version
    }

    /// Runs one command. On error the collection and the interpreter are exactly as before the
    /// command: the view rolls itself back (its transaction), and so do the generated numbers; the
    /// interpreter's other state a command changes (pending snapshot, tracing, swipe handlers) is
    /// small and kept here.
    package mutating func execute(_ command: Command) throws(RuntimeError) -> StepReport {
        let isTopLevel = stepsTaken == 0
        if isTopLevel { engineWorkCharged = view.work.units; outputCharged = 0 }
        defer {
            if isTopLevel {
                workSpent = workSpent > Int.max - stepsTaken ? .max : workSpent + stepsTaken
                stepsTaken = 0
            }
        }
        let generatedMark = nextGenerated.begin()
        let pendingSnapshot = self.pendingSnapshot
        let isTracing = self.isTracing
        // Handler bodies a failed `swipeActions` declared are forgotten with its provider.
        let swipeHandlerCount = swipeHandlers.count
        // The picture of the cells before is read only for a command that may tell the view of
        // updates: `items` at 10 000 sections need not read every visible cell's name twice.
        let before = isTopLevel && !command.traits.onlyReloads ? visibleCells() : nil
        do throws(RuntimeError) {
            let report = try inViewTransaction(at: command.range) { interpreter throws(RuntimeError) in
                try interpreter.perform(command)
            }
            nextGenerated.commit()
            if isTopLevel, report.changedState {
                let updates = report.updates
                if updates.isEmpty {
                    lastChangesRecord = nil   // lastChanges is then StepChanges(), what StepChanges.of answers for no updates
                } else if let before {
                    lastChangesRecord = (updates, before, visibleCells())
                }
            }
            return report
        } catch {
            nextGenerated.rollback(to: generatedMark)
            self.pendingSnapshot = pendingSnapshot
            self.isTracing = isTracing
            swipeHandlers.removeSubrange(min(swipeHandlerCount, swipeHandlers.count)...)
            lastError = error
            throw error
        }
    }

    /// Runs `body` in one engine transaction: when it throws, or a layout pass inside it raised
    /// (thrown as UIKit's error located at `range`), the view is as before. The interpreter's own
    /// state is the caller's to restore.
    mutating func inViewTransaction<Value>(at range: SourceRange,
                                           _ body: (inout Interpreter) throws(RuntimeError) -> Value) throws(RuntimeError) -> Value {
        let savepoint = view.beginTransaction()
        let outerCommandRange = runningCommandRange
        runningCommandRange = range
        defer { runningCommandRange = outerCommandRange }
        let value: Value
        do throws(RuntimeError) {
            value = try body(&self)
        } catch {
            view.rollback(to: savepoint)
            throw error
        }
        do throws(UIKitError) {
            try view.commit(savepoint)
        } catch {
            throw .uikit(error, at: range)
        }
        return value
    }

    mutating func perform(_ command: Command) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        let outputMark = outputCharged
        try spend(Limits.commandCost + collectionWork(command), at: command.keywordRange)
        if isInterrupted?() == true {
            throw .script(.interrupted, at: command.keywordRange)
        }
        try checkDirectMutation(command)
        try checkAvailability(command)
        try checkTransition(command)
        // One line per kind: each command's execution is declared with it in `Commands/FAMILY.swift`
        // (or, for the larger ones, in the `Interpreter+GROUP.swift` its family calls).
        switch command.kind {
        case .ios(let version):
            report = performIOS(version)
        case .viewSize(let size):
            report = try performViewSize(size)
        case .layoutFlow(let properties):
            report = try performLayoutFlow(properties)
        case .layoutCompositional(let node):
            report = try installCompositionalLayout(node, at: command.range)
        case .scrollOrthogonal(let section, let point):
            report = try scrollOrthogonalSection(section, to: point)
        case .layoutCustom(let shape, let properties):
            report = try performLayoutCustom(shape, properties)
        case .invalidateLayout(let refs):
            report = try performInvalidateLayout(refs)
        case .set(let property):
            report = try performSet(property)
        case .sections(let names):
            report = try performSections(names)
        case .items(let section, let items):
            report = try performItems(in: section, items)
        case .reloadData:
            report = try performReloadData()
        case .update(let update, let side):
            report = try performUpdate(update, side: side, command)
        case .batch(let body):
            report = try performBatch(body, command)
        case .itemSize(let ref, let size):
            report = try performItemSize(ref, size)
        case .cellSize(let command):
            report = try performCellSize(command)
        case .boundarySize(let kind, let section, let size):
            report = try performBoundarySize(kind: kind, section: section, size: size)
        case .sectionMetric(let name, let section, let value):
            report = try performSectionMetric(name: name, section: section, value: value)
        case .select(let refs, let position):
            report = try select(refs, position: position, at: command.range)
        case .deselect(let refs, let all):
            report = try performDeselect(refs, all: all)
        case .show(let what):
            report = try show(what)
        case .trace(let on):
            report = performTrace(on)
        case .expect(let subject, let argument, let op, let expected):
            report = try performExpect(subject: subject, argument: argument, op: op, expected: expected)
        case .expectError(let pattern, let body):
            report = try expectError(pattern: pattern, body: body, at: command.range)
        case .echo(let text):
            report = performEcho(text)
        case .repeat(let count, let body):
            report = try performRepeat(count, body)
        case .sameTurn(let body):
            report = try performSameTurn(body)
        case .help(let topic):
            report = try performHelp(topic)
        case .pause(let text):
            report = performPause(text)
        case .explain(let topic):
            report = try performExplain(topic)
        case .tap(let ref):
            report = try tap(ref)
        case .delegate(let method, let target, let value):
            report = try performDelegate(method: method, target: target, value: value)
        case .delegateForSection(let method, let section, let value):
            report = try performDelegateForSection(method: method, section: section, value: value)
        case .register(let identifier):
            report = performRegister(identifier)
        case .registerView(let form, let name):
            report = performRegisterView(form, name: name)
        case .beginMove(let ref):
            report = try beginMove(ref)
        case .drag(let ref, let destination, let options):
            report = try drag(ref, to: destination, options: options, at: command.range)
        case .updateMove(let point):
            report = try updateMove(point)
        case .endMove:
            report = try endMove(cancel: false, at: command.keywordRange)
        case .cancelMove:
            report = try endMove(cancel: true, at: command.keywordRange)
        case .scrollToPoint(let point):
            report = try performScroll(to: point)
        case .scrollBy(let delta):
            report = try performScroll(by: delta)
        case .scrollTo(let ref, let position):
            report = try scrollTo(ref, position: position, at: command.range)
        case .hit(let point):
            report = hit(point)
        case .focus(let ref, let direction):
            report = try focus(ref, direction: direction)
        case .diffable(let on):
            report = try setDiffable(on)
        case .snapshot(let empty, let edits):
            report = try editSnapshot(empty: empty, edits, at: command.range)
        case .sectionSnapshot(let section, let edits):
            report = try applySectionSnapshot(section: section, edits, at: command.range)
        case .apply(let mode):
            report = try applySnapshot(mode: mode, at: command.range)
        case .expand(let names):
            report = try toggleOutline(names, expand: true, at: command.range)
        case .collapse(let names):
            report = try toggleOutline(names, expand: false, at: command.range)
        case .scrollGesture(let gesture):
            report = try performScrollGesture(gesture, at: command.range)
        case .touchInteraction(let interaction):
            report = try performTouchInteraction(interaction, at: command.range)
        case .swipe(let swipe):
            report = try performSwipe(swipe, at: command.range)
        case .listCell(let listCell):
            report = try performListCell(listCell, at: command.range)
        case .separatorVisibility(let ref, let visibility):
            report = try performSeparatorVisibility(ref, visibility)
        case .batchWithCompletion(let body, let completion):
            report = try performBatch(body, completion: completion, command)
        case .layoutTransition(let transition):
            report = try performLayoutTransition(transition, at: command.range, keywordRange: command.keywordRange)
        case .voiceOver(let on):
            report = setVoiceOver(on)
        case .dropInteraction(let interaction):
            report = try performDropInteraction(interaction, at: command.range)
        case .viewWillAppear(let animated):
            report = performViewWillAppear(animated: animated)
        }
        // What the engine did for it, and the text it produced (`help` …) beyond what the
        // commands inside it (a `repeat`'s) were charged for, before it counts as done.
        let output = Limits.outputCost(of: report)
        let outputOfInner = outputCharged - outputMark
        outputCharged = outputMark + max(output, outputOfInner)
        try spend(max(0, output - outputOfInner), at: command.keywordRange)
        return report
    }

    /// A view driven by a diffable data source may only change through `apply`: UIKit raises for
    /// direct mutations (docs/updates.md §7.3 rule 7), and so does `data …` here, since the data lives
    /// in snapshots.
    func checkDirectMutation(_ command: Command) throws(RuntimeError) {
        guard view.isDiffable, let refusal = command.traits.diffableRefusal else { return }
        switch refusal {
        case .dataCommand: throw .script(.diffableDataCommand, at: command.keywordRange)
        case .directMutation: throw .uikit(.directMutation, at: command.range)
        }
    }

    /// Long call lists (from `repeat`) keep their first `limit` transcript lines and say how many
    /// more there were (counting those `merge` dropped); the report then holds no omitted calls.
    /// A batch counts as its lines, and a cut may fall inside one: its opening is kept (`.performBatchUpdatesCut`).
    func summarised(_ report: inout StepReport, limit: Int = 20) {
        let total = report.calls.reduce(0) { $0 + $1.entryCount } + report.omittedCalls
        report.omittedCalls = 0
        guard total > limit else { return }
        var kept: [UIKitCall] = []
        var used = 0
        for call in report.calls {
            guard used < limit else { break }
            if used + call.entryCount <= limit {
                kept.append(call)
                used += call.entryCount
            } else if case .performBatchUpdates(let inner) = call {
                kept.append(.performBatchUpdatesCut(Array(inner.prefix(limit - used - 1))))
                used = limit
            }
        }
        report.calls = kept + [.omitted(count: total - limit)]
    }
}
