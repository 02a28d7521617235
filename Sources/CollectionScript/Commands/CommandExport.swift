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

    /// A drag session's step: no UIKit call makes one (the finger of the controller's interactive
    /// move exports, as updateInteractiveMovementTargetPosition(_:)).
    public static let dragSessionWhy = "it moves a drag and drop session, and UIKit has no call that makes one (the system makes UIDragSession and UIDropSession from a touch; a test cannot): it needs a UI test (XCUITest). An interactive move exports: beginInteractiveMovementForItem(at:), updateInteractiveMovementTargetPosition(_:), endInteractiveMovement()"
    static let dragSession = unsupported(dragSessionWhy)
    static let focus = unsupported("UIKit has no call that moves focus to an item: the focus engine moves it from a hardware keyboard or a remote (setNeedsFocusUpdate() and updateFocusIfNeeded() only ask it to look again), so focus needs a UI test (XCUITest) on a device with a keyboard")
    static let dragAndDropAnswers = unsupported("drag and drop answers have no XCTest equivalent: UIKit's drag and drop sessions (UIDropSession, UIDragSession, the spring-loaded interaction context) are its own objects, which a test cannot make; drag and drop needs a UI test (XCUITest)")
    /// Names the answers that do export, derived from `DelegateMethod.exports` (no second list).
    static let delegateAnswers = unsupported("this delegate answer is not exported yet (exported: "
        + DelegateMethod.allCases.filter(\.exports).map(\.rawValue).joined(separator: ", ")
        + ", sizeForItemAt and the per-section flow metrics)")
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
             .canMove, .cellForItemAt, .viewForSupplementaryElementOfKind, .canPerformPrimaryAction, .performPrimaryAction,
             .contextMenuConfiguration, .targetContentOffset, .willEndDragging, .shouldScrollToTop,
             .targetContentOffsetForProposedContentOffset,
             .highlightPreview, .dismissalPreview, .shouldBeginMultipleSelectionInteraction, .canReorderItem,
             .dequeueReusableCell, .targetIndexPathForMove: true
        case .dropSessionDidUpdate, .shouldSpringLoad, .canHandle, .canDrag,
             .canFocus: false
        }
    }
}

extension DelegateMethod {
    /// A drag or drop delegate's answer: its arguments are UIKit's session objects.
    public var isDragAndDrop: Bool {
        switch self {
        case .dropSessionDidUpdate, .shouldSpringLoad, .canHandle, .canDrag: true
        case .shouldHighlight, .shouldSelect, .shouldDeselect, .layoutAttributesForElementsIn, .layoutAttributesForItemAt,
             .canMove, .cellForItemAt, .viewForSupplementaryElementOfKind, .canPerformPrimaryAction, .performPrimaryAction,
             .canFocus, .targetIndexPathForMove, .targetContentOffset, .willEndDragging, .shouldScrollToTop,
             .canReorderItem, .targetContentOffsetForProposedContentOffset,
             .shouldBeginMultipleSelectionInteraction, .contextMenuConfiguration,
             .highlightPreview, .dismissalPreview, .dequeueReusableCell: false
        }
    }
}
