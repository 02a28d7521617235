/// Where a flow layout row's first item starts and the gap between its items.
///
/// Models: `UICollectionViewFlowLayout`'s justified rows (docs/layout.md): a justified row of two or
/// more items spreads the free space evenly between them, a justified single item is centred, and a
/// row that is not justified (a last row) starts at the leading edge with the minimum inter-item
/// spacing. Every flow path (per item, segments, sparse rows) places its rows through this one
/// formula, so their positions are bit-identical.
enum FlowRowJustification {
    /// `sumWidth` is the row's items' lengths on the cross axis, added in item order.
    @inline(__always)
    static func placement(justify: Bool, itemCount: Int, sumWidth: Double, available: Double,
                          leading: Double, interitem: Double) -> (x: Double, gap: Double) {
        if justify && itemCount >= 2 { return (leading, (available - sumWidth) / Double(itemCount - 1)) }
        if justify { return (leading + max(0, (available - sumWidth) / 2), 0) }
        return (leading, interitem)
    }
}
