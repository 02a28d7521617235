/// Every behaviour and wording of UIKit that depends on the iOS version, in one table: code
/// elsewhere asks `UIKitBehaviour(version).someRule` and never compares versions itself.
///
/// Each rule names the first version that has it, with the evidence behind the date.
public struct UIKitBehaviour: Hashable, Sendable {
    public let version: UIKitVersion

    public init(_ version: UIKitVersion) {
        self.version = version
    }

    // MARK: - The eras

    /// iOS 11: ending an interactive movement asks the data source for the moved cell again.
    static let interactiveMovementReloadsCell = UIKitVersion(11, 0)
    /// iOS 15: scrolling to a missing item names the counts ("Attempted to scroll the collection
    /// view to an out-of-bounds item …") instead of printing the NSIndexPath. [observed: six logs,
    /// Sept 2021 – iOS 18; the iOS 6 – 14 text in Glideshow#14, PDFReader#60] (evidence.md E4)
    static let outOfBoundsScrollWording = UIKitVersion(15, 0)
    /// iOS 14: `itemIdentifiers(inSection:)` / `numberOfItems(inSection:)` raise for an unknown
    /// section instead of answering empty. [observed: iOS 13 returned [], iOS 14 throws]
    static let snapshotThrowsForUnknownSection = UIKitVersion(14, 0)
    /// iOS 15: the duplicate-identifier exception names the kind and lists the duplicates [observed];
    /// a non-animated `apply` diffs instead of reloading (updates.md §7.3).
    static let diffableModernWording = UIKitVersion(15, 0)
    /// iOS 16.4: count mismatches are reported as "Invalid batch updates detected", and views that
    /// are not on screen are validated too.
    static let modernBatchValidation = UIKitVersion(16, 4)
    /// iOS 17: the count report says "before and after" [observed 17.1.2]; appending or inserting an
    /// identifier already in a snapshot moves it (with a logged warning) instead of raising
    /// [observed 2024: iOS 17-era logs].
    static let seventeen = UIKitVersion(17, 0)

    // MARK: - Versions and APIs (evidence.md E9)

    /// The majors UIKit shipped: iOS 6 – 18, then 26 (the 2025 renumbering); 19 – 25 never existed.
    public static func isReleased(major: Int) -> Bool { (6...18).contains(major) || major == 26 }

    /// The first version with `api` [doc: each API's availability annotation].
    public static func introduction(of api: UIKitAPI) -> UIKitVersion {
        switch api {
        case .diffableDataSource, .compositionalLayout: UIKitVersion(13, 0)
        case .sectionSnapshot, .listConfiguration, .cellRegistration: UIKitVersion(14, 0)
        case .reconfigureItems: UIKitVersion(15, 0)
        case .selfSizingInvalidation: UIKitVersion(16, 0)
        }
    }

    /// Whether this version has `api`.
    public func has(_ api: UIKitAPI) -> Bool { version >= Self.introduction(of: api) }

    // MARK: - Updates

    /// How a batch whose counts do not add up is worded.
    var countReportEra: CountReportEra {
        if version < Self.modernBatchValidation { return .classic }
        return version < Self.seventeen ? .modernAndOr : .modern
    }

    /// The "Invalid batch updates detected" report and off-screen validation (16.4 and later).
    public var hasModernBatchValidation: Bool { version >= Self.modernBatchValidation }

    // MARK: - Scrolling

    /// scrollToItem on a missing item raises the iOS 15+ "out-of-bounds item" text.
    public var scrollNamesOutOfBoundsCounts: Bool { version >= Self.outOfBoundsScrollWording }

    // MARK: - Diffable data source

    /// Appending or inserting an identifier already in the snapshot moves it instead of raising.
    public var movesExistingIdentifiers: Bool { version >= Self.seventeen }
    /// The duplicate-identifier exception names the kind and lists the duplicates.
    public var listsDuplicateIdentifiers: Bool { version >= Self.diffableModernWording }
    /// Asking a snapshot about an unknown section raises (before: answers empty).
    public var throwsForUnknownSection: Bool { version >= Self.snapshotThrowsForUnknownSection }
    /// `apply(_:animatingDifferences: false)` reloads the data instead of diffing.
    public var nonAnimatedApplyReloads: Bool { version < Self.diffableModernWording }

    // MARK: - Interaction

    /// Ending an interactive movement asks the data source for the moved cell again.
    public var interactiveMovementReloadsMovedCell: Bool { version >= Self.interactiveMovementReloadsCell }
}

extension UIKitVersion {
    /// The latest UIKit the tool knows; the default.
    public static let latest = UIKitVersion(26, 0)
}

extension CollectionView {
    /// The rules of the UIKit this view reproduces.
    public var behaviour: UIKitBehaviour { UIKitBehaviour(version) }
}
