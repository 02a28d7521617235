/// UIListContentConfiguration (iOS 14): what a list cell shows, and so the height it self-sizes to
/// (docs/lists.md §1).
///
/// The height model (idiom phone, default Dynamic Type size): the style's top and bottom layout
/// margins, the text's lines, the secondary text's lines under it (or beside it), an image as tall
/// as the script says, each label's line height rounded up to the pixel, at least 44 — a list row's
/// minimum on a phone. Which numbers are recorded and which are estimates: docs/lists.md §1.2.
public struct ListContentConfiguration: Hashable, Sendable {
    /// The factory the configuration starts from.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell,
             accompaniedSidebarCell, accompaniedSidebarSubtitleCell

        /// `UIListContentConfiguration.cell()` …
        public var uikitName: String { "UIListContentConfiguration.\(rawValue)()" }

        /// directionalLayoutMargins.top (= bottom) on a phone. Sidebar styles: charon's recording
        /// (11, subtitle 4); cell, subtitle and value: 11, the table cell's margin (estimate; the
        /// Mac Catalyst recording answers 15).
        var verticalMargin: Double {
            switch self {
            case .cell, .subtitleCell, .valueCell, .sidebarCell, .accompaniedSidebarCell: 11
            case .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell: 4
            }
        }

        /// textProperties.font's point size (recorded: 17 for every cell style).
        var textPointSize: Double { 17 }

        /// secondaryTextProperties.font's point size (recorded: 15 cell and subtitle, 17 value,
        /// 13 sidebar styles).
        var secondaryPointSize: Double {
            switch self {
            case .cell, .subtitleCell: 15
            case .valueCell: 17
            case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell: 13
            }
        }

        /// prefersSideBySideTextAndSecondaryText (recorded: only valueCell).
        var sideBySide: Bool { self == .valueCell }

        /// textToSecondaryTextVerticalPadding (recorded: 4, subtitle styles 0).
        var verticalPadding: Double {
            switch self {
            case .subtitleCell, .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell: 0
            case .cell, .valueCell, .sidebarCell, .accompaniedSidebarCell: 4
            }
        }
    }

    /// The minimum height of a list row on a phone (the table's default row height) [doc, logs].
    public static let minimumRowHeight: Double = 44

    public var style: Style
    /// `text`; nil shows the item's identifier.
    public var text: String?
    /// `secondaryText`; nil: none.
    public var secondaryText: String?
    /// The image's height in points; nil: no image.
    public var imageHeight: Double?
    /// The lines the text wraps to (a stand-in for the label's width-dependent wrapping).
    public var textLines: Int
    /// The lines the secondary text wraps to.
    public var secondaryTextLines: Int

    public init(style: Style, text: String? = nil, secondaryText: String? = nil, imageHeight: Double? = nil,
                textLines: Int = 1, secondaryTextLines: Int = 1) {
        self.style = style
        self.text = text
        self.secondaryText = secondaryText
        self.imageHeight = imageHeight
        self.textLines = max(1, textLines)
        self.secondaryTextLines = max(1, secondaryTextLines)
    }

    /// The line height of the system font at `pointSize` (SF Pro's ascender + descender + leading:
    /// 17 → 20.287, 15 → 17.900, 13 → 15.512), rounded up to the pixel as a label's intrinsic size is.
    static func lineHeight(pointSize: Double, scale: Double) -> Double {
        let raw = pointSize * 1.193359375
        let pixel = scale.isFinite && scale > 0 ? scale : 1
        return (raw * pixel).rounded(.up) / pixel
    }

    /// The height a list cell with this configuration measures at `scale` (§1.2).
    public func fittingHeight(scale: Double) -> Double {
        let line = Self.lineHeight(pointSize: style.textPointSize, scale: scale)
        var textHeight = line * Double(min(textLines, 1_000))
        if secondaryText != nil {
            let secondary = Self.lineHeight(pointSize: style.secondaryPointSize, scale: scale) * Double(min(secondaryTextLines, 1_000))
            textHeight = style.sideBySide ? max(textHeight, secondary) : textHeight + style.verticalPadding + secondary
        }
        let content = max(textHeight, min(imageHeight ?? 0, 10_000))
        return max(Self.minimumRowHeight, style.verticalMargin * 2 + content)
    }
}
