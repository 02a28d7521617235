import CollectionEngine

/// `voiceOver on|off` (docs/accessibility.md): UIAccessibility.isVoiceOverRunning. The view posts
/// `.layoutChanged` whatever it says; while it is on the trace shows each post.
extension Interpreter {
    mutating func setVoiceOver(_ on: Bool) -> StepReport {
        view.setVoiceOverRunning(on)
        var report = StepReport()
        report.lines.append(.text(on ? "UIAccessibility.isVoiceOverRunning = true: the trace shows each layoutChanged post"
                                     : "UIAccessibility.isVoiceOverRunning = false"))
        return report
    }
}
