import Foundation
import Testing
import TestSupport

/// `colscript run --svg DIR --html FILE`, end to end.
struct PicturesTests {
    static let script = "view 390x300\nsections A\nitems A x y\necho \"hi\"\nselect x\n"

    @Test func writesOneSVGPerLayoutChangeAndThePage() throws {
        let scratch = try Scratch()
        let path = try scratch.write("s.colscript", Self.script)
        let svg = scratch.url.appendingPathComponent("pictures/deeper").path
        let html = scratch.url.appendingPathComponent("page.html").path
        let run = try BuiltBinary.run(["run", path, "--svg", svg, "--html", html])
        #expect(run.status == 0, "\(run.error)")
        let plain = try BuiltBinary.run(["run", path])
        #expect(run.output == plain.output)  // the transcript is unchanged
        let files = try FileManager.default.contentsOfDirectory(atPath: svg).sorted()
        #expect(files == ["step-001-line-1.svg", "step-003-line-3.svg", "step-005-line-5.svg"])
        let page = try scratch.read("page.html")
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("data-step=\"5\""))
    }

    @Test func bareScriptPathTakesTheOptionsToo() throws {
        let scratch = try Scratch()
        let path = try scratch.write("s.colscript", Self.script)
        let html = scratch.url.appendingPathComponent("p.html").path
        let run = try BuiltBinary.run([path, "--html", html])
        #expect(run.status == 0, "\(run.error)")
        #expect(FileManager.default.fileExists(atPath: html))
    }

    @Test func aFailingRunStillWritesThePageAndExits1() throws {
        let scratch = try Scratch()
        let path = try scratch.write("f.colscript", "sections A\nitems A x\ndelete [0,3]\n")
        let html = scratch.url.appendingPathComponent("f.html").path
        let run = try BuiltBinary.run(["run", path, "--html", html])
        #expect(run.status == 1)
        #expect(try scratch.read("f.html").contains("class=\"banner\""))
    }

    @Test func unwritableOutputIs73() throws {
        let scratch = try Scratch()
        let path = try scratch.write("s.colscript", Self.script)
        try scratch.write("file", "")
        let run = try BuiltBinary.run(["run", path, "--svg", scratch.url.appendingPathComponent("file").path])
        #expect(run.status == 73)
        #expect(run.error.contains("cannot write"))
    }
}
