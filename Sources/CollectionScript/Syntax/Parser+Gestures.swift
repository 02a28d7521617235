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
    /// `drag section 1 by (-120, 0)`: the finger moves an orthogonal section's row (docs/compositional.md §4.5).
    case dragSection(Located<SectionRef>, Located<Point>)
    /// `release section 1 [velocity (-1.5, 0)]`: the finger lifts from the row.
    case releaseSection(Located<SectionRef>, Located<Point>?)
    /// `fling section 1 (-1.5, 0)`: a flick of the row.
    case flingSection(Located<SectionRef>, Located<Point>)
}

extension ParserState {
    /// `drag by (dx, dy)`: `by` followed by a point (an item named `by` is still draggable:
    /// `drag by -> [0,2]`).
    mutating func parseDragBy() throws -> CommandKind? {
        guard peek.kind == .identifier, text(of: peek) == "by", peekNext.kind == .tuple else { return nil }
        advance()
        return .scrollGesture(.dragBy(try parsePoint(after: "drag by")))
    }

    /// `drag section S by (dx, dy)`: an orthogonal row (an item named `section` is still
    /// draggable: `drag section -> [0,2]`).
    mutating func parseDragSection() throws -> CommandKind? {
        guard peek.kind == .identifier, text(of: peek) == "section",
              peekNext.kind == .integer || peekNext.kind == .identifier else { return nil }
        advance()
        let section = try parseSectionRef(after: "drag section")
        guard matchWord("by") != nil else { throw fail(.expectedIdentifier("'by'", after: "drag section …"), at: peek) }
        return .scrollGesture(.dragSection(section, try parsePoint(after: "drag section … by")))
    }

    /// `fling (vx, vy)` or `fling section S (vx, vy)`.
    mutating func parseFling() throws -> CommandKind {
        guard matchWord("section") != nil else {
            if checkWord("velocity"), token(at: position + 1).kind == .tuple {   // `fling velocity (0, -2)`, as after `release`
                throw fail(.expectedVelocity(after: "fling"), at: peek,
                           fixIts: [Diagnostic.FixIt(message: "remove 'velocity'", range: peek.range.union(token(at: position + 1).range),
                                                     replacement: text(of: token(at: position + 1)))])
            }
            return .scrollGesture(.fling(try parsePoint(after: "fling", velocity: true)))
        }
        let section = try parseSectionRef(after: "fling section")
        return .scrollGesture(.flingSection(section, try parsePoint(after: "fling section …", velocity: true)))
    }

    /// `release` or `release velocity (vx, vy)`; `release section S [velocity (vx, vy)]`.
    mutating func parseRelease() throws -> CommandKind {
        if matchWord("section") != nil {
            let section = try parseSectionRef(after: "release section")
            guard matchWord("velocity") != nil else { return .scrollGesture(.releaseSection(section, nil)) }
            return .scrollGesture(.releaseSection(section, try parsePoint(after: "release section … velocity", velocity: true)))
        }
        guard matchWord("velocity") != nil else {
            if peek.kind == .identifier {
                throw fail(.expectedIdentifier("'velocity'", after: "release"), at: peek,
                           fixIts: suggestion(for: peek, in: ["velocity", "section"]))
            }
            return .scrollGesture(.release(nil))
        }
        return .scrollGesture(.release(try parsePoint(after: "release velocity", velocity: true)))
    }

    /// A trailing `animated` (after `scroll to POINT` or `scrollTo ITEM POSITION…`).
    mutating func matchAnimated() -> Bool {
        matchWord("animated") != nil
    }
}
