import Testing
import CollectionScript
@testable import ColscriptTools

/// `colscript export --swift` of scrolling: the scroll view's and the collection view's switches
/// as UIKit's property assignments, the pan gesture as the calls UIKit's pan handling makes (the
/// test plays the gesture's part), the scroll view delegate's and the layout's answers, and a plain
/// refusal for colscript's own settings.
struct SwiftExportScrollingTests {
    static func export(_ script: String) -> Result<String, SwiftExport.Failure> {
        SwiftExport.export(SourceFile(name: "s.colscript", text: script), flavor: .xctest)
    }

    static let feed = "view 390x400\nset scale = 1\nlayout flow itemSize=390x100 minimumLineSpacing=0\nsections Feed\nitems Feed count 40\n"

    @Test func scrollSwitchesAreUIKitAssignments() {
        let script = Self.feed + "set decelerationRate = fast\nset decelerationRate = 0.995\nset isPagingEnabled = true\nset bounces = false\n"
            + "set alwaysBounceVertical = true\nset semanticContentAttribute = forceRightToLeft\nset selfSizingInvalidation = enabledIncludingConstraints\n"
            + "set reorderingCadence = slow\nset allowsFocus = true\nset isSpringLoaded = true\nset keyboardDismissMode = onDrag\n"
        guard case .success(let swift) = Self.export(script) else {
            Issue.record("not exported: \(Self.export(script))")
            return
        }
        #expect(swift.contains("collectionView.decelerationRate = .fast\n"))
        #expect(swift.contains("collectionView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.995)\n"))
        #expect(swift.contains("collectionView.isPagingEnabled = true\n"))
        #expect(swift.contains("collectionView.bounces = false\n"))
        #expect(swift.contains("collectionView.alwaysBounceVertical = true\n"))
        #expect(swift.contains("collectionView.semanticContentAttribute = .forceRightToLeft\n"))
        #expect(swift.contains("collectionView.selfSizingInvalidation = .enabledIncludingConstraints\n"))
        #expect(swift.contains("collectionView.reorderingCadence = .slow\n"))
        #expect(swift.contains("collectionView.allowsFocus = true\n"))
        #expect(swift.contains("collectionView.isSpringLoaded = true\n"))
        #expect(swift.contains("collectionView.keyboardDismissMode = .onDrag\n"))
    }

    /// colscript's own settings are refused with what they model, not "not exported yet".
    @Test(arguments: ["validateOffscreenUpdates"])
    func colscriptsOwnSettingsSayTheyHaveNoCounterpart(name: String) {
        guard case .failure(let failure) = Self.export(Self.feed + "set \(name) = false\n") else {
            Issue.record("exported")
            return
        }
        #expect(failure.message.contains("`\(name)` has no UIKit"), "\(failure.message)")
        #expect(!failure.message.contains("not exported yet"), "\(failure.message)")
    }

    /// A drag, a release and a fling: the calls UIKit's pan handling makes, in its order, with the
    /// engine's velocity and target; the delegate implements the scroll view's calls.
    @Test func aPanIsTheCallsUIKitsPanHandlingMakes() {
        let script = Self.feed + "drag by (0, 120)\ndrag by (0, 80)\nrelease velocity (0, 0.6)\nfling (0, 2)\n"
        guard case .success(let swift) = Self.export(script) else {
            Issue.record("not exported: \(Self.export(script))")
            return
        }
        #expect(swift.contains("// The test plays the pan gesture's part: the calls UIKit's pan handling makes, in its order."))
        let order = ["delegate.scrollViewWillBeginDragging(collectionView)",
                     "collectionView.contentOffset = CGPoint(x: 0, y: 120)  // scrollViewDidScroll",
                     "collectionView.contentOffset = CGPoint(x: 0, y: 200)  // scrollViewDidScroll",
                     "var targetContentOffset = collectionView.collectionViewLayout.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 495), withScrollingVelocity: CGPoint(x: 0, y: 0.6))",
                     "delegate.scrollViewWillEndDragging(collectionView, withVelocity: CGPoint(x: 0, y: 0.6), targetContentOffset: &targetContentOffset)",
                     "assertEqual(targetContentOffset, CGPoint(x: 0, y: 495), accuracy: pixel)",
                     "delegate.scrollViewDidEndDragging(collectionView, willDecelerate: true)",
                     "delegate.scrollViewWillBeginDecelerating(collectionView)",
                     "collectionView.contentOffset = CGPoint(x: 0, y: 495)  // scrollViewDidScroll (",
                     "delegate.scrollViewDidEndDecelerating(collectionView)"]
        var rest = swift[...]
        for line in order {
            guard let found = rest.range(of: line) else {
                Issue.record("missing, or out of UIKit's order: \(line)")
                return
            }
            rest = rest[found.upperBound...]
        }
        #expect(swift.contains("func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,"))
        #expect(swift.contains("let delegate = Delegate(dataSource: dataSource)"))
        #expect(!swift.contains("// pan begins"))
    }

