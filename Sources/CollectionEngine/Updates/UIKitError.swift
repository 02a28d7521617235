/// An error UIKit would raise (an NSInternalInconsistencyException or NSInvalidArgumentException),
/// or an engine error where UIKit's behaviour is undefined (clearly marked as not UIKit's).
///
/// A value with the facts (counts, paths, identifiers, the wording era) as payloads; the texts are
/// built here, in one place. `message` is the text for the era the error was raised in;
/// `otherWordings` holds the same error's text in other eras, so `expect error "…"` written
/// against either era still matches. `id` is the case's name in its domain (for JSON and tests),
/// and every text comes from `template`, UIKit's wording written once with typed holes.
public enum UIKitError: Error, Hashable, Sendable {
    public enum Exception: String, Hashable, Sendable {
        case internalInconsistency = "NSInternalInconsistencyException"
        case invalidArgument = "NSInvalidArgumentException"
        case rangeException = "NSRangeException"
        /// Not a UIKit exception: the engine refuses something UIKit leaves undefined.
        case engine = "engine"
    }

    // MARK: Updates: the counts (docs/updates.md §2.1 steps 6–7, §2.2)

    /// A count check failed; the report holds every era's wording, the era picks one.
    case countMismatch(CountMismatchReport, CountReportEra)

    // MARK: Updates: ranges and conflicts (texts copied from UIKit; docs/updates.md §2.1, §2.3)

    case deleteAndReload(IndexPath)
    /// (section, sections before)
    case deleteSectionOutOfRange(Int, Int)
    case deleteAndMoveSection(Int)
    case deleteAndMoveItem(IndexPath)
    case moveFromDeletedSection(Int)
    /// (item, section, sections before)
    case deleteItemSectionOutOfRange(Int, Int, Int)
    /// (item, section, items before)
    case deleteItemOutOfRange(Int, Int, Int)
    /// (section, sections after)
    case insertSectionOutOfRange(Int, Int)
    case insertAndMoveSection(Int)
    case insertAndMoveItem(IndexPath)
    case moveIntoInsertedSection(Int)
    /// (item, section, sections after)
    case insertItemSectionOutOfRange(Int, Int, Int)
    /// (item, section, items after)
    case insertItemOutOfRange(Int, Int, Int)
    /// (section, sections before)
    case moveSectionSourceOutOfRange(Int, Int)
    /// (from, to, sections after). Sic: UIKit's text says "to to".
    case moveSectionTargetOutOfRange(Int, Int, Int)
    /// (from, sections before)
    case moveItemSourceSectionOutOfRange(IndexPath, Int)
    /// (from, items before)
    case moveItemSourceOutOfRange(IndexPath, Int)
    /// (from, to, sections after)
    case moveItemTargetSectionOutOfRange(IndexPath, IndexPath, Int)
    /// (from, to, items after)
    case moveItemTargetOutOfRange(IndexPath, IndexPath, Int)
    /// (from, to, other target)
    case moveSectionToBoth(Int, Int, Int)
    case moveItemToBoth(IndexPath, IndexPath, IndexPath)
    /// (from, other source, to)
    case moveBothSections(Int, Int, Int)
    case moveBothItems(IndexPath, IndexPath, IndexPath)
    /// [inferred] UIKit's text for an out-of-range reconfigure is unknown; modelled on the delete text.
    case reconfigureItemSectionOutOfRange(Int, Int, Int)
    case reconfigureItemOutOfRange(Int, Int, Int)
    /// Not UIKit's: UIKit does not check, and later corrupts its state (docs/updates.md §2.3). The
    /// validator reports these; `CollectionView` accepts the update and turns them into a warning
    /// (`DoubleDeleteWarning`, docs/evidence.md E3), so they are never raised.
    case itemDeletedTwice(IndexPath)
    case sectionDeletedTwice(Int)
    /// Not UIKit's: a reload replaces the cell while a reconfigure keeps it; both at once is undefined.
    case reloadedAndReconfigured(IndexPath)
    /// Not UIKit's: the app's own arrays could not take the change (UIKit never sees them).
    case dataOutOfRange(String)
    /// Not UIKit's: an inserted item identifier already in the collection (name, where it is).
    case duplicateDataIdentifier(String, IndexPath?)

    // MARK: Scrolling, selection, cells

