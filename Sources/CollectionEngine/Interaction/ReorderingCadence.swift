/// UICollectionView.ReorderingCadence (iOS 11): how quickly the other items move aside while the
/// user drags one (`doc`: immediate by default; fast and slow wait before reordering). UIKit's timing
/// is undocumented (a delay while the finger rests); the engine's deterministic model counts finger
/// positions instead of time [choice]:
///
/// - `immediate`: the placeholder moves to a new target at the first position proposing it;
/// - `fast`: only at the second consecutive position proposing the same target;
/// - `slow`: only at the third.
///
/// A position that proposes the current target, or another target, starts the count again. The
/// floating item itself always follows the finger; only the gap (the target) waits.
public enum ReorderingCadence: String, Hashable, Sendable, CaseIterable {
    case immediate, fast, slow

    /// Consecutive positions over one new target before the placeholder moves there.
    public var positionsBeforeReorder: Int {
        switch self {
        case .immediate: 1
        case .fast: 2
        case .slow: 3
        }
    }
}

extension InteractiveMovement {
    /// Records that the layout (and delegate) proposed `proposal` at this finger position and
    /// returns whether the placeholder moves there now under `cadence`.
    mutating func settles(on proposal: IndexPath, cadence: ReorderingCadence) -> Bool {
        guard proposal != target else {
            pendingTarget = nil
            pendingPositions = 0
            return false
        }
        if pendingTarget == proposal {
            pendingPositions += 1
        } else {
            pendingTarget = proposal
            pendingPositions = 1
        }
        guard pendingPositions >= cadence.positionsBeforeReorder else { return false }
        pendingTarget = nil
        pendingPositions = 0
        return true
    }
}
