/// Floor and round-half-away-from-zero without libm.
///
/// `Double.rounded(_:)` lowers to libm's `floor`/`round` on x86-64, so an executable linking only
/// CollectionEngine (no Foundation) would fail to link. Layout arithmetic needs only these two,
/// exact for every Double: values of magnitude ≥ 2^52 are already integers (and NaN/±inf pass through).
enum LayoutRounding {
    /// ⌊v⌋.
    @inline(__always)
    static func floor(_ v: Double) -> Double {
        guard abs(v) < 4_503_599_627_370_496 else { return v }
        let t = Double(Int64(v))
        return t > v ? t - 1 : t
    }

    /// v rounded to the nearest integer, halves away from zero (C `round`, UIKit's pixel rounding).
    @inline(__always)
    static func round(_ v: Double) -> Double {
        guard abs(v) < 4_503_599_627_370_496 else { return v }
        let t = Double(Int64(v))
        let fraction = v - t
        if fraction >= 0.5 { return t + 1 }
        if fraction <= -0.5 { return t - 1 }
        return t
    }
}
