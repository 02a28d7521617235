import CollectionEngine

/// Numbers print as the shortest decimal that round-trips: `16`, `12.5`, `147.66666666666666` —
/// never `16.0` (docs/language.md "Output"). Negative zero prints as `0`.
///
/// Every number any renderer prints (transcript, JSON Lines, SVG, HTML) goes through here. A
/// non-finite value should never exist (the lexer rejects non-finite literals), but if one does it
/// prints as `null`: a clear marker that is also valid JSON — never `nan` or `inf`.
func format(_ value: Double) -> String {
    if value == 0 { return "0" }
    if !value.isFinite { return nonFiniteMarker }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)   // Swift prints the shortest round-tripping representation.
}

/// What a NaN or an infinity prints as, everywhere.
let nonFiniteMarker = "null"

/// `value` as an Int, clamped to ±`limit` (NaN is 0): a Double → Int conversion that cannot trap.
func clampedToInt(_ value: Double, limit: Double = 1e15) -> Int {
    guard !value.isNaN else { return 0 }
    return Int(min(limit, max(-limit, value)))
}

func format(_ size: Size) -> String { "\(format(size.width))x\(format(size.height))" }

func format(_ point: Point) -> String { "(\(format(point.x)), \(format(point.y)))" }

func format(_ rect: Rect) -> String {
    "(\(format(rect.minX)), \(format(rect.minY)), \(format(rect.width)), \(format(rect.height)))"
}

func format(_ insets: EdgeInsets) -> String {
    if insets.top == insets.left, insets.left == insets.bottom, insets.bottom == insets.right {
        return format(insets.top)
    }
    return "\(format(insets.top)),\(format(insets.left)),\(format(insets.bottom)),\(format(insets.right))"
}
