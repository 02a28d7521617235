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
    /// prepare (`contentSize: {0, 0}`), gains `adjustedContentInset` in 13 and moves the layout
    /// inside it (with `dataSource:`) in 16. UIKit's description has more fields between
    /// `clipsToBounds` and `contentOffset` (gesture recognizers, layer — addresses only); they are left out.
    static func tooWideWarning(horizontal: Bool, fromDelegate: Bool, context: LayoutContext?) -> String {
        let rules = UIKitBehaviour(context?.version ?? .latest)
        var lines = ["\(rules.flowLogCapitalisesThe ? "The" : "the") behavior of the UICollectionViewFlowLayout is not defined because:"]
        let than = rules.flowLogSaysLessThat ? "less that" : "less than"
        let (dimension, sides) = horizontal ? ("height", "top and bottom") : ("width", "left and right")
        let clause = rules.flowLogHasContentInsetsClause ? ", minus the content insets \(sides) values" : ""
        lines.append("the item \(dimension) must be \(than) the \(dimension) of the UICollectionView minus the section insets \(sides) values\(clause).")
        if fromDelegate {
            lines.append("Please check the values returned by the delegate.")
        }
        let size = context?.boundsSize ?? .zero
        let offset = context?.contentOffset ?? .zero
        let i = context?.adjustedContentInset ?? .zero
        var view = "<UICollectionView: 0x0; frame = (0 0; \(NumberText.decimal(size.width)) \(NumberText.decimal(size.height))); clipsToBounds = YES; contentOffset: {\(NumberText.decimal(offset.x)), \(NumberText.decimal(offset.y))}; contentSize: {0, 0}"
        if rules.viewDescriptionHasAdjustedInset {
            view += "; adjustedContentInset: {\(NumberText.decimal(i.top)), \(NumberText.decimal(i.left)), \(NumberText.decimal(i.bottom)), \(NumberText.decimal(i.right))}"
        }
        view += rules.viewDescriptionHasLayoutInside
            ? "; layout: <UICollectionViewFlowLayout: 0x0>; dataSource: <0x0>>."
            : "> collection view layout: <UICollectionViewFlowLayout: 0x0>."
        lines.append("The relevant UICollectionViewFlowLayout instance is <UICollectionViewFlowLayout: 0x0>, and it is attached to \(view)")
        lines.append("Make a symbolic breakpoint at UICollectionViewFlowLayoutBreakForInvalidSizes to catch this in the debugger.")
        return lines.joined(separator: "\n")
    }
}
