/// A finger scrolling the view: drag, release, deceleration, paging, rubber band, scroll to top, and
/// the UIScrollViewDelegate calls in UIKit's order (docs/scroll-physics.md §1–§4, §6).
///
/// Motion is sampled at `Deceleration.frameDuration` (60 Hz). Each frame whose pixel-rounded offset
/// changed sends one scrollViewDidScroll (consecutive ones are recorded as one run), then the
/// frame's cell callbacks (§6.1, §7).
extension CollectionView {
    /// isDragging: a finger is on the view (between `drag by` and `release`).
    public var isDragging: Bool { scrollDrag != nil }

    /// Whether an axis moves under a finger (§4.1): its content plus insets exceeds the bounds, or
    /// its alwaysBounce flag is set.
    public func canScroll(vertically: Bool) -> Bool {
        let i = adjustedContentInset, content = collectionViewContentSize
        if vertically {
            return scrollSettings.alwaysBounceVertical || content.height + i.top + i.bottom > boundsSize.height
        }
        return scrollSettings.alwaysBounceHorizontal || content.width + i.left + i.right > boundsSize.width
    }

    /// The finger moves by `delta` (content coordinates: positive y moves the offset down, i.e. the
    /// finger moves up). Starts a drag (scrollViewWillBeginDragging) if none is in progress. Inside
    /// the range the offset follows the finger; past an edge it rubber-bands (`bounces`) or stops.
    public mutating func drag(by delta: Point) throws(UIKitError) {
        try transaction { $0.dragInTransaction(by: delta) }
    }

    /// `drag` inside the caller's transaction.
    private mutating func dragInTransaction(by delta: Point) {
        guard scrollSettings.isScrollEnabled else { return }  // the pan gesture is off
        if scrollDrag == nil { beginDragging() }
        guard var drag = scrollDrag else { return }
        drag.unconstrainedOffset.x += delta.x
        drag.unconstrainedOffset.y += delta.y
        scrollDrag = drag
        let geometry = scrollGeometry
        let lo = geometry.minimumOffset, hi = geometry.maximumOffset
        func follow(_ u: Double, current: Double, lo: Double, hi: Double, dimension: Double, scrolls: Bool) -> Double {
            guard scrolls else { return current }
            if u < lo {
                return scrollSettings.bounces ? lo - RubberBand.displayedOvershoot(lo - u, dimension: dimension) : lo
            }
            if u > hi {
                return scrollSettings.bounces ? hi + RubberBand.displayedOvershoot(u - hi, dimension: dimension) : hi
            }
            return u
        }
        let target = Point(
            x: rounded(follow(drag.unconstrainedOffset.x, current: contentOffset.x, lo: lo.x, hi: hi.x,
                              dimension: boundsSize.width, scrolls: canScroll(vertically: false))),
            y: rounded(follow(drag.unconstrainedOffset.y, current: contentOffset.y, lo: lo.y, hi: hi.y,
                              dimension: boundsSize.height, scrolls: canScroll(vertically: true))))
        moveOffset(to: target)
    }

    /// scrollViewWillBeginDragging: the pan gesture was recognised.
    public mutating func beginDragging() {
        guard scrollDrag == nil else { return }
        scrollDrag = ScrollDrag(startOffset: contentOffset, unconstrainedOffset: contentOffset)
        events.append(.scrollViewWillBeginDragging)
        closeSwipeActions()   // a drag closes an open row's swipe actions (docs/interaction.md §11)
    }

    /// The finger lifts with `velocity` (pt/ms, positive towards larger offsets): the target is
    /// projected (§1.2) or paged (§2), offered to the layout (§3) and the delegate (§1.4), then
    /// reached frame by frame. Begins (and ends) a drag first if none is in progress (a fling).
    @discardableResult
    public mutating func endDragging(velocity requested: Point) throws(UIKitError) -> ScrollRelease {
        try transaction { $0.endDraggingInTransaction(velocity: requested) }
    }