    /// scrollToItem on an item the view does not have, in the classic wording only (the layout had
    /// no attributes for a path the view's counts allowed).
    case scrollToInvalidIndexPath(IndexPath)
    /// scrollToItem (or selectItem with a scroll position) on an item the view does not have, with
    /// the view's counts and description: iOS 6 – 14 print the NSIndexPath, 15+ the counts
    /// (`modern`); each era's text is the other's `otherWordings` (docs/evidence.md E4).
    case invalidScrollTarget(IndexPath, itemsInSection: Int?, sections: Int, view: String, modern: Bool)
    /// Two scroll positions of one axis.
    case multipleScrollPositions(vertical: Bool)
    /// Not UIKit's: selecting, tapping … an index path the view does not have.
    case noItemToAct(verb: String, IndexPath, itemsInSection: Int?, sections: Int)
    /// numberOfItems(inSection:) on a section the view does not have (section, sections).
    /// [observed: DTCollectionViewManager#12, iOS 9; docs/evidence.md E7]
    case numberOfItemsInMissingSection(Int, Int)
    /// Dequeuing with an unregistered reuse identifier (kind name, identifier).
    case unregisteredIdentifier(kind: String, identifier: String)
    /// The layout returned attributes for a decoration view of a kind with no class or nib
    /// registered (register(_:forDecorationViewOfKind:)); raised when the view makes the view
    /// (`-[UICollectionViewLayout _decorationViewForLayoutAttributes:]`, ARCollectionViewMasonryLayout#11).
    case unregisteredDecorationKind(String)

    // MARK: Diffable data source (docs/updates.md §7.2)

    case directMutation
    /// Not UIKit's: a diffable call on a view without a diffable data source.
    case notDiffable
    /// Duplicates in one append/insert; `listed`: the iOS 15+ wording that lists them.
    case duplicateItemIdentifiers([String], listed: Bool)
    case duplicateSectionIdentifiers([String], listed: Bool)
    /// [observed]
    case reloadMissingItem(String)
    /// [inferred by symmetry with the reload text]
    case reconfigureMissingItem(String)
    /// [inferred by symmetry with the item reload text]
    case reloadMissingSection(String)
    /// Insert/move relative to an item that is not in the snapshot. [inferred]
    case invalidReferenceItem(String)
    /// Moving an item that is not in the snapshot. [inferred]
    case invalidMovedItem(String)
    /// A section id that is not in the snapshot (append to it, insert/move relative to it, query
    /// its items, move it). [inferred]
    case invalidSection(String)
    /// iOS 17+: appending or inserting sections already in the snapshot. [observed, docs/evidence.md E6]
    case sectionsAlreadyExist([String])
    /// iOS 14+: asking a snapshot about a section it lacks (the name is not in UIKit's text). [observed, one source]
    case sectionNotFound(String)
    /// `appendItems` without a section on a snapshot that has none. [inferred]
    case noSections
    /// Duplicates in a section snapshot (inside the array or already present). [observed]
    case sectionSnapshotDuplicates([String])
    /// A parent (append to, snapshot of, replace children of) missing from a section snapshot. [inferred]
    case invalidParent(String)
    /// cellForItemAt returned a cell it made itself, not dequeued (docs/evidence.md E7).
    case cellNotDequeued
    /// cellForItemAt returned nil (E7).
    case nilCell(IndexPath)
    /// viewForSupplementaryElementOfKind returned a view dequeued for another kind (E7); the raw
    /// kind strings asked for and dequeued.
    case supplementaryKindMismatch(asked: String, dequeued: String)
    /// viewForSupplementaryElementOfKind returned nil or a view it did not dequeue (E11): the raw
    /// kind, the index path, and the returned view as UIKit describes it (`(null)` for nil).
    case supplementaryNotDequeued(kind: String, IndexPath, view: String)
    /// UICollectionViewData asked for the index path of global item index N of M (E12): a batch that
    /// moves a section to itself and an item out of it (rdar 48941906).
    case globalIndexOutOfRange(Int, Int)
    /// A self-sizing cell answered a 0 × 0 preferred size (docs/self-sizing.md §5): original and
    /// preferred attributes as UIKit describes them, and the view.
    case emptyPreferredSize(original: String, preferred: String, view: String)
    /// layoutAttributesForElements(in:) returned attributes for an index path the view does not have (E7):
    /// scripted (`cache` nil), or from a custom layout's cache that outlived an update (its report).
    case attributesForMissingIndexPath(IndexPath, cache: LayoutCacheReport? = nil)
    /// layoutAttributesForItem(at:) returned nil for an item the view needed (E7).
    case noLayoutAttributesForItem(IndexPath)
    /// The change would put more than `limit` cells and supplementary views on screen at once
    /// (`CollectionView.maximumViewsOnScreen`): the engine's own refusal, not UIKit's.
    case tooManyViewsOnScreen(limit: Int, visibleRect: Rect)

