/// UIAccessibility as the collection view meets it (docs/accessibility.md): whether an assistive
/// technology listens (`UIAccessibility.isVoiceOverRunning`), how many times the view posted
/// `UIAccessibility.Notification.layoutChanged`, and what was on screen at the last post, so
/// that a display pass that leaves the screen as it was posts nothing.
public struct AccessibilityNotifications: Hashable, Sendable {
    /// UIAccessibility.isVoiceOverRunning (default false). Only decides whether the trace shows
    /// the posts: UIKit posts whether anyone listens.
    public var isVoiceOverRunning = false
    /// How many times the view posted `.layoutChanged`.
    public internal(set) var layoutChangedPosts = 0
    /// The visible cells with their frames, and the visible supplementary views, after the last
    /// display pass.
    var onScreen = OnScreenLayout()

    public init() {}
}

/// What VoiceOver's cursor can land on: the visible cells and where they are, and which
/// supplementary views show (their frames are left out: a pinned header moves with every scroll
/// step without the layout changing).
struct OnScreenLayout: Hashable, Sendable {
    var cells: [IndexPath: Rect] = [:]
    var supplementary: Set<SupplementaryKey> = []
}
