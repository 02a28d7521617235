import CollectionEngine

/// The human transcript of one step: the command as written (`> …`), the UIKit calls it made,
/// what it printed, the callbacks when tracing, then the state if it changed. Reads only the step
/// value (its calls, output, events and captured `StepState`), never the live session.
struct TranscriptRenderer {
    var quiet: Bool
    var color: Bool

    init(options: SessionOptions) {
        quiet = options.quiet
        color = options.color
    }

    /// `previousState`: the state lines printed last, to print only what changed (`--changes`).
    func render(_ step: Step, in source: SourceFile, echoCommand: Bool, previousState: [String]? = nil) -> String {
        var out = ""
        if echoCommand && !quiet {
            for line in source.text(of: step.command.range).split(separator: "\n", omittingEmptySubsequences: false) {
                out += "> " + line.trimmingTrailingCarriageReturn().escapingControlCharacters + "\n"
            }
        }
        if let error = step.error {
            out += DiagnosticRenderer(colored: color).render(error.diagnostic, in: source)
            if !quiet && echoCommand { out += "\n" }
            return out
        }
        var body: [String] = []
        if !quiet, step.state.isTracing, let split = step.completionSplit {
            // The batch, its callbacks through completion(true), then what the completion block did.
            let calls = min(split.calls, step.calls.count), lines = min(split.lines, step.outputs.count)
            let events = min(split.events, step.events.count)
            body += step.calls[..<calls].map(\.spelled) + step.outputs[..<lines].map(\.spelled)
            body += Array(step.events[..<events]).expanded().map { "· " + $0.description }
            body += step.calls[calls...].map(\.spelled) + step.outputs[lines...].map(\.spelled)
            body += Array(step.events[events...]).expanded().map { "· " + $0.description }
        } else if !quiet {
            body += step.calls.map(\.spelled)
            body += step.outputs.map(\.spelled)
        } else if step.isUserOutput {
            body += step.outputs.map(\.spelled)
        }
        if !quiet, step.completionSplit == nil || !step.state.isTracing {
            if step.state.isTracing {
                body += step.events.expanded().map { "· " + $0.description }
            } else {
                // What UIKit NSLogs reaches the console whether or not anyone traces callbacks.
                body += step.events.filter(\.isConsoleLog).map(\.description)
            }
        }
        if !quiet && step.changedState, let state = step.state.lines {
            if let previousState {
                body += step.state.changeSummary
                body += StateRenderer.changes(from: previousState, to: state)
            } else {
                body += state
            }
        }
        let indent = echoCommand ? "  " : ""
        for entry in body {
            for line in entry.split(separator: "\n", omittingEmptySubsequences: false) {
                out += (line.isEmpty ? "" : indent) + line.escapingControlCharacters.withColourMarkers + "\n"
            }
        }
        if echoCommand && !quiet { out += "\n" }
        return out
    }
}

extension CollectionViewEvent {
    /// What UIKit NSLogs (or the engine warns): printed without `trace on`.
    var isConsoleLog: Bool {
        if case .log = self { return true }
        if case .engineWarning = self { return true }
        return false
    }
}

extension Substring {
    func trimmingTrailingCarriageReturn() -> String {
        hasSuffix("\r") ? String(dropLast()) : String(self)
    }
}