    /// A stable identifier for tests, JSON and `explain`: the domain and the case's name
    /// (`update.deleteAndReload`; a count mismatch names its check, `update.invalidItemCount`).
    public var id: String {
        if case .countMismatch(let report, _) = self { return domain + "." + CaseName.of(report.check) }
        return domain + "." + caseName
    }

    /// The case's name as Swift spells it (`deleteAndReload`).
    var caseName: String { CaseName.of(self) }

    /// The area the error belongs to: the first part of its id.
    var domain: String {
        switch self {
        case .countMismatch, .deleteAndReload, .deleteSectionOutOfRange, .deleteAndMoveSection, .deleteAndMoveItem,
             .moveFromDeletedSection, .deleteItemSectionOutOfRange, .deleteItemOutOfRange, .insertSectionOutOfRange,
             .insertAndMoveSection, .insertAndMoveItem, .moveIntoInsertedSection, .insertItemSectionOutOfRange,
             .insertItemOutOfRange, .moveSectionSourceOutOfRange, .moveSectionTargetOutOfRange,
             .moveItemSourceSectionOutOfRange, .moveItemSourceOutOfRange, .moveItemTargetSectionOutOfRange,
             .moveItemTargetOutOfRange, .moveSectionToBoth, .moveItemToBoth, .moveBothSections, .moveBothItems,
             .reconfigureItemSectionOutOfRange, .reconfigureItemOutOfRange, .itemDeletedTwice, .sectionDeletedTwice,
             .reloadedAndReconfigured, .dataOutOfRange, .globalIndexOutOfRange:
            "update"
        case .duplicateDataIdentifier: "data"
        case .scrollToInvalidIndexPath, .invalidScrollTarget, .multipleScrollPositions: "scroll"
        case .noItemToAct: "selection"
        case .numberOfItemsInMissingSection: "dataSource"
        case .unregisteredIdentifier, .unregisteredDecorationKind, .cellNotDequeued, .nilCell, .supplementaryKindMismatch,
             .supplementaryNotDequeued: "cells"
        case .directMutation, .notDiffable, .duplicateItemIdentifiers, .duplicateSectionIdentifiers, .reloadMissingItem,
             .reconfigureMissingItem, .reloadMissingSection, .invalidReferenceItem, .invalidMovedItem, .invalidSection,
             .sectionsAlreadyExist, .sectionNotFound, .noSections, .sectionSnapshotDuplicates, .invalidParent:
            "diffable"
        case .emptyPreferredSize: "selfSizing"
        case .attributesForMissingIndexPath, .noLayoutAttributesForItem: "layout"
        case .tooManyViewsOnScreen: "view"
        }
    }

    public var exception: Exception {
        switch self {
        case .itemDeletedTwice, .sectionDeletedTwice, .reloadedAndReconfigured, .dataOutOfRange,
             .duplicateDataIdentifier, .noItemToAct, .notDiffable, .tooManyViewsOnScreen:
            .engine
        case .scrollToInvalidIndexPath, .invalidScrollTarget, .multipleScrollPositions:
            .invalidArgument
        case .countMismatch, .deleteAndReload, .deleteSectionOutOfRange, .deleteAndMoveSection, .deleteAndMoveItem,
             .moveFromDeletedSection, .deleteItemSectionOutOfRange, .deleteItemOutOfRange, .insertSectionOutOfRange,
             .insertAndMoveSection, .insertAndMoveItem, .moveIntoInsertedSection, .insertItemSectionOutOfRange,
             .insertItemOutOfRange, .moveSectionSourceOutOfRange, .moveSectionTargetOutOfRange,
             .moveItemSourceSectionOutOfRange, .moveItemSourceOutOfRange, .moveItemTargetSectionOutOfRange,
             .moveItemTargetOutOfRange, .moveSectionToBoth, .moveItemToBoth, .moveBothSections, .moveBothItems,
             .reconfigureItemSectionOutOfRange, .reconfigureItemOutOfRange, .numberOfItemsInMissingSection,
             .unregisteredIdentifier, .unregisteredDecorationKind, .directMutation, .duplicateItemIdentifiers,
             .duplicateSectionIdentifiers, .reloadMissingItem, .reconfigureMissingItem, .reloadMissingSection, .invalidReferenceItem,
             .invalidMovedItem, .invalidSection, .sectionsAlreadyExist, .sectionNotFound, .noSections,
             .sectionSnapshotDuplicates, .invalidParent, .cellNotDequeued, .nilCell, .supplementaryKindMismatch,
             .supplementaryNotDequeued, .emptyPreferredSize, .attributesForMissingIndexPath, .noLayoutAttributesForItem,
             .globalIndexOutOfRange:
            .internalInconsistency
        }
    }

