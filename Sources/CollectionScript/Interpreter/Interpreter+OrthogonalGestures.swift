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
        func point(_ o: Double) -> Point { vertical ? Point(x: o, y: 0) : Point(x: 0, y: o) }
        var report = StepReport()
        report.changedState = true
        switch gesture {
        case .dragSection:
            guard let delta = vector else { return report }
            for component in [delta.value.x, delta.value.y] where abs(component) > Self.maximumDragDistance {
                throw .script(.gestureOutOfRange(quantity: "a drag distance", range: "at most \(format(Self.maximumDragDistance)) points on each axis"), at: delta.range)
            }
            let began = !view.isDraggingOrthogonalSection(section)
            let moved: Double
            do { moved = try view.dragOrthogonalSection(section, by: along(delta.value)) ?? 0 } catch { throw layoutPassError(error) }
            report.calls.append(.gesture(.rowPan(section: section, began: began, distance: along(delta.value), contentOffset: point(moved))))
        case .releaseSection, .flingSection:
            if case .releaseSection = gesture, !view.isDraggingOrthogonalSection(section) {
                throw .script(.notDragging, at: range)
            }
            let velocity = try checkedVelocity(vector)
            let released: CollectionView.OrthogonalRelease?
            do { released = try view.releaseOrthogonalSection(section, velocity: along(velocity)) } catch { throw layoutPassError(error) }
            guard let release = released else { return report }
            report.calls.append(.gesture(.rowRelease(release, behavior: release.behavior, target: point(release.target))))
        default:
            break
        }
        return report
    }
}
