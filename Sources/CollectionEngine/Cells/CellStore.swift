/// Registration, reuse queues and the live views of a collection view (docs/interaction.md §2–§3).
///
/// Choices [inferred, documented here and tested]: one LIFO pool per reuse identifier (cells) and per
/// kind + identifier (supplementary views) — the most recently enqueued view is reused first; the
/// pools are unbounded; a newly created view does not get `prepareForReuse`.
public struct CellStore: Hashable, Sendable {
    /// The reuse identifier registered by default, so simple scripts need no `register`.
    public static let defaultCellIdentifier = "Cell"
    public static let defaultHeaderIdentifier = "Header"
    public static let defaultFooterIdentifier = "Footer"

    /// register(_:forCellWithReuseIdentifier:)
    public internal(set) var registeredCellIdentifiers: Set<String> = [defaultCellIdentifier]
    /// register(_:forSupplementaryViewOfKind:withReuseIdentifier:), per kind.
    public internal(set) var registeredSupplementaryIdentifiers: [ElementKind: Set<String>] = [
        .sectionHeader: [defaultHeaderIdentifier], .sectionFooter: [defaultFooterIdentifier],
    ]
    /// The identifier the data source dequeues cells with (the last one `register`ed).
    public internal(set) var cellIdentifier = defaultCellIdentifier
    /// The CellRegistration the data source dequeues with (dequeueConfiguredReusableCell), if any.
    public internal(set) var cellRegistration: String?
    /// The identifier cellForItemAt dequeues an item with when the data source picks one per
    /// section (by section id) or per item (by item id, which wins), so the choice follows the
    /// section or item through updates; any other item dequeues with `cellIdentifier`
    /// (docs/interaction.md §2.5).
    public internal(set) var sectionCellIdentifiers: [Int: String] = [:]
    public internal(set) var itemCellIdentifiers: [Int: String] = [:]
    /// The SupplementaryRegistration each kind is dequeued with
    /// (dequeueConfiguredReusableSupplementary), if any.
    public internal(set) var supplementaryRegistrations: [ElementKind: String] = [:]
    /// The identifiers the data source dequeues headers and footers with.
    public internal(set) var supplementaryIdentifiers: [ElementKind: String] = [
        .sectionHeader: defaultHeaderIdentifier, .sectionFooter: defaultFooterIdentifier,
    ]
    /// The layout's registered decoration view kinds (register(_:forDecorationViewOfKind:)).
    public internal(set) var decorationKinds: Set<String> = []
    /// Decoration views on screen, by kind and index path: the layout makes them, without the data
    /// source or the delegate (docs/layout.md §11).
    public internal(set) var visibleDecorationViews: [SupplementaryKey: ReusableView] = [:]

    /// Cells on screen, by index path (visibleCells).
    public internal(set) var visibleCells: [IndexPath: ReusableView] = [:]
    /// Supplementary views on screen.
    public internal(set) var visibleSupplementaryViews: [SupplementaryKey: ReusableView] = [:]
    /// Cells created ahead of display by cell prefetching (not visible: cellForItem(at:) is nil).
    public internal(set) var prefetchedCells: [IndexPath: ReusableView] = [:]
    /// Cells whose answer was not applied (made ahead of display, or pushed out of view by the
    /// answers before theirs: docs/self-sizing.md §1.3): measured when displayed from the
    /// prefetch pool.
    var unmeasuredPrefetchedCells: Set<IndexPath> = []
    /// Reuse pools: identifier (or "kind/identifier") → views, most recently enqueued last.
    public internal(set) var reuseQueues: [String: [ReusableView]] = [:]

    /// How many views were ever created (the next serial is this + 1).
    public internal(set) var createdCount = 0

    /// What each cell's own layout measures (preferredLayoutAttributesFitting), by item identifier;
    /// an item without an entry measures exactly the size it is given (docs/self-sizing.md §0).
    public internal(set) var cellSizes: [Int: Size] = [:]
    /// Measured sizes that differ from the layout's, waiting for the end of the display pass (§1.3).
    var pendingMeasurements: [IndexPath: Size] = [:]
    /// What each list header/footer measures, by kind and section (`cellSize header 0 WxH`).
    public internal(set) var boundarySizes: [SupplementaryKey: Size] = [:]
    /// Header/footer measurements waiting for the end of the display pass.
    var pendingBoundaryMeasurements: [SupplementaryKey: Double] = [:]
    /// What the data source's cellForItemAt returns for an item, by identifier, when it is not a
    /// properly dequeued cell (docs/evidence.md E7).
    public internal(set) var cellAnswers: [Int: CellAnswer] = [:]
    /// What viewForSupplementaryElementOfKind returns (E7): by default a view of the kind asked for.
    public internal(set) var supplementaryAnswer = SupplementaryAnswer.matching
    /// UICollectionView.selfSizingInvalidation (iOS 16; §4). The engine's default is `.enabled`.
    public internal(set) var selfSizingInvalidation = SelfSizingInvalidation.enabled

    public init() {}

    static func poolKey(_ identifier: String, kind: ElementKind?, decoration: Bool = false) -> String {
        guard let kind else { return identifier }
        if decoration { return "decoration/" + kind.rawValue }
        let prefix = kind == .sectionHeader ? "header" : kind == .sectionFooter ? "footer" : kind.rawValue
        return prefix + "/" + identifier
    }

    /// dequeueReusableCell / dequeueReusableSupplementaryView: a pooled view (LIFO) or a new one.
    /// Throws UIKit's exception text when the identifier is not registered.
    mutating func dequeue(identifier: String, kind: ElementKind?, at indexPath: IndexPath) throws(UIKitError) -> (ReusableView, reused: Bool) {
        let registered = kind.map { registeredSupplementaryIdentifiers[$0] ?? [] } ?? registeredCellIdentifiers
        guard registered.contains(identifier) else {
            let kindName = kind?.rawValue ?? "UICollectionElementKindCell"
            throw .unregisteredIdentifier(kind: kindName, identifier: identifier)
        }
        let key = Self.poolKey(identifier, kind: kind)
        // Popped in place: copying the pool out and back would make each dequeue O(pool size).
        if let view = reuseQueues[key]?.popLast() {
            return (view, true)
        }
        createdCount += 1
        return (ReusableView(serial: createdCount, reuseIdentifier: identifier, kind: kind), false)
    }

    /// Puts a view back in its pool.
    mutating func enqueue(_ view: ReusableView) {
        reuseQueues[Self.poolKey(view.reuseIdentifier, kind: view.kind, decoration: view.isDecoration), default: []].append(view)
    }

    /// The layout's _decorationViewForLayoutAttributes: a pooled view of `kind` or a new one.
    /// Throws UIKit's exception text when no class or nib is registered for the kind.
    mutating func dequeueDecoration(kind: ElementKind) throws(UIKitError) -> ReusableView {
        guard decorationKinds.contains(kind.rawValue) else { throw .unregisteredDecorationKind(kind.rawValue) }
        if let view = reuseQueues[Self.poolKey(kind.rawValue, kind: kind, decoration: true)]?.popLast() { return view }
        createdCount += 1
        return ReusableView(serial: createdCount, reuseIdentifier: kind.rawValue, kind: kind, isDecoration: true)
    }

    /// Queue sizes, sorted by pool name (for `show cells`).
    public var queueSizes: [(String, Int)] {
        reuseQueues.keys.sorted().map { ($0, reuseQueues[$0]?.count ?? 0) }
    }
}
