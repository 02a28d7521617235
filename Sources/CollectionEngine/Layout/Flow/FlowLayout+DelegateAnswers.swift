/// The script's UICollectionViewDelegateFlowLayout answers, keyed by identifier: a data-driven delegate
/// answers for an item or a section wherever it is, so the answer follows it through moves, inserts
/// and deletes. Sparse: only answered items and sections are stored.
public struct FlowLayoutDelegateAnswers: Hashable, Sendable {
    /// sizeForItemAt answers, by item id.
    public var itemSizes: [Int: Size] = [:]
    /// Per-section answers (insetForSectionAt, spacings, reference sizes), by section id.
    public var sections: [Int: SectionMetricOverrides] = [:]

    public init() {}

    public var isEmpty: Bool { itemSizes.isEmpty && sections.isEmpty }
}

/// A delegate's per-section flow-layout answers (UICollectionViewDelegateFlowLayout); nil = not answered.
public struct SectionMetricOverrides: Hashable, Sendable {
    public var sectionInset: EdgeInsets?
    public var minimumLineSpacing: Double?
    public var minimumInteritemSpacing: Double?
    public var headerReferenceSize: Size?
    public var footerReferenceSize: Size?

    public init() {}
}

extension FlowLayout {
    /// Rebuilds the per-index `delegate` from the identifier-keyed `delegateAnswers` for the
    /// presented model. Nothing to do (O(1)) when there are none; otherwise O(sections), plus the
    /// items of each section that holds an answered item.
    public mutating func resolveDelegateAnswers(_ identifiers: LayoutIdentifiers) {
        guard !delegateAnswers.isEmpty else { return }
        delegate = delegateAnswers.perIndex(identifiers, itemSize: itemSize, hints: &answerPositions)
    }
}

/// Where the last resolve found each answered item (its position in its section): the next resolve
/// looks there and a few positions around first (an insert or delete before it moves it by one), so
/// a few answers at a million items cost O(answers), not a scan of every identifier (issue 13 §4).
/// Only a hint — every position is checked against the identifiers — so it is not part of the
/// layout's value: two layouts that differ only in hints are equal.
struct AnswerPositionHints: Equatable, Sendable {
    var positions: [Int: Int] = [:]

    static func == (lhs: AnswerPositionHints, rhs: AnswerPositionHints) -> Bool { true }
}

extension FlowLayoutDelegateAnswers {
    /// The per-index answers for the sections and items `identifiers` presents. An answered section
    /// gets a sparse tree of its answered items (`FlowLayoutDelegate.sparseItemSizes`; the others are
    /// answered `itemSize`): O(items of the section) to find them, O(answers · log) to store them.
    func perIndex(_ identifiers: LayoutIdentifiers, itemSize: Size) -> FlowLayoutDelegate {
        var hints = AnswerPositionHints()
        return perIndex(identifiers, itemSize: itemSize, hints: &hints)
    }

    /// The answered items' (section, position) found from their section (O(1) through the data
    /// source) and the hinted position (± `hintWindow`), or by a scan of their section for at most
    /// `maximumHintMisses` of them; nil when that is not possible (identifiers made without their
    /// data source, too many misses): the caller scans every section.
    func locate(_ identifiers: LayoutIdentifiers, hints: inout AnswerPositionHints) -> [(id: Int, section: Int, position: Int)]? {
        let hintWindow = 8, maximumHintMisses = 4
        var found: [(id: Int, section: Int, position: Int)] = []
        found.reserveCapacity(itemSizes.count)
        var misses = 0
        var positions: [Int: Int] = [:]
        positions.reserveCapacity(itemSizes.count)
        for id in itemSizes.keys {
            let s: Int
            switch identifiers.sectionIndex(ofItem: id) {
            case .unknown: return nil
            case .absent: continue
            case .section(let index): s = index
            }
            guard s < identifiers.numberOfSections else { continue }
            let items = identifiers.itemIDs(inSection: s)
            var position: Int? = nil
            if let hint = hints.positions[id] {
                for d in 0...(2 * hintWindow) {
                    let p = hint + (d % 2 == 0 ? d / 2 : -(d + 1) / 2)
                    if p >= 0 && p < items.count && items[p] == id { position = p; break }
                }
            }
            if position == nil {
                misses += 1
                if misses > maximumHintMisses { return nil }
                position = items.firstIndex(of: id)
            }
            guard let p = position else { continue }
            positions[id] = p
            found.append((id, s, p))
        }
        hints.positions = positions
        return found
    }

    /// `perIndex(_:itemSize:)` that first tries `locate` (hinted positions) and falls back to the scan;
    /// both give the same answers. The scan refreshes the hints.
    func perIndex(_ identifiers: LayoutIdentifiers, itemSize: Size, hints: inout AnswerPositionHints) -> FlowLayoutDelegate {
        var answers = FlowLayoutDelegate()
        guard !isEmpty else { return answers }
        let sectionCount = identifiers.numberOfSections
        if !sections.isEmpty {
            for index in 0..<sectionCount {
                guard let o = sections[identifiers.sectionID(index)] else { continue }
                if let v = o.sectionInset { answers.sectionInsets[index] = v }
                if let v = o.minimumLineSpacing { answers.minimumLineSpacing[index] = v }
                if let v = o.minimumInteritemSpacing { answers.minimumInteritemSpacing[index] = v }
                if let v = o.headerReferenceSize { answers.headerReferenceSizes[index] = v }
                if let v = o.footerReferenceSize { answers.footerReferenceSizes[index] = v }
            }
        }
        if !itemSizes.isEmpty, let located = locate(identifiers, hints: &hints) {
            // An answered section gets a tree even when its answered items lie past the presented count.
            // Edited in place: a copy taken out of the dictionary would copy the tree's arrays at
            // every `set` (O(m²) for m answers in one section).
            for (id, s, position) in located {
                if position < identifiers.presentedCount(s) {
                    answers.sparseItemSizes[s, default: SizeTree()].set(position, itemSizes[id] ?? itemSize)
                } else if answers.sparseItemSizes[s] == nil {
                    answers.sparseItemSizes[s] = SizeTree()
                }
            }
        } else if !itemSizes.isEmpty {
            var positions: [Int: Int] = [:]
            // Few answered items (the usual case): compare identifiers against a short list instead
            // of hashing every item, and write only the answered slots into a filled array.
            let few: [Int]? = itemSizes.count <= 16 ? Array(itemSizes.keys) : nil
            for index in 0..<sectionCount {
                let items = identifiers.itemIDs(inSection: index)
                // The delegate answers for the items the view believes it has.
                let count = identifiers.presentedCount(index)
                var hits = [Int]()
                var answered = false
                items.withUnsafeBufferPointer { ids in
                    for position in 0..<ids.count {
                        let id = ids[position]
                        if let few { guard few.contains(id) else { continue } }
                        else { guard itemSizes[id] != nil else { continue } }
                        answered = true
                        if position < count { hits.append(position) }
                    }
                }
                guard answered else { continue }
                var sizes = SizeTree()
                for position in hits {
                    sizes.set(position, itemSizes[items[position]] ?? itemSize)
                    positions[items[position]] = position
                }
                answers.sparseItemSizes[index] = sizes
            }
            hints.positions = positions
        }
        return answers
    }
}
