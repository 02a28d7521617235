import CollectionEngine
import CollectionScript

/// `colscript why`: recognise a UIKit message in a pasted log, rebuild the smallest scenario that
/// produces it, run that scenario through the real interpreter and check the text matches.
public enum CrashLogAnalysis {
    /// What `why` found.
    public enum Outcome: Sendable {
        /// A known message, rebuilt and reproduced (or, when `report.reproduced` is false, rebuilt
        /// but not reproduced exactly: a bug of ours, reported as such).
        case explained(WhyReport)
        /// Nothing known in the text (or a truncated message); the sentence says which.
        case unknown(String)
    }

    /// Analyses pasted text: a bare message, a crash report, console output or a crash
    /// reporter's export (`CrashLogText` lists the forms).
    public static func analyze(_ text: String) -> Outcome {
        let messages = CrashLogText.messages(in: text)
        guard let message = messages.first, !message.isEmpty else {
            return .unknown("why: the input is empty; paste a UIKit exception reason or console log (or give a file).")
        }
        var recognisedButImpossible: String?
        var budget = AnchoredMatch.scanBudget(for: text)
        for candidate in messages {
            switch analyze(message: candidate, budget: &budget) {
            case .explained(let report): return .explained(report)
            case .impossible(let id): recognisedButImpossible = recognisedButImpossible ?? id
            case .none: continue
            }
        }
        // A sentence naming what the message is (UIKit's own bookkeeping asserting, another class)
        // says more than "its numbers cannot be rebuilt".
        for candidate in messages {
            if let sentence = OtherMessages.sentence(for: candidate, in: text) { return .unknown(sentence) }
        }
        if let id = recognisedButImpossible {
            return .unknown("why: this is UIKit's \(id) message, but its numbers cannot come from one update colscript can rebuild (they contradict each other, or are too large); nothing was run.")
        }
        if Self.looksTruncated(message) {
            return .unknown("why: this looks like a UIKit collection view message, but it is cut short or reworded; paste the whole `reason: '…'` text (from the crash log or the console).")
        }
        return .unknown("why: no UIKit collection view message that colscript reproduces was found in the input. `why` knows the \"Invalid update\" / \"Invalid batch updates detected\" counts, the range and conflict messages of an update, scrollToItem, dequeue, cell and layout contract, self-sizing and diffable data source messages and the flow layout's \"not defined\" log.")
    }

    private enum Attempt { case explained(WhyReport), impossible(String), none }

    /// The first pattern that recognises `message` and rebuilds it.
    private static func analyze(message: String, budget: inout Int) -> Attempt {
        var impossible: String?
        for pattern in CrashPattern.all {
            // Tried only where the words it begins with stand, within one budget of scanned bytes
            // for the whole paste (linear in the log: `AnchoredMatch`).
            guard let (whole, captures) = AnchoredMatch(pattern.regex)?.firstMatch(in: message, budget: &budget) else { continue }
            guard let rebuilt = pattern.build(captures, whole) else {
                impossible = pattern.id
                continue
            }
            return .explained(run(rebuilt))
        }
        return impossible.map(Attempt.impossible) ?? .none
    }

    /// The captures of the first match of `pattern` in `text` (nil: no match).
    static func captures(of pattern: String, in text: String) -> [String]? {
        guard let regex = try? Regex(pattern), let match = try? regex.firstMatch(in: text) else { return nil }
        return match.output.dropFirst().map { $0.substring.map(String.init) ?? "" }
    }

    private static func looksTruncated(_ message: String) -> Bool {
        let hints = ["Invalid update", "Invalid batch updates", "attempt to", "UICollectionView", "diffable",
                     "identifiers", "scroll", "dequeue", "UICollectionViewFlowLayout"]
        return hints.contains { message.contains($0) }
    }

