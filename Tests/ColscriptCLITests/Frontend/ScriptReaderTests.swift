import Foundation
import Testing
@testable import colscript
import TestSupport

struct ScriptReaderTests {
    @Test func readsAFileUnderItsPath() throws {
        let scratch = try Scratch()
        let path = try scratch.write("a.colscript", "sections A\n")
        let source = try ScriptReader.read(path).get()
        #expect(source.name == path)
        #expect(source.text == "sections A\n")
    }

    @Test func missingFileGivesTheSystemMessage() {
        guard case .failure(let failure) = ScriptReader.read("no/such.colscript") else {
            Issue.record("a missing file was read")
            return
        }
        #expect(failure.message == "colscript: cannot read 'no/such.colscript': No such file or directory")
    }

    @Test func textThatIsNotUTF8IsRefused() throws {
        let scratch = try Scratch()
        let path = scratch.url.appendingPathComponent("latin1.colscript").path
        try Data([0x65, 0x63, 0x68, 0x6F, 0x20, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: path))
        guard case .failure(let failure) = ScriptReader.read(path) else {
            Issue.record("a file that is not UTF-8 was read")
            return
        }
        #expect(failure.reason == "not UTF-8 text")
    }
}
