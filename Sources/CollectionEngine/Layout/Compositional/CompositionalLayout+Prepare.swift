/// prepare(): one solve per section (docs/compositional.md §2), sections stacked along the scroll
/// axis with inter-section spacing, boundary and decoration items placed (§3), orthogonal rows'
/// offset ranges computed (§4.2).
extension CompositionalLayout {
    /// At most this many warnings per prepare (a 1M-section layout must not log a million lines).
    static let warningLimit = 20

    public mutating func prepare(_ context: LayoutContext) {
        if !measured.isEmpty && context.numberOfItems != measured.counts { measured.removeAll() }
        if !measuredBoundaryHeights.isEmpty && context.numberOfItems.count != measuredBoundarySectionCount {
            measuredBoundaryHeights = [:]
        }
        var g = CompositionalGeometry()
        g.context = context
        g.scale = context.scale.isFinite && context.scale > 0 ? context.scale : 1
        defer { geometry = g }
        let size = context.boundsSize
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return }
        let vertical = configuration.scrollDirection == .vertical
        let crossLength = vertical ? size.width : size.height
        var solver = GroupSolver(scale: g.scale)
        var cursor = 0.0
        let sectionCount = context.numberOfItems.count

        // Layout-level boundary items (§2.11): before the first section, after the last.
        let layoutItems = sectionCount > 0 ? configuration.boundarySupplementaryItems : []
        let layoutPlan = BoundaryPlan(items: layoutItems, vertical: vertical, container: size,
                                      crossSpan: 0...crossLength, solver: solver)
        cursor += layoutPlan.startExtension
        var reportedMissing = false
        g.sections.reserveCapacity(sectionCount)
        for s in 0..<sectionCount {
            if s > 0 { cursor += configuration.interSectionSpacing }
            let count = max(0, context.numberOfItems[s])
            guard let description = sectionDescription(at: s) else {
                if count > 0, !reportedMissing {
                    reportedMissing = true
                    g.warnings.append(CompositionalMessages.invalidSectionDefinition)
                }
                var empty = CompositionalSectionGeometry()
                empty.start = cursor
                empty.contentStart = cursor
                empty.contentEnd = cursor
                g.sections.append(empty)
                continue
            }
            var resolved = description.listConfiguration == nil ? description
                : description.resolvedList(index: s, count: sectionCount, width: crossLength, scale: g.scale,
                                               idiom: context.userInterfaceIdiom)
            applyMeasuredBoundaryHeights(&resolved, section: s)
            let padding = resolved.headerTopPadding.isFinite ? max(0, resolved.headerTopPadding) : 0
            var section = solveSection(resolved, index: s, count: count, start: cursor + padding, context: context,
                                       solver: &solver)
            if padding > 0, section.length > 0 {
                section.start = cursor
                section.length += padding
            } else if padding > 0 {
                section = solveSection(resolved, index: s, count: count, start: cursor, context: context, solver: &solver)
            }
            if section.boundaryItems.contains(where: \.item.pinToVisibleBounds) { g.hasPinnedItems = true }
            if section.estimatedSlots.contains(true) { g.estimatesItemSizes = true }
            cursor += section.length
            if !section.measured.isEmpty {
                // Looked up in the layout's measurements at query time (`preparedSection(_:)`): a reference
                // kept here would make the next measurement copy the whole tree (MeasuredSizes.swift).
                section.measured = SizeTree()
                section.measuredSection = s
            }
            g.sections.append(section)
        }
        // An extending cross-axis item longer than the content grows it (charon #138, #139).
        let contentEnd = max(cursor, layoutPlan.crossReach)
        cursor = contentEnd + layoutPlan.endExtension
        g.layoutItems = layoutPlan.place(start: 0, contentStart: layoutPlan.startExtension, contentEnd: contentEnd,
                                         length: cursor, solver: solver)
        g.contentSize = vertical ? Size(width: size.width, height: cursor) : Size(width: cursor, height: size.height)
        var seen = Set<String>()
        for warning in dimensionWarnings() + solver.warnings where g.warnings.count < Self.warningLimit && seen.insert(warning).inserted {
            g.warnings.append(warning)
        }
    }

    /// The insets a section uses: its contentInsets plus, on the cross axis, the margins its
    /// contentInsetsReference names (§2.2).
    func effectiveInsets(_ description: LayoutSection, context: LayoutContext) -> EdgeInsets {
        let margins = referenceMargins(description, context: context).insets
        var insets = description.contentInsets
        insets.top += margins.top
        insets.left += margins.left
        insets.bottom += margins.bottom
        insets.right += margins.right
        return insets
    }

    /// The reference a section's insets are taken from and the margins it adds, on the cross
    /// axis only (§2.2): the container UIKit names in a logged error (E13).
    func referenceMargins(_ description: LayoutSection, context: LayoutContext)
        -> (reference: ContentInsetsReference, insets: EdgeInsets) {
        var reference = description.contentInsetsReference
        if reference == .automatic { reference = configuration.contentInsetsReference }
        let margins: EdgeInsets
        switch reference {
        case .automatic, .none: margins = .zero
        case .safeArea: margins = context.safeAreaInsets
        case .layoutMargins, .readableContent: margins = context.layoutMargins
        }
        var cross = EdgeInsets.zero
        if configuration.scrollDirection == .vertical {
            cross.left = margins.left
            cross.right = margins.right
        } else {
            cross.top = margins.top
            cross.bottom = margins.bottom
        }
        return (reference, cross)
    }

    func solveSection(_ description: LayoutSection, index s: Int, count: Int, start: Double,
                      context: LayoutContext, solver: inout GroupSolver) -> CompositionalSectionGeometry {
        let vertical = configuration.scrollDirection == .vertical
        let size = context.boundsSize
        let crossLength = vertical ? size.width : size.height
        let orthogonal = description.orthogonalScrollingBehavior != .none
        let transposed = vertical == orthogonal
        let insets = effectiveInsets(description, context: context)
        let ci = transposed ? insets.transposed : insets
        let container = transposed ? Size(width: size.height, height: size.width) : size
        let group = transposed ? description.group.transposed : description.group

        var sec = CompositionalSectionGeometry()
        sec.itemCount = count
        sec.transposed = transposed
        sec.orthogonal = description.orthogonalScrollingBehavior
        sec.start = start

        let box = Size(width: container.width - ci.left - ci.right, height: container.height)
        var slots: [Rect] = []
        var groupSize = Size.zero
        solver.anchoredHosts = []
        solver.groupHosts = []
        solver.slotZIndices = [:]
        let (reference, margins) = referenceMargins(description, context: context)
        let site = CompositionalMessages.LogSite(section: s, viewSize: size, referenceInsets: margins, reference: reference)
        solver.site = (site, transposed)
        defer { solver.site = nil }
        if count > 0 {
            if !orthogonal, box.width < 0 || (box.width == 0 && ci.left + ci.right > 0) {
                // The section's insets leave exactly zero or less (E13, LiveContainer#1414).
                let container = Size(width: size.width - margins.left - margins.right,
                                     height: size.height - margins.top - margins.bottom)
                solver.warnings.append(CompositionalMessages.errorLog(
                    site, error: CompositionalMessages.noRoomTemplate(insets: description.contentInsets, size: container),
                    group: description.group.layoutSize))
            }
            groupSize = solver.fill(group, outer: solver.resolve(group.layoutSize, in: box), origin: .zero, slots: &slots)
            if !group.supplementaryItems.isEmpty {
                solver.groupHosts.append((0, Rect(origin: .zero, size: groupSize), group.supplementaryItems, box))
            }
        }
        sec.anchored = Self.anchoredSlots(solver.anchoredHosts, transposed: transposed)
        sec.groupAnchored = Self.groupAnchoredSlots(solver.groupHosts, transposed: transposed)
        var reach: [Double] = []
        reach.reserveCapacity(slots.count)
        for slot in slots { reach.append(max(reach.last ?? -Double.infinity, slot.maxY)) }
        sec.slots = slots
        sec.roundsItemOrigins = group.customItems == nil
        sec.slotZIndices = solver.slotZIndices
        sec.reach = reach
        sec.groupSize = groupSize
        let edges = group.edgeSpacing
        let top = edges.top?.value ?? 0
        let bottom = edges.bottom?.value ?? 0
        if edges.top?.isFlexible == true || edges.bottom?.isFlexible == true {
            solver.warnings.append("A NSCollectionLayoutGroup has specified flexible edge spacing along primary layout axis; flexible spacing will be ignored but any required spacing will be applied.")
        }
        sec.groupX = ci.left + (edges.leading?.value ?? 0)
        sec.firstY = ci.top + top
        sec.stride = groupSize.height + description.interGroupSpacing + top + bottom
        if !slots.isEmpty { sec.itemCount = count } else { sec.itemCount = 0 }
        attachMeasurements(&sec, group: group, section: s, orthogonal: orthogonal)

        let groups = sec.groupCount
        let stacked = groups > 0 ? Double(groups - 1) * sec.stride + sec.extra(groups - 1) + top + sec.groupLength(groups - 1) + bottom : 0
        let hasBoundary = !description.boundarySupplementaryItems.isEmpty
        let alongInsets = vertical ? insets.top + insets.bottom : insets.left + insets.right
        let body: Double
        if groups == 0 {
            body = hasBoundary ? alongInsets : 0
        } else if orthogonal {
            body = ci.left + groupSize.width + ci.right
        } else {
            body = ci.top + stacked + ci.bottom
        }

        // Boundary items (§3.1, §3.2).
        let follows = description.supplementariesFollowContentInsets
        let crossStart = vertical ? insets.left : insets.top
        let crossEnd = vertical ? insets.right : insets.bottom
        let span = follows ? crossStart...max(crossStart, crossLength - crossEnd) : 0...crossLength
        let itemContainer = vertical ? Size(width: span.upperBound - span.lowerBound, height: size.height)
            : Size(width: size.width, height: span.upperBound - span.lowerBound)
        let plan = BoundaryPlan(items: description.boundarySupplementaryItems, vertical: vertical,
                                container: itemContainer, crossSpan: span, solver: solver)
        sec.contentStart = start + plan.startExtension
        sec.contentEnd = sec.contentStart + body
        // An extending cross-axis item longer than the section's rows grows it (charon #113); an
        // empty section keeps its insets' length (not measured).
        let crossReach = groups > 0 ? plan.crossReach : 0
        sec.length = body == 0 && !hasBoundary ? 0 : max(plan.startExtension + body + plan.endExtension, crossReach)
        sec.boundaryItems = plan.place(start: start, contentStart: sec.contentStart, contentEnd: sec.contentEnd,
                                       length: sec.length, solver: solver)

        // Decoration items: the whole section frame less their insets (§3.5).
        if sec.length > 0 {
            let whole = vertical ? Rect(x: 0, y: start, width: crossLength, height: sec.length)
                : Rect(x: start, y: 0, width: sec.length, height: crossLength)
            for (j, decoration) in description.decorationItems.enumerated() {
                let i = decoration.contentInsets
                let frame = Rect(x: solver.roundToPixel(whole.minX + i.left), y: solver.roundToPixel(whole.minY + i.top),
                                 width: whole.width - i.left - i.right, height: whole.height - i.top - i.bottom)
                sec.decorations.append(LayoutAttributes(indexPath: IndexPath(s, j), category: .decorationView,
                                                        kind: decoration.elementKind, frame: frame,
                                                        zIndex: decoration.zIndex))
            }
        }

        // Orthogonal row (§4.2, §4.3).
        if orthogonal, groups > 0 {
            sec.rowLeading = ci.top
            sec.rowStep = sec.stride
            sec.rowGroupLength = groupSize.height
            sec.viewport = crossLength - ci.top - ci.bottom
            let row = stacked
            if description.orthogonalScrollingBehavior == .groupPagingCentered {
                let extra = (sec.viewport - groupSize.height) / 2
                sec.orthogonalRange = (-extra)...max(-extra, Double(groups - 1) * sec.stride - extra)
            } else {
                sec.orthogonalRange = 0...max(0, row - sec.viewport)
            }
        }
        return sec
    }
}

