import CollectionEngine

/// Refuses an API used on a UIKit that did not have it yet (docs/evidence.md E9): diffable data
/// sources from 13, section snapshots from 14, `reconfigureItems` from 15. The versions live in
/// `UIKitBehaviour`; each command's traits name the APIs it calls (`CommandTraits.apis`).
extension Interpreter {
    func checkAvailability(_ command: Command) throws(RuntimeError) {
        for api in command.traits.apis where !view.behaviour.has(api) {
            throw .script(.apiUnavailable(api, needs: UIKitBehaviour.introduction(of: api), on: view.version),
                          at: command.keywordRange)
        }
    }
}
