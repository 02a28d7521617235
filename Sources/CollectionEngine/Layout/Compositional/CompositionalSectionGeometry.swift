/// One prepared section of a compositional layout: a solved group pattern and the arithmetic that
/// places item k without storing a frame per item (docs/compositional.md §2.10).
///
/// The pattern is solved in the canonical orientation (groups stack along y); `transposed` says
/// whether real frames swap x and y (a horizontal layout, or an orthogonal section of a vertical
/// one: docs/compositional.md §2.14, §4.1). `contentStart` is where the canonical origin lies
/// along the layout's scroll axis.
struct CompositionalSectionGeometry: Hashable, Sendable {
    var itemCount = 0
    var transposed = false
    var orthogonal = OrthogonalScrollingBehavior.none
    /// Item frames of one full group, relative to the group's origin, depth-first.
    var slots: [Rect] = []
    /// False for a section whose group is custom: its frames are used as given (§2.9), not rounded.
    var roundsItemOrigins = true
    /// Custom items' zIndex by slot (§2.9); other items take 0, or 1 above a decoration.
    var slotZIndices: [Int: Int] = [:]

    /// Item k's zIndex.
    func itemZIndex(_ k: Int) -> Int {
        if !slotZIndices.isEmpty, !slots.isEmpty, let z = slotZIndices[k % slots.count] { return z }
        return hasDecoration ? 1 : 0
    }
    /// Anchored supplementaries of the group pattern (§3.4), by slot.
    var anchored: [AnchoredSlot] = [] {
        didSet {
            anchoredBySlot = [:]
            for (i, a) in anchored.enumerated() {
                let start = anchoredBySlot[a.slot]?.lowerBound ?? i
                anchoredBySlot[a.slot] = start..<(i + 1)
            }
        }
    }
    /// Supplementaries anchored to the pattern's groups (§3.4).
    var groupAnchored: [GroupAnchoredSlot] = [] {
        didSet {
            groupAnchoredReach = groupAnchored.reduce(0) { reach, slot in
                let size = slot.item.layoutSize
                return max(reach, abs(slot.frame.maxX) + abs(slot.frame.maxY) + Self.roughLength(size.width, slot.container)
                           + Self.roughLength(size.height, slot.container) + abs(slot.item.offset.x) + abs(slot.item.offset.y))
            }
        }
    }
    /// How far a group-anchored supplementary can reach beyond its group's start (query margin).
    private(set) var groupAnchoredReach = 0.0

