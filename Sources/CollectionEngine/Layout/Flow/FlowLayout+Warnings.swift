/// The messages UICollectionViewFlowLayout NSLogs while preparing (docs/layout.md §3, §4).
///
/// Models UIKit's "The behavior of the UICollectionViewFlowLayout is not defined because: …" log and
/// the "Negative sizes are not supported by flow layout." assertion/log. Object addresses are a
/// fixed `0x0` so transcripts are deterministic; the collection view's description is shortened to
/// its frame, contentOffset and layout (UIKit prints more, all address- or device-dependent).
extension FlowLayout {
    /// Logged (new SDKs assert) when a size is negative. The engine records it once per prepare
    /// and treats every negative width/height as 0 [choice].
    public static let negativeSizeWarning = "Negative sizes are not supported by flow layout."

    /// The "item too wide" log. `fromDelegate` adds "Please check the values returned by the
    /// delegate." (the varying path, whose sizes come from the delegate); the fixed path omits it.
    ///
    /// The wording follows the era (docs/evidence.md E5): "the behavior" lowercase before iOS 10, iOS 7's
    /// "less that", no content-insets clause before 9; the view description is written during
    /// prepare, so its `contentSize` is the one the view had when the pass began (`{0, 0}` on a
    /// layout's first pass), gains `adjustedContentInset` in 11 and moves the layout
    /// inside it (with `dataSource:`) in 16. UIKit's description has more fields between
    /// `clipsToBounds` and `contentOffset` (gesture recognizers, layer — addresses only); they are left out.
    static func tooWideWarning(horizontal: Bool, fromDelegate: Bool, context: LayoutContext?) -> String {
        tooWideTemplate(horizontal: horizontal, fromDelegate: fromDelegate, context: context).text
    }

    /// The "item too wide" log as a template, written once: its text is the log, and `why`'s
    /// recogniser is derived from it. The words an era changes are holes (`The`/`the`, `than`/`that`,
    /// the dimension and its sides); the content-insets clause, the delegate sentence and the
    /// description of the layout and its view are pieces a log of another era or a pasted excerpt
    /// may lack.
    public static func tooWideTemplate(horizontal: Bool, fromDelegate: Bool, context: LayoutContext?) -> MessageTemplate {
        let rules = UIKitBehaviour(context?.version ?? .latest)
        let (dimension, sides) = horizontal ? ("height", "top and bottom") : ("width", "left and right")
        var pieces: [MessageTemplate.Piece] = [
            .hole(.identifier, rules.flowLogCapitalisesThe ? "The" : "the"),
            .literal(" behavior of the UICollectionViewFlowLayout is not defined because:\nthe item "),
            .hole(.identifier, dimension),
            .literal(" must be less "),
            .hole(.identifier, rules.flowLogSaysLessThat ? "that" : "than"),
            .literal(" the "),
            .hole(.identifier, dimension),
            .literal(" of the UICollectionView minus the section insets "),
            .hole(.text, sides),
            .literal(" values"),
        ]
        if rules.flowLogHasContentInsetsClause {
            pieces.append(.optional([.literal(", minus the content insets "), .hole(.text, sides), .literal(" values")]))
        }
        pieces.append(.literal("."))
        if fromDelegate {
            pieces.append(.optional([.literal("\nPlease check the values returned by the delegate.")]))
        }
        let size = context?.boundsSize ?? .zero
        let offset = context?.contentOffset ?? .zero
        let i = context?.adjustedContentInset ?? .zero
        let content = context?.viewContentSize ?? .zero
        var view = "<UICollectionView: 0x0; frame = (0 0; \(NumberText.decimal(size.width)) \(NumberText.decimal(size.height))); clipsToBounds = YES; contentOffset: {\(NumberText.decimal(offset.x)), \(NumberText.decimal(offset.y))}; contentSize: {\(NumberText.decimal(content.width)), \(NumberText.decimal(content.height))}"
        if rules.viewDescriptionHasAdjustedInset {
            view += "; adjustedContentInset: {\(NumberText.decimal(i.top)), \(NumberText.decimal(i.left)), \(NumberText.decimal(i.bottom)), \(NumberText.decimal(i.right))}"
        }
        view += rules.viewDescriptionHasLayoutInside
            ? "; layout: <UICollectionViewFlowLayout: 0x0>; dataSource: <0x0>>."
            : "> collection view layout: <UICollectionViewFlowLayout: 0x0>."
        pieces.append(.optional([
            .literal("\nThe relevant UICollectionViewFlowLayout instance is "),
            // The rest of the log, to its end: the layout's and the view's descriptions, then
            // the breakpoint hint on a line of its own (a recogniser reads to the end of the line).
            .hole(.text, "<UICollectionViewFlowLayout: 0x0>, and it is attached to \(view)\n"
                  + "Make a symbolic breakpoint at UICollectionViewFlowLayoutBreakForInvalidSizes to catch this in the debugger."),
        ]))
        return MessageTemplate(pieces: pieces)
    }
}
