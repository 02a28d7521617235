/// What the data source's collectionView(_:cellForItemAt:) returns for an item: a dequeued cell
/// (the contract), a cell it created itself, or nil — the last two raise UIKit's exceptions
/// (docs/evidence.md E7) when the view asks for that item's cell.
public enum CellAnswer: String, Hashable, Sendable, CaseIterable {
    case dequeued
    case notDequeued
    case nilCell = "nil"
}

/// What the data source's viewForSupplementaryElementOfKind returns: a view dequeued for the kind
/// it is asked for (the contract), or one dequeued for the other kind — UIKit raises when it
/// installs it (docs/evidence.md E7).
public enum SupplementaryAnswer: String, Hashable, Sendable, CaseIterable {
    case matching
    /// Asked for a footer, it dequeues a header (the kind mix-up behind ASCollectionView#221).
    case headerForFooter
    /// Asked for a header, it dequeues a footer.
    case footerForHeader
    /// It returns nil for every header and footer (ParseUI#66, NHBalancedFlowLayout#36).
    case nilView = "nil"
    /// It returns a view it made itself, `UICollectionReusableView()` (SkeletonView#290).
    case notDequeued

    /// The kind asked for and the kind of the view returned, when they differ.
    var mismatch: (asked: ElementKind, dequeued: ElementKind)? {
        switch self {
        case .matching, .nilView, .notDequeued: nil
        case .headerForFooter: (.sectionFooter, .sectionHeader)
        case .footerForHeader: (.sectionHeader, .sectionFooter)
        }
    }

    /// The view returned, as UIKit's message describes it, when it was not dequeued.
    var undequeuedView: String? {
        switch self {
        case .matching, .headerForFooter, .footerForHeader: nil
        case .nilView: "(null)"
        case .notDequeued: "<UICollectionReusableView: 0x0; frame = (0 0; 0 0); layer = <CALayer: 0x0>>"
        }
    }
}

extension CollectionView {
    /// Scripts the data source's supplementary answer (`delegate viewForSupplementaryElementOfKind = headerForFooter`).
    public mutating func setSupplementaryAnswer(_ answer: SupplementaryAnswer) {
        cells.supplementaryAnswer = answer
    }

    /// The exception viewForSupplementaryElementOfKind raises for `kind` at `path`: its view is of
    /// another kind, nil, or not dequeued.
    func contractError(forSupplementaryOfKind kind: ElementKind, at path: IndexPath) -> UIKitError? {
        let answer = cells.supplementaryAnswer
        if let view = answer.undequeuedView { return .supplementaryNotDequeued(kind: kind.rawValue, path, view: view) }
        guard let mismatch = answer.mismatch, mismatch.asked == kind else { return nil }
        return .supplementaryKindMismatch(asked: mismatch.asked.rawValue, dequeued: mismatch.dequeued.rawValue)
    }

    /// Scripts the data source's answer for item `id` (`delegate cellForItemAt [0,2] = nil`).
    public mutating func setCellAnswer(id: Int, _ answer: CellAnswer) {
        cells.cellAnswers[id] = answer == .dequeued ? nil : answer
    }

    /// The exception cellForItemAt's answer for `path` raises, if it breaks the contract.
    func contractError(forCellAt path: IndexPath) -> UIKitError? {
        guard !cells.cellAnswers.isEmpty, let id = dataSource.item(at: path), let answer = cells.cellAnswers[id] else { return nil }
        switch answer {
        case .dequeued: return nil
        case .notDequeued: return .cellNotDequeued
        case .nilCell: return .nilCell(path)
        }
    }
}

extension SupplementaryAnswer {
    /// What the data source returns, for the transcript.
    public var mismatchDescription: String {
        switch self {
        case .matching: "a view dequeued for the kind asked for"
        case .headerForFooter: "asked for a footer, a view dequeued as a header (the wrong kind)"
        case .footerForHeader: "asked for a header, a view dequeued as a footer (the wrong kind)"
        case .nilView: "nil for every header and footer"
        case .notDequeued: "a view it made itself, not dequeued"
        }
    }
}
