import CollectionEngine

/// Refuses an API used on a UIKit that did not have it yet (docs/evidence.md E9): diffable data
/// sources from 13, section snapshots from 14, `reconfigureItems` from 15. The versions live in
/// `UIKitBehaviour`; this maps commands to the APIs they call.
extension Interpreter {
    func checkAvailability(_ command: Command) throws(RuntimeError) {
        for api in Self.apis(of: command.kind) where !view.behaviour.has(api) {
            throw .script(.apiUnavailable(api, needs: UIKitBehaviour.introduction(of: api), on: view.version),
                          at: command.keywordRange)
        }
    }

    /// The version-dependent APIs a command calls (a batch: those of its body).
    static func apis(of kind: CommandKind) -> [UIKitAPI] {
        switch kind {
        case .diffable(let on): return on ? [.diffableDataSource] : []
        case .sectionSnapshot, .expand, .collapse: return [.sectionSnapshot]
        case .update(.reconfigureItems, _): return [.reconfigureItems]
        case .snapshot(_, let edits):
            return edits.contains { if case .reconfigureItems = $0.value { true } else { false } } ? [.reconfigureItems] : []
        case .batch(let body): return body.flatMap { apis(of: $0.kind) }
        case .registerView(let form, _) where form.value == .headerRegistration || form.value == .footerRegistration:
            return [.supplementaryRegistration]
        default: return []
        }
    }
}
