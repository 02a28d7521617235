import CollectionEngine

/// `why`'s ids for the UIKit texts that are logs or notices, not a `UIKitError` the engine raises
/// (whose ids are `UIKitError.id`): each from its case name, as an error's is, never typed.
enum LogPatternID: CaseIterable {
    /// iOS 13 – 16.3's "Invalid update: … - will perform reloadData" log.
    case invalidUpdateSkipped
    /// iOS 17's "Invalid batch updates detected" report.
    case invalidBatchUpdates
    /// The flow layout's "The behavior of the UICollectionViewFlowLayout is not defined" log.
    case flowItemTooLarge
    /// The compositional layout's "There is no room for this NSCollectionLayoutGroup" error log.
    case compositionalNoRoom
    /// The diffable data source's notice that appended identifiers already exist.
    case identifiersAlreadyExist

    /// The area the text belongs to: the first part of its id, as `UIKitError.domain`.
    var domain: String {
        switch self {
        case .invalidUpdateSkipped, .invalidBatchUpdates: "update"
        case .flowItemTooLarge, .compositionalNoRoom: "layout"
        case .identifiersAlreadyExist: "diffable"
        }
    }

    /// E.g. `update.invalidBatchUpdates`.
    var id: String { domain + "." + CaseName.of(self) }
}