    /// `endDragging` inside the caller's transaction.
    @discardableResult
    private mutating func endDraggingInTransaction(velocity requested: Point) -> ScrollRelease {
        if scrollDrag == nil { beginDragging() }
        scrollDrag = nil
        let geometry = scrollGeometry
        let start = contentOffset
        let clamped = geometry.clamped(start)
        let outOfRange = clamped != start
        let scrollsX = canScroll(vertically: false), scrollsY = canScroll(vertically: true)
        var velocity = Point(x: scrollsX ? requested.x : 0, y: scrollsY ? requested.y : 0)
        let fast = velocity.x * velocity.x + velocity.y * velocity.y >= Deceleration.minimumSpeed * Deceleration.minimumSpeed
        if !outOfRange && !fast { velocity = .zero }
        let decelerating = outOfRange || fast
        let deceleration = Deceleration(rate: scrollSettings.decelerationRate)
        var release = ScrollRelease(start: start, velocity: velocity, rate: deceleration.rate)
        release.requestedVelocity = requested

        // 1. The projected (or paged) target, rounded and clamped.
        var target: Point
        if scrollSettings.isPagingEnabled {
            target = Point(
                x: scrollsX ? Paging.target(offset: start.x, velocity: velocity.x, pageSize: boundsSize.width,
                                            minimum: geometry.minimumOffset.x, maximum: geometry.maximumOffset.x) : start.x,
                y: scrollsY ? Paging.target(offset: start.y, velocity: velocity.y, pageSize: boundsSize.height,
                                            minimum: geometry.minimumOffset.y, maximum: geometry.maximumOffset.y) : start.y)
            release.kind = .paging
        } else {
            func project(_ x: Double, _ v: Double, lo: Double, hi: Double) -> Double {
                guard x >= lo, x <= hi else { return min(max(x, lo), hi) }   // rubber-banded: back to the edge
                guard decelerating else { return x }
                return min(max(rounded(x + deceleration.distance(velocity: v)), lo), hi)
            }
            release.projected = Point(x: rounded(start.x + deceleration.distance(velocity: velocity.x)),
                                      y: rounded(start.y + deceleration.distance(velocity: velocity.y)))
            target = Point(x: project(start.x, velocity.x, lo: geometry.minimumOffset.x, hi: geometry.maximumOffset.x),
                           y: project(start.y, velocity.y, lo: geometry.minimumOffset.y, hi: geometry.maximumOffset.y))
            release.kind = outOfRange ? .bounce : decelerating ? .deceleration : .none
        }
        release.proposed = target

        // 2. The layout's targetContentOffset(forProposedContentOffset:withScrollingVelocity:),
        //    only for decelerating releases (the flow layout returns the proposal).
        if decelerating && !outOfRange && !scrollSettings.isPagingEnabled {
            let answer = scrollSettings.layoutTargetContentOffset ?? target
            events.append(.targetContentOffsetForProposed(target, velocity: velocity, answer: answer))
            target = geometry.clamped(Point(x: rounded(answer.x), y: rounded(answer.y)))
            release.layoutAnswer = target
        }

        // 3. The delegate's scrollViewWillEndDragging may write a new target; it is rounded, snapped
        //    to a page when paging, and clamped.
        let written = scrollSettings.willEndDraggingTarget
        events.append(.scrollViewWillEndDragging(velocity: velocity, target: target, written: written))
        if let written {
            var moved = Point(x: rounded(written.x), y: rounded(written.y))
            if scrollSettings.isPagingEnabled {
                moved = Point(
                    x: Paging.nearestPage(moved.x, pageSize: boundsSize.width, minimum: geometry.minimumOffset.x, maximum: geometry.maximumOffset.x),
                    y: Paging.nearestPage(moved.y, pageSize: boundsSize.height, minimum: geometry.minimumOffset.y, maximum: geometry.maximumOffset.y))
            }
            target = geometry.clamped(moved)
            release.delegateAnswer = target
        }
        release.target = target

        // 4. didEndDragging(willDecelerate:), then the motion.
        let willDecelerate = target != start
        release.willDecelerate = willDecelerate
        events.append(.scrollViewDidEndDragging(willDecelerate: willDecelerate))
        if willDecelerate {
            events.append(.scrollViewWillBeginDecelerating)
            release.frames = animateRelease(&release, deceleration: deceleration)
            events.append(.scrollViewDidEndDecelerating)
        }
        lastScrollRelease = release
        lastScrollToItem = nil
        return release
    }

