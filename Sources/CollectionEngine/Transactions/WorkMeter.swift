/// The work the view's operations have done, in the units of the tool's work budget: the one
/// place the engine reports what an operation cost, so the caller can charge it (the interpreter
/// charges every unit to the command that ran the operation, docs/language.md "Limits"). A unit
/// is about the cost of creating one item identifier.
///
/// A meter, not state: it only ever grows — a rolled-back operation's work was still done, and
/// `rollback(to:)` keeps it — and two views that differ only in the work they did are `==`.
public struct WorkMeter: Sendable, Equatable {
    /// Units spent since the view was made (saturating at `Int.max`).
    public private(set) var units = 0

    public init() {}

    /// Each item a layout pass lays out (prepare runs over the whole collection).
    public static let itemCost = 1
    /// Each section a layout pass lays out (its bookkeeping weighs more than an item's).
    public static let sectionCost = 20
    /// Each cell or supplementary view a display pass places on screen (configured or moved), and
    /// the prefetching ahead of it: about 0.5 µs a view in a release build (a `fling` over 1,000
    /// items; at 10, a `repeat` of flings ran 3.3 s before the budget stopped it).
    public static let viewCost = 30
    /// Each frame of a scroll animation (a drag, a deceleration, a bounce, an animated scroll):
    /// besides `viewCost` for each view it places, it scrolls and re-lays out what is on screen.
    public static let frameCost = 100
    /// Each cell measured (preferredLayoutAttributesFitting), and the layout's answer for it: about
    /// 2 µs in a release build (at 10, a `repeat` of `cellSize` ranges ran 5.8 s before the budget
    /// stopped it).
    public static let measureCost = 100
    /// Each self-sizing answer stored (`setCellSizes`), and each stored answer an operation's first
    /// edit copies out of the undo point that shares them.
    public static let cellSizeCost = 1

    /// Adds `count` × `cost` units (negative counts add nothing; never overflows).
    mutating func charge(_ count: Int, each cost: Int = 1) {
        let (work, overflow) = max(0, count).multipliedReportingOverflow(by: max(0, cost))
        let (sum, overflowed) = units.addingReportingOverflow(overflow ? .max : work)
        units = overflow || overflowed ? .max : sum
    }

    /// Every meter reads the same: the work done is not part of the view's state.
    public static func == (lhs: WorkMeter, rhs: WorkMeter) -> Bool { true }
}
