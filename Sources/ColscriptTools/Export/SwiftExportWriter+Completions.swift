import CollectionEngine
import CollectionScript

/// A change whose completion raises (`batch { … } completion { … }`, `layout … completion { … }`):
/// the change's own calls, then the completion's, the one that raises last (a scrollToItem out of
/// bounds …). UIKit runs the completion when the change's animations end; the test makes its calls
/// right after the change, under the catcher, so the exception is caught where it is raised.
extension SwiftExportWriter {
    /// The change without its completion, and the completion's commands.
    static func completionSplit(_ command: Command) -> (change: Command, completion: [Command])? {
        func change(_ kind: CommandKind) -> Command {
            Command(command.keyword, kind: kind, range: command.range, keywordRange: command.keywordRange)
        }
        if case .batchWithCompletion(let body, let completion) = command.kind {
            return (change(.batch(body)), completion)
        }
        if case .layoutTransition(.set(let properties, let animated, let completion?)) = command.kind {
            return (change(.layoutTransition(.set(properties, animated: animated, completion: nil))), completion)
        }
        if case .layoutTransition(.setCompositional(let node, let animated, let completion?)) = command.kind {
            return (change(.layoutTransition(.setCompositional(node, animated: animated, completion: nil))), completion)
        }
        return nil
    }

    /// The calls of a change whose completion raised; nil when the change itself raised (or the
    /// command has no completion).
    mutating func completionCalls(_ command: Command, before: Interpreter) throws(SwiftExport.Failure) -> [String]? {
        guard let split = Self.completionSplit(command) else { return nil }
        var copy = self
        copy.interpreter = before
        guard let report = try? copy.interpreter.execute(split.change) else { return nil }
        var lines = try copy.translate(split.change, report: report, before: before)
        lines.append("// completion (UIKit calls it when the change's animations end):")
        for inner in split.completion {
            let start = copy.interpreter
            let innerReport: StepReport
            do {
                innerReport = try copy.interpreter.execute(inner)
            } catch {
                return lines + (try copy.failedCalls(inner, error, before: start))
            }
            lines += try copy.translate(inner, report: innerReport, before: start)
        }
        return nil
    }
}
