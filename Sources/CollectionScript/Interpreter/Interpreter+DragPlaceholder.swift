import CollectionEngine

/// `drag P -> Q placeholder NAME [reuseIdentifier=ID]` (docs/interaction.md §6.2): the atomic drag
/// lifts P and drops it to a placeholder at Q, as a long press, a move and `drop Q placeholder NAME` do.
extension Interpreter {
    mutating func drag(_ source: IndexPath, at sourceRange: SourceRange, toPlaceholder name: Located<String>, at destination: Located<IndexPath>,
                       options: DropOptions, range: SourceRange) throws(RuntimeError) -> StepReport {
        let saved = view
        let began: Bool
        do { began = try view.beginDragSession(at: source) } catch { throw .uikit(error, at: sourceRange) }
        var report = StepReport()
        report.changedState = true
        guard began else {
            report.calls.append(.dragAndDrop(.noDrag(from: source, dragInteractionEnabled: view.dragInteractionEnabled)))
            return report
        }
        do {
            try drop(at: destination, placeholder: name, options: options, range: range, into: &report)
        } catch {
            view = saved
            throw error
        }
        return report
    }
}
