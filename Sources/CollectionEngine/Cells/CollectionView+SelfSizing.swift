/// Self-sizing cells (docs/self-sizing.md §0–§4): a cell created for an estimating layout is asked
/// for its preferred size; the answers of one display pass are applied together after it, the
/// layout re-flows, and another pass runs until one measures nothing new.
extension CollectionView {
    /// The most passes one change runs before giving up on answers that never settle (§1.3).
    static let selfSizingPassLimit = 100

    /// What the cell of item `id` measures from now on (`cellSize [s,i] WxH`). A displayed cell
    /// invalidates itself (§4) unless selfSizingInvalidation is `.disabled`: it is measured again at
    /// once and the layout settles.
    public mutating func setCellSize(id: Int, size: Size) throws(UIKitError) {
        try setCellSizes([(id, size)])
    }

    /// `setCellSize` for several items at once (`cellSize [0,0] ... [0,39] …`): the displayed ones
    /// re-measure together, in index order, and the layout settles once. O(k + visible).
    public mutating func setCellSizes(_ sizes: [(id: Int, size: Size)]) throws(UIKitError) {
        try transaction { $0.setCellSizesInTransaction(sizes) }
    }

    /// `setCellSizes` inside the caller's transaction.
    private mutating func setCellSizesInTransaction(_ sizes: [(id: Int, size: Size)]) {
        work.charge(cellSizeWork(storing: sizes.count), each: 1)
        cells.cellSizes.reserveCapacity(cells.cellSizes.count + sizes.count)
        for (id, size) in sizes { setCellSizeAnswer(size, for: id) }
        guard cells.selfSizingInvalidation != .disabled, estimatesItemSizes else { return }
        // Which visible or prefetched cells' items were answered: a set of the few in view, not of
        // every answer (a range of a million built a million-entry set for ninety cells).
        let visible = cells.visibleCells.keys.sorted()
        var inView = Set<Int>()
        for path in visible { if let id = dataSource.item(at: path) { inView.insert(id) } }
        for path in cells.prefetchedCells.keys { if let id = dataSource.item(at: path) { inView.insert(id) } }
        var changed = Set<Int>()
        for (id, _) in sizes where inView.contains(id) { changed.insert(id) }
        // A prefetched cell whose answer changed before it is shown is measured when it is shown.
        for path in cells.prefetchedCells.keys where dataSource.item(at: path).map(changed.contains) ?? false {
            cells.unmeasuredPrefetchedCells.insert(path)
        }
        for path in visible where dataSource.item(at: path).map(changed.contains) ?? false {
            if let frame = layout.layoutAttributesForItem(at: path)?.frame {
                measureIfSelfSizing(path, given: frame.size)
            }
        }
        settleSelfSizing()
    }

    /// The work units `setCellSizes` of `count` answers costs: each answer stored, and each answer
    /// already stored, which the first edit copies out of the undo point that shares them.
    public func cellSizeWork(storing count: Int) -> Int {
        let (answers, overflow) = max(0, count).addingReportingOverflow(cells.cellSizes.count)
        let (units, overflowed) = answers.multipliedReportingOverflow(by: WorkMeter.cellSizeCost)
        return overflow || overflowed ? .max : units
    }

    /// selfSizingInvalidation (iOS 16).
    public var selfSizingInvalidation: SelfSizingInvalidation { cells.selfSizingInvalidation }

    public mutating func setSelfSizingInvalidation(_ value: SelfSizingInvalidation) {
        cells.selfSizingInvalidation = value
    }

    /// Whether the layout measures cells (a flow layout with an estimatedItemSize, a compositional
    /// layout or list with estimated item heights).
    var estimatesItemSizes: Bool { layout.estimatesItemSizes }

