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
        delegate = delegateAnswers.perIndex(identifiers, itemSize: itemSize)
    }
}

extension FlowLayoutDelegateAnswers {
    /// The per-index answers for the sections and items `identifiers` presents. An answered section
    /// gets a sparse tree of its answered items (`FlowLayoutDelegate.sparseItemSizes`; the others are
    /// answered `itemSize`): O(items of the section) to find them, O(answers · log) to store them.
    func perIndex(_ identifiers: LayoutIdentifiers, itemSize: Size) -> FlowLayoutDelegate {
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
        if !itemSizes.isEmpty {
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
                for position in hits { sizes.set(position, itemSizes[items[position]] ?? itemSize) }
                answers.sparseItemSizes[index] = sizes
            }
        }
        return answers
    }
}