    /// The text in the era the error was raised in.
    public var message: String { template.text }

    /// UIKit's wording in the era the error was raised in, with this error's values in its holes.
    public var template: MessageTemplate {
        switch self {
        case .countMismatch(let report, let era): return report.template(era)
        case .deleteAndReload(let path):
            return "attempt to delete and reload the same index path (\(path))"
        case .deleteSectionOutOfRange(let section, let count):
            return "attempt to delete section \(section), but there are only \(count) sections before the update"
        case .deleteAndMoveSection(let section):
            return "attempt to perform a delete and a move from the same section (\(section))"
        case .deleteAndMoveItem(let path):
            return "attempt to perform a delete and a move from the same index path (\(path))"
        case .moveFromDeletedSection(let section):
            return "cannot move an item from a deleted section (\(section))"
        case .deleteItemSectionOutOfRange(let item, let section, let count):
            return "attempt to delete item \(item) from section \(section), but there are only \(count) sections before the update"
        case .deleteItemOutOfRange(let item, let section, let count):
            return "attempt to delete item \(item) from section \(section) which only contains \(count) items before the update"
        case .insertSectionOutOfRange(let section, let count):
            return "attempt to insert section \(section) but there are only \(count) sections after the update"
        case .insertAndMoveSection(let section):
            return "attempt to perform an insert and a move to the same section (\(section))"
        case .insertAndMoveItem(let path):
            return "attempt to perform an insert and a move to the same index path (\(path))"
        case .moveIntoInsertedSection(let section):
            return "cannot move an item into a newly inserted section (\(section))"
        case .insertItemSectionOutOfRange(let item, let section, let count):
            return "attempt to insert item \(item) into section \(section), but there are only \(count) sections after the update"
        case .insertItemOutOfRange(let item, let section, let count):
            return "attempt to insert item \(item) into section \(section), but there are only \(count) items in section \(section) after the update"
        case .moveSectionSourceOutOfRange(let section, let count):
            return "attempt to move section \(section), but there are only \(count) sections before the update"
        case .moveSectionTargetOutOfRange(let from, let to, let count):
            return "attempt to to move section \(from) to section \(to), but there are only \(count) sections after the update"
        case .moveItemSourceSectionOutOfRange(let from, let count):
            return "attempt to move index path (\(from)) from a section that does not exist - there are only \(count) sections before the update"
        case .moveItemSourceOutOfRange(let from, let count):
            return "attempt to move index path (\(from)) that does not exist - there are only \(count) items in section \(from.section) before the update"
        case .moveItemTargetSectionOutOfRange(let from, let to, let count):
            return "attempt to move index path (\(from)) to index path (\(to)) in section that does not exist - there are only \(count) sections after the update"
        case .moveItemTargetOutOfRange(let from, let to, let count):
            return "attempt to move index path (\(from)) to index path (\(to)) that does not exist - there are only \(count) items in section \(to.section) after the update"
        case .moveSectionToBoth(let from, let to, let other):
            return "attempt to move section \(from) to both section \(to) and section \(other)"
        case .moveItemToBoth(let from, let to, let other):
            return "attempt to move item at index path \(from) to both \(to) and \(other)"
        case .moveBothSections(let from, let other, let to):
            return "attempt to move both section \(from) and section \(other) to section \(to)"
        case .moveBothItems(let from, let other, let to):
            return "attempt to move both item at index path \(from) and \(other) to \(to)"
        case .reconfigureItemSectionOutOfRange(let item, let section, let count):
            return "attempt to reconfigure item \(item) in section \(section), but there are only \(count) sections before the update"
        case .reconfigureItemOutOfRange(let item, let section, let count):
            return "attempt to reconfigure item \(item) in section \(section) which only contains \(count) items before the update"
        case .itemDeletedTwice(let path):
            return "engine: index path deleted twice in one update (\(path))"
        case .sectionDeletedTwice(let section):
            return "engine: section deleted twice in one update (\(section))"
        case .reloadedAndReconfigured(let path):
            return "engine: index path both reloaded and reconfigured in one update (\(path))"
        case .dataOutOfRange(let detail):
            return "engine: \(text: detail)"
        case .duplicateDataIdentifier(let name, let path):
            let place: MessageTemplate = path.map { " at \(text: "\($0)")" } ?? ""
            return "identifier '\(text: name)' is already in the collection\(place); item identifiers are unique, as in a diffable data source"
        case .scrollToInvalidIndexPath(let path):
            return "attempt to scroll to invalid index path: \(path)"
        case .invalidScrollTarget(let path, let items, let sections, let view, let modern):
            guard modern else { return Self.scrollToInvalidIndexPath(path).template }
            // [observed, 6 logs iOS 15 – 18] the item text; the section text and the tail [inferred].
            let sentence: MessageTemplate = items.map { "Attempted to scroll the collection view to an out-of-bounds item (\(path.item)) when there are only \($0) items in section \(path.section)." }
                ?? "Attempted to scroll the collection view to an out-of-bounds section (\(path.section)) when there are only \(sections) sections."
            return "\(sentence)\(optional: " Collection view: \(text: view)")"
        case .multipleScrollPositions(let vertical):
            return "UICollectionViewScrollPosition: attempt to use a scroll position with multiple \(literal: vertical ? "vertical" : "horizontal") positioning styles"
        case .noItemToAct(let verb, let path, let items, let sections):
            let reason: MessageTemplate = items.map { "section \(path.section) has \($0) \("item", agreeingWith: $0)" }
                ?? "the collection view has \(sections) \("section", agreeingWith: sections)"
            return "cannot \(text: verb) item at \(path): \(reason)"
        case .numberOfItemsInMissingSection(let section, let sections):
            return "request for number of items in section \(section) when there are only \(sections) sections in the collection view"
        case .unregisteredIdentifier(let kind, let identifier):
            return "could not dequeue a view of kind: \(identifier: kind) with identifier \(identifier: identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        case .unregisteredDecorationKind(let kind):
            // [observed: ARCollectionViewMasonryLayout#11, iOS 8] Sic: "as a class or nib", unlike the cell text.
            return "could not dequeue a decoration view of kind: \(identifier: kind) - must register as a class or nib or connect a prototype in a storyboard"
        case .directMutation:
            return MessageTemplate(stringLiteral: CollectionView.diffableDirectMutationMessage)
        case .notDiffable:
            return "the collection view has no diffable data source"
        case .duplicateItemIdentifiers(let names, let listed):
            return listed ? DiffableMessages.listedDuplicates(kind: "item", names) : DiffableMessages.unlistedDuplicates
        case .duplicateSectionIdentifiers(let names, let listed):
            return listed ? DiffableMessages.listedDuplicates(kind: "section", names) : DiffableMessages.unlistedDuplicates
        case .reloadMissingItem(let name):
            return "Attempted to reload item identifier that does not exist in the snapshot: \(identifier: name)"
        case .reconfigureMissingItem(let name):
            return "Attempted to reconfigure item identifier that does not exist in the snapshot: \(identifier: name)"
        case .reloadMissingSection(let name):
            return "Attempted to reload section identifier that does not exist in the snapshot: \(identifier: name)"
        case .invalidReferenceItem(let name):
            return "Invalid item identifier specified for reference item: \(identifier: name)"
        case .invalidMovedItem(let name):
            return "Invalid item identifier specified for move: \(identifier: name)"
        case .invalidSection(let name):
            return "Invalid section identifier specified: \(identifier: name)"
        case .sectionsAlreadyExist(let names):
            return DiffableMessages.sectionsAlreadyExist(names)
        case .sectionNotFound:
            return DiffableMessages.sectionNotFound
        case .noSections:
            return "There are currently no sections in the data source. Please add a section first."
        case .sectionSnapshotDuplicates(let names):
            return "Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(DiffableMessages.nsSet(names))"
        case .invalidParent(let name):
            return "Invalid parent item identifier specified: \(identifier: name)"
        case .cellNotDequeued:
            return "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
        case .nilCell(let path):
            return "the collection view's data source did not return a valid cell from -collectionView:cellForItemAtIndexPath: for index path \(path)"
        case .supplementaryKindMismatch:
            // Only UIKit's first sentence is confirmed by a log (docs/evidence.md E7); the kinds go
            // to `explain`.
            return "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not match the element kind it is being used for."
        case .supplementaryNotDequeued(let kind, let path, let view):
            // [observed: NHBalancedFlowLayout#36 (iOS 8), ParseUI#66 (nil), SkeletonView#290 (iOS 13, a view)]
            // Sic: no colon after atIndexPath, no space after the comma.
            return "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (\(identifier: kind),\(path)) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil (\(text: view))"
        case .emptyPreferredSize(let original, let preferred, let view):
            return "UICollectionView Flow Layout received layout attributes with an empty size. This happens when a reusable view has incorrectly configured constraints, or an incorrect override of -sizeThatFits:, -systemLayoutSizeFittingSize:withHorizontalFittingPriority:verticalFittingPriority:, or -preferredLayoutAttributesFittingAttributes:. Ensure that your view generates a valid preferred size.\nOriginal attributes: \(text: original). Preferred attributes: \(text: preferred).\nCollection View: \(text: view)"
        case .globalIndexOutOfRange(let index, let count):
            return "request for index path for global index \(index) when there are only \(count) items in the collection view"
        case .attributesForMissingIndexPath(let path, _):
            return "UICollectionView received layout attributes for a cell with an index path that does not exist: \(path)"
        case .noLayoutAttributesForItem(let path):
            return "no UICollectionViewLayoutAttributes instance for -layoutAttributesForItemAtIndexPath: \(path)"
        case .tooManyViewsOnScreen(let limit, let rect):
            let n = { (value: Double) in NumberText.decimal(value) }
            return "more than \(limit) cells and supplementary views would be on screen at once in the visible rect {{\(text: n(rect.minX)), \(text: n(rect.minY))}, {\(text: n(rect.width)), \(text: n(rect.height))}}"
        }
    }

