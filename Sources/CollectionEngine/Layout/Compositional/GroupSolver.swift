/// Solves one group into the frames of its items (docs/compositional.md §2.3–§2.8), in the solver's
/// canonical orientation (groups of the section stack along y).
///
/// Choices where the spec is open (each tested):
/// - Fractions are floored to the pixel with a tolerance of 1e-6 pixel (so 390 × (1/3) is 130), and
///   the fit test allows 0.25 pt of overshoot (spec open question 2).
/// - At most `maximumSubitems` subitems per group and `maximumSlots` item frames per section
///   pattern: a group of zero-length items would otherwise "fit" without end. Past them the group
///   stops filling (a limit, not UIKit's behaviour).
/// - A negative flexible share (a group wider than its box) is split equally, like a positive one
///   (open question 9).
struct GroupSolver {
    static let maximumSubitems = 4096
    static let maximumSlots = 65_536
    static let fitTolerance = 0.25

    let scale: Double
    var warnings: [String] = []
    /// Items with anchored supplementaries: their slot, supplementaries and the box they were sized
    /// in (canonical orientation), in slot order (§3.4).
    var anchoredHosts: [(slot: Int, items: [AnchoredSupplementaryItem], container: Size)] = []
    /// Groups with anchored supplementaries: their first slot, frame, supplementaries and the box
    /// they were sized in (canonical orientation), nested groups before their parents (§3.4).
    var groupHosts: [(firstSlot: Int, frame: Rect, items: [AnchoredSupplementaryItem], container: Size)] = []
    /// Custom items' own zIndex, by slot (§2.9: kept as given).
    var slotZIndices: [Int: Int] = [:]
    /// The section being solved, for the preamble of a logged error (E13), and whether the
    /// solver's canonical orientation is the view's transposed.
    var site: (site: CompositionalMessages.LogSite, transposed: Bool)?

    init(scale: Double) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    func floorToPixel(_ v: Double) -> Double {
        guard v.isFinite else { return 0 }
        return LayoutRounding.floor(v * scale + 1e-6) / scale
    }

    func roundToPixel(_ v: Double) -> Double {
        guard v.isFinite else { return 0 }
        return LayoutRounding.round(v * scale) / scale
    }

