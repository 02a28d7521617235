import CollectionEngine

/// Numbers print as the shortest decimal that round-trips: `16`, `12.5`, `147.66666666666666` —
/// never `16.0` (language.md "Output"). Negative zero prints as `0`.
func format(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)   // Swift prints the shortest round-tripping representation.
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