    /// preferredLayoutAttributesFitting for a cell just created at `path` with `size` from the layout.
    mutating func measureIfSelfSizing(_ path: IndexPath, given size: Size) {
        guard estimatesItemSizes, layout.measuresItem(at: path) else { return }
        work.charge(1, each: WorkMeter.measureCost)
        events.append(.preferredLayoutAttributesFitting(path))
        // A scripted cellSize wins; else the list content configuration decides (docs/lists.md §1).
        let item = dataSource.item(at: path)
        let answer = item.flatMap { cells.cellSizes[$0] } ?? item.flatMap { contentConfigurationSize(of: $0, given: size) } ?? size
        // The layout says which axes take the answer (compositional: the width is imposed, §3.1).
        let preferred = layout.measuredSize(preferred: answer, given: size)
        // A layout may record every measurement (flow's automaticSize averages them, §2.4);
        // otherwise only an answer that differs from the layout's size changes anything.
        if preferred.width == 0 && preferred.height == 0 {
            // §5: the modern flow layout asserts on an empty preferred size.
            // preferredLayoutAttributesFitting answers a copy of the original: the same origin.
            let origin = layout.layoutAttributesForItem(at: path)?.frame.origin ?? Point(x: 0, y: 0)
            raiseInLayoutPass(.emptyPreferredSize(original: Self.attributesDescription(path, frame: Rect(origin: origin, size: size)),
                                                  preferred: Self.attributesDescription(path, frame: Rect(origin: origin, size: preferred)),
                                                  view: uikitDescription))
            return
        }
        guard preferred != size || layout.recordsEveryMeasurement else { return }
        cells.pendingMeasurements[path] = preferred
    }

    /// UICollectionViewLayoutAttributes' description for a cell with the default alpha, transform,
    /// zIndex and visibility: index path, then frame, each field closed by "; " (a real log:
    /// "index path: (<NSIndexPath: 0x…> {length = 2, path = 0 - 0}); frame = (0 0; 375 248); " followed
    /// by "non-affine transform; zIndex = 1; " when those differ, onmyway133/notes#550).
    static func attributesDescription(_ path: IndexPath, frame: Rect) -> String {
        let n = { (v: Double) in NumberText.decimal(v) }
        return "<UICollectionViewLayoutAttributes: 0x0> index path: (\(path.nsDescription)); frame = (\(n(frame.origin.x)) \(n(frame.origin.y)); \(n(frame.size.width)) \(n(frame.size.height))); "
    }

    /// Applies the pass's measurements and runs display passes until none measures anything new.
    /// A layout that anchors its passes keeps the first visible cell in place (compositional,
    /// §3.2; flow never adjusts contentOffset for a size change, §2.2); `anchored: false` (a
    /// layout's first passes after it is installed, §4.1) keeps it from doing so.
    mutating func settleSelfSizing(anchored: Bool = true) {
        var passes = 0
        while !cells.pendingMeasurements.isEmpty || !cells.pendingBoundaryMeasurements.isEmpty {
            passes += 1
            if passes > Self.selfSizingPassLimit {
                cells.pendingMeasurements = [:]
                cells.pendingBoundaryMeasurements = [:]
                events.append(.engineWarning("self-sizing cells did not settle after \(Self.selfSizingPassLimit) layout passes"))
                return
            }
            let pending = cells.pendingMeasurements.sorted { $0.key < $1.key }
            cells.pendingMeasurements = [:]
            let boundaries = cells.pendingBoundaryMeasurements
            cells.pendingBoundaryMeasurements = [:]
            let counts = presentedCounts
            let anchor = anchored && layout.anchorsSelfSizingPasses ? offsetAnchor(excluding: Set(pending.map(\.key))) : nil
            for (key, height) in boundaries { layout.setMeasuredBoundaryHeight(height, for: key, sectionCount: counts.count) }
            if layout.appliesMeasurementsInOrder {
                applyInOrder(pending, counts: counts, anchor: anchor)
            } else {
                for (path, size) in pending { layout.setMeasuredSize(size, forItemAt: path, counts: counts) }
            }
            layoutIfNeeded()
            if let anchor { keepAnchorInPlace(anchor) }
            refreshAfterScroll(delta: 0)
        }
    }

