/// An error UIKit would raise (an NSInternalInconsistencyException or NSInvalidArgumentException),
/// or an engine error where UIKit's behaviour is undefined (clearly marked as not UIKit's).
///
/// `message` is the text for the selected UIKit version; `otherWordings` holds the same error's
/// text in other versions, so `expect error "…"` written against either era still matches.
public struct UIKitError: Error, Hashable, Sendable {
    public enum Exception: String, Hashable, Sendable {
        case internalInconsistency = "NSInternalInconsistencyException"
        case invalidArgument = "NSInvalidArgumentException"
        case rangeException = "NSRangeException"
        /// Not a UIKit exception: the engine refuses something UIKit leaves undefined.
        case engine = "engine"
    }

    /// A stable identifier for tests and `explain`, e.g. `update.invalidItemCount`.
    public var id: String
    public var exception: Exception
    public var message: String
    public var otherWordings: [String]

    public init(id: String, exception: Exception = .internalInconsistency, message: String, otherWordings: [String] = []) {
        self.id = id
        self.exception = exception
        self.message = message
        self.otherWordings = otherWordings
    }

    /// True when `fragment` occurs in any wording of this error (case-insensitive).
    public func matches(_ fragment: String) -> Bool {
        let needle = fragment.lowercased()
        return ([message] + otherWordings).contains { $0.lowercased().contains(needle) }
    }
}
