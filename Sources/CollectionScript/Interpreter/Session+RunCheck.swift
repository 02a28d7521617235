/// `colscript check --run` and the language server's diagnostics: a script's syntax errors, or —
/// when it has none — what running it raises, located at the command that raises it (an "Invalid
/// update" under the `batch`, or the update inside it that makes it: `Interpreter+BatchBlame`),
/// with what `explain` says about it. The run is `colscript run`'s: commands in order up to the
/// first error, deterministic. An editor runs it on every change within `editorWorkBudget`.
public struct ScriptCheck: Sendable {
    /// The syntax diagnostics, or the runtime error (an error) — and, when the work budget ended
    /// the run first, a note at the first command not run.
    public var diagnostics: [Diagnostic]
    /// What `explain` prints about the runtime error, a line each (empty when there is none).
    public var explanation: [String]
    /// 0 ok, 1 a runtime error or a failed `expect`, 65 syntax errors.
    public var status: ExitStatus
    /// The section and item identifiers the commands that ran declared (completion).
    public var sections: [String]
    public var items: [String]

    /// The diagnostics as `check` prints them, each runtime error followed by its explanation.
    public func rendered(in source: SourceFile) -> String {
        diagnostics.map { diagnostic in
            let explained = diagnostic.severity == .error && !explanation.isEmpty && status == .failure
            return DiagnosticRenderer().render(diagnostic, in: source)
                + (explained ? explanation.map { "  explain:" + ($0.isEmpty ? "" : " " + $0) + "\n" }.joined() : "")
        }.joined()
    }

    /// `check --run --json`: `check --json`'s object; the explanation is the runtime error's notes.
    public func json(in source: SourceFile) -> String {
        let explained = diagnostics.map { diagnostic -> Diagnostic in
            var diagnostic = diagnostic
            if diagnostic.severity == .error, status == .failure { diagnostic.notes += explanation }
            return diagnostic
        }
        return DiagnosticsJSON.render(explained, in: source)
    }
}

extension Session {
    /// Units of work a language server's run of a whole script may spend on every change
    /// (`Limits` explains the unit: about 20 ns in a release build, so about 20 ms; a script of a
    /// hundred commands over a few hundred items spends tens of thousands): a script that needs
    /// more is run up to the command that would pass it, and a note says where it stopped.
    public static let editorWorkBudget = 1_000_000

    /// Parses `source` and, if it has no syntax errors, runs it like `colscript run` (without
    /// printing) to its first error. `workBudget` bounds the whole run (nil: only `Limits`, as
    /// `run`). With syntax errors the commands the parser recovered still run, errors ignored,
    /// for the identifiers they declare; only the syntax errors are reported.
    public mutating func checkRun(_ source: SourceFile, workBudget: Int? = nil) -> ScriptCheck {
        let parsed = Parser.parse(source)
        let syntaxOK = parsed.diagnostics.isEmpty
        var diagnostics = parsed.diagnostics
        var explanation: [String] = []
        var status: ExitStatus = parsed.diagnostics.contains { $0.severity == .error } ? .syntaxError : .ok
        let start = interpreter.workSpent
        for command in parsed.script.commands {
            if let workBudget {
                let remaining = workBudget - (interpreter.workSpent - start)
                guard remaining > 0 else {
                    if syntaxOK { diagnostics.append(Self.budgetNote(workBudget, at: command.keywordRange)) }
                    break
                }
                interpreter.stepBudget = min(Limits.workBudget, remaining)
            }
            do {
                let report = try interpreter.execute(command)
                let step = Step(command: command, report: report, error: nil, events: interpreter.view.drainEvents())
                if !command.traits.isExpectation { interpreter.lastStepEvents = step.events }
                noteOutOfStep(step, in: source)
            } catch {
                _ = interpreter.view.drainEvents()
                guard syntaxOK else { continue }
                if case .script(.workBudget, _) = error, let workBudget, interpreter.stepBudget < Limits.workBudget {
                    diagnostics.append(Self.budgetNote(workBudget, at: command.keywordRange))
                } else {
                    diagnostics.append(error.diagnostic)
                    explanation = interpreter.explainLastError().flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }.map(String.init)
                    status = .failure
                }
                break
            }
        }
        interpreter.stepBudget = Limits.workBudget
        return ScriptCheck(diagnostics: diagnostics, explanation: explanation, status: status,
                           sections: sectionIdentifiers, items: itemIdentifiers())
    }

    private static func budgetNote(_ budget: Int, at range: SourceRange) -> Diagnostic {
        Diagnostic(id: "check.workBudget", severity: .note,
                   message: "not run from here on: the editor runs a script within \(budget) units of work (`colscript check --run` runs it all)",
                   range: range)
    }
}
