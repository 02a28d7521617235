/// UICollectionViewFlowLayout: items in rows (or columns), with headers, footers and insets.
///
/// Models `UICollectionViewFlowLayout` and `UICollectionViewDelegateFlowLayout` number for number
/// (docs/layout.md). `prepare(_:)` caches per-section geometry: uniform ("fixed") sections keep only a
/// row/column formula, varying sections keep per-row records and one cross-axis origin per item,
/// so every query is arithmetic plus binary search, never a scan of all items. A section with a
/// few per-item sizes among default ones keeps only runs of uniform rows and the rows around each
/// of them (FlowSegmentRows.swift, or FlowSparseRows.swift when they share the cross length).
///
/// Choices where UIKit is undefined or the spec open (each tested):
/// - Negative sizes (items, header/footer reference sizes) are treated as 0 and record
///   `negativeSizeWarning` once per prepare.
/// - Delegate `itemSizes[s]` shorter than the section: the missing items use `itemSize`
///   (or the estimate when self-sizing); extra entries are ignored.
/// - Self-sizing (`estimatedItemSize` ≠ 0) takes the varying path with "estimate = final size":
///   sizes come from `delegate.itemSizes` when present (the measured sizes), else the estimate
///   (50 × 50 for `automaticSize`).
/// - Pixel rounding happens before right-to-left mirroring (x' = contentWidth − x − width), as
///   UIKit's flow layout rounds and the base layout flips afterwards.
/// - `scale` ≤ 0 or non-finite rounds as scale 1.
/// - The too-wide warning is recorded once per offending fixed section and once per offending
///   item of a varying section; at most `warningLimit` warnings per prepare.
/// - `indexPathForItem(at:)` is a `CollectionViewLayout` requirement (with a default built on
///   `layoutAttributesForElements(in:)`); FlowLayout answers it by binary search.
public struct FlowLayout: CollectionViewLayout, Equatable {
    /// UICollectionView.ScrollDirection.
    public typealias ScrollDirection = ScrollAxis

    public enum SectionInsetReference: String, Hashable, Sendable, CaseIterable {
        case fromContentInset
        case fromSafeArea
        case fromLayoutMargins
    }

    /// UICollectionViewFlowLayout.automaticSize: as estimatedItemSize, turns self-sizing on.
    public static let automaticSize = Size(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    public var itemSize = Size(width: 50, height: 50)
    public var estimatedItemSize = Size.zero
    public var minimumLineSpacing: Double = 10
    public var minimumInteritemSpacing: Double = 10
    public var sectionInset = EdgeInsets.zero
    public var headerReferenceSize = Size.zero
    public var footerReferenceSize = Size.zero
    public var scrollDirection = ScrollDirection.vertical
    public var sectionInsetReference = SectionInsetReference.fromContentInset
    public var sectionHeadersPinToVisibleBounds = false
    public var sectionFootersPinToVisibleBounds = false
    /// Not a UICollectionViewFlowLayout property: the common subclass that overrides
    /// layoutAttributesForElements(in:) to add a decoration view of this kind behind each
    /// section's items (FlowLayout+SectionBackground.swift, docs/layout.md §11). nil: none.
    public var sectionBackgroundKind: ElementKind? = nil
    /// The UICollectionViewDelegateFlowLayout answers per index (nil / absent = the delegate does
    /// not answer). Rebuilt from `delegateAnswers` before each prepare when those are not empty.
    public var delegate = FlowLayoutDelegate()
    /// The delegate's answers keyed by item and section identifier (FlowLayout+DelegateAnswers.swift).
    public var delegateAnswers = FlowLayoutDelegateAnswers()
    /// Where the answered items were last found (a hint for the next resolve; not part of the value).
    var answerPositions = AnswerPositionHints()
    /// Measured (self-sized) sizes by section and item index (FlowLayout+MeasuredSizes.swift).
    public internal(set) var measured = MeasuredSizes()

    /// The geometry of the last prepare (copy-on-write arrays: copying a layout is cheap).
    var geometry = FlowLayoutGeometry()
    /// The inputs of the last prepare, when its geometry may be reused section by section
    /// (FlowPrepareInputs.swift); nil forces a full prepare.
    var preparedInputs: FlowPrepareInputs? = nil

    public init() {}

    public var uikitClassName: String { "UICollectionViewFlowLayout" }

    public var scrollAxis: ScrollAxis { scrollDirection }

    /// collectionViewContentSize.
    public var collectionViewContentSize: Size { geometry.contentSize }

    /// Messages logged by the last prepare (too-wide items, negative sizes), in order.
    public var warnings: [String] { geometry.warnings }

    /// The context of the last prepare, if any.
    public var preparedContext: LayoutContext? { geometry.context }

    /// Moves the remembered contentOffset without recomputing anything: only pinned headers and
    /// footers depend on it, and they are placed at query time. Plain scrolling needs no prepare.
    public mutating func updateContentOffset(_ offset: Point) {
        geometry.context?.contentOffset = offset
    }

    // MARK: - Queries

    /// layoutAttributesForElements(in:): headers, cells and footers whose frames intersect `rect`
    /// (positive overlap), sorted by section, then header, items ascending, footer.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let elements = fixedGridAttributes(in: rect) ?? visitedAttributes(in: rect)
        guard let kind = sectionBackgroundKind else { return elements }
        return elements + sectionBackgrounds(kind, in: rect)
    }

