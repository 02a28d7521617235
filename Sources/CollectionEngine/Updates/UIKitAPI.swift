/// A UIKit API that did not exist in every version the tool reproduces; `UIKitBehaviour` says
/// which version introduced each (docs/evidence.md E9). The raw value is the API as a script's error
/// names it.
public enum UIKitAPI: String, CaseIterable, Hashable, Sendable {
    case diffableDataSource = "UICollectionViewDiffableDataSource"
    case compositionalLayout = "UICollectionViewCompositionalLayout"
    case sectionSnapshot = "NSDiffableDataSourceSectionSnapshot"
    case listConfiguration = "UICollectionLayoutListConfiguration"
    case cellRegistration = "UICollectionView.CellRegistration"
    case supplementaryRegistration = "UICollectionView.SupplementaryRegistration"
    case reconfigureItems = "reconfigureItems(at:)"
    case selfSizingInvalidation = "selfSizingInvalidation"
    case uniformAcrossSiblings = "NSCollectionLayoutDimension.uniformAcrossSiblings(estimate:)"
}
