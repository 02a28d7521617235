import Testing
@testable import ColscriptTools

/// Real crash logs as developers pasted them in public issues (each cited), in the forms `why`
/// meets: Crashlytics' and Firebase's lines, an App Center report, a quoted pair, Xcode's banner,
/// a CI log that tags every line, a quote without its final period. Each is recognised by the
/// named pattern and rebuilt into a scenario that produces the same text.
struct PublicCrashLogTests {
    static let logs: [(source: String, paste: String, pattern: String)] = [
        ("https://github.com/1and2papa/CTAssetsPickerController/issues/69",
         #"""
         NSInternalInconsistencyException
         UICollectionView received layout attributes for a cell with an index path that does not exist: <NSIndexPath: 0x1ab37860> {length = 2, path = 0 - 3776}
         """#,
         "layout.attributesForMissingIndexPath"),
        ("https://github.com/WenchaoD/FSPagerView/issues/162",
         #"""
         Fatal Exception: NSInternalInconsistencyException
         UICollectionView received layout attributes for a cell with an index path that does not exist: <NSIndexPath: 0x1cc220c60> {length = 2, path = 0 - 3}

         Fatal Exception: NSInternalInconsistencyException
         0  CoreFoundation                 0x184916d8c __exceptionPreprocess
         1  libobjc.A.dylib                0x183ad05ec objc_exception_throw
         2  CoreFoundation                 0x184916bf8 +[NSException raise:format:]
         3  Foundation                     0x185306fa0 -[NSAssertionHandler handleFailureInMethod:object:file:lineNumber:description:]
         4  UIKit                          0x18e7fb440 __45-[UICollectionViewData validateLayoutInRect:]_block_invoke
         5  UIKit                          0x18e65c9e8 -[UICollectionViewData validateLayoutInRect:]
         6  UIKit                          0x18e65b6b4 -[UICollectionView layoutSubviews]
         """#,
         "layout.attributesForMissingIndexPath"),
        ("https://github.com/DeclarativeHub/Bond/issues/495",
         #"""
         "NSInternalInconsistencyException", "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (4) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
         """#,
         "update.invalidItemCount.classic"),
        ("https://github.com/andreamazz/AMScrollingNavbar/issues/405",
         #"""
         Fatal Exception: NSInternalInconsistencyException UICollectionView received layout attributes for a cell with an index path that does not exist: <NSIndexPath: 0xcf6b25b9e4f777ac> {length = 2, path = 0 - 2}
         """#,
         "layout.attributesForMissingIndexPath"),
        ("https://github.com/ashfurrow/Collection-View-in-a-Table-View-Cell/issues/46",
         #"""
         'NSInternalInconsistencyException', reason: 'UICollectionView received layout attributes for a cell with an index path that does not exist: <NSIndexPath: 0x87783bada8e26090> {length = 2, path = 0 - 0}'
         """#,
         "layout.attributesForMissingIndexPath"),
        ("https://github.com/DenTelezhkin/DTCollectionViewManager/issues/12",
         #"""
         *** Assertion failure in -[UICollectionViewData numberOfItemsInSection:], /BuildRoot/Library/Caches/com.apple.xbs/Sources/UIKit_Sim/UIKit-3505.16/UICollectionViewData.m:566
         2015-10-02 17:48:42.212 Sales App[82499:1913317] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'request for number of items in section 0 when there are only 0 sections in the collection view'
         """#,
         "dataSource.numberOfItemsInMissingSection"),
        ("https://github.com/Provenance-Emu/Provenance/issues/1771",
         #"""
         ### Version 2.1.0(2780) ###

         ### Stacktrace ###

         MSACCrashesUncaughtCXXTerminateHandler() (MSACCrashesCXXExceptionHandler.mm:161);Provenance

         main (PVAppDelegate.swift:21);Provenance

         ### Reason ###

         NSInternalInconsistencyException: Attempted to scroll the collection view to an out-of-bounds item (0) when there are only 0 items in section 0. Collection view: <UICollectionView: 0x1108c1000; frame = (0 0; 1080 688); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x282e94ae0>; layer = <CALayer: 0x2820e8320>; contentOffset: {0, 0}; contentSize: {1080, 40}; adjustedContentInset: {0, 0, 0, 0}; layout: <Provenance.PVGameLibraryCollectionFlowLayout: 0x10942a5a0>; dataSource: <RxCocoa.RxCollectionViewDataSourceProxy: 0x2804f2880>>.

         ### Link to App Center ###
         """#,
         "scroll.invalidScrollTarget.item"),
        ("https://github.com/banchichen/TZImagePickerController/issues/1729",
         #"""
         Attempted to scroll the collection view to an out-of-bounds item (11047) when there are only 11047 items in section 0
         """#,
         "scroll.invalidScrollTarget.item"),
        ("https://github.com/chiahsien/CHTCollectionViewWaterfallLayout/issues/203",
         #"""
         Thread 1: "Attempted to scroll the collection view to an out-of-bounds item (0) when there are only 0 items in section 0. Collection view: <UICollectionView: 0x7fa1680a3600; frame = (0 0; 428 751); clipsToBounds = YES; autoresize = W+H; gestureRecognizers = <NSArray: 0x6000012ff210>; layer = <CALayer: 0x600001c1e420>; contentOffset: {0, 0}; contentSize: {428, 10}; adjustedContentInset: {0, 0, 44, 0}; layout: <CHTCollectionViewWaterfallLayout.CHTCollectionViewWaterfallLayout: 0x7fa165f25090>; dataSource: <HomeListController: 0x7fa165f24b00>>."
         """#,
         "scroll.invalidScrollTarget.item"),
        ("https://github.com/zalando-incubator/zalando-commerce-ios/issues/727",
         #"""
         [AtlasUITestsHostsApp] The behavior of the UICollectionViewFlowLayout is not defined because:
         [AtlasUITestsHostsApp] the item height must be less than the height of the UICollectionView minus the section insets top and bottom values, minus the content insets top and bottom values.
         [AtlasUITestsHostsApp] The relevant UICollectionViewFlowLayout instance is <UICollectionViewFlowLayout: 0x7ffe61cd9520>, and it is attached to <AtlasUI.CheckoutSummaryArticleSelectCollectionView: 0x7ffe620ac000; baseClass = UICollectionView; frame = (0 0; 320 50); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x6080004515e0>; layer = <CALayer: 0x6080004315e0>; contentOffset: {0, 0}; contentSize: {0, 0}> collection view layout: <UICollectionViewFlowLayout: 0x7ffe61cd9520>.
         [AtlasUITestsHostsApp] Make a symbolic breakpoint at UICollectionViewFlowLayoutBreakForInvalidSizes to catch this in the debugger.
         """#,
         "layout.flowItemTooLarge"),
        ("https://github.com/gsdios/SDCycleScrollView/issues/212",
         #"""
         the behavior of the UICollectionViewFlowLayout is not defined because:
          
         the item height must be less than the height of the UICollectionView minus the section insets top and bottom values, minus the content insets top and bottom values.

          The relevant UICollectionViewFlowLayout instance is <UICollectionViewFlowLayout: 0x7fb248f1ac90>, and it is attached to <UICollectionView: 0x7fb249845600; frame = (0 0; 375 200); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x7fb248da5b50>; layer = <CALayer: 0x7fb248d15340>; contentOffset: {0, -64}; contentSize: {0, 0}> collection view layout: <UICollectionViewFlowLayout: 0x7fb248f1ac90>.

          Make a symbolic breakpoint at UICollectionViewFlowLayoutBreakForInvalidSizes to catch this in the debugger.
         """#,
         "layout.flowItemTooLarge"),
        ("https://github.com/haojianzong/JZDatepicker/issues/3",
         "Attempted to scroll the collection view to an out-of-bounds item (7) when there are only 7 items in section 0",
         "scroll.invalidScrollTarget.item"),
    ]

    @Test(arguments: logs.indices)
    func aPublicLogIsRecognisedAndReproduced(index: Int) {
        let (source, paste, pattern) = Self.logs[index]
        guard case .explained(let report) = CrashLogAnalysis.analyze(paste) else {
            Issue.record("\(source): not recognised")
            return
        }
        #expect(report.reconstruction.patternID == pattern, "\(source)")
        #expect(report.reproduced, "\(source): \(report.produced ?? "nothing")\n---\n\(report.reconstruction.scenario)")
    }
}
