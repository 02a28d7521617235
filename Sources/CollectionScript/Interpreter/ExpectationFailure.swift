import CollectionEngine

/// An `expect` that did not hold, with what was observed and what the script wanted.
public indirect enum ExpectationFailure: Hashable, Sendable {
    /// `expect SUBJECT OP EXPECTED`: `subject` includes its argument (`numberOfItems 0`); the
    /// values are printed the way observations are.
    case valueDiffers(subject: String, actual: String, operator: String, expected: String)
    /// `expect error "PATTERN" { … }` caught an error that does not contain the pattern.
    case wrongError(pattern: String, got: RuntimeError)
    /// `expect error "PATTERN" { … }` ran without an error.
    case noError(pattern: String)

    /// `expect.` and the case's name (`expect.valueDiffers`): derived, never typed.
    public var id: String { "expect." + CaseName.of(self) }

    public var message: String {
        switch self {
        case .valueDiffers(let subject, let actual, let op, let expected):
            "expectation failed: \(subject) is \(actual), expected \(op) \(expected)"
        case .wrongError(let pattern, let got):
            "expectation failed: expected an error containing \"\(pattern)\", but got: \(got.message)"
        case .noError(let pattern):
            "expectation failed: expected an error containing \"\(pattern)\", but the block ran without one"
        }
    }
}
