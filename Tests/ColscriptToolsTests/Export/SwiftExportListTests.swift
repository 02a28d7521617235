import Foundation
import Testing
import CollectionEngine
import CollectionScript
@testable import ColscriptTools

/// List rows in `colscript export --swift` (SwiftExportWriter+Lists.swift): list cells through a
/// CellRegistration<UICollectionViewListCell, String> whose handler gives each cell its
/// configurations and accessories, the configurationUpdateHandler, and swipe actions as the list
/// configuration's providers (a swipe asserts the provider's answer; a tap on an action runs its
/// handler, then the calls the scenario's handler made).
struct SwiftExportListTests {
    static func export(_ script: String) -> Result<String, SwiftExport.Failure> {
        SwiftExport.export(SourceFile(name: "t.colscript", text: script), flavor: .xctest)
    }

    static func swift(_ script: String) -> String? {
        guard case .success(let swift) = export(script) else { return nil }
        return swift
    }

    static func refusal(_ script: String) -> String? {
        guard case .failure(let failure) = export(script) else { return nil }
        return failure.message
    }

    static let list = "view 390x600\nlayout list appearance=insetGrouped\nsections Settings\n"

    /// separatorVisibility is the list configuration's itemSeparatorHandler (iOS 14.5): the answer is
    /// kept by item identifier, `automatic` removes it, and the layout is invalidated so the list
    /// asks again; under diffable the handler finds items through the diffable data source.
    @Test func separatorVisibilityIsTheItemSeparatorHandler() throws {
        let swift = try #require(Self.swift(Self.list + "items Settings a b c\nseparatorVisibility [0,1] hidden\nseparatorVisibility [0,1] automatic\ndiffable on\nseparatorVisibility [0,0] visible\n"))
        #expect(swift.contains("listConfiguration.itemSeparatorHandler = { separators.configuration(at: $0, $1) }"))
        #expect(swift.contains("separators.bottom[\"b\"] = .hidden\n        collectionView.collectionViewLayout.invalidateLayout()\n"))
        #expect(swift.contains("separators.bottom[\"b\"] = nil\n"))
        #expect(swift.contains("separators.itemIdentifier = { diffableDataSource.itemIdentifier(for: $0) }"))
        #expect(swift.contains("separators.bottom[\"a\"] = .visible\n"))
        #expect(swift.contains("private final class Separators {"))
    }

