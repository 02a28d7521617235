/// Which UIKit the engine reproduces. Where UIKit changed behaviour or wording between versions,
/// the version picks, through the one table `UIKitBehaviour` (e.g. the "Invalid update" count
/// message changed in iOS 16.4).
public struct UIKitVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    public static func < (lhs: UIKitVersion, rhs: UIKitVersion) -> Bool {
        lhs.major != rhs.major ? lhs.major < rhs.major : lhs.minor < rhs.minor
    }

    public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }

    /// Parses `15`, `16.4`; nil for a major UIKit never shipped (docs/evidence.md E9).
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let major = Int(parts[0]), UIKitBehaviour.isReleased(major: major) else { return nil }
        var minor = 0
        if parts.count == 2 {
            guard let m = Int(parts[1]), m >= 0, m < 100 else { return nil }
            minor = m
        }
        self.init(major, minor)
    }
}
