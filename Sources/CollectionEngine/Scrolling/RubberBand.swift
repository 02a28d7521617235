import Foundation

/// Rubber-banding past an edge while dragging, and the spring back after release
/// (docs/scroll-physics.md §4.2–§4.3).
public enum RubberBand {
    /// UIKit's touch coefficient.
    public static let coefficient = 0.55
    /// The settle springs (bounce back, paging) shrink the remaining distance by this per ms
    /// [inferred stand-in for UIKit's springs; only end state and events are contract].
    public static let springFactor = 0.99
    /// A settle ends when less than half a pixel remains.
    public static let settleThreshold = 0.5

    /// The displayed overshoot for a finger overshoot `x` ≥ 0 on an axis of length `dimension`:
    /// b(x) = (1 − 1/(x·c/D + 1))·D — about 0.55·x for small x, never reaching D.
    public static func displayedOvershoot(_ x: Double, dimension: Double) -> Double {
        guard x > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (x * coefficient / dimension + 1)) * dimension
    }

    /// The number of frames a settle from `distance` away takes: r(t) = r0·0.99ᵗ until |r| < 0.5.
    public static func settleFrames(distance: Double) -> Int {
        let r = abs(distance)
        guard r >= settleThreshold else { return 1 }
        let milliseconds = log(settleThreshold / r) / log(springFactor)
        return Deceleration.frames(lasting: milliseconds)
    }

    /// The remaining distance after `t` ms of a settle: r0·0.99ᵗ.
    public static func remaining(_ distance: Double, at t: Double) -> Double {
        distance * pow(springFactor, t)
    }
}
