/// The texts the diffable snapshot types raise and log (updates.md §7.2), built in one place.
///
/// Models: the exceptions `NSDiffableDataSourceSnapshot` / `NSDiffableDataSourceSectionSnapshot`
/// raise (all `NSInternalInconsistencyException`) and the iOS 17 console notice. Texts tagged
/// [observed] are UIKit's; those tagged [inferred] were not found in any log and are ours.
enum DiffableMessages {
    /// NSSet's description, as UIKit prints a set of identifiers: `{(\n    a,\n    b\n)}`.
    static func nsSet(_ names: [String]) -> String {
        "{(\n" + names.map { "    " + $0 }.joined(separator: ",\n") + "\n)}"
    }

    /// NSArray's description: `(\n    a,\n    b\n)`.
    static func nsArray(_ names: [String]) -> String {
        "(\n" + names.map { "    " + $0 }.joined(separator: ",\n") + "\n)"
    }

    /// Duplicate identifiers inside the array passed to append/insert (or, before iOS 17, an
    /// identifier that is already in the snapshot). iOS 13–14: `Fatal: supplied identifiers are
    /// not unique.` [observed 2020]; iOS 15+: the kind is named and the duplicates are listed
    /// [observed 2024]. The section wording is [inferred] by symmetry. Listing order: first
    /// occurrence in the supplied array (NSSet's own order is hash order).
    static func duplicates(kind: String, names: [String], version: UIKitVersion) -> UIKitError {
        let listed = UIKitBehaviour(version).listsDuplicateIdentifiers
        return kind == "item" ? .duplicateItemIdentifiers(names, listed: listed) : .duplicateSectionIdentifiers(names, listed: listed)
    }

    /// The iOS 13–14 duplicate-identifier text.
    static let unlistedDuplicates = "Fatal: supplied identifiers are not unique."

    /// The iOS 15+ duplicate-identifier text.
    static func listedDuplicates(kind: String, _ names: [String]) -> String {
        "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: \(nsSet(names))"
    }

    /// The iOS 17 notice for appending/inserting identifiers that already exist [observed 2024 for
    /// items; the section wording is inferred by symmetry]. The listing is an NSArray description [inferred].
    static func alreadyExist(kind: String, names: [String]) -> DiffableWarning {
        let capitalized = kind == "item" ? "Item" : "Section"
        let message = "Diffable data source detected an attempt to insert or append \(names.count) \(kind) identifier(s) that already exist(s) in the snapshot. The existing \(kind) identifier(s) will be moved into place instead, but this operation will be more expensive. For best performance, inserted \(kind) identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. \(capitalized) identifier(s) that already exist: \(nsArray(names))"
        return DiffableWarning(id: "diffable.identifiersAlreadyExist", message: message)
    }
}
