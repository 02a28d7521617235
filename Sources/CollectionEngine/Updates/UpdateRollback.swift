/// What a throwing update touches before it knows whether UIKit raises, so that the update can put
/// it back and leave the view exactly as before — whoever calls the engine.
///
/// Before validating, an update reads the data source's counts (callbacks), refills counts a
/// `reloadData()` left stale (the counts, the selection) and ends an interactive movement. The first
/// two are small (callbacks are truncated; counts are per section), so an update keeps only those —
/// never a copy of the model, which would make every update O(items). Ending a movement relayouts
/// and redisplays, so only then is the whole view kept (a movement in progress is rare).
struct UpdateRollback {
    private let eventCount: Int
    private let presentedCounts: [Int]
    private let countCacheIsValid: Bool
    private let reloadDisplayIsPending: Bool
    private let selection: Set<IndexPath>
    private let wholeView: CollectionView?

    init(_ view: CollectionView) {
        eventCount = view.events.count
        presentedCounts = view.presentedCounts
        countCacheIsValid = view.countCacheIsValid
        reloadDisplayIsPending = view.reloadDisplayIsPending
        selection = view.selection
        wholeView = view.interactiveMovement == nil ? nil : view
    }

    /// Puts back what the failed update touched.
    func restore(_ view: inout CollectionView) {
        if let wholeView {
            view = wholeView
            return
        }
        view.events.removeSubrange(min(eventCount, view.events.count)...)
        view.presentedCounts = presentedCounts
        view.countCacheIsValid = countCacheIsValid
        view.reloadDisplayIsPending = reloadDisplayIsPending
        view.selection = selection
    }
}