    /// The same error's text in the other eras.
    public var otherWordings: [String] {
        otherTemplates.map(\.text)
    }

    /// The same error's template in the other eras (none when its wording never changed).
    public var otherTemplates: [MessageTemplate] {
        switch self {
        case .countMismatch(let report, let era):
            return CountReportEra.allCases.filter { $0 != era }.map(report.template)
        case .duplicateItemIdentifiers(let names, let listed):
            return [Self.duplicateItemIdentifiers(names, listed: !listed).template]
        case .duplicateSectionIdentifiers(let names, let listed):
            return [Self.duplicateSectionIdentifiers(names, listed: !listed).template]
        case .invalidScrollTarget(let path, let items, let sections, let view, let modern):
            return [Self.invalidScrollTarget(path, itemsInSection: items, sections: sections, view: view, modern: !modern).template]
        case .deleteAndReload, .deleteSectionOutOfRange, .deleteAndMoveSection, .deleteAndMoveItem,
             .moveFromDeletedSection, .deleteItemSectionOutOfRange, .deleteItemOutOfRange, .insertSectionOutOfRange,
             .insertAndMoveSection, .insertAndMoveItem, .moveIntoInsertedSection, .insertItemSectionOutOfRange,
             .insertItemOutOfRange, .moveSectionSourceOutOfRange, .moveSectionTargetOutOfRange,
             .moveItemSourceSectionOutOfRange, .moveItemSourceOutOfRange, .moveItemTargetSectionOutOfRange,
             .moveItemTargetOutOfRange, .moveSectionToBoth, .moveItemToBoth, .moveBothSections, .moveBothItems,
             .reconfigureItemSectionOutOfRange, .reconfigureItemOutOfRange, .itemDeletedTwice, .sectionDeletedTwice,
             .reloadedAndReconfigured, .dataOutOfRange, .duplicateDataIdentifier,
             .scrollToInvalidIndexPath, .multipleScrollPositions, .noItemToAct, .numberOfItemsInMissingSection,
             .unregisteredIdentifier, .unregisteredDecorationKind, .directMutation, .notDiffable, .reloadMissingItem,
             .reconfigureMissingItem,
             .reloadMissingSection, .invalidReferenceItem, .invalidMovedItem, .invalidSection, .sectionsAlreadyExist,
             .sectionNotFound, .noSections, .sectionSnapshotDuplicates, .invalidParent, .cellNotDequeued, .nilCell,
             .supplementaryKindMismatch, .supplementaryNotDequeued, .emptyPreferredSize, .attributesForMissingIndexPath,
             .noLayoutAttributesForItem, .tooManyViewsOnScreen, .globalIndexOutOfRange:
            return []
        }
    }

    /// True when `fragment` occurs in any wording of this error (case-insensitive).
    public func matches(_ fragment: String) -> Bool {
        let needle = fragment.lowercased()
        return ([message] + otherWordings).contains { $0.lowercased().contains(needle) }
    }
}
