import CollectionEngine

/// `hold [SECONDS]` (docs/interaction.md §6.5): the dragging finger rests; over an item of a
/// spring-loaded view, 0.5 s in all activates the item (a tap's selection path).
extension Interpreter {
    mutating func hold(_ seconds: Located<Double>, at range: SourceRange, into report: inout StepReport) throws(RuntimeError) {
        guard seconds.value.isFinite, seconds.value >= 0, seconds.value <= 3600 else {
            throw .script(.gestureOutOfRange(quantity: "a hold", range: "0 to 3600 seconds"), at: seconds.range)
        }
        guard let outcome = view.holdFinger(for: seconds.value) else { throw .script(.noDragSession, at: range) }
        switch outcome {
        case .nothing(let over):
            let why: UIKitCall.SpringLoading.Reason = !view.isSpringLoaded ? .notSpringLoaded : over == nil ? .overNoItem : .overDraggedItem
            report.calls.append(.springLoading(.nothing(seconds: seconds.value, why)))
        case .refused(let path):
            report.calls.append(.springLoading(.refused(path)))
        case .waiting(let path, let held):
            report.calls.append(.springLoading(.waiting(path, held: held)))
        case .activated(let path, let held):
            report.calls.append(.springLoading(.activated(path, held: held)))
        case .alreadyActivated(let path):
            report.calls.append(.springLoading(.alreadyActivated(path)))
        }
    }
}
