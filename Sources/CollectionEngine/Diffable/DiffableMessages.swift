/// The texts the diffable snapshot types raise and log (docs/updates.md §7.2), built in one place.
///
/// Models: the exceptions `NSDiffableDataSourceSnapshot` / `NSDiffableDataSourceSectionSnapshot`
/// raise (all `NSInternalInconsistencyException`) and the iOS 17 console notice. Texts tagged
/// [observed] are UIKit's; those tagged [inferred] were not found in any log and are ours.
public enum DiffableMessages {
    /// NSSet's description, as UIKit prints a set of identifiers: `{(\n    a,\n    b\n)}`.
    static func nsSet(_ names: [String]) -> MessageTemplate {
        "{(\n\(entries: names.map { "    " + $0 }.joined(separator: ",\n"))\n)}"
    }

    /// NSArray's description: `(\n    a,\n    b\n)`.
    static func nsArray(_ names: [String]) -> MessageTemplate {
        "(\n\(entries: names.map { "    " + $0 }.joined(separator: ",\n"))\n)"
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
    static let unlistedDuplicates: MessageTemplate = "Fatal: supplied identifiers are not unique."

    /// The iOS 15+ duplicate-identifier text.
    static func listedDuplicates(kind: String, _ names: [String]) -> MessageTemplate {
        "Fatal: supplied \(literal: kind) identifiers are not unique. Duplicate identifiers: \(nsSet(names))"
    }

    /// The iOS 17 notice for appending/inserting item identifiers that already exist. UIKit spells
    /// singular and plural out ("1 item identifier that already exists", "2 item identifiers that
    /// already exist"), names one identifier bare and lists several as an NSArray [observed: Apple's
    /// "Today" tutorial notes, iOS 17 notes; docs/evidence.md E6].
    static func itemsAlreadyExist(_ names: [String]) -> DiffableWarning {
        DiffableWarning(id: "diffable.identifiersAlreadyExist", message: itemsAlreadyExistNotice(names).text)
    }

    /// The wording of the iOS 17 notice `itemsAlreadyExist` logs.
    public static func itemsAlreadyExistNotice(_ names: [String]) -> MessageTemplate {
        let one = names.count == 1
        let noun = one ? "item identifier" : "item identifiers"
        let exist = one ? "already exists" : "already exist"
        let listing: MessageTemplate = one ? "\(identifier: names[0])" : nsArray(names)
        let message: MessageTemplate = "Diffable data source detected an attempt to insert or append \(names.count) \(literal: noun) that \(literal: exist) in the snapshot. The existing \(literal: noun) will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. Item \(literal: String(noun.dropFirst(5))) that \(literal: exist): \(listing)"
        return message
    }

    /// The iOS 17+ exception for appending/inserting section identifiers that already exist
    /// [observed for one section, iOS 17, two sources; the plural is inferred from the item notice].
    static func sectionsAlreadyExist(_ names: [String]) -> MessageTemplate {
        let one = names.count == 1
        let noun = one ? "section identifier" : "section identifiers"
        let exist = one ? "already exists" : "already exist"
        let listing: MessageTemplate = one ? "\(identifier: names[0])" : nsArray(names)
        return "Diffable data source detected an attempt to insert or append \(names.count) \(literal: noun) that \(literal: exist) in the snapshot. Identifiers in a snapshot must be unique. Section \(literal: String(noun.dropFirst(8))) that \(literal: exist): \(listing)"
    }

    /// Asking a snapshot about a section it lacks, iOS 14+ [observed, one source: the-blue-alliance-ios PR #899].
    static let sectionNotFound: MessageTemplate = "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"
}
