import Foundation
import Testing
import TestSupport

/// `colscript fmt`, end to end: printing, --check, --in-place, syntax errors.
struct FmtCommandTests {
    static let messy = "sections   A;items A x y   # two\nbatch { delete [ 0,0 ]; insert [0,0] z }\n\n\n"
    static let canonical = "sections A\nitems A x y  # two\nbatch {\n  delete [0,0]\n  insert [0,0] z\n}\n"

    @Test func printsTheCanonicalForm() throws {
        let scratch = try Scratch()
        let path = try scratch.write("m.colscript", Self.messy)
        let run = try BuiltBinary.run(["fmt", path])
        #expect(run.status == 0)
        #expect(run.output == Self.canonical)
        #expect(try scratch.read("m.colscript") == Self.messy)  // untouched
        let stdin = try BuiltBinary.run(["fmt", "-"], input: Self.messy)
        #expect(stdin.output == Self.canonical)
    }

    @Test func checkNamesFilesThatAreNotCanonical() throws {
        let scratch = try Scratch()
        let messy = try scratch.write("m.colscript", Self.messy)
        let tidy = try scratch.write("t.colscript", Self.canonical)
        let run = try BuiltBinary.run(["fmt", "--check", messy, tidy])
        #expect(run.status == 1)
        #expect(run.output == "\(messy): not formatted\n")
        let clean = try BuiltBinary.run(["fmt", "--check", tidy])
        #expect(clean.status == 0)
        #expect(clean.output.isEmpty)
    }

    @Test func inPlaceRewrites() throws {
        let scratch = try Scratch()
        let path = try scratch.write("m.colscript", Self.messy)
        let run = try BuiltBinary.run(["fmt", "--in-place", path])
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
        #expect(try scratch.read("m.colscript") == Self.canonical)
        let misuse = try BuiltBinary.run(["fmt", "--in-place", "--check", path])
        #expect(misuse.status == 64)
    }

    @Test func syntaxErrorsAreReportedAndNothingIsPrinted() throws {
        let scratch = try Scratch()
        let path = try scratch.write("bad.colscript", "sections A\ninsrt [0,0]\n")
        let run = try BuiltBinary.run(["fmt", path])
        #expect(run.status == 65)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("bad.colscript:2:1: error:"))
        let inPlace = try BuiltBinary.run(["fmt", "--in-place", path])
        #expect(inPlace.status == 65)
        #expect(try scratch.read("bad.colscript") == "sections A\ninsrt [0,0]\n")
    }

    @Test func missingFileIs66() throws {
        let run = try BuiltBinary.run(["fmt", "nope.colscript"])
        #expect(run.status == 66)
    }
}
