/// isPagingEnabled (docs/scroll-physics.md §2): pages are multiples of the bounds size along an axis,
/// from offset 0; a release settles on a page even with no velocity.
public enum Paging {
    /// The speed (pt/ms) past which a release goes to the next or previous page.
    public static let flickSpeed = 0.3

    /// The resting offset on one axis: with p = offset/page, v > 0.3 → ceil(p), v < −0.3 → floor(p),
    /// otherwise round(p) (half away from zero); the page is clamped to [0, last page], the offset
    /// to [minimum, maximum]. The last page is the one holding `maximum`.
    public static func target(offset: Double, velocity: Double, pageSize: Double, minimum: Double, maximum: Double) -> Double {
        guard pageSize > 0, offset.isFinite else { return min(max(offset, minimum), maximum) }
        let p = offset / pageSize
        var page: Double
        if velocity > flickSpeed {
            page = p.rounded(.up)
        } else if velocity < -flickSpeed {
            page = p.rounded(.down)
        } else {
            page = p.rounded(.toNearestOrAwayFromZero)
        }
        let lastPage = max(0, (maximum / pageSize).rounded(.up))
        page = min(max(page, 0), lastPage)
        return min(max(page * pageSize, minimum), maximum)
    }

    /// A delegate-written target snapped to the nearest page: floor(target/page + 0.5).
    public static func nearestPage(_ offset: Double, pageSize: Double, minimum: Double, maximum: Double) -> Double {
        guard pageSize > 0 else { return offset }
        let page = (offset / pageSize + 0.5).rounded(.down)
        return min(max(page * pageSize, minimum), maximum)
    }
}