    /// Frames from the release offset to the target. Along the velocity, the closed-form decay
    /// (with UIKit's substitute rate when the target moved, §1.4), stopping at the target; against
    /// it, a bounce or a paging settle: the remaining distance shrinks by 0.99 per ms (§2, §4.3).
    private mutating func animateRelease(_ release: inout ScrollRelease, deceleration: Deceleration) -> Int {
        let start = release.start, target = release.target, v = release.velocity
        let moved = target != release.proposed
        // A projection clamped to the range ends at the first frame at or past the edge (§1.3);
        // otherwise every frame of the motion runs (unchanged frames send no didScroll).
        let stopsAtEdge = release.kind == .deceleration && !moved && release.projected != target
        func plan(_ x0: Double, _ goal: Double, _ v: Double) -> AxisMotion {
            let delta = goal - x0
            if delta == 0 { return .still }
            switch release.kind {
            case .bounce, .paging:
                return .spring(frames: RubberBand.settleFrames(distance: delta))
            case .deceleration where !moved:
                // The natural decay; a clamped target ends at the first frame at or past the edge (§1.3).
                return .decay(deceleration, frames: Deceleration.frames(lasting: deceleration.duration(velocity: v)))
            case .deceleration, .none:
                if let rate = Deceleration.rate(reaching: delta, velocity: v) {
                    let d = Deceleration(rate: rate)
                    return .decay(d, frames: Deceleration.frames(lasting: d.duration(velocity: v)))
                }
                return .linear(frames: ScrollAnimation.frames)
            }
        }
        let mx = plan(start.x, target.x, v.x), my = plan(start.y, target.y, v.y)
        let count = max(mx.frames, my.frames)
        if case .decay(let d, _) = (v.y != 0 ? my : mx) { release.rate = d.rate }
        for k in 1...count {
            let t = Double(k) * Deceleration.frameDuration
            let point = Point(x: position(mx, x0: start.x, goal: target.x, v: v.x, frame: k, t: t),
                              y: position(my, x0: start.y, goal: target.y, v: v.y, frame: k, t: t))
            moveOffset(to: k == count ? target : point)
            if stopsAtEdge, contentOffset == target { return k }
        }
        return count
    }

    private func position(_ motion: AxisMotion, x0: Double, goal: Double, v: Double, frame k: Int, t: Double) -> Double {
        switch motion {
        case .still:
            return goal
        case .decay(let d, let frames):
            guard k < frames else { return goal }
            let x = rounded(x0 + d.displacement(velocity: v, at: t))
            return goal > x0 ? min(x, goal) : max(x, goal)
        case .spring(let frames):
            guard k < frames else { return goal }
            return rounded(goal + RubberBand.remaining(x0 - goal, at: t))
        case .linear(let frames):
            guard k < frames else { return goal }
            return rounded(x0 + (goal - x0) * Double(k) / Double(frames))
        }
    }

    /// A status-bar tap (§6.3): nothing when scrollsToTop is false or the view is already at the top;
    /// else scrollViewShouldScrollToTop, and if it answers true an animated scroll to (x, −inset.top)
    /// and scrollViewDidScrollToTop. Returns whether it scrolled.
    @discardableResult
    public mutating func scrollToTop() throws(UIKitError) -> Bool {
        try transaction { $0.scrollToTopInTransaction() }
    }

    /// `scrollToTop` inside the caller's transaction.
    @discardableResult
    private mutating func scrollToTopInTransaction() -> Bool {
        let top = scrollGeometry.minimumOffset.y
        guard scrollSettings.scrollsToTop, contentOffset.y != top else { return false }
        let answer = scrollSettings.shouldScrollToTop
        events.append(.scrollViewShouldScrollToTop(answer))
        guard answer else { return false }
        animateOffset(to: Point(x: contentOffset.x, y: top))
        events.append(.scrollViewDidScrollToTop)
        return true
    }

    /// setContentOffset(_:animated: true) (§6.1): a didScroll per frame over 0.3 s, then
    /// scrollViewDidEndScrollingAnimation; nothing when the rounded target is the current offset.
    @discardableResult
    public mutating func setContentOffsetAnimated(_ point: Point) throws(UIKitError) -> Bool {
        try transaction { $0.setContentOffsetAnimatedInTransaction(point) }
    }

