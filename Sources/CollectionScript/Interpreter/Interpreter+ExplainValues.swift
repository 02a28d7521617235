import CollectionEngine

/// `explain offset`, `explain contentSize`, `explain visible`, `explain frame ITEM`: the
/// arithmetic behind a value UIKit computed, in UIKit's names (docs/scrolling.md: the resting
/// offsets are −adjustedContentInset.top … contentSize.height + adjustedContentInset.bottom −
/// bounds.height; a contentOffset set directly is not clamped, scrollToItem's is).
extension Interpreter {
    func explain(_ topic: Located<ExplainTopic>) throws(RuntimeError) -> [String] {
        switch topic.value {
        case .offset: return explainOffset()
        case .contentSize: return explainContentSize()
        case .visible: return explainVisible()
        case .frame(let ref): return try explainFrame(indexPath(ref))
        }
    }

    private var offsetRange: (min: Point, max: Point) {
        (view.scrollGeometry.minimumOffset, view.scrollGeometry.maximumOffset)
    }

    /// "maxY 2206 − (844 − 34) = 1396": the largest resting y, spelled out.
    private func maximumYLine() -> String {
        let size = view.collectionViewContentSize, bounds = view.boundsSize, inset = view.adjustedContentInset
        let maxY = offsetRange.max.y
        return "largest resting y = contentSize.height \(format(size.height)) − (bounds.height \(format(bounds.height))"
            + " − adjustedContentInset.bottom \(format(inset.bottom))) = \(format(maxY))"
            + (maxY == -inset.top ? " (the content fits: the largest is the smallest)" : "")
    }

    func explainOffset() -> [String] {
        // After a fling or release the question is "why did it come to rest here?": the
        // deceleration arithmetic, as long as nothing has moved the offset since.
        if let release = view.lastScrollRelease, release.target == view.contentOffset { return explainRelease() }
        // After scrollToItem or selectItem(…scrollPosition:): the engine's own arithmetic, as long
        // as the offset and the geometry it used are unchanged.
        if let derivation = view.lastScrollToItem, derivation.target == view.contentOffset,
           derivation.geometry == view.scrollGeometry {
            return explainScrollTarget(derivation)
        }
        let offset = view.contentOffset, inset = view.adjustedContentInset
        let (low, high) = offsetRange
        var lines = ["contentOffset = \(format(offset)): the visible rect (bounds) starts there, bounds = \(format(view.visibleRect))"]
        lines.append("smallest resting y = −adjustedContentInset.top = \(format(low.y))")
        lines.append(maximumYLine())
        if offset.y < low.y || offset.y > high.y {
            lines.append("y \(format(offset.y)) is outside [\(format(low.y)), \(format(high.y))]: a contentOffset set directly is not clamped"
                + " (scrollToItem(at:at:animated:) and a finished user scroll are; they would rest at \(format(view.scrollGeometry.clamped(offset).y))).")
        } else {
            lines.append("y \(format(offset.y)) is within [\(format(low.y)), \(format(high.y))].")
        }
        if offset.x != 0 || high.x > low.x {
            lines.append("x: from −adjustedContentInset.left = \(format(low.x)) to contentSize.width \(format(view.collectionViewContentSize.width))"
                + " − (bounds.width \(format(view.boundsSize.width)) − adjustedContentInset.right \(format(inset.right))) = \(format(high.x))")
        }
        return lines
    }

    /// Where scrollToItem's offset came from: the item's frame, each axis's rule with the adjusted
    /// insets, then the clamp to the resting range (ScrollTargetDerivation, recorded by the engine).
    func explainScrollTarget(_ d: ScrollTargetDerivation) -> [String] {
        let offset = view.contentOffset, inset = d.geometry.adjustedContentInset, bounds = d.geometry.boundsSize
        let path = d.indexPath.map { "\($0)" } ?? "the item"
        let names = d.positions.description.split(separator: " ").map { ".\($0)" }
        let positions = names.count == 1 ? names[0] : "[\(names.joined(separator: ", "))]"
        let call = d.selecting ? "selectItem(at: \(path), scrollPosition: \(positions))"
            : "scrollToItem(at: \(path), at: \(positions))"
        var lines = ["contentOffset = \(format(offset)): set by \(call)"]
        lines.append("the item's frame: layoutAttributesForItem(at: \(path)).frame = \(format(d.frame))")
        lines.append("adjustedContentInset = (top \(format(inset.top)), left \(format(inset.left)), bottom \(format(inset.bottom)), right \(format(inset.right))), bounds = \(format(bounds))")
        for (name, axis) in [("y", d.vertical), ("x", d.horizontal)] {
            guard let axis else {
                let kept = name == "y" ? d.start.y : d.start.x
                lines.append("\(name): no \(name == "y" ? "vertical" : "horizontal") position, so \(name) keeps \(format(kept))")
                continue
            }
            lines.append("\(name): .\(axis.position) asks " + rule(axis.position, frame: d.frame, inset: inset, bounds: bounds) + " = \(format(axis.asked))")
            let range = "[\(format(axis.minimum)), \(format(axis.maximum))]"
            if axis.result == axis.asked {
                lines.append("  within the resting range \(range): \(name) = \(format(axis.result))")
            } else {
                lines.append("  clamped to the resting range \(range) (" + (axis.result == axis.maximum
                    ? (name == "y" ? maximumYLine() : "the largest resting x")
                    : "smallest resting \(name) = −adjustedContentInset.\(name == "y" ? "top" : "left")") + "): \(name) = \(format(axis.result))")
            }
        }
        return lines
    }

