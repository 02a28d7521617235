import Foundation
import Testing
import TestSupport

/// `colscript export --swift`, end to end: files written, refusals named, usage errors.
struct ExportCommandTests {
    @Test func writesTheTestAndThePlayground() throws {
        let scratch = try Scratch()
        let script = try scratch.write("grid.colscript", "sections A\nitems A x y\ninsert [0,0] n\n")
        let test = scratch.url.appendingPathComponent("GridTests.swift").path
        let page = scratch.url.appendingPathComponent("Grid.swift").path
        let run = try BuiltBinary.run(["export", "--swift", script, "-o", test, "--playground", page])
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
        #expect(try String(contentsOfFile: test, encoding: .utf8).contains("final class GridTests: XCTestCase"))
        #expect(try String(contentsOfFile: page, encoding: .utf8).contains("import PlaygroundSupport"))
        let stdout = try BuiltBinary.run(["export", "--swift", script])
        #expect(stdout.output.contains("collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])"))
    }

    @Test func refusalsAndUsage() throws {
        let scratch = try Scratch()
        let script = try scratch.write("d.colscript", "diffable on\n")
        let refused = try BuiltBinary.run(["export", "--swift", script])
        #expect(refused.status == 1)
        #expect(refused.error.contains("export: `diffable`"))
        #expect(try BuiltBinary.run(["export", script]).status == 64)
        let broken = try scratch.write("b.colscript", "sectoins A\n")
        #expect(try BuiltBinary.run(["export", "--swift", broken]).status == 65)
    }
}
