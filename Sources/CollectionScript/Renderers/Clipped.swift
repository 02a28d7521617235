/// An echo of the user's own input, windowed: a diagnostic or the REPL quotes what a script
/// wrote, and a pasted line can be a million names long. UIKit's text is never cut (issue 32
/// point 6); only what the user typed is.
extension StringProtocol {
    /// The first `columns` characters and an ellipsis that says how much was left out
    /// (`zzzz… (+99976 characters)`); the whole text when it is no longer.
    public func clipped(to columns: Int) -> String {
        let total = count
        guard total > columns else { return String(self) }
        return String(prefix(columns)) + "… (+\(total - columns) characters)"
    }
}
