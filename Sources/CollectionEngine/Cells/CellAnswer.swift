/// What the data source's collectionView(_:cellForItemAt:) returns for an item: a dequeued cell
/// (the contract), a cell it created itself, or nil — the last two raise UIKit's exceptions
/// (docs/evidence.md E7) when the view asks for that item's cell.
public enum CellAnswer: String, Hashable, Sendable, CaseIterable {
    case dequeued
    case notDequeued
    case nilCell = "nil"
}

extension CollectionView {
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