    /// Runs the scenario twice: once step by step to catch the raised error or the log, once
    /// through a `Session` for the transcript and `explain`.
    static func run(_ rebuilt: Reconstruction) -> WhyReport {
        let source = SourceFile(name: "why.colscript", text: rebuilt.scenario)
        var produced: String?
        let parsed = Parser.parse(source)
        if parsed.diagnostics.isEmpty {
            var interpreter = Interpreter(version: .latest)
            for command in parsed.script.commands {
                do {
                    let report = try interpreter.execute(command)
                    for case .log(let text) in interpreter.view.drainEvents() where rebuilt.isLog {
                        produced = text
                    }
                    // Notices the interpreter prints itself (the diffable data source's).
                    for case .text(let line) in report.lines where rebuilt.isLog && line.hasPrefix("log: ") {
                        produced = String(line.dropFirst(5))
                    }
                } catch {
                    if case .uikit(let raised, _, _) = error { produced = raised.message }
                    break
                }
            }
        }
        var session = Session()
        let transcript = session.runScript(source)
        let explanation = rebuilt.isLog ? "" : session.explanationOfLastErrorInUIKitTerms()
        let reproduced = produced.map { comparable($0) == comparable(rebuilt.expected) } ?? false
        return WhyReport(reconstruction: rebuilt, produced: produced, reproduced: reproduced,
                         transcript: transcript.output, explanation: explanation)
    }

    /// The part of a message the engine must reproduce word for word: addresses read `0x0`, the
    /// collection view's own description (UIKit prints gesture recognizers, layers and the app's
    /// classes there) is left out, and every run of whitespace reads as one space — crash
    /// reporters flatten UIKit's newlines and tabs, web pages collapse its double spaces, and the
    /// recogniser (`TemplateRecogniser`) reads the words either way.
    static func comparable(_ text: String) -> String {
        var text = text.addressesZeroed.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if text.hasPrefix("[UICollectionView] ") { text = String(text.dropFirst(19)) }
        for cut in ["Collection view: <", "Collection View: <", "The relevant UICollectionViewFlowLayout instance is", "UICollectionView instance: <"] {
            if let range = text.firstRange(of: cut) { text = String(text[..<range.lowerBound]).trimmed }
        }
        // A final period a quote dropped (the recogniser allows it: `TemplateRecogniser`).
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

/// The result of `why` for one message.
public struct WhyReport: Sendable {
    public var reconstruction: Reconstruction
    /// The text the rebuilt scenario raised or logged (nil: it raised nothing).
    public var produced: String?
    /// Whether `produced` equals the pasted message (addresses and the view description aside).
    public var reproduced: Bool
    /// The scenario's transcript.
    public var transcript: String
    /// What `explain` says after the scenario's last command.
    public var explanation: String

    /// The report `colscript why` prints, control characters escaped (`^[`, `^G`, `^@`).
    public func rendered() -> String {
        var out = "Recognised: \(reconstruction.patternID)\n"
        if reproduced {
            out += "Reproduced: the scenario below \(reconstruction.isLog ? "logs" : "raises") exactly this text (addresses read 0x0; the collection view's description is UIKit's own).\n"
            if reconstruction.scenario.contains(" id1") {
                out += "Identifiers that are not colscript names are written id1, id2, … in the scenario.\n"
            }
        } else {
            out += "NOT reproduced: the rebuilt scenario produces a different text (please report it):\n"
            out += "  expected: \(CrashLogAnalysis.comparable(reconstruction.expected))\n"
            out += "  produced: \(produced.map(CrashLogAnalysis.comparable) ?? "nothing")\n"
        }
        out += "\n--- scenario (`colscript why -o crash.colscript` saves it; `colscript run crash.colscript --explain` runs it) ---\n"
        out += reconstruction.scenario
        out += "\n--- what happened ---\n"
        out += explanation.isEmpty ? reconstruction.afterLog + "\n" : explanation
        out += "\n--- likely mistake in the app ---\n"
        out += reconstruction.mistake + "\n"
        // The expected text is the user's paste: NUL, BEL or an escape sequence in it must not
        // reach the terminal raw (the transcript's own escaping).
        return out.escapingControlCharacters
    }
}
