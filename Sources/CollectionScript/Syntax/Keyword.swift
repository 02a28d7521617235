/// Every top-level command keyword. The parser maps the identifier to a `Keyword` and switches
/// on it exhaustively, so a keyword without a parse case does not compile; its help line, example
/// and UIKit API are its `CommandCatalog` entry (`Keyword.insert.info`), which a test checks exists.
///
/// To add a command: a case here, an entry in `CommandCatalog`, a case in `ParserState.parseCommandKind`
/// (and one in the interpreter for the new `CommandKind`).
public enum Keyword: String, CaseIterable, Hashable, Sendable {
    // Set-up
    case ios, view, data, layout, set, sections, items
    // Updates
    case insert, delete, move, reload, reconfigure, insertSection, deleteSection, moveSection, reloadSection, batch
    // Layout overrides
    case size, sectionInset, minimumLineSpacing, minimumInteritemSpacing, headerReferenceSize, footerReferenceSize
    // Interaction
    case select, deselect, tap, scrollTo, scroll, hit, drag, beginMove, updateMove, endMove, cancelMove
    case delegate, register, focus
    // Diffable data source
    case diffable, snapshot, sectionSnapshot, apply, expand, collapse
    // Looking and checking
    case show, trace, expect, echo, `repeat`, sameTurn, help, pause, explain

    /// The command's syntax line, example, UIKit API and summary.
    public var info: CommandInfo {
        CommandCatalog.info(for: rawValue, in: .topLevel)
            ?? CommandInfo(rawValue, syntax: rawValue, example: rawValue, uikit: "—", summary: "")
    }

    /// The update keywords, which `data` and `view` may prefix.
    public var isUpdate: Bool {
        switch self {
        case .insert, .delete, .move, .reload, .reconfigure, .insertSection, .deleteSection, .moveSection, .reloadSection:
            return true
        default:
            return false
        }
    }
}

/// The edits inside `snapshot { … }` (NSDiffableDataSourceSnapshot).
public enum SnapshotKeyword: String, CaseIterable, Hashable, Sendable {
    case appendSections, appendItems, insertItems, deleteItems, deleteAllItems, moveItem, reloadItems
    case reconfigureItems, insertSections, deleteSections, moveSection, reloadSections, shuffle

    public var info: CommandInfo {
        CommandCatalog.info(for: rawValue, in: .snapshot)
            ?? CommandInfo(rawValue, .snapshot, syntax: rawValue, example: rawValue, uikit: "—", summary: "")
    }
}

/// The edits inside `sectionSnapshot Section { … }` (NSDiffableDataSourceSectionSnapshot).
public enum SectionSnapshotKeyword: String, CaseIterable, Hashable, Sendable {
    case append, insert, delete, deleteAll, expand, collapse

    public var info: CommandInfo {
        CommandCatalog.info(for: rawValue, in: .sectionSnapshot)
            ?? CommandInfo(rawValue, .sectionSnapshot, syntax: rawValue, example: rawValue, uikit: "—", summary: "")
    }
}