    /// The position rule of one axis spelled with the frame's and the view's numbers.
    private func rule(_ position: ScrollPosition, frame f: Rect, inset i: EdgeInsets, bounds b: Size) -> String {
        if position == .top { return "frame.minY \(format(f.minY)) − adjustedContentInset.top \(format(i.top))" }
        if position == .bottom { return "frame.maxY \(format(f.maxY)) − bounds.height \(format(b.height)) + adjustedContentInset.bottom \(format(i.bottom))" }
        if position == .centeredVertically {
            return "frame.midY \(format(f.midY)) − adjustedContentInset.top \(format(i.top)) − (bounds.height \(format(b.height)) − top \(format(i.top)) − bottom \(format(i.bottom))) / 2"
        }
        if position == .left { return "frame.minX \(format(f.minX)) − adjustedContentInset.left \(format(i.left))" }
        if position == .right { return "frame.maxX \(format(f.maxX)) − bounds.width \(format(b.width)) + adjustedContentInset.right \(format(i.right))" }
        return "frame.midX \(format(f.midX)) − adjustedContentInset.left \(format(i.left)) − (bounds.width \(format(b.width)) − left \(format(i.left)) − right \(format(i.right))) / 2"
    }

    func explainContentSize() -> [String] {
        let size = view.collectionViewContentSize
        var lines = ["collectionViewContentSize = \(format(size)) (the layout's answer; the scroll view's contentSize)"]
        let tail = Rect(x: 0, y: max(0, size.height - 2000), width: max(size.width, 1), height: 2000)
        if let last = view.layout.layoutAttributesForElements(in: tail).max(by: { ($0.frame.maxY, $0.indexPath) < ($1.frame.maxY, $1.indexPath) }) {
            let kind = last.category == .cell ? "item" : (last.kind == .sectionFooter ? "footer" : "header")
            let rest = size.height - last.frame.maxY
            lines.append("height \(format(size.height)) = maxY \(format(last.frame.maxY)) of the last \(kind) \(last.indexPath)"
                + " + \(format(rest)) below it (the last section's sectionInset.bottom and anything after it)")
        } else {
            lines.append("height \(format(size.height)): no element to measure from (empty sections still add their insets and headers)")
        }
        lines.append("width \(format(size.width)): a vertical flow layout is as wide as the collection view (bounds.width \(format(view.boundsSize.width)) − adjustedContentInset.left and .right)")
        lines.append(maximumYLine())
        return lines
    }

    func explainVisible() -> [String] {
        let rect = view.visibleRect
        let visible = view.indexPathsForVisibleItems
        var lines = ["bounds = contentOffset \(format(view.contentOffset)) + bounds.size \(format(view.boundsSize)) = \(format(rect)), minY \(format(rect.minY)) … maxY \(format(rect.maxY))"]
        guard let first = visible.first, let last = visible.last else {
            lines.append("indexPathsForVisibleItems is empty: no item's frame intersects the bounds.")
            return lines
        }
        lines.append("indexPathsForVisibleItems: the \(visible.count) item\(visible.count == 1 ? "" : "s") whose frame intersects the bounds: \(StateRenderer.compact(visible))")
        if let f = view.layout.layoutAttributesForItem(at: first)?.frame {
            lines.append("first \(first): frame \(format(f)), its maxY \(format(f.maxY)) > bounds.minY \(format(rect.minY))")
        }
        if last != first, let f = view.layout.layoutAttributesForItem(at: last)?.frame {
            lines.append("last \(last): frame \(format(f)), its minY \(format(f.minY)) < bounds.maxY \(format(rect.maxY))")
        }
        return lines
    }

    func explainFrame(_ path: IndexPath) -> [String] {
        guard let f = view.layout.layoutAttributesForItem(at: path)?.frame else {
            return ["layoutAttributesForItem(at: \(path)) is nil: the layout has no such item."]
        }
        let rect = view.visibleRect
        var lines = ["layoutAttributesForItem(at: \(path)).frame = \(format(f))"]
        lines.append("minX \(format(f.minX)), maxX = \(format(f.minX)) + width \(format(f.width)) = \(format(f.maxX));"
            + " minY \(format(f.minY)), maxY = \(format(f.minY)) + height \(format(f.height)) = \(format(f.maxY))")
        if f.minY >= rect.minY && f.maxY <= rect.maxY {
            lines.append("fully visible: bounds spans y \(format(rect.minY)) … \(format(rect.maxY))")
        } else if f.intersects(rect) {
            lines.append("partly visible: bounds spans y \(format(rect.minY)) … \(format(rect.maxY))")
        } else {
            lines.append("not visible: bounds spans y \(format(rect.minY)) … \(format(rect.maxY))")
        }
        let inset = view.adjustedContentInset
        // The engine's scrollToItem arithmetic for this frame (not a second copy of the rule).
        guard let top = try? view.scrollGeometry.targetDerivation(forItemFrame: f, positions: .top, current: view.contentOffset).vertical else { return lines }
        let wanted = top.asked, clamped = top.result
        lines.append("scrollToItem(at: \(path), at: .top) asks y = minY \(format(f.minY)) − adjustedContentInset.top \(format(inset.top)) = \(format(wanted))"
            + (clamped == wanted ? "" : ", clamped to \(format(clamped)) (\(maximumYLine()))"))
        return lines
    }
}
