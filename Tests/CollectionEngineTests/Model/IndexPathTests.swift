import Testing
@testable import CollectionEngine

@Test func indexPathsSortBySectionThenItem() {
    let paths = [IndexPath(1, 0), IndexPath(0, 3), IndexPath(0, 1)]
    #expect(paths.sorted() == [IndexPath(0, 1), IndexPath(0, 3), IndexPath(1, 0)])
    #expect(IndexPath(0, 2).description == "[0,2]")
    #expect(IndexPath(0, 2).nsDescription == "<NSIndexPath: 0x0> {length = 2, path = 0 - 2}")
}

@Test func generatedIdentifiersRoundTrip() {
    var table = IdentifierTable()
    let a = table.intern("A")
    let ids = table.generate(prefix: "Recents", first: 0, count: 100_000)
    #expect(table.name(ids[99_999]) == "Recents-99999")
    #expect(table.lookup("Recents-12") == ids[12])
    #expect(table.intern("Recents-5") == ids[5])
    #expect(table.name(a) == "A")
    #expect(table.lookup("Recents-100000") == nil)
    #expect(table.lookup("Recents-01") == nil)
}
