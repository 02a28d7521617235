import CollectionEngine

/// A number as every renderer prints it: the engine's one formatter, `NumberText.decimal`
/// (shortest round-tripping decimal, never `nan` or `inf`).
func format(_ value: Double) -> String { NumberText.decimal(value) }

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