    /// layoutAttributesForElements(in:) for any section: visits each section's elements.
    func visitedAttributes(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(64)
        visitSections(in: rect) { s, section, cross, main in
            if let header = supplementary(.sectionHeader, s, section), rect.intersects(header.frame) {
                result.append(header)
            }
            visitItems(of: section, rect: rect, cross: cross, main: main) { k, frame in
                result.append(LayoutAttributes(indexPath: IndexPath(s, k), frame: frame))
            }
            if let footer = supplementary(.sectionFooter, s, section), rect.intersects(footer.frame) {
                result.append(footer)
            }
        }
        return result
    }

    /// How many headers, cells and footers intersect `rect`, counted as `layoutAttributesForElements(in:)`
    /// finds them but without making their attributes; the count stops growing past `limit`
    /// section by section (a section's items are still visited: no allocation, bounded by the items).
    public func numberOfElements(in rect: Rect, upTo limit: Int) -> Int {
        var count = 0
        visitSections(in: rect) { s, section, cross, main in
            guard count <= limit else { return }
            if let header = supplementary(.sectionHeader, s, section), rect.intersects(header.frame) { count += 1 }
            visitItems(of: section, rect: rect, cross: cross, main: main) { _, _ in count += 1 }
            if let footer = supplementary(.sectionFooter, s, section), rect.intersects(footer.frame) { count += 1 }
        }
        return count
    }

    /// The index paths of the cells whose frames intersect `rect`, sorted.
    public func indexPathsForItems(in rect: Rect) -> [IndexPath] {
        var result: [IndexPath] = []
        result.reserveCapacity(64)
        visitSections(in: rect) { s, section, cross, main in
            visitItems(of: section, rect: rect, cross: cross, main: main) { k, _ in
                result.append(IndexPath(s, k))
            }
        }
        return result
    }