    /// A dimension resolved in a container (§2.3).
    func resolve(_ dimension: LayoutDimension, in container: Size) -> Double {
        switch dimension {
        case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): v.isFinite ? v : 0
        case .fractionalWidth(let f): floorToPixel(f * container.width)
        case .fractionalHeight(let f): floorToPixel(f * container.height)
        }
    }

    func resolve(_ size: LayoutSize, in container: Size) -> Size {
        Size(width: resolve(size.width, in: container), height: resolve(size.height, in: container))
    }

    /// Fills `group`, whose outer frame is (`origin`, `outer`), appending its items' frames
    /// depth-first to `slots`. Returns the group's outer size, which differs from `outer` only on
    /// an estimated axis (§2.12).
    mutating func fill(_ group: LayoutGroup, outer: Size, origin: Point, slots: inout [Rect]) -> Size {
        if let frames = group.customItems {
            // A custom group (§2.9): the provider's frames, moved to the group's outer origin and
            // used as they are (no rounding, no content insets; they may stick out of the group).
            for (i, frame) in frames.enumerated() {
                guard slots.count < Self.maximumSlots else { break }
                if let z = group.customZIndices[i] { slotZIndices[slots.count] = z }
                slots.append(Rect(x: origin.x + frame.origin.x, y: origin.y + frame.origin.y,
                                  width: frame.size.width, height: frame.size.height))
            }
            return outer
        }
        guard !group.subitems.isEmpty else { return outer }
        let insets = group.contentInsets
        let box = Size(width: outer.width - insets.left - insets.right, height: outer.height - insets.top - insets.bottom)
        // Insets that leave exactly zero or less log UIKit's "no room" error (E13); below zero the
        // group lays out nothing.
        let noRoomAcross = box.width < 0 || (box.width == 0 && insets.left + insets.right > 0)
        let noRoomAlong = box.height < 0 || (box.height == 0 && insets.top + insets.bottom > 0)
        if noRoomAcross || noRoomAlong {
            let flip = site?.transposed ?? false
            warnings.append(CompositionalMessages.errorLog(
                site?.site, error: CompositionalMessages.noRoomTemplate(
                    insets: flip ? insets.transposed : insets,
                    size: flip ? Size(width: outer.height, height: outer.width) : outer),
                group: flip ? group.layoutSize.transposed : group.layoutSize))
        }
        guard box.width >= 0, box.height >= 0 else { return outer }
        let horizontal = group.axis == .horizontal
        let along = horizontal ? box.width : box.height
        let across = horizontal ? box.height : box.width
        let spacing = group.interItemSpacing?.value ?? 0
        let flexibleGap = group.interItemSpacing?.isFlexible ?? false
        let alongEstimated = (horizontal ? group.layoutSize.width : group.layoutSize.height).isEstimated
        let acrossEstimated = (horizontal ? group.layoutSize.height : group.layoutSize.width).isEstimated

        func container(_ n: Int) -> Size {
            let rest = along - Double(n - 1) * spacing
            return horizontal ? Size(width: rest, height: across) : Size(width: across, height: rest)
        }
        func subitem(_ i: Int) -> LayoutGroup.Subitem { group.subitems[i % group.subitems.count] }
        func alongEdges(_ e: LayoutEdgeSpacing) -> (LayoutSpacing?, LayoutSpacing?) {
            horizontal ? (e.leading, e.trailing) : (e.top, e.bottom)
        }
        func acrossEdges(_ e: LayoutEdgeSpacing) -> (LayoutSpacing?, LayoutSpacing?) {
            horizontal ? (e.top, e.bottom) : (e.leading, e.trailing)
        }
        func alongLength(_ size: Size) -> Double { horizontal ? size.width : size.height }
        func acrossLength(_ size: Size) -> Double { horizontal ? size.height : size.width }

        // 1. How many (§2.5 step 1, §2.6).
        var n = 0
        switch group.repetition {
        case .count(let c), .repeating(let c):
            n = min(max(c, 0), Self.maximumSubitems)
        case .fitting:
            if alongEstimated {
                n = min(group.subitems.count, Self.maximumSubitems)
            } else {
                // Subitems repeat with period P: k of them are k / P full runs plus a prefix, so
                // each candidate costs O(P), not O(k).
                let period = group.subitems.count
                var prefix = [Double](repeating: 0, count: period + 1)
                for k in 1...Self.maximumSubitems {
                    let c = container(k)
                    for i in 0..<period {
                        let sub = group.subitems[i]
                        let (lead, trail) = alongEdges(sub.edgeSpacing)
                        prefix[i + 1] = prefix[i] + alongLength(resolve(sub.layoutSize, in: c))
                            + (lead?.value ?? 0) + (trail?.value ?? 0)
                    }
                    let total = Double(k - 1) * spacing + Double(k / period) * prefix[period] + prefix[k % period]
                    guard total <= along + Self.fitTolerance else { break }
                    n = k
                }
            }
        }
        guard n > 0 else {
            warnings.append(CompositionalMessages.cannotFitItem(box: box))
            return outer
        }

        // 2. Sizes.
        let c = container(n)
        var sizes: [Size] = []
        sizes.reserveCapacity(n)
        for i in 0..<n {
            var size = resolve(subitem(i).layoutSize, in: c)
            if case .count = group.repetition {
                let share = floorToPixel((along - Double(n - 1) * spacing) / Double(n))
                if horizontal { size.width = share } else { size.height = share }
            }
            sizes.append(size)
        }

        // 3. Flexible spacing shares the leftover (§2.5 step 3).
        var leftover = along - Double(n - 1) * spacing
        var flexibleCount = flexibleGap ? n - 1 : 0
        for i in 0..<n {
            let (lead, trail) = alongEdges(subitem(i).edgeSpacing)
            leftover -= alongLength(sizes[i]) + (lead?.value ?? 0) + (trail?.value ?? 0)
            if lead?.isFlexible == true { flexibleCount += 1 }
            if trail?.isFlexible == true { flexibleCount += 1 }
        }
        let share = flexibleCount > 0 ? leftover / Double(flexibleCount) : 0

        // 4. Place.
        var position = 0.0
        var acrossExtent = 0.0
        for i in 0..<n {
            let sub = subitem(i)
            let size = sizes[i]
            let (lead, trail) = alongEdges(sub.edgeSpacing)
            position += (lead?.value ?? 0) + (lead?.isFlexible == true ? share : 0)
            let (top, bottom) = acrossEdges(sub.edgeSpacing)
            var acrossPosition = top?.value ?? 0
            let flexibleEnds = (top?.isFlexible == true ? 1 : 0) + (bottom?.isFlexible == true ? 1 : 0)
            if flexibleEnds > 0, top?.isFlexible == true {
                let rest = across - acrossLength(size) - (top?.value ?? 0) - (bottom?.value ?? 0)
                acrossPosition += rest / Double(flexibleEnds)
            }
            acrossExtent = max(acrossExtent, acrossPosition + acrossLength(size) + (bottom?.value ?? 0))
            let slotOrigin = Point(x: origin.x + insets.left + (horizontal ? position : acrossPosition),
                                   y: origin.y + insets.top + (horizontal ? acrossPosition : position))
            switch sub {
            case .item(let item):
                guard slots.count < Self.maximumSlots else { return outer }
                slots.append(Self.inset(Rect(origin: slotOrigin, size: size), by: item))
                if !item.supplementaryItems.isEmpty {
                    anchoredHosts.append((slots.count - 1, item.supplementaryItems, c))
                }
            case .group(let nested):
                let first = slots.count
                let filled = fill(nested, outer: size, origin: slotOrigin, slots: &slots)
                if !nested.supplementaryItems.isEmpty {
                    groupHosts.append((first, Rect(origin: slotOrigin, size: filled), nested.supplementaryItems, c))
                }
            }
            position += alongLength(size) + (trail?.value ?? 0) + (trail?.isFlexible == true ? share : 0)
            if i < n - 1 { position += spacing + (flexibleGap ? share : 0) }
        }

        var result = outer
        if alongEstimated, case .fitting = group.repetition {
            let length = position + (horizontal ? insets.left + insets.right : insets.top + insets.bottom)
            if horizontal { result.width = length } else { result.height = length }
        }
        if acrossEstimated {
            let length = acrossExtent + (horizontal ? insets.top + insets.bottom : insets.left + insets.right)
            if horizontal { result.height = length } else { result.width = length }
        }
        return result
    }

    /// The slot inset by the item's contentInsets, except on an estimated axis (§2.7). An inset
    /// larger than the slot yields the absolute difference (charon's note).
    static func inset(_ slot: Rect, by item: LayoutItem) -> Rect {
        let i = item.contentInsets
        var frame = slot
        if !item.layoutSize.width.isEstimated {
            frame.origin.x += i.left
            frame.size.width = abs(slot.width - i.left - i.right)
        }
        if !item.layoutSize.height.isEstimated {
            frame.origin.y += i.top
            frame.size.height = abs(slot.height - i.top - i.bottom)
        }
        return frame
    }
}
