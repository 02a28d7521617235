import CollectionEngine

/// The one set of limits every command is held to (documented in docs/language.md, "Limits").
/// Hitting one is an error located at the value that exceeds it, and the command changes nothing.
///
/// The work budget is what keeps every command bounded: a top-level command (with everything its
/// `repeat`s, `batch`es and `sameTurn`s run) may spend at most `workBudget` units, where one unit is
/// about 20 ns of a release build (creating one item identifier): `commandCost` per command run, one
/// per item identifier created and per update queued in a batch, and — for each call that changes
/// the data or re-lays-out the items — `collectionCommandCost`, one per item and `sectionCost` per
/// section in the collection. Besides, every command pays what the engine did for it, as the engine's own meter
/// reports it (`CollectionView.work`, `WorkMeter`: each layout pass over the collection, each view
/// placed, each cell measured, each self-sizing answer stored), and each byte of text it produced
/// (`outputByteCost`). `Interpreter.spend` is the one place all of it is charged.
public enum Limits {
    /// Items in the collection, in all sections together (data source, view side and snapshots).
    public static let items = 10_000_000
    /// Sections in the collection.
    public static let sections = 100_000
    /// Iterations of one `repeat`, inside a `batch` or not.
    public static let repeatCount = 100_000
    /// Update commands one `batch { … }` may queue (the engine's batch work grows faster than linearly).
    public static let batchUpdates = 10_000
    /// Units of work one top-level command may spend (see above).
    public static let workBudget = 20_000_000
    /// Units one command run costs: its engine transaction, its checks and its report, about 2 µs
    /// in a release build (a `repeat` of `echo ""` or `expect count == 0`). Charged at 10, a
    /// nested `repeat` of them ran for 5 s before the budget stopped it (issue 36).
    public static let commandCost = 100
    /// Units each command that changes the data or re-lays-out the items costs besides, whatever
    /// the collection's size: validating and mapping the change, a layout and a display pass, and
    /// the copies its transaction keeps, 25–65 µs in a release build over an empty collection (a
    /// `set interitemSpacing`, a layout switch, a failing insert). Without it a `repeat` of `set`
    /// ran 100,000 relayouts within the budget, and a `repeat` of failing inserts 9 s.
    public static let collectionCommandCost = 1_000
    /// Units each section of the collection costs a command that touches the whole collection
    /// (a section's layout and bookkeeping weigh more than an item's).
    public static let sectionCost = WorkMeter.sectionCost
    /// Units each byte of text a command produces costs (`help`, `show`, `explain`, `echo` …).
    public static let outputByteCost = 1
    /// Units each name a "did you mean" search compares (`help NAME` for no command: it lowercases
    /// each topic and measures the distance to the near ones, about 1 µs a name in a release
    /// build). Uncharged, a `repeat` of `help` with an unknown word ran for 80 s.
    public static let suggestionCandidateCost = 50
    /// Units each item an update inserts by count (`insert … count N`, `view insert … count N`) costs:
    /// every inserted index path goes through validation, the update mapping, the data source's
    /// insertion table and a generated name — measured at about 50 times the cost of creating one
    /// item with `items … count` (80 µs against 1.6 µs per item in a debug build). Charged at 1, a
    /// 10,000,000-item insert passed the budget and ran for a quarter of an hour.
    public static let insertedItemCost = 50
    /// Items one update may insert by count (the same bound as `repeat`): at `insertedItemCost` each
    /// that is a quarter of the work budget, about 8 s in a debug build.
    public static let insertedItems = 100_000
    /// Units one frame of a scroll animation costs (a drag, a release or fling decelerating, an
    /// animated scroll), besides `frameViewCost` per view on screen: a frame scrolls and re-lays
    /// out what is on screen and prefetches ahead, about 50 µs for 90 views in a release build
    /// (measured with `repeat … { fling … }`), where a unit is about 20 ns (creating an item).
    public static let frameCost = WorkMeter.frameCost
    /// Units each view on screen costs a frame of a scroll animation.
    public static let frameViewCost = WorkMeter.viewCost
    /// The view's width and height, in points: more than 0, at most this.
    public static let viewSide = 1_000_000.0
    /// A waterfall layout's columns (`layout custom waterfall numberOfColumns=N`): 1 to this.
    public static let customLayoutColumns = 100
    /// The values of one `layout custom` list (itemHeights, itemSizes, frames): at most this.
    public static let customLayoutValues = 10_000

    /// What the text `report` holds costs (`outputByteCost` a byte).
    static func outputCost(of report: StepReport) -> Int {
        var bytes = 0
        for line in report.lines {
            switch line {
            case .text(let text), .expectation(let text): bytes += text.utf8.count
            case .show(_, let lines): for shown in lines { bytes += shown.utf8.count + 1 }
            case .hit, .omitted: bytes += 1
            }
        }
        let (units, overflow) = bytes.multipliedReportingOverflow(by: outputByteCost)
        return overflow ? .max : units
    }
}
