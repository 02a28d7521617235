/// A cell or supplementary view object. Serial numbers make reuse visible: a cell that scrolls
/// away and comes back for another item keeps its serial.
public struct ReusableView: Hashable, Sendable {
    public var serial: Int
    public var reuseIdentifier: String
    /// nil for cells; the supplementary kind otherwise.
    public var kind: ElementKind?

    public init(serial: Int, reuseIdentifier: String, kind: ElementKind?) {
        self.serial = serial
        self.reuseIdentifier = reuseIdentifier
        self.kind = kind
    }
}

/// Where a supplementary view is shown: its kind and section.
public struct SupplementaryKey: Hashable, Comparable, Sendable {
    public var kind: ElementKind
    public var indexPath: IndexPath

    public init(kind: ElementKind, indexPath: IndexPath) {
        self.kind = kind
        self.indexPath = indexPath
    }

    public static func < (a: SupplementaryKey, b: SupplementaryKey) -> Bool {
        a.indexPath != b.indexPath ? a.indexPath < b.indexPath : a.kind == .sectionHeader && b.kind == .sectionFooter
    }
}
