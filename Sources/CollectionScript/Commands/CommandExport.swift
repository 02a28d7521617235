/// How `colscript export` writes a command as Swift (an XCTest case), declared with the command in
/// its family's `traits(of:)`: the exporter reads this rather than a list of its own.
public enum CommandExport: Equatable, Sendable {
    /// The UIKit calls the step made, written as Swift.
    case calls
    /// Only changes what colscript prints (`trace`, `pause`, `help`): a comment.
    case printsOnly
    /// Looks at the state (`expect`, `show` …): the assertions after each step check it.
    case looks
    /// `expect error { … }`: the commands run, and a note says what UIKit raises.
    case expectsError
    /// A comment for the reader (which iOS to run on, VoiceOver).
    case note(String)
    /// Not exported, and why.
    case unsupported(String)

    static let gesture = unsupported("gestures, drag and drop and focus need a UI test (XCUITest), not an XCTest case")
    static let diffable = unsupported("section snapshots (sectionSnapshot, expand, collapse) are not exported yet; the diffable data source's snapshots and applies are")
    static let listRows = unsupported("swipe actions (swipeActions, swipe, tap action) and configurationUpdateHandler need a list layout's providers and a UI test (XCUITest); not exported yet")
    static let delegateAnswers = unsupported("this delegate answer is not exported yet (exported: shouldHighlight, shouldSelect, shouldDeselect, canMove, cellForItemAt, viewForSupplementaryElementOfKind, layoutAttributesForItemAt, layoutAttributesForElementsIn, sizeForItemAt and the per-section flow metrics)")
}

extension Command {
    /// How `colscript export` writes this command (its spec in `Commands/FAMILY.swift`).
    public var export: CommandExport { traits.export }
}

extension DelegateMethod {
    /// Whether `colscript export` writes this answer (the generated test's delegate and layout
    /// implement it).
    public var exports: Bool {
        switch self {
        case .shouldHighlight, .shouldSelect, .shouldDeselect, .layoutAttributesForElementsIn, .layoutAttributesForItemAt,
             .canMove, .cellForItemAt, .viewForSupplementaryElementOfKind: true
        case .canFocus, .canDrag, .targetIndexPathForMove, .targetContentOffset, .willEndDragging, .shouldScrollToTop,
             .canReorderItem, .targetContentOffsetForProposedContentOffset,
             .canPerformPrimaryAction, .performPrimaryAction, .shouldBeginMultipleSelectionInteraction, .contextMenuConfiguration,
             .highlightPreview, .dismissalPreview, .dropSessionDidUpdate, .shouldSpringLoad, .dequeueReusableCell, .canHandle: false
        }
    }
}
