import CollectionEngine
import Foundation

/// Scroll gestures and animated scrolls (docs/scroll-physics.md): `drag by`, `release`, `fling`,
/// `tapStatusBar`, `scroll to … animated`, `scrollTo … animated`, the scroll delegate's answers and
/// `explain offset`.
extension Interpreter {
    /// The largest velocity a script may give, in points per millisecond (100 000 pt/s).
    static let maximumVelocity = 100.0
    /// The largest distance one `drag by` may move on an axis.
    static let maximumDragDistance = 10_000_000.0

    mutating func performUnmeteredScrollGesture(_ gesture: ScrollGestureCommand, at range: SourceRange) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        report.changedState = true
        switch gesture {
        case .dragBy(let delta):
            for component in [delta.value.x, delta.value.y] where abs(component) > Self.maximumDragDistance {
                throw .script(.gestureOutOfRange(quantity: "a drag distance", range: "at most \(format(Self.maximumDragDistance)) points on each axis"), at: delta.range)
            }
            guard view.scrollSettings.isScrollEnabled else {
                report.lines.append(.text(Self.scrollDisabledNote))
                return report
            }
            let began = !view.isDragging
            do { try view.drag(by: delta.value) } catch { throw layoutPassError(error) }
            report.calls.append(.gesture(.pan(began: began, delta: delta.value, contentOffset: view.contentOffset)))
        case .release(let velocity):
            guard view.isDragging else { throw .script(.notDragging, at: range) }
            let v = try checkedVelocity(velocity)
            let release: ScrollRelease
            do { release = try view.endDragging(velocity: v) } catch { throw layoutPassError(error) }
            report.calls.append(.gesture(.release(requested: v, release)))
        case .fling(let velocity):
            let v = try checkedVelocity(velocity)
            guard view.scrollSettings.isScrollEnabled else {
                report.lines.append(.text(Self.scrollDisabledNote))
                return report
            }
            let release: ScrollRelease
            do { release = try view.endDragging(velocity: v) } catch { throw layoutPassError(error) }
            report.calls.append(.gesture(.release(requested: v, release)))
        case .tapStatusBar:
            let scrolled: Bool
            do { scrolled = try view.scrollToTop() } catch { throw layoutPassError(error) }
            report.calls.append(.gesture(.statusBarTap(scrolledTo: scrolled ? view.contentOffset : nil)))
        case .scrollToPointAnimated(let point):
            do { try view.setContentOffsetAnimated(point.value) } catch { throw layoutPassError(error) }
            report.calls.append(.setContentOffsetAnimated(point.value))
        case .scrollToItemAnimated(let ref, let names):
            let path = try indexPath(ref)
            let position = scrollPosition(names)
            do { try view.scrollToItemAnimated(at: path, at: position) } catch { throw .uikit(error, at: range) }
            report.calls.append(.scrollToItemAnimated(at: path, position: uikitSpelling(position)))
        case .dragSection(let ref, let delta), .releaseSection(let ref, let delta?), .flingSection(let ref, let delta):
            return try performRowGesture(gesture, section: ref, vector: delta, at: range)
        case .releaseSection(let ref, nil):
            return try performRowGesture(gesture, section: ref, vector: nil, at: range)
        }
        return report
    }

    /// What a pan or fling does while isScrollEnabled is false.
    static let scrollDisabledNote = "isScrollEnabled is false: the pan gesture is off, nothing scrolls and no scroll delegate call is made (setContentOffset and scrollToItem still scroll)"

    /// A velocity within ±`maximumVelocity` on both axes; none is (0, 0). Also a row's (Interpreter+OrthogonalGestures).
    func checkedVelocity(_ velocity: Located<Point>?) throws(RuntimeError) -> Point {
        guard let velocity else { return .zero }
        for component in [velocity.value.x, velocity.value.y] where abs(component) > Self.maximumVelocity {
            throw .script(.gestureOutOfRange(quantity: "velocity", range: "between -\(format(Self.maximumVelocity)) and \(format(Self.maximumVelocity)) points per millisecond",
                                             hint: perSecondHint(velocity.value)),
                          at: velocity.range)
        }
        return velocity.value
    }

    /// A velocity too fast in points per millisecond but usual in points per second (a pan
    /// gesture's `velocity(in:)` is per second; `scrollViewWillEndDragging`'s is per millisecond):
    /// says so, with the velocity per millisecond.
    private func perSecondHint(_ velocity: Point) -> String? {
        let perMillisecond = Point(x: velocity.x / 1000, y: velocity.y / 1000)
        guard abs(perMillisecond.x) <= Self.maximumVelocity, abs(perMillisecond.y) <= Self.maximumVelocity else { return nil }
        return "a pan gesture's velocity(in:) is in points per second; \(format(velocity)) pt/s is \(format(perMillisecond)) pt/ms, "
            + "the unit scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) reports"
    }

    /// `set decelerationRate = normal | fast | NUMBER` (0 < NUMBER < 1).
    func decelerationRate(_ value: Located<Value>) throws(RuntimeError) -> Double {
        if case .identifier(let word) = value.value {
            switch word {
            case "normal": return Deceleration.normal
            case "fast": return Deceleration.fast
            default: throw expected("a number or one of normal, fast", got: value)
            }
        }
        let rate = try number(value)
        guard rate > 0, rate < 1 else {
            throw .script(.gestureOutOfRange(quantity: "decelerationRate", range: "between 0 and 1, exclusive (normal 0.998, fast 0.99)"), at: value.range)
        }
        return rate
    }

    /// `delegate targetContentOffset = (x, y) | none`, `delegate willEndDragging = (x, y) | none`,
    /// `delegate shouldScrollToTop = BOOL`.
    mutating func setScrollDelegateAnswer(method: DelegateMethod, value: Located<Value>) throws(RuntimeError) -> String {
        var point: Point?
        if method != .shouldScrollToTop, !(value.value == .identifier("none")) {
            point = try self.point(value)
        }
        switch method {
        case .targetContentOffset:
            view.scrollSettings.layoutTargetContentOffset = point
            return "layout targetContentOffset(forProposedContentOffset:withScrollingVelocity:) → "
                + (point.map(format) ?? "the proposal (UICollectionViewFlowLayout's default)")
        case .willEndDragging:
            view.scrollSettings.willEndDraggingTarget = point
            return "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) "
                + (point.map { "writes targetContentOffset = \(format($0))" } ?? "leaves targetContentOffset alone")
        default:
            let answer = try bool(value)
            view.scrollSettings.shouldScrollToTop = answer
            return "scrollViewShouldScrollToTop → \(answer)"
        }
    }

    /// `explain offset` after a release: the arithmetic of the last release (docs/scroll-physics.md
    /// §1.2, §2, §4.3). Called by `explainOffset()` while the view still rests where it came to rest.
    func explainRelease() -> [String] {
        guard let r = view.lastScrollRelease else {
            return ["No drag has been released yet: `drag by (0, 300)` then `release velocity (0, 2)`, or `fling (0, 2)`, then `explain offset`."]
        }
        let vertical = r.requestedVelocity.y != 0 || (r.requestedVelocity.x == 0 && view.layout.scrollAxis == .vertical)
        let axis = vertical ? "y" : "x"
        func pick(_ p: Point) -> Double { vertical ? p.y : p.x }
        let x0 = pick(r.start), v = pick(r.velocity), target = pick(r.target), requested = pick(r.requestedVelocity)
        let geometry = view.scrollGeometry
        let lo = pick(geometry.minimumOffset), hi = pick(geometry.maximumOffset)
        let rate = view.scrollSettings.decelerationRate
        var lines = ["The last release: \(axis) = \(short(x0)), velocity \(short(requested)) pt/ms (points per millisecond, as UIKit reports it), decelerationRate \(format(rate))\(rateName(rate))."]
        switch r.kind {
        case .none:
            lines.append("A release inside the valid range slower than 0.25 pt/ms (|v|² < 0.0625) does not decelerate: the velocity becomes 0 and the target is where the finger lifted, \(axis) = \(short(x0)).")
        case .bounce:
            lines.append("The offset was past the edge (rubber band), so the target is the edge of the valid range [\(short(lo)), \(short(hi))]: \(axis) = \(short(pick(r.proposed))).")
            lines.append("It springs back: the remaining distance shrinks by 0.99 per millisecond until under half a pixel.")
        case .paging:
            let page = vertical ? view.boundsSize.height : view.boundsSize.width
            let p = x0 / page
            let rule = v > Paging.flickSpeed ? "v > 0.3 → the next page, ceil(p)" : v < -Paging.flickSpeed ? "v < −0.3 → the previous page, floor(p)" : "|v| ≤ 0.3 → the nearest page, round(p)"
            lines.append("Paging: the page is the bounds size, \(short(page)); p = \(short(x0)) / \(short(page)) = \(short(p)); \(rule) → offset \(short(pick(r.proposed))).")
        case .deceleration:
            let decay = -log(rate)
            let distance = Deceleration(rate: rate).distance(velocity: v)
            let sign = v < 0 ? "+" : "−"
            lines.append("Distance = (v \(sign) 0.01) / −ln(d) = \(short(v < 0 ? v + 0.01 : v - 0.01)) / \(significant(decay)) = \(short(distance)) (the motion stops at 0.01 pt/ms).")
            lines.append("Projected: \(short(x0)) + \(short(distance)) = \(short(x0 + distance)) → \(short(pick(r.projected ?? r.proposed))) on the pixel grid (scale \(short(view.scale))).")
            if pick(r.proposed) != pick(r.projected ?? r.proposed) {
                lines.append("Clamped to the valid range [\(short(lo)), \(short(hi))]: \(short(pick(r.proposed))).")
            }
            let duration = Deceleration(rate: rate).duration(velocity: v)
            lines.append("It lasts T = ln(0.01 / |v|) / ln(d) = \(short(duration)) ms, sampled at 60 frames a second.")
            let wwdc = x0 + v * rate / (1 - rate)
            lines.append("(WWDC18's rule of thumb x0 + v·d/(1 − d) gives \(short(wwdc)); UIKit's code subtracts the 0.01 stop speed first.)")
        }
        if let answer = r.layoutAnswer, answer != r.proposed {
            lines.append("The layout's targetContentOffset(forProposedContentOffset:withScrollingVelocity:) moved it to \(format(answer)).")
        }
        if let answer = r.delegateAnswer {
            lines.append("scrollViewWillEndDragging wrote \(format(answer))" + (r.rate != rate ? "; UIKit reaches it by changing the rate to exp(−(|v| − 0.01)/|Δ|) = \(short(r.rate, digits: 6))." : "."))
        }
        lines.append("Comes to rest at \(axis) = \(short(target))" + (r.willDecelerate ? " after \(r.frames) frame\(r.frames == 1 ? "" : "s")." : " (willDecelerate false: no deceleration callbacks)."))
        return lines
    }

    private func rateName(_ rate: Double) -> String {
        rate == Deceleration.normal ? " (.normal)" : rate == Deceleration.fast ? " (.fast)" : ""
    }

    /// Eight significant digits (−ln d is tiny for rates near 1).
    private func significant(_ value: Double) -> String {
        guard value.isFinite, value != 0 else { return format(value) }
        return String(format: "%.8g", value)
    }

    /// At most `digits` decimals, printed like every other number.
    private func short(_ value: Double, digits: Int = 4) -> String {
        let factor = pow(10, Double(digits))
        guard value.isFinite, abs(value) < 1e12 else { return format(value) }
        return format((value * factor).rounded() / factor)
    }
}
