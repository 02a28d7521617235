import Testing
@testable import CollectionEngine

/// One number formatter, finite by construction: every output prints numbers through
/// `NumberText.decimal`, which never spells `nan` or `inf`.
struct NumberTextTests {
    @Test(arguments: [Double.nan, -Double.nan, .infinity, -.infinity, .signalingNaN])
    func aNonFiniteValueNeverPrintsRaw(value: Double) {
        let text = NumberText.decimal(value)
        #expect(text == "null")
        #expect(NumberText.decimal(value, nonFinite: "0") == "0")
    }

    @Test func finiteValuesPrintTheShortestRoundTrip() {
        #expect(NumberText.decimal(16) == "16")
        #expect(NumberText.decimal(-0.0) == "0")
        #expect(NumberText.decimal(12.5) == "12.5")
        #expect(NumberText.decimal(147.66666666666666) == "147.66666666666666")
        #expect(NumberText.decimal(1e20) == "1e+20")
        #expect(NumberText.decimal(.greatestFiniteMagnitude) == String(Double.greatestFiniteMagnitude))
    }

    /// A random sweep, bit patterns included: the text is never `nan`/`inf` and reads back.
    @Test func anyBitPatternPrintsFiniteText() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0 ..< 10_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let value = Double(bitPattern: state)
            let text = NumberText.decimal(value)
            #expect(!text.contains("nan") && !text.contains("inf"))
            if value.isFinite { #expect(Double(text) == value || value == 0) }
        }
    }
}
