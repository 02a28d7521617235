import Foundation

/// Deceleration after a drag release (docs/scroll-physics.md §1): the velocity decays by
/// `rate` per millisecond, v(t) = v·rateᵗ, and motion stops when the speed falls to 0.01 pt/ms.
///
/// Velocities are UIKit's: points per millisecond, positive towards larger offsets.
/// x(t) = x0 + v·(1 − rateᵗ)/(−ln rate); the resting offset is x0 + (v − 0.01·sgn v)/(−ln rate)
/// (the decompiled form; WWDC18's v·d/(1 − d) approximation differs by a few points).
public struct Deceleration: Hashable, Sendable {
    /// UIScrollView.DecelerationRate.normal and .fast.
    public static let normal = 0.998
    public static let fast = 0.99
    /// The speed at which motion stops (10 pt/s).
    public static let stopSpeed = 0.01
    /// Below this speed (0.25 pt/ms, |v|² < 0.0625) a release inside the range does not decelerate.
    public static let minimumSpeed = 0.25
    /// The engine's frame: 1000/60 ms (a 60 Hz display link) [inferred: deterministic choice].
    public static let frameDuration = 1000.0 / 60
    /// The most frames one motion is sampled at (100 s); the last frame is always the target.
    public static let maximumFrames = 6000

    /// The per-millisecond factor, in (0, 1).
    public var rate: Double

    public init(rate: Double) {
        self.rate = rate
    }

    /// −ln(rate), the decay constant per millisecond.
    public var decay: Double { -log(rate) }

    /// How far a release at `velocity` travels before it stops: (v − 0.01·sgn v)/(−ln rate); 0 at or
    /// below the stop speed.
    public func distance(velocity: Double) -> Double {
        guard abs(velocity) > Self.stopSpeed else { return 0 }
        let sign: Double = velocity < 0 ? -1 : 1
        return (velocity - Self.stopSpeed * sign) / decay
    }

    /// How long (ms) the motion lasts: T = ln(0.01/|v|)/ln(rate); 0 at or below the stop speed.
    public func duration(velocity: Double) -> Double {
        guard abs(velocity) > Self.stopSpeed else { return 0 }
        return log(Self.stopSpeed / abs(velocity)) / log(rate)
    }

    /// The displacement at `t` ms: v·(1 − rateᵗ)/(−ln rate).
    public func displacement(velocity: Double, at t: Double) -> Double {
        velocity * (1 - pow(rate, t)) / decay
    }

    /// The rate UIKit substitutes when the delegate moved the target along the velocity's direction
    /// (docs/scroll-physics.md §1.4): d' = exp(−(|v| − 0.01)/|Δ|), capped at 0.999; nil when Δ is
    /// zero, opposite to v, or v is at or below the stop speed.
    public static func rate(reaching delta: Double, velocity: Double) -> Double? {
        guard delta != 0, abs(velocity) > stopSpeed, (delta > 0) == (velocity > 0) else { return nil }
        return min(exp(-(abs(velocity) - stopSpeed) / abs(delta)), 0.999)
    }

    /// The number of frames a motion of `milliseconds` takes: ceil(T / frame), at least 1, at most
    /// `maximumFrames`.
    public static func frames(lasting milliseconds: Double) -> Int {
        guard milliseconds.isFinite, milliseconds > 0 else { return 1 }
        let count = (milliseconds / frameDuration).rounded(.up)
        return count >= Double(maximumFrames) ? maximumFrames : max(1, Int(count))
    }

    /// Pixel rounding of computed offsets (docs/scroll-physics.md §0): floor(x) + round(frac·s)/s,
    /// applied to the magnitude so −x rounds like x (half away from zero at scale 1).
    public static func pixelRounded(_ value: Double, scale: Double) -> Double {
        guard value.isFinite, abs(value) < 1e15 else { return value }
        let s = scale >= 1 ? scale : 1
        let magnitude = abs(value)
        let whole = magnitude.rounded(.down)
        let rounded = whole + ((magnitude - whole) * s).rounded(.toNearestOrAwayFromZero) / s
        return value < 0 ? -rounded : rounded
    }
}