    static func roughLength(_ d: LayoutDimension, _ container: Size) -> Double {
        switch d {
        case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): v.isFinite ? abs(v) : 0
        case .fractionalWidth(let f): f.isFinite ? abs(f * container.width) : 0
        case .fractionalHeight(let f): f.isFinite ? abs(f * container.height) : 0
        }
    }
    /// `anchored`'s entries for each slot (they are in slot order): O(1) per item in queries.
    private(set) var anchoredBySlot: [Int: Range<Int>] = [:]
    /// reach[m − 1]: the farthest canonical maxY of the first m slots (trimming, §2.10).
    var reach: [Double] = []
    var groupSize = Size.zero
    var groupX = 0.0
    var firstY = 0.0
    var stride = 0.0
    /// Start and length along the layout's scroll axis (boundary items included).
    var start = 0.0
    var length = 0.0
    var contentStart = 0.0
    /// The section's far edge before extending end items (pinned headers stop here).
    var contentEnd = 0.0
    var boundaryItems: [PlacedBoundaryItem] = []
    var decorations: [LayoutAttributes] = []
    /// Orthogonal sections: the row's offset range and its resting stops (§4.2, §4.3).
    var orthogonalRange: ClosedRange<Double> = 0...0
    var viewport = 0.0
    var rowStep = 0.0
    var rowGroupLength = 0.0
    var rowLeading = 0.0
    /// Self-sizing (docs/self-sizing.md §3): per slot, whether its height is estimated; the
    /// measured sizes by item; group lengths that differ from `groupSize.height` by group (unused
    /// when `itemTreeIsRowTree`: one full-height item per group, whose height is the group's).
    var estimatedSlots: [Bool] = []
    var measured = SizeTree()
    /// Set when `measured` is the layout's measurements of this section, left out of the prepared
    /// geometry and looked up by `CompositionalLayout.preparedSection(_:)`.
    var measuredSection: Int? = nil
    var groupLengths = SizeTree()
    var itemTreeIsRowTree = false
    /// Slots whose height is `.uniformAcrossSiblings`: they fill their group to its tallest item.
    var uniformSlots: [Bool] = []
    /// The group's bottom inset below its slots (its length less the slots' reach).
    var groupPadding = 0.0
    /// A vertical group of items (charon sized #9): its slots stand one under another, so a
    /// measured item moves the slots after it in its group by its change of height.
    var stacksSlots = false

    var itemsPerGroup: Int { slots.count }
    /// The tree of groups whose length differs from `groupSize.height`.
    var rowTree: SizeTree { itemTreeIsRowTree ? measured : groupLengths }

    /// How far measured groups before group g moved it: Σ (length − groupSize.height). O(log m).
    func extra(_ g: Int) -> Double {
        let tree = rowTree
        guard !tree.isEmpty else { return 0 }
        let p = tree.prefix(before: g)
        return p.height - Double(p.count) * groupSize.height
    }

    /// Canonical y of group g.
    func groupY(_ g: Int) -> Double {
        firstY + Double(g) * stride + extra(g)
    }
    var groupCount: Int { slots.isEmpty ? 0 : (itemCount + slots.count - 1) / slots.count }
    var hasDecoration: Bool { !decorations.isEmpty }

    /// The canonical length of group g (the last, partly filled one is trimmed).
    func groupLength(_ g: Int) -> Double {
        if !rowTree.isEmpty, let measured = rowTree[g] { return measured.height }
        let n = slots.count
        guard n > 0, g == groupCount - 1 else { return groupSize.height }
        let present = itemCount - g * n
        guard present < n, present > 0 else { return groupSize.height }
        return groupSize.height - (reach[n - 1] - reach[present - 1])
    }

    /// The canonical frame of group g.
    func groupFrame(_ g: Int) -> Rect {
        Rect(x: groupX, y: groupY(g), width: groupSize.width, height: groupLength(g))
    }

    /// The canonical frame of item k (unrounded).
    func canonicalFrame(_ k: Int) -> Rect {
        let n = slots.count
        var slot = slots[k % n]
        if !measured.isEmpty, estimatedSlots.count == n, estimatedSlots[k % n] {
            if uniformSlots.count == n, uniformSlots[k % n], !rowTree.isEmpty, let length = rowTree[k / n] {
                // iOS 17 uniformAcrossSiblings: the group's tallest item, for every such sibling.
                slot.size.height = length.height - groupPadding - slot.minY
            } else if let size = measured[k] {
                slot.size.height = size.height
            }
        }
        if stacksSlots, !measured.isEmpty { slot.origin.y += stackShift(k) }
        return slot.offsetBy(dx: groupX, dy: groupY(k / n))
    }

    /// How far the measured items above item k in its stacked group moved it: the sum of their
    /// changes of height. O(items per group · log m).
    func stackShift(_ k: Int) -> Double {
        let n = slots.count
        guard n > 0, estimatedSlots.count == n else { return 0 }
        let first = k - k % n
        var shift = 0.0
        for i in first..<k where estimatedSlots[i - first] {
            if let size = measured[i] { shift += size.height - slots[i - first].height }
        }
        return shift
    }

    /// Canonical → real: swap axes when transposed, then move along the scroll axis.
    func real(_ r: Rect, vertical: Bool) -> Rect {
        var frame = transposed ? Rect(x: r.minY, y: r.minX, width: r.height, height: r.width) : r
        if vertical { frame.origin.y += contentStart } else { frame.origin.x += contentStart }
        return frame
    }

    /// Real → canonical (the inverse of `real`).
    func canonical(_ r: Rect, vertical: Bool) -> Rect {
        var frame = r
        if vertical { frame.origin.y -= contentStart } else { frame.origin.x -= contentStart }
        return transposed ? Rect(x: frame.minY, y: frame.minX, width: frame.height, height: frame.width) : frame
    }

    /// The groups whose canonical frames may meet canonical [minY, maxY) (arithmetic, O(1)).
    func groupRange(minY: Double, maxY: Double) -> Range<Int> {
        let count = groupCount
        guard count > 0, minY.isFinite, maxY.isFinite else { return 0..<0 }
        guard stride > 0 else { return 0..<min(count, 1) }
        if !rowTree.isEmpty {
            let lo = max(0, group(atOrBefore: minY) - 1)
            return lo..<max(lo, min(count, group(atOrBefore: maxY) + 2))
        }
        let low = LayoutRounding.floor((minY - firstY - groupSize.height) / stride) - 1
        let high = LayoutRounding.floor((maxY - firstY) / stride) + 2
        let lo = low <= 0 ? 0 : (low >= Double(count) ? count : Int(low))
        let hi = high <= 0 ? 0 : (high >= Double(count) ? count : Int(high))
        return lo..<max(lo, hi)
    }
}

extension CompositionalSectionGeometry {
    /// The last group starting at or before canonical `y` (0 when none does), with measured
    /// groups: a descent of the row tree, then arithmetic over the unmeasured groups. O(log m).
    func group(atOrBefore y: Double) -> Int {
        let tree = rowTree
        let count = groupCount
        guard count > 0, stride > 0 else { return 0 }
        let h = groupSize.height
        var g: Int
        if let hit = tree.last(where: { key, _, before in firstY + Double(key) * stride + (before.height - Double(before.count) * h) <= y }) {
            let start = firstY + Double(hit.key) * stride + (hit.before.height - Double(hit.before.count) * h)
            let next = start + hit.size.height + (stride - h)
            g = hit.key
            if y >= next {
                g = hit.key + 1 + clampedIndex(LayoutRounding.floor((y - next) / stride), 0...count)
                if let after = tree.first(atOrAfter: hit.key + 1) { g = min(g, after.key - 1) }
            }
        } else {
            g = clampedIndex(LayoutRounding.floor((y - firstY) / stride), 0...count)
            if let first = tree.first(atOrAfter: 0) { g = min(g, max(0, first.key - 1)) }
        }
        return max(0, min(g, count - 1))
    }
}

/// A boundary supplementary item placed at its natural position (pinning is applied at query time).
struct PlacedBoundaryItem: Hashable, Sendable {
    var item: BoundarySupplementaryItem
    var frame: Rect
    /// −1 start (header-like), 0 cross-axis, +1 end (footer-like).
    var side: Int
}
