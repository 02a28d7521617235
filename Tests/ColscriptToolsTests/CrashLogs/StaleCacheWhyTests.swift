import Testing
@testable import ColscriptTools

/// `colscript why` on the stale-cache exception rebuilds it from its cause (docs/layout.md §10): a
/// custom layout whose prepare() fills its cache only when it is empty, and a delete.
struct StaleCacheWhyTests {
    @Test func theScenarioIsACustomLayoutWithAStaleCache() throws {
        let message = "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'UICollectionView received layout attributes for a cell with an index path that does not exist: <NSIndexPath: 0xc000000000a00016> {length = 2, path = 1 - 5}'"
        guard case .explained(let report) = CrashLogAnalysis.analyze(message) else {
            Issue.record("not recognised")
            return
        }
        let scenario = report.reconstruction.scenario
        #expect(scenario.contains("layout custom waterfall"))
        #expect(scenario.contains("prepare=fillIfEmpty"))
        #expect(scenario.contains("delete [1,5]"))
        #expect(!scenario.contains("delegate layoutAttributesForElementsIn"))
        #expect(report.reproduced, "\(scenario)\n---\n\(report.produced ?? "nothing")")
    }
}
