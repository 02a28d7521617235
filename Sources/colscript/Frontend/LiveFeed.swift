import CollectionScript

/// What the REPL tells its live page (`repl --serve`): each step as a message of the
/// step-through page (`HTMLRenderer.liveMessage`), numbered in the order the page receives them,
/// each one's changes measured against the one before.
struct LiveFeed {
    let server: LiveServerProcess
    /// The last state sent: the next step's changes are measured against it.
    private(set) var last: StepSnapshot?
    private var count = 0

    init(server: LiveServerProcess) {
        self.server = server
    }

    /// An entry's steps, in order.
    mutating func ran(_ steps: [StepSnapshot]) {
        for step in steps { send(.step, step) }
    }

    /// The session's state as it is now, shown still (`state`) or as the undone step run
    /// backwards (`undo`).
    mutating func restored(_ session: Session, command: String, kind: HTMLRenderer.LiveKind) {
        send(kind, session.currentSnapshot(command: command))
    }

    private mutating func send(_ kind: HTMLRenderer.LiveKind, _ step: StepSnapshot) {
        server.publish(HTMLRenderer.liveMessage(kind, step: step, index: count, previous: last))
        count += 1
        last = step
    }
}
