/// Spring loading (docs/interaction.md §6.5): with `isSpringLoaded` on, a lifted drag whose finger
/// rests over an item long enough activates it, as UIKit's spring-loaded interaction does.
extension CollectionView {
    /// How long the finger must rest over an item before spring loading activates it: 0.5 s
    /// [inferred: UISpringLoadedInteraction's timing is private; the effect blinks, then activates].
    public static let springLoadingActivationDelay: Double = 0.5

    /// What holding the finger still did.
    public enum HoldOutcome: Equatable, Sendable {
        /// The finger rests over no item, over the dragged item, or the view is not spring loaded.
        case nothing(over: IndexPath?)
        /// The delegate's shouldSpringLoadItemAt answered false.
        case refused(IndexPath)
        /// Still under the delay: `held` seconds over the item in all.
        case waiting(IndexPath, held: Double)
        /// The item was activated (a tap's selection path) after `held` seconds.
        case activated(IndexPath, held: Double)
        /// The item was activated already during this hover.
        case alreadyActivated(IndexPath)
    }

    /// The finger of the lifted drag rests for `seconds`. nil when no drag is in flight.
    public mutating func holdFinger(for seconds: Double) -> HoldOutcome? {
        guard var session = dragSession else { return nil }
        let over = layout.indexPathForItem(at: session.position)
        guard isSpringLoaded, let over, over != session.source else { return .nothing(over: over) }
        if session.springActivated == over { return .alreadyActivated(over) }
        if session.springLoadedItem != over {
            events.append(.shouldSpringLoadItemAt(over))
            session.springLoadedItem = over
            session.springHeld = 0
        }
        guard delegate.answer(.shouldSpringLoad, item: dataSource.item(at: over)) else {
            dragSession = session
            return .refused(over)
        }
        session.springHeld += seconds
        let held = session.springHeld
        guard held >= Self.springLoadingActivationDelay else {
            dragSession = session
            return .waiting(over, held: held)
        }
        session.springActivated = over
        dragSession = session
        // Activation is a tap's selection path [inferred: UICollectionView's spring-loaded
        // interaction selects the item under the finger, the delegate answering as for a tap].
        try? tap(at: over)
        return .activated(over, held: held)
    }
}
