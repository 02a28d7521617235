/// Judges one `*.colscript` scenario against its golden transcript, from texts only: the runner
/// in ColscriptTools (`colscript test`, the ScenarioTests suite) reads and writes the files.
///
/// A scenario passes when `Session().runScript` prints exactly (byte for byte) its golden and
/// exits with the status its leading comment lines declare (`# exit: 1`; 0 when none does).
public enum ScenarioJudge {
    /// What a scenario's transcript is compared with.
    public enum Golden: Sendable, Equatable {
        /// The golden's text, and the path it was read from (named in the diff).
        case text(String, path: String)
        /// There is no golden at this path.
        case missing(path: String)
        /// The transcript becomes the new golden: it is compared with nothing.
        case recording
    }

    /// Runs `text` (named `path` in its diagnostics) and judges its transcript and exit status.
    /// With `.recording` a scenario whose status is the declared one is `recorded`.
    public static func judge(path: String, text: String, golden: Golden) -> ScenarioResult {
        var session = Session()
        let result = session.runScript(SourceFile(name: path, text: text))
        let expectedStatus = declaredExitStatus(text)
        var outcome = ScenarioResult.Outcome.passed
        var message: String?
        var diff = ""
        if result.status.rawValue != expectedStatus {
            outcome = .failed
            message = "\(path) exited \(result.status.rawValue), expected \(expectedStatus)"
        }
        switch golden {
        case .recording:
            if outcome == .passed { outcome = .recorded }
        case .text(let expected, let goldenPath):
            if expected != result.output {
                outcome = .failed
                diff = LineDiff.unified(expected: expected, actual: result.output,
                                        expectedName: goldenPath, actualName: "\(path) (actual output)")
            }
        case .missing(let goldenPath):
            if outcome == .passed {
                outcome = .missingGolden
                message = "\(path) has no golden \(goldenPath); record it with --update"
            }
        }
        return ScenarioResult(path: path, outcome: outcome, output: result.output, status: result.status.rawValue,
                              expectedStatus: expectedStatus, diff: diff, message: message)
    }

    /// `# exit: 1` in the script's leading comment lines (the first ten lines that start with
    /// `#`, before the first command); 0 when none says so.
    public static func declaredExitStatus(_ text: String) -> Int32 {
        for line in text.split(separator: "\n").prefix(10) where line.hasPrefix("#") {
            if let range = line.range(of: "exit:") {
                return Int32(trimmingSpaces(line[range.upperBound...])) ?? 0
            }
        }
        return 0
    }

    /// `text` without the spaces and tabs at its ends (newlines and carriage returns stay).
    private static func trimmingSpaces(_ text: Substring) -> Substring {
        let isSpace: (Character) -> Bool = { $0.isWhitespace && !$0.isNewline }
        guard let first = text.firstIndex(where: { !isSpace($0) }),
              let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return text[first...last]
    }
}

/// One scenario's verdict.
public struct ScenarioResult: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        case passed
        /// The transcript differs from the golden, or the exit status from the declared one.
        case failed
        case missingGolden
        /// The golden was written (`colscript test --update`).
        case recorded
        case unreadable
    }

    /// The scenario's path, relative to the runner's root.
    public var path: String
    public var outcome: Outcome
    /// What the run printed.
    public var output: String
    public var status: Int32
    public var expectedStatus: Int32
    /// The unified diff golden → actual ("" when they match or there is no golden).
    public var diff: String
    /// Why it failed beyond the diff (exit status, missing golden, unreadable file).
    public var message: String?

    public init(path: String, outcome: Outcome, output: String, status: Int32, expectedStatus: Int32,
                diff: String, message: String?) {
        self.path = path
        self.outcome = outcome
        self.output = output
        self.status = status
        self.expectedStatus = expectedStatus
        self.diff = diff
        self.message = message
    }

    /// lit's progress mark: `.` passed or recorded, `F` failed, `M` missing golden.
    public var mark: Character {
        switch outcome {
        case .passed, .recorded: return "."
        case .failed, .unreadable: return "F"
        case .missingGolden: return "M"
        }
    }

    /// Whether this counts as a success (passed or recorded).
    public var succeeded: Bool { outcome == .passed || outcome == .recorded }
}
