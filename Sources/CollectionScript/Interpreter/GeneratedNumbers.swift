/// The next number of generated identifiers, per prefix (`Recents-12` …), with the undo of what a
/// failed command wrote.
///
/// A command that fails leaves the interpreter as before, like the engine's own transactions: the
/// writes made since `begin()` are recorded by their old values and put back by `rollback(to:)`
/// — never by keeping a copy of the table, which would make the next write copy one entry per
/// section (O(sections) per `items` command at 10,000 sections).
struct GeneratedNumbers: Sendable, Equatable {
    private var next: [String: Int] = [:]
    /// (prefix, the value before) for every write since the outermost open `begin()`.
    private var undo: [Write] = []
    private var depth = 0

    private struct Write: Sendable, Equatable {
        let prefix: String
        let old: Int?
    }

    subscript(prefix: String) -> Int? {
        get { next[prefix] }
        set {
            if depth > 0 { undo.append(Write(prefix: prefix, old: next[prefix])) }
            next[prefix] = newValue
        }
    }

    /// Opens a command's record; returns its mark.
    mutating func begin() -> Int {
        depth += 1
        return undo.count
    }

    /// Closes the command's record, keeping its writes.
    mutating func commit() {
        depth = max(0, depth - 1)
        if depth == 0 { undo.removeAll() }
    }

    /// Puts back every write since `mark`, newest first, and closes the record.
    mutating func rollback(to mark: Int) {
        while undo.count > max(0, mark), let write = undo.popLast() { next[write.prefix] = write.old }
        commit()
    }

    /// Equal when the numbers are (the record of an open command is not state).
    static func == (lhs: GeneratedNumbers, rhs: GeneratedNumbers) -> Bool { lhs.next == rhs.next }
}