    /// `setContentOffsetAnimated` inside the caller's transaction.
    @discardableResult
    private mutating func setContentOffsetAnimatedInTransaction(_ point: Point) -> Bool {
        let goal = Point(x: rounded(point.x), y: rounded(point.y))
        guard goal != contentOffset else { return false }
        animateOffset(to: goal)
        events.append(.scrollViewDidEndScrollingAnimation)
        return true
    }

    /// scrollToItem(at:at:animated: true): the target of the non-animated call, reached by an animation.
    public mutating func scrollToItemAnimated(at indexPath: IndexPath, at position: ScrollPosition) throws(UIKitError) {
        try transaction { view throws(UIKitError) in try view.scrollToItemAnimatedInTransaction(at: indexPath, at: position) }
    }

    /// `scrollToItemAnimated(at:at:)` inside the caller's transaction.
    private mutating func scrollToItemAnimatedInTransaction(at indexPath: IndexPath, at position: ScrollPosition) throws(UIKitError) {
        guard isValid(indexPath) else { throw invalidScrollTarget(indexPath) }
        let derivation = try scrollGeometry.targetDerivation(forItemAt: indexPath, in: layout, positions: position, current: contentOffset)
        lastScrollToItem = derivation
        setContentOffsetAnimatedInTransaction(derivation.target)
        scrollOrthogonalRow(toItem: indexPath, positions: position)  // the item's row too (compositional §4.4)
    }

    /// The running animations end: a completion handler (performBatchUpdates(_:completion:)) is
    /// called with `finished`.
    public mutating func completeAnimations(finished: Bool) {
        events.append(.batchCompletion(finished))
    }

    /// 18 linear frames (0.3 s) from the current offset to `goal`, the last exactly `goal`.
    private mutating func animateOffset(to goal: Point) {
        let start = contentOffset
        let count = ScrollAnimation.frames
        for k in 1...count {
            let f = Double(k) / Double(count)
            let point = k == count ? goal : Point(x: rounded(start.x + (goal.x - start.x) * f),
                                                  y: rounded(start.y + (goal.y - start.y) * f))
            moveOffset(to: point)
        }
    }

    /// One frame: scrollViewDidScroll if the offset changed, then the frame's cell callbacks.
    mutating func moveOffset(to point: Point) {
        guard point != contentOffset else { return }
        if case .scrollViewDidScroll(_, let count) = events.last {
            events[events.count - 1] = .scrollViewDidScroll(point, count: count + 1)
        } else {
            events.append(.scrollViewDidScroll(point, count: 1))
        }
        work.charge(1, each: WorkMeter.frameCost)   // and each view the frame places (refreshDisplay)
        setContentOffsetInTransaction(point)
    }

    func rounded(_ value: Double) -> Double { Deceleration.pixelRounded(value, scale: scale) }
}

/// How one axis gets from the release offset to the target.
private enum AxisMotion {
    case still
    case decay(Deceleration, frames: Int)
    case spring(frames: Int)
    case linear(frames: Int)

    var frames: Int {
        switch self {
        case .still: return 1
        case .decay(_, let n), .spring(let n), .linear(let n): return n
        }
    }
}

/// Animated setContentOffset / scrollToItem / scroll to top (docs/scroll-physics.md §6.1).
public enum ScrollAnimation {
    /// 0.3 s at 60 Hz [inferred: UIKit's directional scroll uses 0.3 s; the duration is not documented].
    public static let frames = 18
}

/// What a release did, for the transcript and `explain offset`.
public struct ScrollRelease: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case none, deceleration, bounce, paging }
    public var kind: Kind = .none
    public var start: Point
    /// The velocity used (zeroed below 0.25 pt/ms inside the range, and on axes that cannot scroll).
    public var velocity: Point
    /// The velocity the finger had.
    public var requestedVelocity: Point = .zero
    /// The deceleration rate used (UIKit's substitute when the delegate moved the target).
    public var rate: Double
    /// The unclamped projection x0 + (v − 0.01·sgn v)/(−ln d), rounded.
    public var projected: Point?
    /// The target before the layout and the delegate.
    public var proposed: Point = .zero
    public var layoutAnswer: Point?
    public var delegateAnswer: Point?
    public var target: Point = .zero
    public var willDecelerate = false
    public var frames = 0

    public init(start: Point, velocity: Point, rate: Double) {
        self.start = start
        self.velocity = velocity
        self.rate = rate
    }
}
