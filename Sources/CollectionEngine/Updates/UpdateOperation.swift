/// One call a batch is made of, as the app would make it on UICollectionView.
///
/// Index spaces (docs/updates.md §1.1): deletes and reloads name positions *before* the batch, inserts
/// name positions *after* it, moves go from before to after.
public enum UpdateOperation: Hashable, Sendable {
    case insertItems([IndexPath])            // insertItems(at:)
    case deleteItems([IndexPath])            // deleteItems(at:)
    case reloadItems([IndexPath])            // reloadItems(at:)
    case reconfigureItems([IndexPath])       // reconfigureItems(at:) (iOS 15+)
    case moveItem(from: IndexPath, to: IndexPath)  // moveItem(at:to:)
    case insertSections([Int])               // insertSections(_:)
    case deleteSections([Int])               // deleteSections(_:)
    case reloadSections([Int])               // reloadSections(_:)
    case moveSection(from: Int, to: Int)     // moveSection(_:toSection:)

    /// The UIKit method this operation models, as printed in transcripts: `insertItems(at: [[0,2]])`.
    public var uikitCall: String {
        func paths(_ p: [IndexPath]) -> String { "[" + p.map(\.description).joined(separator: ", ") + "]" }
        func sections(_ s: [Int]) -> String { "[" + s.map(String.init).joined(separator: ", ") + "]" }
        switch self {
        case .insertItems(let p): return "insertItems(at: \(paths(p)))"
        case .deleteItems(let p): return "deleteItems(at: \(paths(p)))"
        case .reloadItems(let p): return "reloadItems(at: \(paths(p)))"
        case .reconfigureItems(let p): return "reconfigureItems(at: \(paths(p)))"
        case .moveItem(let from, let to): return "moveItem(at: \(from), to: \(to))"
        case .insertSections(let s): return "insertSections(\(sections(s)))"
        case .deleteSections(let s): return "deleteSections(\(sections(s)))"
        case .reloadSections(let s): return "reloadSections(\(sections(s)))"
        case .moveSection(let from, let to): return "moveSection(\(from), toSection: \(to))"
        }
    }
}

/// The operations of one `performBatchUpdates` (or of one single call, which UIKit treats as a
/// batch of one). The order of calls inside a batch does not matter to UIKit (docs/updates.md §1.2).
public struct BatchUpdate: Hashable, Sendable {
    public var operations: [UpdateOperation]

    public init(_ operations: [UpdateOperation] = []) {
        self.operations = operations
    }

    public var isEmpty: Bool { operations.isEmpty }
}
