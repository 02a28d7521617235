/// UITraitCollection.userInterfaceIdiom: which kind of device's UIKit the view reproduces. List
/// sections' metrics follow it (docs/compositional.md §5.2); nothing else does.
///
/// - `phone`: an iPhone's UIKit, the engine's default (every number not marked otherwise).
/// - `mac`: UIKit on a Mac as charon recorded it (kern0x1b/charon's device host: an iPhone/iPad app
///   run on a Mac at scale 2). Its interface is the iPad's scaled to 0.77 of a Mac point, so a Mac
///   metric shows as that metric / 0.77 (a sidebar's 10-point margin: 12.987…).
public enum UserInterfaceIdiom: String, CaseIterable, Hashable, Sendable {
    case phone
    case mac

    /// The size of one of the host's points in Mac points (Mac Catalyst's iPad scaling): a Mac
    /// metric `m` reads `m / macPointScale` in the view's coordinates.
    static let macPointScale = 0.77

    /// UIKit's spelling: `UIUserInterfaceIdiom.phone` …
    public var uikitName: String { "UIUserInterfaceIdiom.\(rawValue)" }
}
