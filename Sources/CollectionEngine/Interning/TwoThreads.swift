import Dispatch

/// The one place the engine runs work on more than one thread: a step that reads much shared
/// state and writes only its own output (looking up a long list of names, building a long list of
/// new names into a table: `UTF8NameTable.built(appending:to:firstID:refusingShaped:)`) is split
/// in two parts, run at once on the machine's cores.
enum TwoThreads {
    /// Runs `part(0)` and `part(1)` at once (Dispatch's `concurrentPerform`: one on the calling
    /// thread, one on a worker) and returns when both are done. Each part may read what the
    /// other reads but write only memory the other neither reads nor writes, so the outcome is
    /// the same whichever part runs first, or whether they overlap at all (on one core they run
    /// one after the other).
    static func run(_ part: @Sendable (Int) -> Void) {
        DispatchQueue.concurrentPerform(iterations: 2, execute: part)
    }
}