/// Sizes and places one list of boundary supplementary items along a section (or the layout).
struct BoundaryPlan {
    struct Entry {
        var item: BoundarySupplementaryItem
        var size: Size
        var along: Double
        var cross: Double
        var offsetAlong: Double
        var offsetCross: Double
        /// −1 start, 0 cross-axis, +1 end.
        var side: Int
        var crossPlacement: Int
    }

    let vertical: Bool
    let crossSpan: ClosedRange<Double>
    var entries: [Entry] = []
    var startExtension = 0.0
    var endExtension = 0.0
    /// The longest extending cross-axis item: the section (or the layout's content) is at least
    /// this long, and such an item as long as its content sits at the start (charon #113, #117).
    var crossReach = 0.0

    init(items: [BoundarySupplementaryItem], vertical: Bool, container: Size, crossSpan: ClosedRange<Double>,
         solver: GroupSolver) {
        self.vertical = vertical
        self.crossSpan = crossSpan
        for item in items {
            let size = solver.resolve(item.layoutSize, in: container)
            // In a horizontal layout the scroll axis is x: leading/trailing are the scroll edges.
            let alignment = vertical ? item.alignment : item.alignment.transposed
            let side = alignment.scrollEdge.map { $0 == .start ? -1 : 1 } ?? 0
            let entry = Entry(item: item, size: size, along: vertical ? size.height : size.width,
                              cross: vertical ? size.width : size.height,
                              offsetAlong: vertical ? item.offset.y : item.offset.x,
                              offsetCross: vertical ? item.offset.x : item.offset.y,
                              side: side, crossPlacement: alignment.crossPlacement)
            if item.extendsBoundary, side == -1 { startExtension = max(startExtension, entry.along - entry.offsetAlong) }
            if item.extendsBoundary, side == 1 { endExtension = max(endExtension, entry.along + entry.offsetAlong) }
            if item.extendsBoundary, side == 0 { crossReach = max(crossReach, entry.along) }
            entries.append(entry)
        }
    }

