import CollectionEngine

/// `hold [SECONDS]` (docs/interaction.md §6.5): the dragging finger rests; over an item of a
/// spring-loaded view, 0.5 s in all activates the item (a tap's selection path).
extension Interpreter {
    mutating func hold(_ seconds: Located<Double>, at range: SourceRange, into report: inout StepReport) throws(RuntimeError) {
        guard seconds.value.isFinite, seconds.value >= 0, seconds.value <= 3600 else {
            throw .script(.gestureOutOfRange(quantity: "a hold", range: "0 to 3600 seconds"), at: seconds.range)
        }
        guard let outcome = view.holdFinger(for: seconds.value) else { throw .script(.noDragSession, at: range) }
        let delay = format(CollectionView.springLoadingActivationDelay)
        switch outcome {
        case .nothing(let over):
            let why = !view.isSpringLoaded ? "isSpringLoaded is false" : over == nil ? "it is over no item" : "it is over the dragged item"
            report.calls.append(.raw("the finger rests \(format(seconds.value)) s; nothing springs: \(why)"))
        case .refused(let path):
            report.calls.append(.raw("the finger rests over \(path): shouldSpringLoadItemAt answers false, nothing springs"))
        case .waiting(let path, let held):
            report.calls.append(.raw("the finger rests over \(path) for \(format(held)) s in all, under the \(delay) s spring-loading delay"))
        case .activated(let path, let held):
            report.calls.append(.raw("the finger rests over \(path) for \(format(held)) s in all: spring loading activates it (a tap's selection path)"))
        case .alreadyActivated(let path):
            report.calls.append(.raw("\(path) was activated already during this hover; move away and back to spring it again"))
        }
    }
}
