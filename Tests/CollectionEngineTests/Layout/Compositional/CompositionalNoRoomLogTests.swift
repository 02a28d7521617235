import Testing
@testable import CollectionEngine

/// E13: the "no room" error log, with UIKit's preamble and group line, when section or group insets
/// leave exactly zero or less (LiveContainer#1414).
@Suite struct CompositionalNoRoomLogTests {
    typealias W = CompositionalWorkedExampleTests

    static func section(insets: EdgeInsets, groupInsets: EdgeInsets = .zero,
                        groupSize: LayoutSize = LayoutSize(width: .fractionalWidth(1), height: .estimated(94))) -> LayoutSection {
        var group = LayoutGroup.vertical(groupSize, [W.item(.fractionalWidth(1), .estimated(94))])
        group.contentInsets = groupInsets
        return LayoutSection(group: group, contentInsets: insets)
    }

    /// LiveContainer#1414, byte for byte with 0x0 addresses.
    @Test func sectionInsetsLeavingExactlyZeroLogThePreamble() {
        let layout = W.prepared(CompositionalLayout(section: Self.section(insets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))),
                                [1], 32, 653)
        #expect(layout.warnings == [
            "<UICollectionViewCompositionalLayout: 0x0> ran into an error when computing the layout for section at index 0 in container <_UICollectionLayoutContainer: 0x0 contentSize={32, 653}; contentInsets={0, 0, 0, 0}}>. Container calculated by applying insets ({0, 0, 0, 0}) from sectionInsetsReference \"safeArea\" to collection view frame {{0, 0}, {32, 653}}.\nError: There is no room for this NSCollectionLayoutGroup to fit into its parent group or section, or it has no room for any subitems itself. Inspect the parent and ensure the contentInsets ({0, 16, 0, 16}) do not result in a negative effectiveContentSize when applied to size: {32, 653}.\nGroup: <NSCollectionLayoutGroup 0x0 size={.containerWidthFactor(1), .estimated(94)}>",
        ])
    }

    @Test func sectionInsetsLeavingRoomLogNothing() {
        let layout = W.prepared(CompositionalLayout(section: Self.section(insets: EdgeInsets(top: 0, left: 15, bottom: 0, right: 16))),
                                [1], 32, 653)
        #expect(layout.warnings.isEmpty)
    }

    /// Group insets: exactly zero logs (before, only below zero did), naming the group and its size.
    @Test func groupInsetsLeavingExactlyZeroLog() {
        let size = LayoutSize(width: .absolute(40), height: .absolute(50))
        let layout = W.prepared(CompositionalLayout(section: Self.section(insets: .zero, groupInsets: EdgeInsets(top: 0, left: 20, bottom: 0, right: 20), groupSize: size)),
                                [1], 390, 844)
        let log = layout.warnings.first ?? ""
        #expect(log.contains("section at index 0 in container"))
        #expect(log.contains("ensure the contentInsets ({0, 20, 0, 20}) do not result in a negative effectiveContentSize when applied to size: {40, 50}."))
        #expect(log.hasSuffix("\nGroup: <NSCollectionLayoutGroup 0x0 size={.absolute(40), .absolute(50)}>"))
    }
}
