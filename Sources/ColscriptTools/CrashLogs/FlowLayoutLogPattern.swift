import CollectionEngine
import CollectionScript

/// The flow layout's "The behavior of the UICollectionViewFlowLayout is not defined because: …"
/// console log (docs/evidence.md E5): an item wider (or taller) than the view minus the insets.
/// The wording dates it: iOS 7 "less that", 8 no content-insets clause, 9 lowercase "the", 10+
/// "The"; the view description gains adjustedContentInset in 13 and the layout inside it in 16.
extension CrashPattern {
    static let flowLayoutPatterns: [CrashPattern] = [
        // Recognised from the log's template (any era: the words an era changes are holes, and
        // the clause, the delegate sentence and the view's description optional).
        CrashPattern(id: LogPatternID.flowItemTooLarge.id,
                     template: FlowLayout.tooWideTemplate(horizontal: false, fromDelegate: true, context: nil)) { c, message in
            guard c.count >= 6, ["the", "The"].contains(c[0]), ["width", "height"].contains(c[1]), ["than", "that"].contains(c[2]) else { return nil }
            let lowercase = c[0] == "the", horizontal = c[1] == "height", lessThat = c[2] == "that"
            let clause = !c[5].isEmpty
            let delegate = message.contains(/Please\s+check\s+the\s+values\s+returned\s+by\s+the\s+delegate/)
            let version: String
            switch (lessThat, clause, lowercase) {
            case (true, _, _): version = "7"
            case (false, false, _): version = "8"
            case (false, true, true): version = "9"
            case (false, true, false):
                version = message.contains("; layout: <") ? "16" : message.contains("adjustedContentInset") ? "13" : "10"
            }
            var width = 390, height = 844
            if let size = CrashPattern.viewSize(in: message) {
                let parts = size.split(separator: "x").compactMap { Int($0) }
                if parts.count == 2 { (width, height) = (parts[0], parts[1]) }
            }
            let big = horizontal ? "40x\(height + 10)" : "\(width + 10)x40"
            var lines = ["view \(width)x\(height)"]
            if delegate {
                lines += ["layout flow itemSize=40x40 sectionInset=0" + (horizontal ? " scrollDirection=horizontal" : ""),
                          "sections S0", "items S0 count 2",
                          "size [0,1] \(big)   # collectionView(_:layout:sizeForItemAt:) answers a size too large"]
            } else {
                lines += ["layout flow itemSize=\(big) sectionInset=0" + (horizontal ? " scrollDirection=horizontal" : ""),
                          "sections S0", "items S0 count 1"]
            }
            return Reconstruction(
                patternID: LogPatternID.flowItemTooLarge.id,
                scenario: ScenarioText.script(title: "the flow layout's \"not defined\" log (the item \(c[1]) is too large)", version: version, lines: lines),
                expected: message,
                mistake: "An item's \(c[1]) (itemSize\(delegate ? ", or what sizeForItemAt returns" : "")) is larger than the collection view's \(c[1]) minus sectionInset and contentInset (adjustedContentInset: safe area included). Typical causes: sizing items from the screen or the view's frame before layout (viewDidLoad), forgetting the insets, or a rotation/split view shrinking the view. Compute the size from collectionView.bounds minus the insets in the layout's prepare() or viewWillLayoutSubviews, and invalidate the layout when the bounds change.",
                isLog: true)
        },
    ]
}
