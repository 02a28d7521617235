import Testing
import CollectionScript

/// `colscript fmt`'s canonical layout, case by case.
struct FormatterTests {
    static func format(_ text: String) -> String? {
        guard case .formatted(let out) = ScriptFormatter.format(SourceFile(name: "t.colscript", text: text)) else { return nil }
        return out
    }

    @Test func tokensAreSingleSpacedAndLiteralsCanonical() {
        #expect(Self.format("view   390x844\nmove  [ 0 , 1 ]->[1,0]\nscroll to (0,500)\nhit (  1.5 ,  2 )") ==
            "view 390x844\nmove [0,1] -> [1,0]\nscroll to (0, 500)\nhit (1.5, 2)\n")
        #expect(Self.format("expect items A==[ x y ]\nexpect selected == [ [0,1]  [0,2] ]\n") ==
            "expect items A == [x y]\nexpect selected == [[0,1] [0,2]]\n")
        #expect(Self.format("set contentInset=0, 0,34,0\nset allowsSelection=false\nsectionInset 1=8\n") ==
            "set contentInset = 0,0,34,0\nset allowsSelection = false\nsectionInset 1 = 8\n")
    }

    @Test func layoutFlowPropertiesAreTightAndJoined() {
        #expect(Self.format("layout flow itemSize = 100x100   lineSpacing= 10\n  sectionInset =16 # wrapped\n") ==
            "layout flow itemSize=100x100 lineSpacing=10 sectionInset=16  # wrapped\n")
        #expect(Self.format("layout flow itemSize=1x1 # first\n  sectionInset=2\n") ==
            "# first\nlayout flow itemSize=1x1 sectionInset=2\n")
    }

    /// Which commands write `k=v` tight comes from their syntax lines in the command catalogue,
    /// not from a list of the formatter's own.
    @Test func propertiesAreTightWhereTheSyntaxLineWritesThemSo() {
        #expect(Self.format("snapshot { shuffle A seed = 7 }\n") == "snapshot { shuffle A seed=7 }\n")
        #expect(Self.format("startInteractiveTransition to flow itemSize = 10x10\n") == "startInteractiveTransition to flow itemSize=10x10\n")
        #expect(Self.format("drag [0,0] -> [0,2] operation=copy intent=unspecified\n") ==
            "drag [0,0] -> [0,2] operation = copy intent = unspecified\n")
        #expect(Self.format("drop [0,1] placeholder P reuseIdentifier=Cell\n") == "drop [0,1] placeholder P reuseIdentifier = Cell\n")
        #expect(Self.format("drag by (0,12)\n") == "drag by (0, 12)\n")
        let tight = CommandCatalog.entries.filter(\.writesPropertiesTight).map(\.keyword)
        #expect(tight == ["layout", "startInteractiveTransition", "shuffle"])
        // The help's syntax line writes them as fmt does.
        #expect(Keyword.dragAndDrop(.drag).info.syntax.contains("[operation = move|copy|cancel|forbidden]"))
    }

    @Test func semicolonsBecomeLinesAndBlocksIndent() {
        #expect(Self.format("sections A; items A x y\nbatch { delete [0,0]; insert [0,0] z }\n") ==
            "sections A\nitems A x y\nbatch {\n  delete [0,0]\n  insert [0,0] z\n}\n")
        #expect(Self.format("expect error \"x\" { batch { delete [0,1]; reload [0,1] } }") ==
            "expect error \"x\" {\n  batch {\n    delete [0,1]\n    reload [0,1]\n  }\n}\n")
    }

    @Test func singleCommandBlocksStayInline() {
        #expect(Self.format("repeat 3 {\n  insert [0,0]\n}\n") == "repeat 3 { insert [0,0] }\n")
        #expect(Self.format("expect error \"x\" {   reload [0,0]   }") == "expect error \"x\" { reload [0,0] }\n")
        #expect(Self.format("snapshot empty {\n}\n") == "snapshot empty { }\n")
        #expect(Self.format("snapshot { shuffle A seed = 7 }\n") == "snapshot { shuffle A seed=7 }\n")
    }

    @Test func commentsAreKeptAndTrailingOnesAligned() {
        let input = """
              # leading comment   
            sections A   # names
            items A x y z # three



            batch {  # opened
              delete [0,0]
            # inside

              insert [0,0] q   # back
            }   # closed
            """
        #expect(Self.format(input) == """
            # leading comment
            sections A     # names
            items A x y z  # three

            batch {  # opened
              delete [0,0]
              # inside

              insert [0,0] q  # back
            }  # closed

            """)
    }

    @Test func onlyConsecutiveTrailingCommentsAlign() {
        #expect(Self.format("sections A # a\nitems A x y z\nselect x # b\n") ==
            "sections A  # a\nitems A x y z\nselect x  # b\n")
        #expect(Self.format("batch {\n  delete [0,0]; delete [0,0]\n} # end\n# note\nlayout flow itemSize=10x10 minimumLineSpacing=2 # long\n") ==
            "batch {\n  delete [0,0]\n  delete [0,0]\n}  # end\n# note\nlayout flow itemSize=10x10 minimumLineSpacing=2  # long\n")
    }

    @Test func blankLinesAtTheEdgesAreDropped() {
        #expect(Self.format("\n\n\nsections A\n\n\n") == "sections A\n")
        #expect(Self.format("batch {\n\n  delete [0,0]\n\n  delete [0,0]\n\n}\n") ==
            "batch {\n  delete [0,0]\n\n  delete [0,0]\n}\n")
        #expect(Self.format("") == "")
        #expect(Self.format("# only a comment") == "# only a comment\n")
    }

    @Test func stringsKeepTheirSpellingEvenAcrossLines() {
        #expect(Self.format("echo   \"a  # not a comment\n  b\"   # real\n") == "echo \"a  # not a comment\n  b\"  # real\n")
    }

    @Test func syntaxErrorsAreReportedNotFormatted() {
        let outcome = ScriptFormatter.format(SourceFile(name: "t.colscript", text: "sections A\ninsrt [0,0]\nbatch {\n"))
        guard case .syntaxErrors(let diagnostics) = outcome else {
            Issue.record("expected syntax errors, got \(outcome)")
            return
        }
        #expect(diagnostics.count == 2)
    }
}