    /// A pass's answers one at a time in index-path order (`appliesMeasurementsInOrder`): an
    /// answer applies only while its cell still meets the visible rect as the answers before it
    /// left the layout (the offset moved by the anchor's shift, §3.2); UIKit would not have made
    /// a cell pushed out by them, nor does a cell made ahead of display (prefetched) change the
    /// layout before it is shown. A dropped cell keeps its estimate and is measured when it is
    /// displayed again. O(answers × prepare); a pass whose cells are all on screen and none grows
    /// (nothing can be pushed out) applies its answers at once, O(answers).
    private mutating func applyInOrder(_ pending: [(key: IndexPath, value: Size)], counts: [Int],
                                       anchor: (path: IndexPath, y: Double)?) {
        let visibleNow = visibleRect
        let shrinksInView = pending.allSatisfy { path, size in
            guard let frame = layout.layoutAttributesForItem(at: path)?.frame else { return false }
            return frame.intersects(visibleNow) && size.height <= frame.height
        }
        if shrinksInView {
            for (path, size) in pending { layout.setMeasuredSize(size, forItemAt: path, counts: counts) }
            return
        }
        var changed = false
        for (path, size) in pending {
            // Only the layout's own prepare: the pass's layoutIfNeeded after these answers logs
            // and meters as one prepare did before.
            if changed { layout.prepare(layoutContext) }
            changed = false
            var visible = visibleRect
            if let anchor, let now = layout.layoutAttributesForItem(at: anchor.path)?.frame.minY, (now - anchor.y).isFinite {
                visible.origin.y += now - anchor.y
            }
            guard let frame = layout.layoutAttributesForItem(at: path)?.frame, frame.intersects(visible) else {
                // Its cell (visible now, or prefetched) may yet be displayed from the prefetch pool.
                cells.unmeasuredPrefetchedCells.insert(path)
                continue
            }
            layout.setMeasuredSize(size, forItemAt: path, counts: counts)
            changed = true
        }
    }

    /// Measured sizes follow their items through a batch update (docs/self-sizing.md §2.5); before
    /// iOS 10 they are all forgotten. O(log m) per changed item.
    mutating func remapMeasuredSizes(_ mapping: UpdateMapping) {
        let counts = presentedCounts
        layout.remapMeasuredSizes(through: mapping, counts: counts, followingItems: behaviour.measuredSizesFollowUpdates)
        remapBoundarySizes(mapping)
    }

    /// The compositional layout's anchor for a pass (docs/self-sizing.md §3.2): the first cell
    /// visible at the pass's start (smallest y, then index path) that is not re-measured in it,
    /// with its y then. Engine choice: cells only (pinned headers are never eligible in UIKit;
    /// other supplementary views are left out).
    func offsetAnchor(excluding measured: Set<IndexPath>) -> (path: IndexPath, y: Double)? {
        let candidates = layout.layoutAttributesForElements(in: visibleRect).filter {
            $0.kind == nil && $0.category != .decorationView && !measured.contains($0.indexPath)
        }
        guard let first = candidates.min(by: { ($0.frame.minY, $0.indexPath) < ($1.frame.minY, $1.indexPath) }) else { return nil }
        return (first.indexPath, first.frame.minY)
    }

    /// Shifts contentOffset by the anchor's move so it stays where it was on screen (not clamped).
    mutating func keepAnchorInPlace(_ anchor: (path: IndexPath, y: Double)) {
        guard let now = layout.layoutAttributesForItem(at: anchor.path)?.frame.minY else { return }
        let delta = now - anchor.y
        guard delta != 0, delta.isFinite else { return }
        contentOffset.y += delta
        layout.updateContentOffset(contentOffset)
    }
}
