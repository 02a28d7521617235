/// The geometry of a custom layout: what its `prepare()` computes into the attribute cache. A
/// shape is the part of a `UICollectionViewLayout` subclass that differs from one app to the next
/// (a waterfall's columns, a left-aligned flow's rows, a table of frames); `CachingLayout` adds
/// the cache and its invalidation rules, which are the same in all of them.
public protocol CustomLayoutShape: Equatable, Sendable {
    /// The subclass's name, as messages and the transcript write it ("WaterfallLayout").
    var className: String { get }
    /// The UIKit class it subclasses ("UICollectionViewLayout", "UICollectionViewFlowLayout").
    var superclassName: String { get }
    /// The axis it scrolls along.
    var scrollAxis: ScrollAxis { get }
    /// Every element's attributes for `context`: what `prepare()` caches. O(n).
    func attributes(for context: LayoutContext) -> AttributeCache
}