    /// layoutAttributesForItem(at:); nil for a section or item outside the prepared counts [choice:
    /// UIKit's fixed path would extrapolate a frame].
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard geometry.dimension > 0, geometry.sections.indices.contains(indexPath.section) else { return nil }
        let section = geometry.section(indexPath.section)
        guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
        if let sparse = section.sparse.map(withSizes) {
            let f = sparse.logicalItemFrame(indexPath.item)
            return LayoutAttributes(indexPath: indexPath, frame: geometry.physicalFrame(cross: f.0, main: f.1, crossLength: f.2, mainLength: f.3))
        }
        return LayoutAttributes(indexPath: indexPath, frame: geometry.itemFrame(section, indexPath.item))
    }

    /// layoutAttributesForSupplementaryView(ofKind:at:) for (section, any item): nil when the
    /// header/footer has zero height (zero width when horizontal), and for any other kind. The
    /// attributes carry (section, 0).
    public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard geometry.dimension > 0, geometry.sections.indices.contains(indexPath.section) else { return nil }
        return supplementary(kind, indexPath.section, geometry.section(indexPath.section))
    }

    /// indexPathForItem(at:): the cell whose frame contains `point` (min edges inclusive, max
    /// exclusive); nil in gaps, insets, headers and footers. The first in index order on overlap.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let probe = Rect(x: point.x, y: point.y, width: 1, height: 1)
        var found: IndexPath?
        visitSections(in: probe) { s, section, cross, main in
            guard found == nil else { return }
            visitItems(of: section, rect: probe, cross: cross, main: main) { k, frame in
                if found == nil && frame.contains(point) { found = IndexPath(s, k) }
            }
        }
        return found
    }

    /// targetContentOffset(forProposedContentOffset:): the flow layout returns the proposal.
    public func targetContentOffset(forProposedContentOffset proposed: Point) -> Point { proposed }

    /// targetIndexPath(forInteractivelyMovingItem:withPosition:): the row (column when horizontal)
    /// whose band contains the position on the scrolling axis, then that row's item whose centre is
    /// nearest on the other axis (ties → the lower index); `previous` when no row contains it.
    /// Row bands use unrounded geometry [choice].
    public func targetIndexPath(forInteractivelyMovingItem previous: IndexPath, withPosition position: Point) -> IndexPath {
        guard geometry.dimension > 0, position.x.isFinite, position.y.isFinite else { return previous }
        let p = geometry.logicalPoint(position)
        for s in geometry.candidateSections(main: p.main, p.main) {
            let section = geometry.section(s)
            if let k = nearestItem(in: section, cross: p.cross, main: p.main) {
                return IndexPath(s, k)
            }
        }
        return previous
    }

    /// shouldInvalidateLayout(forBoundsChange:) (§5): vertical → width or origin.x changed;
    /// horizontal → height or origin.y changed; also true when a pinned header (footer) lies in a
    /// section meeting the old or new bounds. True before the first prepare.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let context = geometry.context else { return true }
        let old = Rect(origin: context.contentOffset, size: context.boundsSize)
        switch scrollDirection {
        case .vertical:
            if newBounds.width != old.width || newBounds.minX != old.minX { return true }
        case .horizontal:
            if newBounds.height != old.height || newBounds.minY != old.minY { return true }
        }
        guard geometry.pinsHeaders || geometry.pinsFooters else { return false }
        var pinned = false
        for rect in [old, newBounds] {
            visitSections(in: rect) { _, section, _, _ in
                if (geometry.pinsHeaders && section.headerLength > 0) || (geometry.pinsFooters && section.footerLength > 0) {
                    pinned = true
                }
            }
        }
        return pinned
    }

    // MARK: - Internals

    /// The sections whose extent may meet `rect`, with the rect's logical ranges widened by the
    /// rounding margin; nil when nothing can (no layout, an empty or non-finite rect). A section
    /// in the range is met only when `meets(_:main:)` says so.
    func sectionsToVisit(in rect: Rect) -> FlowQueryRanges? {
        guard geometry.dimension > 0, !rect.isEmpty,
              rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
        let ranges = geometry.logicalRanges(of: rect)
        let m = geometry.roundingMargin
        let cross = safeRange(ranges.cross.lowerBound - m, ranges.cross.upperBound + m)
        let main = safeRange(ranges.main.lowerBound - m, ranges.main.upperBound + m)
        return (geometry.candidateSections(main: main.lowerBound, main.upperBound), cross, main)
    }

    /// Whether section `s`'s extent meets the widened main range.
    @inline(__always)
    func meets(_ s: Int, main: ClosedRange<Double>) -> Bool {
        geometry.meets(s, main: main)
    }

    /// Calls `body` for each section whose extent may meet `rect`, with the rect's logical ranges
    /// widened by the rounding margin.
    func visitSections(in rect: Rect,
                       _ body: (Int, FlowSectionGeometry, ClosedRange<Double>, ClosedRange<Double>) -> Void) {
        guard let visit = sectionsToVisit(in: rect) else { return }
        for s in visit.sections where meets(s, main: visit.main) {
            body(s, geometry.section(s), visit.cross, visit.main)
        }
    }

    /// layoutAttributesForElements(in:) when every section the rect may meet is a plain fixed grid
    /// (one item size, no per-item sizes): the same elements in the same order, written straight
    /// into the array's new storage, sized from the row and column ranges (issue 37). The writer
    /// (`FlowFixedGridQuery`) holds plain numbers and reads the sections through a buffer: a
    /// closure capturing the layout or its geometry copied it, arrays and all, through its value
    /// witness. `Array(unsafeUninitializedCapacity:)` looked its storage class's generic metadata
    /// up in the runtime on every call; `append(addingCapacity:)` is specialised here. Nil when
    /// some section takes another path.
    func fixedGridAttributes(in rect: Rect) -> [LayoutAttributes]? {
        guard let visit = sectionsToVisit(in: rect) else { return [] }
        let query = FlowFixedGridQuery(rect: rect, ranges: visit, mapping: geometry.frameMapping,
                                       lazyShift: geometry.lazyShift, supplementaries: geometry.supplementaryPlacement)
        return geometry.sections.withUnsafeBufferPointer { sections in
            guard let bound = query.bound(sections) else { return nil }
            var result: [LayoutAttributes] = []
            result.append(addingCapacity: bound) { span in query.append(sections, into: &span) }
            return result
        }
    }

    /// Calls `body(item, frame)` in ascending item order for each item of `section` whose frame
    /// intersects `rect`; `cross`/`main` are the widened logical ranges used to bound the search.
    func visitItems(of section: FlowSectionGeometry, rect: Rect, cross: ClosedRange<Double>,
                    main: ClosedRange<Double>, _ body: (Int, Rect) -> Void) {
        let g = geometry
        let count = section.itemCount
        guard count > 0 else { return }
        if let sparse = section.sparse {
            visitSparseItems(withSizes(sparse), rect: rect, main: main, body)
            return
        }
        if let segments = section.segments {
            visitSegmentItems(segments, rect: rect, cross: cross, main: main, body)
            return
        }
        if section.isFixed {
            let grid = FlowFixedGrid(section, shift: 0)
            guard let cells = grid.cells(cross: cross, main: main) else { return }
            let mapping = g.frameMapping
            for r in cells.rows {
                for c in cells.columns {
                    let k = r * grid.columns + c
                    if k >= count { break }
                    let frame = grid.frame(row: r, column: c, mapping)
                    if rect.intersects(frame) { body(k, frame) }
                }
            }
            return
        }
        var firstRow = section.rowRange.lowerBound
        var endRow = section.rowRange.upperBound
        if section.isMonotone {
            firstRow = partition(firstRow, endRow) { g.rowStart[$0] + g.rowLength[$0] >= main.lowerBound }
            endRow = partition(firstRow, endRow) { g.rowStart[$0] > main.upperBound }
        }
        for r in firstRow..<max(firstRow, endRow) {
            let items = g.items(ofRow: r, in: section)
            var first = items.lowerBound, end = items.upperBound
            if section.isMonotone {
                first = partition(first, end) { g.itemCross[section.itemBase + $0] + g.logicalSize(section, $0).cross >= cross.lowerBound }
                end = partition(first, end) { g.itemCross[section.itemBase + $0] > cross.upperBound }
            }
            for k in first..<max(first, end) {
                let size = g.logicalSize(section, k)
                let frame = g.physicalFrame(cross: g.itemCross[section.itemBase + k],
                                            main: g.rowStart[r] + (g.rowLength[r] - size.main) / 2,
                                            crossLength: size.cross, mainLength: size.main)
                if rect.intersects(frame) { body(k, frame) }
            }
        }
    }

    /// The item of `section` chosen for an interactively moving item at logical (cross, main).
    func nearestItem(in section: FlowSectionGeometry, cross p: Double, main m: Double) -> Int? {
        let g = geometry
        let count = section.itemCount
        guard count > 0 else { return nil }
        if let sparse = section.sparse { return nearestSparseItem(withSizes(sparse), cross: p, main: m) }
        if let segments = section.segments { return nearestSegmentItem(segments, cross: p, main: m) }
        if section.isFixed {
            guard section.rowPitch > 0 else { return nil }
            let r = LayoutRounding.floor((m - section.itemsStart) / section.rowPitch)
            guard r >= 0, r < Double(section.rows) else { return nil }
            let row = Int(r)
            let rowTop = section.itemsStart + section.rowPitch * r
            guard m >= rowTop, m < rowTop + section.itemMainLength else { return nil }
            let inRow = min(section.columns, count - row * section.columns)
            func centre(_ c: Int) -> Double { section.firstCross + section.columnPitch * Double(c) + section.itemCrossLength / 2 }
            var best = 0
            if section.columnPitch > 0 {
                let guess = clampedIndex(LayoutRounding.round((p - section.firstCross - section.itemCrossLength / 2) / section.columnPitch), 0...(inRow - 1))
                best = guess
                for c in [guess - 1, guess + 1] where c >= 0 && c < inRow {
                    let d = abs(centre(c) - p), bd = abs(centre(best) - p)
                    if d < bd || (d == bd && c < best) { best = c }
                }
            }
            return row * section.columns + best
        }
        let rows = section.rowRange
        var candidates = rows
        if section.isMonotone {
            let after = partition(rows.lowerBound, rows.upperBound) { g.rowStart[$0] > m }
            candidates = max(rows.lowerBound, after - 1)..<after
        }
        for r in candidates where m >= g.rowStart[r] && m < g.rowStart[r] + g.rowLength[r] {
            let items = g.items(ofRow: r, in: section)
            func distance(_ k: Int) -> Double {
                abs(g.itemCross[section.itemBase + k] + g.logicalSize(section, k).cross / 2 - p)
            }
            var range = items
            if section.isMonotone {
                let split = partition(items.lowerBound, items.upperBound) {
                    g.itemCross[section.itemBase + $0] + g.logicalSize(section, $0).cross / 2 >= p
                }
                range = max(items.lowerBound, split - 1)..<min(items.upperBound, split + 1)
            }
            var best = range.lowerBound
            for k in range where distance(k) < distance(best) { best = k }
            return best
        }
        return nil
    }

    /// The header or footer attributes of a section, pinned per §7; nil when it has no extent.
    func supplementary(_ kind: ElementKind, _ s: Int, _ section: FlowSectionGeometry) -> LayoutAttributes? {
        geometry.supplementary(kind, s, section)
    }
}

