/// Text cut for showing: a message, a diagnostic or the REPL quotes what a script wrote, and a
/// pasted line can be a million names long.
extension StringProtocol {
    /// The first `columns` characters and `…` when there are more; otherwise the whole text.
    public func clipped(to columns: Int) -> String {
        count > columns ? String(prefix(columns)) + "…" : String(self)
    }
}
