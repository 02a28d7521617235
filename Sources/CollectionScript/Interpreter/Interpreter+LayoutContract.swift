import CollectionEngine

/// A layout's contract mistakes (docs/evidence.md E7): `delegate layoutAttributesForElementsIn PATH =
/// included | computed` and `delegate layoutAttributesForItemAt [PATH] = nil | computed`. The answer
/// is kept by index path (a layout answers by index path, not by item); it raises at the next layout
/// pass that meets it, and the command that ran that pass changes nothing.
extension Interpreter {
    mutating func setLayoutContractAnswer(method: DelegateMethod, target: Located<ItemRef>?, value: Located<Value>) throws(RuntimeError) -> String {
        let path = try target.map { ref throws(RuntimeError) in try indexPath(ref) }
        switch method {
        case .layoutAttributesForElementsIn:
            guard let path else { throw .script(.delegateRedirectUsage, at: value.range) }
            let included = try word(value, among: ["included", "computed"]) == "included"
            view.setLayoutElementAnswer(path, included: included)
            return included
                ? "layoutAttributesForElements(in:) → also attributes for \(path), in every rect"
                : "layoutAttributesForElements(in:) → the attributes prepare() computed"
        default:
            let answersNil = try word(value, among: ["nil", "computed"]) == "nil"
            view.setLayoutItemAnswer(path, answersNil: answersNil)
            let scope = path.map { "\($0)" } ?? "every index path"
            return answersNil ? "layoutAttributesForItem(at: \(scope)) → nil" : "layoutAttributesForItem(at: \(scope)) → the computed attributes"
        }
    }
}