    /// The scroll view delegate's and the layout's answers are the test's Delegate's and Layout's.
    @Test func scrollAnswersAreTheDelegatesAndTheLayouts() {
        let script = Self.feed + "delegate willEndDragging = (0, 300)\ndelegate targetContentOffset = (0, 700)\ndelegate shouldScrollToTop = false\n"
            + "fling (0, 2)\ntapStatusBar\n"
        guard case .success(let swift) = Self.export(script) else {
            Issue.record("not exported: \(Self.export(script))")
            return
        }
        #expect(swift.contains("delegate.willEndDraggingTarget = CGPoint(x: 0, y: 300)\n"))
        #expect(swift.contains("(collectionView.collectionViewLayout as? Layout)?.targetContentOffsetAnswer = CGPoint(x: 0, y: 700)\n"))
        #expect(swift.contains("delegate.shouldScrollToTop = false\n"))
        #expect(swift.contains("var targetContentOffsetAnswer: CGPoint?"))
        #expect(swift.contains("assertEqual(targetContentOffset, CGPoint(x: 0, y: 300), accuracy: pixel)"))
        #expect(swift.contains("XCTAssertEqual(delegate.scrollViewShouldScrollToTop(collectionView), false)"))
    }

    /// An orthogonal row's pan is UIKit's private scroll view: refused, saying so.
    @Test func aRowsPanIsRefusedWithItsReason() {
        let script = "view 320x480\nsections Row\nitems Row count 8\nlayout compositional {\n  section {\n    group horizontal width=absolute(100) height=absolute(50) {\n      item width=fractionalWidth(1) height=fractionalHeight(1)\n    }\n    orthogonalScrollingBehavior continuous\n  }\n}\ndrag section 0 by (120, 0)\n"
        guard case .failure(let failure) = Self.export(script) else {
            Issue.record("exported")
            return
        }
        #expect(failure.message.contains("orthogonal section"), "\(failure.message)")
    }

    /// Properties beyond the view: a UICollectionViewController's (on a controller that manages
    /// the test's view), safeAreaInsets (read-only: a view controller's additionalSafeAreaInsets),
    /// the device's idiom (the test runs only on one), a supplementary kind's reuse identifier.
    @Test func propertiesBeyondTheViewExport() {
        let script = Self.feed + "set installsStandardGestureForInteractiveMovement = false\nset safeAreaInsets = 47,0,34,0\n"
            + "set userInterfaceIdiom = mac\nset headerReuseIdentifier = header\nset prefetching = on\nset prefetching = off\n"
        guard case .success(let swift) = Self.export(script) else {
            Issue.record("not exported: \(Self.export(script))")
            return
        }
        #expect(swift.contains("let collectionViewController = UICollectionViewController(collectionViewLayout: collectionView.collectionViewLayout)\n"))
        #expect(swift.contains("collectionViewController.installsStandardGestureForInteractiveMovement = false\n"))
        #expect(swift.contains("// safeAreaInsets is read-only in UIKit: an app adds to the safe area with a view controller's\n"))
        #expect(swift.contains("safeAreaController.additionalSafeAreaInsets = UIEdgeInsets(top: 47 - window.safeAreaInsets.top,"))
        #expect(swift.contains("try XCTSkipUnless(ProcessInfo.processInfo.isiOSAppOnMac || ProcessInfo.processInfo.isMacCatalystApp,"))
        #expect(swift.contains("dataSource.supplementaryReuseIdentifiers[UICollectionView.elementKindSectionHeader] = \"header\"\n"))
        // `prefetching` is the app's prefetchDataSource, declared once.
        #expect(swift.contains("let prefetchDataSource = PrefetchDataSource()\n        collectionView.prefetchDataSource = prefetchDataSource\n"))
        #expect(swift.contains("collectionView.prefetchDataSource = nil\n"))
        #expect(swift.components(separatedBy: "let prefetchDataSource").count == 2)
    }

    /// A test runs on one device: a scenario that lays out with two idioms' UIKit is refused.
    @Test func twoIdiomsAreRefused() {
        guard case .failure(let failure) = Self.export(Self.feed + "set userInterfaceIdiom = mac\nset userInterfaceIdiom = phone\n") else {
            Issue.record("exported")
            return
        }
        #expect(failure.message.contains("changes userInterfaceIdiom from mac to phone"), "\(failure.message)")
    }

    /// The delegate's answer after a layout change is the test's Delegate's; UIKit asks it itself.
    @Test func theProposedOffsetAnswerIsTheDelegates() {
        let script = Self.feed + "delegate targetContentOffsetForProposedContentOffset = (0, 200)\nlayout flow itemSize=390x50 minimumLineSpacing=0 animated\n"
        guard case .success(let swift) = Self.export(script) else {
            Issue.record("not exported: \(Self.export(script))")
            return
        }
        #expect(swift.contains("delegate.proposedContentOffsetAnswer = CGPoint(x: 0, y: 200)\n"))
        #expect(swift.contains("targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {"))
    }
}