/// The first index in [lo, hi) where `predicate` holds, for a predicate false-then-true over the range.
@inline(__always)
func partition(_ lo: Int, _ hi: Int, _ predicate: (Int) -> Bool) -> Int {
    var lo = lo, hi = hi
    while lo < hi {
        let mid = lo + (hi - lo) / 2
        if predicate(mid) { hi = mid } else { lo = mid + 1 }
    }
    return lo
}

/// Answers of UICollectionViewDelegateFlowLayout, per section index (`resolveDelegateAnswers(_:)`
/// rebuilds them from the identifier-keyed `delegateAnswers` before each prepare).
public struct FlowLayoutDelegate: Hashable, Sendable {
    /// sizeForItemAt: for a section present here, one size per item.
    public var itemSizes: [Int: [Size]] = [:]
    /// sizeForItemAt, sparse: for a section present here (and absent from `itemSizes`), the answers
    /// by item index; items without an entry are answered `itemSize`. What `resolveDelegateAnswers`
    /// produces: no per-item array, so one answer at a million items costs one entry.
    public var sparseItemSizes: [Int: SizeTree] = [:]
    /// insetForSectionAt
    public var sectionInsets: [Int: EdgeInsets] = [:]
    /// minimumLineSpacingForSectionAt
    public var minimumLineSpacing: [Int: Double] = [:]
    /// minimumInteritemSpacingForSectionAt
    public var minimumInteritemSpacing: [Int: Double] = [:]
    /// referenceSizeForHeaderInSection
    public var headerReferenceSizes: [Int: Size] = [:]
    /// referenceSizeForFooterInSection
    public var footerReferenceSizes: [Int: Size] = [:]

    public init() {}
}
