import CollectionEngine

/// A finger on an orthogonal section's row (docs/compositional.md §4.5): `drag section S by
/// (dx, dy)`, `release section S [velocity (vx, vy)]`, `fling section S (vx, vy)`. Only the
/// component along the row counts (x for a vertical layout's rows, y for a horizontal one's).
extension Interpreter {
    mutating func performRowGesture(_ gesture: ScrollGestureCommand, section ref: Located<SectionRef>,
                                    vector: Located<Point>?, at range: SourceRange) throws(RuntimeError) -> StepReport {
        let section = try sectionIndex(ref)
        let layout = view.layout
        guard layout.orthogonalOffsetRange(section: section) != nil else {
            throw .script(.notOrthogonal(section), at: ref.range)
        }
        let vertical = layout.scrollAxis == .vertical
        func along(_ p: Point) -> Double { vertical ? p.x : p.y }
        func point(_ o: Double) -> String { format(vertical ? Point(x: o, y: 0) : Point(x: 0, y: o)) }
        let row = "orthogonalScrollView(section: \(section))"
        var report = StepReport()
        report.changedState = true
        switch gesture {
        case .dragSection:
            guard let delta = vector else { return report }
            for component in [delta.value.x, delta.value.y] where abs(component) > Self.maximumDragDistance {
                throw .script(.gestureOutOfRange(quantity: "a drag distance", range: "at most \(format(Self.maximumDragDistance)) points on each axis"), at: delta.range)
            }
            let began = !view.isDraggingOrthogonalSection(section)
            let moved = view.dragOrthogonalSection(section, by: along(delta.value)) ?? 0
            report.calls.append(.raw((began ? "\(row): pan begins; " : "\(row): ")
                + "the finger moves the row by \(format(along(delta.value))) → contentOffset \(point(moved))"))
        case .releaseSection, .flingSection:
            if case .releaseSection = gesture, !view.isDraggingOrthogonalSection(section) {
                throw .script(.notDragging, at: range)
            }
            let velocity = try checkedVelocity(vector)
            guard let release = view.releaseOrthogonalSection(section, velocity: along(velocity)) else { return report }
            report.calls.append(.raw(rowReleaseLine(release, behaviour: release.behavior, row: row, point: point)))
        default:
            break
        }
        return report
    }

    /// "orthogonalScrollView(section: 0): the finger lifts at 1.5 pt/ms → projected 1080; groupPaging
    /// picks the next group → comes to rest at (357.5, 0) after 32 frames".
    private func rowReleaseLine(_ r: CollectionView.OrthogonalRelease, behaviour: OrthogonalScrollingBehavior,
                                row: String, point: (Double) -> String) -> String {
        var line = "\(row): the finger lifts at \(format(r.velocity)) pt/ms (decelerationRate \(format(r.rate)))"
        line += ", projected \(format(r.projected))"
        switch behaviour {
        case .none, .continuous: line += "; continuous keeps it"
        case .continuousGroupLeadingBoundary: line += "; continuousGroupLeadingBoundary snaps to the nearest group's leading edge"
        case .paging: line += "; paging picks the page (|v| > 0.3 → the next or previous one)"
        case .groupPaging, .groupPagingCentered:
            line += "; \(behaviour.rawValue) moves one group from where the drag began (|v| > 0.3), else the nearest"
        }
        if r.frames == 0 { return line + " → stays at \(point(r.target))" }
        return line + " → comes to rest at \(point(r.target)) after \(r.frames) frame" + (r.frames == 1 ? "" : "s")
    }
}
