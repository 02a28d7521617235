/// The messages UICollectionViewFlowLayout NSLogs while preparing (layout.md §3, §4).
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
    static func tooWideWarning(horizontal: Bool, fromDelegate: Bool, context: LayoutContext?) -> String {
        var lines = ["The behavior of the UICollectionViewFlowLayout is not defined because:"]
        lines.append(horizontal
            ? "the item height must be less than the height of the UICollectionView minus the section insets top and bottom values, minus the content insets top and bottom values."
            : "the item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values.")
        if fromDelegate {
            lines.append("Please check the values returned by the delegate.")
        }
        let size = context?.boundsSize ?? .zero
        let offset = context?.contentOffset ?? .zero
        lines.append("The relevant UICollectionViewFlowLayout instance is <UICollectionViewFlowLayout: 0x0>, and it is attached to <UICollectionView: 0x0; frame = (0 0; \(number(size.width)) \(number(size.height))); contentOffset: {\(number(offset.x)), \(number(offset.y))}; layout: <UICollectionViewFlowLayout: 0x0>>.")
        lines.append("Make a symbolic breakpoint at UICollectionViewFlowLayoutBreakForInvalidSizes to catch this in the debugger.")
        return lines.joined(separator: "\n")
    }

    /// A CGFloat as UIKit's descriptions print it: integers without a decimal point.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }   // never nan/inf in any output (issue 11 point 9)
        if value.isFinite && value == LayoutRounding.round(value) && abs(value) < 1e15 {
            return String(Int(value))
        }
        return String(value)
    }
}
