/// An enum case's name as Swift spells it (`deleteAndReload`), read from the value itself: what
/// an error's id is made of, so that no id is ever typed a second time.
public enum CaseName {
    public static func of<Value>(_ value: Value) -> String {
        // A case with a payload reflects as one child labelled with the case's name; a case
        // without one describes itself as its name.
        Mirror(reflecting: value).children.first?.label ?? String(describing: value)
    }
}
