/// The flow layout's measured sizes: what self-sizing cells answered (docs/self-sizing.md §2.2),
/// kept sparsely by index path in one `SizeTree` per section, so one measurement is O(log n).
///
/// Choice [inferred; UIKit iOS 10+ keeps them by index path, shifted by inserts and deletes]: the
/// measurements are dropped when the item counts change (the items start from their estimate again
/// and are re-measured when displayed).
extension FlowLayout {
    /// Whether the layout estimates sizes (estimatedItemSize ≠ .zero; automaticSize included).
    public var estimatesItemSizes: Bool { estimatedItemSize != .zero }

    /// Records the size a cell measured for `indexPath`, for a layout of `counts` items per section.
    public mutating func setMeasuredSize(_ size: Size, forItemAt indexPath: IndexPath, counts: [Int]) {
        if measuredCounts != counts {
            measuredSizes = [:]
            measuredCounts = counts
        }
        measuredSizes[indexPath.section, default: SizeTree()].set(indexPath.item, size)
    }

    /// The effective estimate of `automaticSize` (docs/self-sizing.md §2.4): the average of every
    /// measured size, 50 × 50 before the first. O(sections): the trees keep their sums.
    public var automaticEstimate: Size {
        var count = 0, width = 0.0, height = 0.0
        for tree in measuredSizes.values {
            let total = tree.total
            count += total.count
            width += total.width
            height += total.height
        }
        guard count > 0, width.isFinite, height.isFinite else { return Size(width: 50, height: 50) }
        return Size(width: width / Double(count), height: height / Double(count))
    }

    /// Forgets every measurement (a full invalidation before iOS 10, docs/self-sizing.md §2.5).
    public mutating func removeMeasuredSizes() {
        measuredSizes = [:]
    }
}
