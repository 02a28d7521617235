import CollectionEngine

/// A finger or an animation moving the offset (docs/scroll-physics.md): `drag by`, `release`,
/// `fling`, `tapStatusBar`, and the `animated` forms of `scroll to` and `scrollTo`.
public enum ScrollGestureCommand: Hashable, Sendable {
    /// `drag by (0, 300)`: the finger moves the content by (dx, dy) (offset coordinates).
    case dragBy(Located<Point>)
    /// `release`, `release velocity (0, 2)`: the finger lifts (pt/ms, UIKit's sign).
    case release(Located<Point>?)
    /// `fling (0, 2)`: a quick drag with no movement, released at the velocity.
    case fling(Located<Point>)
    /// `tapStatusBar`: scroll to top.
    case tapStatusBar
    /// `scroll to (0, 500) animated`: setContentOffset(_:animated: true).
    case scrollToPointAnimated(Located<Point>)
    /// `scrollTo [0,12] top animated`: scrollToItem(at:at:animated: true).
    case scrollToItemAnimated(Located<ItemRef>, position: ScrollPositionNames)
}

extension ParserState {
    /// `drag by (dx, dy)`: `by` followed by a point (an item named `by` is still draggable:
    /// `drag by -> [0,2]`).
    mutating func parseDragBy() throws -> CommandKind? {
        guard peek.kind == .identifier, text(of: peek) == "by", peekNext.kind == .tuple else { return nil }
        advance()
        return .scrollGesture(.dragBy(try parsePoint(after: "drag by")))
    }

    /// `release` or `release velocity (vx, vy)`.
    mutating func parseRelease() throws -> CommandKind {
        guard matchWord("velocity") != nil else {
            if peek.kind == .identifier {
                throw fail(.expectedIdentifier("'velocity'", after: "release"), at: peek,
                           fixIts: suggestion(for: peek, in: ["velocity"]))
            }
            return .scrollGesture(.release(nil))
        }
        return .scrollGesture(.release(try parsePoint(after: "release velocity")))
    }

    /// A trailing `animated` (after `scroll to POINT` or `scrollTo ITEM POSITION…`).
    mutating func matchAnimated() -> Bool {
        matchWord("animated") != nil
    }
}
