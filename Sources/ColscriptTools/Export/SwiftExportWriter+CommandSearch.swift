import CollectionScript

/// The commands a scenario runs inside blocks (`expect error`, `batch`, `repeat`, `sameTurn`),
/// named once: the exporter's searches over a whole scenario (does it record events, size cells,
/// answer swipe actions …) walk them through here.
extension CommandKind {
    /// The commands of this command's block, or nil when it has none.
    var blockCommands: [Command]? {
        if case .expectError(_, let inner) = self { return inner }
        if case .batch(let inner) = self { return inner }
        if case .repeat(_, let inner) = self { return inner }
        if case .sameTurn(let inner) = self { return inner }
        return nil
    }
}

extension SwiftExportWriter {
    /// Whether a command of the scenario, in a block too, passes `test`.
    static func anyCommand(_ commands: [Command], where test: (CommandKind) -> Bool) -> Bool {
        commands.contains { command in
            test(command.kind) || command.kind.blockCommands.map { anyCommand($0, where: test) } == true
        }
    }
}
