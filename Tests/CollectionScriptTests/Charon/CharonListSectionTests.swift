import Foundation
import Testing
@testable import CollectionEngine
import TestSupport

/// charon's recorded list sections (Tests/Recordings/charon-lists-sections.txt): the section
/// `list(using:)` makes for each appearance × headerMode × footerMode in a 320-wide view — its
/// insets and its boundary items — against the engine's resolved list section (docs/compositional.md §5).
/// charon's host is UIKit on a Mac, so the recordings are the Mac idiom's answers; a phone's differ
/// only for the sidebar kinds (cases 18–29), whose answers are stated below (§5.2).
@Suite struct CharonListSectionTests {
    static let recorded: [String] = {
        let url = PackageRoot.appending("Tests/Recordings/charon-lists-sections.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
    }()

    static let appearances: [ListConfiguration.Appearance] = [.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain]
    static let headerModes: [ListConfiguration.HeaderMode] = [.none, .supplementary, .firstItemInSection]
    static let footerModes: [ListConfiguration.FooterMode] = [.none, .supplementary]

    /// A phone's answers where they are not the Mac's: the sidebar kinds' 16/20-rule margins (16 at
    /// 320 wide) for the Mac's 12.987 (10 / 0.77), and sidebarPlain's 8 above a header and below a
    /// footer (docs/compositional.md §5.2). Every other case is the same under both idioms.
    static let phone: [Int: String] = {
        let header = "[UICollectionElementKindSectionHeader fw1 est17.5 align=1 ext=1 pin=0 z=200]"
        let footer = "[UICollectionElementKindSectionFooter fw1 est17.5 align=5 ext=1 pin=0 z=200]"
        let plainHeader = "[UICollectionElementKindSectionHeader fw1 est28 align=1 ext=1 pin=1 z=200]"
        let plainFooter = "[UICollectionElementKindSectionFooter fw1 est28 align=5 ext=1 pin=1 z=200]"
        return [
            18: "insets={0, 16, 10, 16} ref=1",
            19: "insets={0, 16, 0, 16} ref=1 \(footer)",
            20: "insets={0, 16, 10, 16} ref=1 \(header)",
            21: "insets={0, 16, 0, 16} ref=1 \(header) \(footer)",
            22: "insets={0, 16, 10, 16} ref=1",
            23: "insets={0, 16, 0, 16} ref=1 \(footer)",
            24: "insets={0, 16, 0, 16} ref=1",
            25: "insets={0, 16, 8, 16} ref=1 \(plainFooter)",
            26: "insets={8, 16, 0, 16} ref=1 \(plainHeader)",
            27: "insets={8, 16, 8, 16} ref=1 \(plainHeader) \(plainFooter)",
            28: "insets={0, 16, 0, 16} ref=1",
            29: "insets={0, 16, 8, 16} ref=1 \(plainFooter)",
        ]
    }()

    static func configuration(_ n: Int) -> ListConfiguration {
        ListConfiguration(appearance: appearances[n / 6], headerMode: headerModes[n / 2 % 3], footerMode: footerModes[n % 2])
    }

    static func text(_ d: LayoutDimension) -> String {
        let n = CharonCompositionalTests.number
        return switch d {
        case .absolute(let v): "ab\(n(v))"
        case .estimated(let v): "est\(n(v))"
        case .uniformAcrossSiblings(let v): "uni\(n(v))"
        case .fractionalWidth(let f): "fw\(n(f))"
        case .fractionalHeight(let f): "fh\(n(f))"
        }
    }

    /// NSRectAlignment's raw value.
    static func code(_ a: RectAlignment) -> Int {
        switch a {
        case .none: 0
        case .top: 1
        case .topLeading: 2
        case .leading: 3
        case .bottomLeading: 4
        case .bottom: 5
        case .bottomTrailing: 6
        case .trailing: 7
        case .topTrailing: 8
        }
    }

    /// UIContentInsetsReference's raw value.
    static func code(_ r: ContentInsetsReference) -> Int {
        switch r {
        case .automatic: 0
        case .none: 1
        case .safeArea: 2
        case .layoutMargins: 3
        case .readableContent: 4
        }
    }

    /// The engine's list section under `idiom`, written as charon writes UIKit's.
    static func describe(_ n: Int, idiom: UserInterfaceIdiom, width: Double = 320) -> String {
        let section = LayoutSection.list(using: configuration(n)).resolvedList(index: 0, count: 1, width: width, scale: 2, idiom: idiom)
        let i = section.contentInsets
        let num = CharonCompositionalTests.number
        var line = "insets={\(num(i.top)), \(num(i.left)), \(num(i.bottom)), \(num(i.right))} ref=\(code(section.contentInsetsReference))"
        for b in section.boundarySupplementaryItems {
            line += " [\(b.elementKind.rawValue) \(text(b.layoutSize.width)) \(text(b.layoutSize.height)) align=\(code(b.alignment))"
                + " ext=\(b.extendsBoundary ? 1 : 0) pin=\(b.pinToVisibleBounds ? 1 : 0) z=\(b.zIndex)]"
        }
        return line
    }

    @Test func everyCombinationHasItsRecording() {
        #expect(Self.recorded.count == Self.appearances.count * Self.headerModes.count * Self.footerModes.count)
    }

    /// UIKit's recorded answer, under the idiom it was recorded in.
    @Test(arguments: 0..<30)
    func recordedListSectionUnderTheMacIdiom(_ n: Int) throws {
        let expected = try #require(Self.recorded.indices.contains(n) ? Self.recorded[n] : nil)
        #expect(Self.describe(n, idiom: .mac) == expected, "charon lists \(n) (\(Self.configuration(n)))")
    }

    /// A phone's answer: the recording where the idioms agree, the stated phone answer where not.
    @Test(arguments: 0..<30)
    func listSectionUnderThePhoneIdiom(_ n: Int) throws {
        let recorded = try #require(Self.recorded.indices.contains(n) ? Self.recorded[n] : nil)
        #expect(Self.describe(n, idiom: .phone) == Self.phone[n] ?? recorded, "charon lists \(n) (\(Self.configuration(n)))")
    }

    /// The idioms differ exactly where the phone answers are stated: the sidebar kinds.
    @Test func theIdiomsDifferOnlyForTheSidebarKinds() {
        let differing = (0..<30).filter { Self.describe($0, idiom: .phone) != Self.describe($0, idiom: .mac) }
        #expect(differing == Array(Self.phone.keys).sorted())
    }

    /// Wider than 375 points a phone's sidebar takes 20; a Mac's margin stays 10 / 0.77 (§5.2,
    /// choice: one width recorded), and inset grouped follows the 16/20 rule under both.
    @Test func aWideViewMovesOnlyThePhonesSidebarMargins() {
        #expect(Self.describe(18, idiom: .phone, width: 390) == "insets={0, 20, 10, 20} ref=1")
        #expect(Self.describe(18, idiom: .mac, width: 390) == "insets={0, 12.987012987012987, 10, 12.987012987012987} ref=1")
        #expect(Self.describe(12, idiom: .mac, width: 390) == "insets={35, 20, 20, 20} ref=1")
    }
}
