/// An item's position: section, then item (NSIndexPath with two indexes).
///
/// Ordered by section, then item — the order the tool prints sets of index paths in, because
/// UIKit's own collections of them (selection, visible items) are unordered.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    public var item: Int

    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }

    public init(_ section: Int, _ item: Int) {
        self.section = section
        self.item = item
    }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }

    /// The language's spelling: `[0,2]`.
    public var description: String { "[\(section),\(item)]" }

    /// The "s - i" form UIKit's own messages use.
    public var uikitPath: String { "\(section) - \(item)" }

    /// NSIndexPath's description as it appears inside UIKit's exception texts. The real text holds
    /// the object's address; a fixed `0x0` keeps transcripts deterministic. NSIndexPath stores
    /// NSUInteger indexes, so −1 prints `18446744073709551615` (FSPagerView#256; docs/evidence.md E4).
    public var nsDescription: String {
        "<NSIndexPath: 0x0> {length = 2, path = \(UInt(bitPattern: section)) - \(UInt(bitPattern: item))}"
    }
}
