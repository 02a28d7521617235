/// A cell or supplementary view object. Serial numbers make reuse visible: a cell that scrolls
/// away and comes back for another item keeps its serial.
public struct ReusableView: Hashable, Sendable {
    public var serial: Int
    public var reuseIdentifier: String
    /// nil for cells; the supplementary or decoration kind otherwise.
    public var kind: ElementKind?
    /// A decoration view (its pool is the kind's own: the layout registers decoration views by
    /// kind, with no reuse identifier).
    public var isDecoration: Bool

    public init(serial: Int, reuseIdentifier: String, kind: ElementKind?, isDecoration: Bool = false) {
        self.serial = serial
        self.reuseIdentifier = reuseIdentifier
        self.kind = kind
        self.isDecoration = isDecoration
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

    /// By index path, then header, other kinds by name, footer.
    public static func < (a: SupplementaryKey, b: SupplementaryKey) -> Bool {
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        func rank(_ kind: ElementKind) -> Int { kind == .sectionHeader ? 0 : kind == .sectionFooter ? 2 : 1 }
        let ra = rank(a.kind), rb = rank(b.kind)
        return ra != rb ? ra < rb : a.kind.rawValue < b.kind.rawValue
    }
}
