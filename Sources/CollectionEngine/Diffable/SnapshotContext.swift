/// What a snapshot mutation needs besides the snapshot: the UIKit version to reproduce and the
/// names of interned identifiers, for error and warning texts.
///
/// Models: nothing in UIKit — `NSDiffableDataSourceSnapshot` holds the app's identifiers
/// themselves; the engine holds interned Ints (section ids and item ids are separate spaces, each
/// named by its own `IdentifierTable` that the caller owns) and turns them back into names only
/// when a message is built.
public struct SnapshotContext: Sendable {
    /// Which UIKit's behaviour and wording to reproduce (e.g. iOS 17 moves re-appended items).
    public var version: UIKitVersion
    /// The printable name of a section id.
    public var sectionName: @Sendable (Int) -> String
    /// The printable name of an item id.
    public var itemName: @Sendable (Int) -> String

    /// A context that prints ids as decimal numbers; for tests and callers without names.
    public init(version: UIKitVersion = .latest) {
        self.version = version
        self.sectionName = { String($0) }
        self.itemName = { String($0) }
    }

    public init(version: UIKitVersion = .latest,
                sectionName: @escaping @Sendable (Int) -> String,
                itemName: @escaping @Sendable (Int) -> String) {
        self.version = version
        self.sectionName = sectionName
        self.itemName = itemName
    }

    /// Names come from the caller's two tables (copied: the tables are values).
    public init(version: UIKitVersion = .latest, sections: IdentifierTable, items: IdentifierTable) {
        self.version = version
        self.sectionName = { sections.name($0) }
        self.itemName = { items.name($0) }
    }

    /// The version-dependent rules snapshots follow.
    public var behaviour: UIKitBehaviour { UIKitBehaviour(version) }
}

/// Something UIKit logs to the console without raising (e.g. the iOS 17 "already exist" notice).
/// The engine returns these to the caller; it never prints.
public struct DiffableWarning: Hashable, Sendable {
    /// A stable identifier, e.g. `diffable.identifiersAlreadyExist`.
    public var id: String
    public var message: String

    public init(id: String, message: String) {
        self.id = id
        self.message = message
    }
}
