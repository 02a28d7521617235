/// A rectangle (CGRect) with CoreGraphics' edge rules: intersection needs positive overlap,
/// so rectangles that only touch do not intersect.
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var center: Point { Point(x: midX, y: midY) }
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// CGRectIntersectsRect: true only when the overlap has positive area.
    public func intersects(_ other: Rect) -> Bool {
        if isEmpty || other.isEmpty { return false }
        return overlapsX(other.minX, other.width) && overlapsY(other.minY, other.height)
    }

    /// `intersects(_:)` on the x axis alone, for a non-empty rect starting at `x`, `width` wide
    /// (a grid of equal cells tests each column and row once).
    @inline(__always)
    func overlapsX(_ x: Double, _ width: Double) -> Bool {
        minX < x + width && x < maxX
    }

    /// `intersects(_:)` on the y axis alone, for a non-empty rect starting at `y`, `height` high.
    @inline(__always)
    func overlapsY(_ y: Double, _ height: Double) -> Bool {
        minY < y + height && y < maxY
    }

    /// CGRectContainsPoint: min edges inclusive, max edges exclusive.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
}
