import CollectionEngine

/// The touch interactions beyond a tap (docs/interaction.md §1.4, §1.5): the two-finger
/// multi-select pan and context menus.
public enum TouchInteractionCommand: Hashable, Sendable {
    /// `multiSelect [0,1] -> [0,5]`: a two-finger pan from one item over the items to another.
    case multiSelect(from: Located<ItemRef>, to: Located<ItemRef>)
    /// `longPress [0,2]`: ask for a context menu and show it.
    case longPress(Located<ItemRef>)
    /// `dismissMenu`: the open menu ends.
    case dismissMenu
    /// `previewAction`: a tap on the open menu's preview.
    case previewAction
}