    func place(start: Double, contentStart: Double, contentEnd: Double, length: Double,
               solver: GroupSolver) -> [PlacedBoundaryItem] {
        entries.map { e in
            let along: Double
            switch (e.side, e.item.extendsBoundary) {
            case (-1, true): along = contentStart - e.along + e.offsetAlong
            case (-1, false): along = contentStart + e.offsetAlong
            case (1, true): along = contentEnd + e.offsetAlong
            case (1, false): along = contentEnd - e.along + e.offsetAlong
            default:
                let grown = e.item.extendsBoundary && e.along >= contentEnd - start && length >= e.along
                along = grown ? start + e.offsetAlong
                    : start + (length - e.along) / 2 + e.offsetAlong
            }
            let width = crossSpan.upperBound - crossSpan.lowerBound
            let cross: Double
            switch e.crossPlacement {
            case -1: cross = crossSpan.lowerBound
            case 1: cross = crossSpan.upperBound - e.cross
            default: cross = crossSpan.lowerBound + (width - e.cross) / 2
            }
            let a = solver.roundToPixel(along), c = solver.roundToPixel(cross + e.offsetCross)
            let frame = vertical ? Rect(x: c, y: a, width: e.size.width, height: e.size.height)
                : Rect(x: a, y: c, width: e.size.width, height: e.size.height)
            return PlacedBoundaryItem(item: e.item, frame: frame, side: e.side)
        }
    }
}

