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
        let script = try scratch.write("d.colscript", "sections A\nitems A x y\ndrag [0,0] -> [0,1]\n")
        let refused = try BuiltBinary.run(["export", "--swift", script])
        #expect(refused.status == 1)
        #expect(refused.error.contains("export: `drag`"))
        #expect(try BuiltBinary.run(["export", script]).status == 64)
        let broken = try scratch.write("b.colscript", "sectoins A\n")
        #expect(try BuiltBinary.run(["export", "--swift", broken]).status == 65)
    }

    /// A scenario that raises: `-o DIR/` writes the test and the Objective-C catcher beside it.
    @Test func aRaisingScenarioWritesTheCatcherBesideTheTest() throws {
        let scratch = try Scratch()
        let script = try scratch.write("crash.colscript", "sections A\nitems A x\ndelete [0,4]\n")
        let directory = scratch.url.appendingPathComponent("Export").path + "/"
        let run = try BuiltBinary.run(["export", "--swift", script, "-o", directory])
        #expect(run.status == 0)
        let test = try String(contentsOfFile: directory + "CrashTests.swift", encoding: .utf8)
        #expect(test.contains("ColscriptExceptionCatcher.catching {"))
        #expect(try String(contentsOfFile: directory + "ColscriptExceptionCatcher.h", encoding: .utf8).contains("@interface ColscriptExceptionCatcher"))
        #expect(try String(contentsOfFile: directory + "ColscriptExceptionCatcher.m", encoding: .utf8).contains("@catch (NSException *exception)"))
    }

    /// A scenario whose own expect fails: exit 1 with a clear error, unless --allow-failing.
    @Test func aFailingExpectNeedsAllowFailing() throws {
        let scratch = try Scratch()
        let script = try scratch.write("f.colscript", "sections A\nitems A x\nexpect count A == 2\n")
        let refused = try BuiltBinary.run(["export", "--swift", script])
        #expect(refused.status == 1)
        #expect(refused.error.contains("the scenario's own `expect` fails"))
        let allowed = try BuiltBinary.run(["export", "--swift", script, "--allow-failing"])
        #expect(allowed.status == 0)
        #expect(allowed.output.contains("// Exported with --allow-failing"))
    }
}
