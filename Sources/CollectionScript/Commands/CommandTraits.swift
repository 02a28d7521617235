import CollectionEngine

/// What the runtime needs to know of a command besides running it, declared with the command in
/// its family's file (`Keyword.Gestures.traits(of:)` …, exhaustive, no `default:`): a new command
/// does not compile until it says whether it only looks, what it costs, which era's API it needs.
/// The interpreter, the session and the step changes read these instead of predicates of their own.
struct CommandTraits: Equatable, Sendable {
    /// Prints or checks and changes nothing (`show`, `expect`, `help` …): not an undo step.
    var onlyLooks = false
    /// Looks at the previous step: it does not replace the callbacks `expect events` compares.
    var isExpectation = false
    /// Its only call to the view is reloadData(): it never tells the view of an update, so its
    /// step changes are empty and need no picture of the cells before.
    var onlyReloads = false
    /// Changes the data or re-lays-out the items: the engine touches the whole collection, so the
    /// work budget charges its size (`Interpreter.collectionWork`).
    var touchesCollection = false
    /// The version-dependent UIKit APIs it calls (docs/evidence.md E9; a batch: those of its body).
    var apis: [UIKitAPI] = []
    /// Installs a layout or changes what the layout answers: refused while an interactive
    /// transition runs (`Interpreter.checkTransition`).
    var changesLayoutAnswers = false
    /// How `colscript export` writes it as Swift.
    var export: CommandExport = .calls
    /// How a view driven by a diffable data source refuses it (`Interpreter.checkDirectMutation`);
    /// nil: it is allowed.
    var diffableRefusal: DiffableRefusal?

    /// Why a diffable data source's view refuses a command.
    enum DiffableRefusal: Equatable, Sendable {
        /// The data lives in snapshots: `data …`, `sections`, `items` (a script error).
        case dataCommand
        /// UIKit raises for a direct mutation of a diffable view (docs/updates.md §7.3 rule 7).
        case directMutation
    }

    static let looks = CommandTraits(onlyLooks: true)
    static let expectation = CommandTraits(onlyLooks: true, isExpectation: true, export: .looks)
    static let changesCollection = CommandTraits(touchesCollection: true)
    static let reloads = CommandTraits(onlyReloads: true, touchesCollection: true)
    static let changesLayout = CommandTraits(touchesCollection: true, changesLayoutAnswers: true)

    /// These traits, exported as `export`.
    func exported(_ export: CommandExport) -> CommandTraits {
        var traits = self
        traits.export = export
        return traits
    }

    /// These traits, refused by a diffable view for `reason`.
    func refused(byDiffable reason: DiffableRefusal) -> CommandTraits {
        var traits = self
        traits.diffableRefusal = reason
        return traits
    }
}

extension CommandTraits {
    /// An update told to the view (`insert`, `view delete` …): the whole collection, and
    /// reconfigureItems(at:) needs iOS 15.
    static func update(_ update: UpdateCommand) -> CommandTraits {
        if case .reconfigureItems = update { CommandTraits(touchesCollection: true, apis: [.reconfigureItems]) } else { .changesCollection }
    }
}

extension Command {
    /// What the runtime needs to know of this command besides running it, declared with its
    /// keyword's spec (`Commands/FAMILY.swift`).
    var traits: CommandTraits { keyword.traits(of: kind) }
}