extension RectAlignment {
    /// The alignment with x and y exchanged (top ↔ leading, bottom ↔ trailing).
    var transposed: RectAlignment {
        switch self {
        case .top: .leading
        case .leading: .top
        case .bottom: .trailing
        case .trailing: .bottom
        case .topTrailing: .bottomLeading
        case .bottomLeading: .topTrailing
        case .none, .topLeading, .bottomTrailing: self
        }
    }
}

extension CompositionalLayout {
    /// The pattern's anchored supplementaries, numbered per kind (§3.4).
    static func anchoredSlots(_ hosts: [(slot: Int, items: [AnchoredSupplementaryItem], container: Size)],
                              transposed: Bool) -> [AnchoredSlot] {
        guard !hosts.isEmpty else { return [] }
        var perKind: [ElementKind: Int] = [:]
        var result: [AnchoredSlot] = []
        for host in hosts {
            let container = transposed ? Size(width: host.container.height, height: host.container.width) : host.container
            for item in host.items {
                let ordinal = perKind[item.elementKind, default: 0]
                perKind[item.elementKind] = ordinal + 1
                result.append(AnchoredSlot(slot: host.slot, item: item, container: container, ordinal: ordinal, perGroup: 0))
            }
        }
        for i in result.indices { result[i].perGroup = perKind[result[i].item.elementKind] ?? 1 }
        return result
    }

    /// The pattern's group-anchored supplementaries, numbered per kind (§3.4).
    static func groupAnchoredSlots(_ hosts: [(firstSlot: Int, frame: Rect, items: [AnchoredSupplementaryItem], container: Size)],
                                   transposed: Bool) -> [GroupAnchoredSlot] {
        guard !hosts.isEmpty else { return [] }
        var perKind: [ElementKind: Int] = [:]
        var result: [GroupAnchoredSlot] = []
        for host in hosts.sorted(by: { $0.firstSlot < $1.firstSlot }) {
            let container = transposed ? Size(width: host.container.height, height: host.container.width) : host.container
            for item in host.items {
                let ordinal = perKind[item.elementKind, default: 0]
                perKind[item.elementKind] = ordinal + 1
                result.append(GroupAnchoredSlot(firstSlot: host.firstSlot, frame: host.frame, item: item, container: container,
                                                ordinal: ordinal, perGroup: 0))
            }
        }
        for i in result.indices { result[i].perGroup = perKind[result[i].item.elementKind] ?? 1 }
        return result
    }
}
