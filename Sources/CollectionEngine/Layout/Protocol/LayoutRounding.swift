/// Floor and round-half-away-from-zero for the layout arithmetic, written out and inlined: exact
/// for every Double (values of magnitude ≥ 2^52 are already integers; NaN and ±inf pass through),
/// and equal to C's `floor` and `round`.
///
/// They were written when the engine did not link libm. It does now (Package.swift links `m` on
/// Linux), other engine code (layout code included) calls `rounded(_:)`, and scrolling calls `log`,
/// `pow` and `exp`; so these two are not what lets the engine link. The flow layout's arithmetic
/// and its tests (FlowLayoutTests) use them.
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