    /// A content configuration is the style's factory with the item's text; the data source
    /// dequeues UICollectionViewListCells through the registration, and the cells on screen are
    /// reconfigured.
    @Test func contentConfigurationsAreTheRegistrationsHandler() throws {
        let swift = try #require(Self.swift(Self.list + "items Settings Wifi Bluetooth\ncontentConfiguration all cell\n"
            + "contentConfiguration Wifi subtitleCell secondaryText = \"On\"\n"))
        #expect(swift.contains("let listCellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in"))
        #expect(swift.contains("return collectionView.dequeueConfiguredReusableCell(using: listCellRegistration, for: indexPath,"))
        #expect(swift.contains("listCells.everyContent = { cell, item in var content = UIListContentConfiguration.cell(); content.text = item; return content }"))
        #expect(swift.contains("listCells.content[\"Wifi\"] = { cell, item in var content = UIListContentConfiguration.subtitleCell(); content.text = item; content.secondaryText = \"On\"; return content }"))
        #expect(swift.contains("collectionView.reconfigureItems(at: [IndexPath(item: 0, section: 0)])"))
        #expect(swift.contains("private final class ListCells {"))
    }

    /// Lines, an image, a text of the scenario's; a background configuration; accessories with
    /// what differs from the factory's defaults.
    @Test func optionsBackgroundsAndAccessories() throws {
        let swift = try #require(Self.swift(Self.list + "items Settings Wifi\n"
            + "contentConfiguration Wifi valueCell text = \"Wi-Fi\" lines = 2 image = 40\n"
            + "backgroundConfiguration all listGroupedCell\naccessories Wifi disclosureIndicator delete always checkmark\n"))
        #expect(swift.contains("content.text = Array(repeating: \"Wi-Fi\", count: 2).joined(separator: \"\\n\"); content.textProperties.numberOfLines = 2"))
        #expect(swift.contains("content.image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in }"))
        #expect(swift.contains("listCells.everyBackground = UIBackgroundConfiguration.listGroupedCell()"))
        #expect(swift.contains("listCells.accessories[\"Wifi\"] = [.disclosureIndicator(), .delete(displayed: .always), .checkmark()]"))
    }

    /// Without list cell commands the export is as it was: no registration, no ListCells.
    @Test func otherScenariosAreUnchanged() throws {
        let swift = try #require(Self.swift(Self.list + "items Settings Wifi\n"))
        #expect(!swift.contains("ListCells"))
        #expect(!swift.contains("SwipeActions"))
    }

    /// Swipe actions: the providers answer from `swipeActions`; a swipe asserts the answer; a tap on
    /// an action runs its handler the way UIKit does, then the scenario's handler's calls.
    @Test func swipeActionsAreTheProvidersAnswers() throws {
        let swift = try #require(Self.swift(Self.list + "items Settings Wifi Bluetooth\n"
            + "swipeActions trailing Wifi {\n  destructive \"Delete\" { delete Wifi }\n  normal \"Flag\"\n}\n"
            + "swipe Wifi left\ntap action \"Delete\"\n"))
        #expect(swift.contains("listConfiguration.trailingSwipeActionsConfigurationProvider = { swipeActions.trailing(at: $0) }"))
        #expect(swift.contains("UIContextualAction(style: .destructive, title: \"Delete\") { _, _, completion in completion(true) },"))
        #expect(swift.contains("swipeActions.trailingByItem[\"Wifi\"] = configuration"))
        #expect(swift.contains("is UIKit's gesture (no XCTest call makes one)"))
        #expect(swift.contains("XCTAssertEqual(swipeActions.open?.actions.map(\\.title) ?? [], [\"Delete\", \"Flag\"])"))
        #expect(swift.contains("XCTAssertEqual(swipeActions.open?.actions.map(\\.style) ?? [], [.destructive, .normal])"))
        #expect(swift.contains("action.handler(action, collectionView, { _ in })"))
        #expect(swift.contains("collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])"))
    }

    /// A row without actions for that edge does not open: the provider answers nil; a full swipe
    /// runs the first action's handler.
    @Test func noActionsAndFullSwipes() throws {
        let swift = try #require(Self.swift(Self.list + "items Settings Wifi Bluetooth\n"
            + "swipeActions trailing section Settings { normal \"Flag\" }\nswipe Wifi right\nswipe Bluetooth left full\n"))
        #expect(swift.contains("swipeActions.trailingBySection[\"Settings\"] = configuration"))
        #expect(swift.contains("XCTAssertNil(swipeActions.leading(at: IndexPath(item: 0, section: 0)))"))
        #expect(swift.contains("if let action = swipeActions.open?.actions.first {"))
    }

    /// The configurationUpdateHandler is the registration's, set on every cell it configures.
    @Test func configurationUpdateHandler() throws {
        let swift = try #require(Self.swift(Self.list + "items Settings Wifi\nconfigurationUpdateHandler on\n"))
        #expect(swift.contains("listCells.configurationUpdateHandler = { cell, state in }"))
        #expect(swift.contains("listCells.configure(cell, item: item)"))
        #expect(swift.contains("cell.configurationUpdateHandler = configurationUpdateHandler"))
    }

    static let outline = "view 390x400\nlayout list appearance=plain\ndiffable on\nsectionSnapshot Files {\n  append Documents Photos\n  append cv.pdf to Documents\n}\n"
        + "accessories Documents outlineDisclosure\n"

    /// The outline disclosure's tap: the handlers are asked and told, then the section snapshot
    /// expands the row and is applied (the diffable data source dequeues list cells too).
    @Test func outlineDisclosureTapsAskTheSectionSnapshotHandlers() throws {
        let swift = try #require(Self.swift(Self.outline + "sectionSnapshotHandlers on\ntapAccessory Documents outlineDisclosure\n"
            + "sectionSnapshotHandlers shouldCollapse Documents = false\ntapAccessory Documents outlineDisclosure\nsectionSnapshotHandlers off\n"))
        #expect(swift.contains("collectionView.dequeueConfiguredReusableCell(using: listCellRegistration, for: indexPath, item: item)"))
        #expect(swift.contains("diffableDataSource.sectionSnapshotHandlers.shouldExpandItem = { shouldExpand[$0] ?? true }"))
        #expect(swift.contains("XCTAssertEqual(diffableDataSource.sectionSnapshotHandlers.shouldExpandItem?(\"Documents\"), true)"))
        #expect(swift.contains("diffableDataSource.sectionSnapshotHandlers.willExpandItem?(\"Documents\")"))
        #expect(swift.contains("    sectionSnapshot.expand([\"Documents\"])"))
        #expect(swift.contains("shouldCollapse[\"Documents\"] = false"))
        #expect(swift.contains("XCTAssertEqual(diffableDataSource.sectionSnapshotHandlers.shouldCollapseItem?(\"Documents\"), false)"))
        #expect(!swift.contains("sectionSnapshot.collapse("))
        #expect(swift.contains("diffableDataSource.sectionSnapshotHandlers = UICollectionViewDiffableDataSource<String, String>.SectionSnapshotHandlers<String>()"))
    }

    /// An accessory's actionHandler: the tap runs the scenario's handler's commands, as Swift.
    @Test func anAccessorysHandlerIsItsCommands() throws {
        let swift = try #require(Self.swift(Self.list + "items Settings a b\nset isEditing = on\n"
            + "accessories a delete {\n  delete a\n}\ntapAccessory a delete\n"))
        #expect(swift.contains("collectionView.isEditing = true"))
        #expect(swift.contains("listCells.accessories[\"a\"] = [.delete(actionHandler: {})]"))
        #expect(swift.contains("// UIKit calls the accessory's actionHandler; the app's handler:"))
        #expect(swift.contains("collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])"))
    }

    /// A delete accessory without a handler reveals the trailing swipe actions; a reorder drag is
    /// the interactive movement calls.
    @Test func deleteRevealsTheSwipeActionsAndReorderIsAMove() throws {
        let swift = try #require(Self.swift(Self.list + "items Settings a b c\nset isEditing = true\naccessories all delete reorder\n"
            + "swipeActions trailing section 0 { destructive \"Delete\" }\ntapAccessory b delete\nreorder [0,0] -> [0,2]\n"))
        #expect(swift.contains("swipeActions.open = swipeActions.trailing(at: IndexPath(item: 1, section: 0))"))
        #expect(swift.contains("XCTAssertEqual(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)), true)"))
        #expect(swift.contains("collectionView.endInteractiveMovement()"))
    }
}
