/// The list of sections edited in place: the old sections `removed` leave (before), then `placed`
/// take their slots (after); every other section keeps its order and fills the rest. A placed
/// section is either new content or an old section taken out above (a move or a section reload),
/// whose items travel with it untouched.
///
/// Models: the section half of a batch (`insertSections`, `deleteSections`, `moveSection`,
/// `reloadSections`) on the app's array of sections. Its inverse is a reshape of the same shape,
/// holding only the content of the sections that left for good (deleted), never of one that
/// stays, so no item array is shared with the journal.
struct SectionReshape: Hashable, Sendable {
    typealias Section = DataSourceModel.Model.Section

    /// Old section indexes, ascending and distinct. `isDeleted`: its items leave the data source
    /// (the section is not placed again).
    var removed: [Removed]
    /// New section indexes, ascending and distinct.
    var placed: [Placed]

    struct Removed: Hashable, Sendable {
        var index: Int
        var isDeleted: Bool
    }

    struct Placed: Hashable, Sendable {
        var slot: Int
        var source: Source
    }

    enum Source: Hashable, Sendable {
        /// New content: its items enter the data source.
        case new(Section)
        /// The old section at this (before) index, which is in `removed`.
        case old(Int)
    }
}
