@testable import CollectionEngine
import Foundation
import Testing
@testable import CollectionScript
@testable import ColscriptTools
import TestSupport

/// `why` takes a crash in every form a developer has it (issue 34 point 1): Xcode's console and
/// its `Thread 1: "…"` banner, a `.crash` report, an `.ips` report (JSON), Crashlytics/Firebase
/// (flattened), a Sentry export (JSON string escapes), TestFlight feedback — for every UIKit
/// message the engine raises, in every era it words it. The forms' shapes follow logs pasted in
/// public issues (cited at each); the messages in them are the engine's own.
struct CrashFormsTests {
    // MARK: The wrappers

    /// A JSON string literal's inside: quotes, backslashes and control characters escaped, and
    /// (as Sentry and .ips writers do) every non-ASCII character as `\uXXXX`.
    static func jsonEscaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "/": out += "\\/"
            default:
                if scalar.isASCII && scalar.value >= 0x20 {
                    out.unicodeScalars.append(scalar)
                } else {
                    for unit in String(scalar).utf16 { out += String(format: "\\u%04x", unit) }
                }
            }
        }
        return out
    }

    static let exceptionName = "NSInternalInconsistencyException"

    /// Every form, as (name, the paste) for `message`.
    static func wrapped(_ message: String) -> [(String, String)] {
        let flattened = String(message.map { $0 == "\n" || $0 == "\t" ? " " : $0 })
        let terminating = "*** Terminating app due to uncaught exception '\(exceptionName)', reason: '\(message)'"
        return [
            ("bare", message),
            // Xcode's console (deltachat/deltachat-ios#1901, hyperoslo/ImagePicker#29): the assertion
            // line, the reason, the first throw call stack, libc++abi.
            ("xcode console", """
                2023-06-09 11:48:18.027379+0200 Photos[95805:10650944] *** Assertion failure in -[UICollectionView _Bug_Detected_In_Client_Of_UICollectionView_Invalid_Batch_Updates:], UICollectionView.m:10064
                2023-06-09 11:48:18.028724+0200 Photos[95805:10650944] \(terminating)
                *** First throw call stack:
                (0x18040e7c8 0x18005d8d8 0x1808e2e5c 0x185a3c1e4 0x185a35f10)
                libc++abi: terminating due to uncaught exception of type NSException
                """),
            // Xcode's red banner: the reason as a string literal.
            ("xcode banner", "Thread 1: \"" + CrashFormsTests.literalEscaped(message) + "\""),
            // A .crash report with the reason under Application Specific Information
            // (lionheart/openradar-mirror#17287, Instabug/Instabug-iOS#503).
            ("crash report", Self.crashReport(reason: terminating)),
            // An .ips report: a JSON header line, then the JSON body; the reason in `asi`.
            ("ips", Self.ips(reason: terminating)),
            // Crashlytics / Firebase: the exception name line, then the reason
            // (layerhq/Atlas-iOS#1116), or all of it on one line (Netvent/storyly-sdk#287).
            ("crashlytics", "Fatal Exception: \(exceptionName)\n\(message)\nLast Exception Backtrace:\n0   CoreFoundation                \t0x18e8c2fd8 __exceptionPreprocess + 124 (NSException.m:165)"),
            ("crashlytics flattened", "Fatal Exception: \(exceptionName) \(flattened)"),
            // Fabric's plain text drops even the space after the name (zhangao0086/DKImagePickerController#565).
            ("fabric", "Fatal Exception: \(exceptionName)\(flattened) Raw Text\n--\n0 | CoreFoundation | __exceptionPreprocess"),
            // A Sentry event exported as JSON: the reason in `exception.values[0].value`.
            ("sentry", """
                {"event_id":"5f0c0a3b1d2e4c0f9a8b7c6d5e4f3a2b","platform":"cocoa","level":"fatal","exception":{"values":[{"type":"\(exceptionName)","value":"\(Self.jsonEscaped(message))","mechanism":{"type":"nsexception","handled":false},"stacktrace":{"frames":[{"function":"__exceptionPreprocess","package":"CoreFoundation"}]}}]}}
                """),
            // TestFlight feedback: the tester's words, then the crash report.
            ("testflight", "Tester comments: it crashed when I pulled to refresh the photos.\n\n" + Self.crashReport(reason: terminating)),
            // An iOS 15+ `.ips` report: `asi` holds only "abort() called"; the reason is
            // `exceptionReason`'s `composed_message`, after its `format_string` (placeholders, not
            // the message) and `arguments` (shape: a Sketch 2025 report, macOS 26.1).
            ("ips 17", Self.modernIPS(message)),
            // The same report as Xcode's Organizer or a Mac translates it: `Exception Reason:`.
            ("translated report", Self.translatedReport(message)),
            // A whole Sentry event: tags with short values and a title clipped with `…` before
            // the exception's value; slashes escaped.
            ("sentry event", Self.sentryEvent(message)),
            // A Sentry or App Center title: the name, a colon, the reason (Provenance-Emu/Provenance#1771,
            // l984-451/Rivulet#187).
            ("sentry title", "### Reason ###\n\n\(exceptionName): \(message)\n\n### Link to App Center ###"),
            // The name alone on a line, the reason under it (1and2papa/CTAssetsPickerController#69).
            ("name line", "\(exceptionName)\n\(message)\n\nAnd the stacktrace:\n0\tCoreFoundation 0x23a5749f __exceptionPreprocess + 127"),
            // The name and the reason as two quoted strings (DeclarativeHub/Bond#495).
            ("quoted pair", "\"\(exceptionName)\", \"\(message.replacingOccurrences(of: "\"", with: "\\\""))\""),
            // A CI log that tags every line with the app's name (zalando-incubator/zalando-commerce-ios#727).
            ("tagged lines", message.split(separator: "\n", omittingEmptySubsequences: false).map { "[PhotosUITests] " + $0 }.joined(separator: "\n")),
        ]
    }

    /// An iOS 15+ `.ips` body: the reason in `exceptionReason`, its format string first.
    static func modernIPS(_ message: String) -> String {
        let format = message.replacing(#/\d+/#, with: "%ld")
        return """
            {"app_name":"Photos","timestamp":"2024-01-05 13:19:57.00 +0100","app_version":"2.1.5","build_version":"63","platform":2,"bundleID":"com.example.Photos","bug_type":"309","os_version":"iPhone OS 17.2.1 (21C66)","incident_id":"2A604A2A-A5A6-45FA-B748-FEDC742E666D","name":"Photos"}
            {
              "uptime" : 120000,
              "procName" : "Photos",
              "osVersion" : {"isEmbedded":true,"train":"iPhone OS 17.2.1","releaseType":"User","build":"21C66"},
              "exception" : {"codes":"0x0000000000000000, 0x0000000000000000","rawCodes":[0,0],"type":"EXC_CRASH","signal":"SIGABRT"},
              "asi" : {"libsystem_c.dylib":["abort() called"]},
              "exceptionReason" : {"arguments":["<UICollectionView: 0x10480a000; frame = (0 0; 393 852)>"],"format_string":"\(jsonEscaped(format))","name":"\(exceptionName)","type":"objc-exception","composed_message":"\(jsonEscaped(message))","class":"NSException"},
              "lastExceptionBacktrace" : [{"imageOffset":992924,"symbol":"__exceptionPreprocess","symbolLocation":164,"imageIndex":5},{"imageOffset":113792,"symbol":"objc_exception_throw","symbolLocation":60,"imageIndex":4}],
              "faultingThread" : 0,
              "threads" : [{"triggered":true,"id":1234,"threadState":{"x":[{"value":0},{"value":6095470208}]},"queue":"com.apple.main-thread","frames":[{"imageOffset":37932,"symbol":"__pthread_kill","symbolLocation":8,"imageIndex":6}]}]
            }
            """
    }

    /// A report translated from an `.ips`: the reason on the `Exception Reason:` line.
    static func translatedReport(_ message: String) -> String {
        """
        -------------------------------------
        Translated Report (Full Report Below)
        -------------------------------------
        Incident Identifier: 2A604A2A-A5A6-45FA-B748-FEDC742E666D
        Hardware Model:      iPhone14,5
        Process:             Photos [45551]
        OS Version:          iPhone OS 17.2.1 (21C66)

        Triggered by Thread: 0, Dispatch Queue: com.apple.main-thread

        Exception Type:    EXC_CRASH (SIGABRT)
        Exception Codes:   0x0000000000000000, 0x0000000000000000
        Exception Reason:  \(message)


        Application Specific Information:
        abort() called


        Last Exception Backtrace:
        0   CoreFoundation                \t       0x194ad98d0 __exceptionPreprocess + 164
        1   libobjc.A.dylib               \t       0x1945b2418 objc_exception_throw + 88
        """
    }

    /// A Sentry event as its JSON export holds it.
    static func sentryEvent(_ message: String) -> String {
        let flat = message.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let title = "\(exceptionName): " + (flat.count > 90 ? String(flat.prefix(90)) + "\u{2026}" : flat)
        return """
            {"event_id":"5f0c0a3b1d2e4c0f9a8b7c6d5e4f3a2b","project":42,"release":"com.example.Photos@2.1.5+63","platform":"cocoa","tags":[{"key":"device","value":"iPhone14,5"},{"key":"os","value":"iOS 17.2.1"}],"title":"\(jsonEscaped(title))","culprit":"-[UICollectionView _Bug_Detected_In_Client_Of_UICollectionView_Invalid_Batch_Updates:]","metadata":{"type":"\(exceptionName)","value":"\(jsonEscaped(message))"},"entries":[{"type":"exception","data":{"values":[{"type":"\(exceptionName)","value":"\(jsonEscaped(message))","mechanism":{"type":"nsexception","handled":false},"stacktrace":{"frames":[{"function":"__exceptionPreprocess","package":"/System/Library/Frameworks/CoreFoundation.framework/CoreFoundation"}]}}]}}]}
            """
    }

    /// A console log (not an exception) in the forms a log reaches a developer: bare, in Xcode's
    /// console with its timestamp and category, flattened, and as a Sentry breadcrumb.
    static func logWrapped(_ message: String) -> [(String, String)] {
        let flattened = String(message.map { $0 == "\n" || $0 == "\t" ? " " : $0 })
        return [
            ("bare", message),
            ("xcode console", "2019-10-09 09:41:19.614569-0600 Photos[6275:707237] " + message),
            ("flattened", flattened),
            ("sentry breadcrumb", #"{"breadcrumbs":{"values":[{"category":"console","level":"info","message":""# + jsonEscaped(message) + #""}]}}"#),
        ]
    }

    /// Xcode's banner shows the reason as a Swift/C string literal.
    static func literalEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
    }

    /// A `.crash` report (shape: vincode-io/Zavala#207, Ranchero-Software/NetNewsWire#4949).
    static func crashReport(reason: String) -> String {
        """
        Incident Identifier: 2A604A2A-A5A6-45FA-B748-FEDC742E666D
        Hardware Model:      iPhone14,5
        Process:             Photos [45551]
        Identifier:          com.example.Photos
        Version:             2.1.5 (63)
        Distributor ID:      com.apple.TestFlight
        Code Type:           ARM-64 (Native)
        OS Version:          iPhone OS 17.2.1 (21C66)
        Report Version:      104

        Exception Type:  EXC_CRASH (SIGABRT)
        Exception Codes: 0x0000000000000000, 0x0000000000000000
        Termination Reason: SIGNAL 6 Abort trap: 6
        Triggered by Thread:  0

        Application Specific Information:
        \(reason)
        abort() called

        Last Exception Backtrace:
        0   CoreFoundation                \t0x1a2a6269c __exceptionPreprocess + 164 (NSException.m:249)
        1   libobjc.A.dylib               \t0x19ad17c80 objc_exception_throw + 60 (objc-exception.mm:356)
        2   Foundation                    \t0x1a1fc0dd8 -[NSAssertionHandler handleFailureInMethod:object:file:lineNumber:description:] + 188 (NSException.m:252)

        Thread 0 Crashed:
        0   libsystem_kernel.dylib        \t0x1e4a3a42c __pthread_kill + 8
        """
    }

    /// An `.ips` report: the header line and the body, the reason among `asi`'s strings.
    static func ips(reason: String) -> String {
        """
        {"app_name":"Photos","timestamp":"2024-01-05 13:19:57.00 +0100","app_version":"2.1.5","slice_uuid":"0c1e7a4e-6b1f-3d5a-9d3c-2f7e8a9b0c1d","build_version":"63","platform":2,"bundleID":"com.example.Photos","share_with_app_devs":1,"is_first_party":0,"bug_type":"309","os_version":"iPhone OS 17.2.1 (21C66)","incident_id":"2A604A2A-A5A6-45FA-B748-FEDC742E666D","name":"Photos"}
        {
          "uptime" : 120000,
          "procName" : "Photos",
          "exception" : {"codes":"0x0000000000000000, 0x0000000000000000","rawCodes":[0,0],"type":"EXC_CRASH","signal":"SIGABRT"},
          "termination" : {"flags":0,"code":6,"namespace":"SIGNAL","indicator":"Abort trap: 6","byProc":"Photos","byPid":45551},
          "asi" : {"libsystem_c.dylib":["abort() called"],"CoreFoundation":["\(jsonEscaped(reason))"]},
          "lastExceptionBacktrace" : [{"imageOffset":992924,"symbol":"__exceptionPreprocess","symbolLocation":164,"imageIndex":5},{"imageOffset":113792,"symbol":"objc_exception_throw","symbolLocation":60,"imageIndex":4}],
          "faultingThread" : 0,
          "threads" : [{"triggered":true,"id":1234,"queue":"com.apple.main-thread","frames":[{"imageOffset":37932,"symbol":"__pthread_kill","symbolLocation":8,"imageIndex":6}]}]
        }
        """
    }

    // MARK: Every message, every era

    /// One sample of every UIKit message, each era's wording among them (`otherTemplates`).
    static let samples: [UIKitError] = {
        let view = "<UICollectionView: 0x10480a000; frame = (0 0; 393 852); clipsToBounds = YES; layer = <CALayer: 0x6000002d4e60>; contentOffset: {0, 0}; contentSize: {393, 50}; adjustedContentInset: {0, 0, 0, 0}; layout: <UICollectionViewFlowLayout: 0x104608d90>; dataSource: <Photos.ViewController: 0x10460a6b0>>"
        return [
            .deleteAndReload(IndexPath(0, 1)), .deleteSectionOutOfRange(5, 2), .deleteAndMoveSection(0),
            .deleteAndMoveItem(IndexPath(0, 2)), .moveFromDeletedSection(1), .deleteItemSectionOutOfRange(0, 3, 2),
            .deleteItemOutOfRange(7, 0, 4), .insertSectionOutOfRange(4, 3), .insertAndMoveSection(1),
            .insertAndMoveItem(IndexPath(1, 0)), .moveIntoInsertedSection(1), .insertItemSectionOutOfRange(1, 4, 2),
            .insertItemOutOfRange(9, 0, 5), .moveSectionSourceOutOfRange(6, 2), .moveSectionTargetOutOfRange(0, 4, 2),
            .moveItemSourceSectionOutOfRange(IndexPath(5, 0), 2), .moveItemSourceOutOfRange(IndexPath(0, 8), 4),
            .moveItemTargetSectionOutOfRange(IndexPath(0, 0), IndexPath(7, 0), 2),
            .moveItemTargetOutOfRange(IndexPath(0, 0), IndexPath(0, 9), 4),
            .moveSectionToBoth(0, 1, 2), .moveItemToBoth(IndexPath(0, 0), IndexPath(0, 1), IndexPath(0, 2)),
            .moveBothSections(0, 1, 2), .moveBothItems(IndexPath(0, 0), IndexPath(0, 1), IndexPath(0, 2)),
            .reconfigureItemSectionOutOfRange(1, 3, 2), .reconfigureItemOutOfRange(7, 0, 4),
            .scrollToInvalidIndexPath(IndexPath(1, 5)),
            .invalidScrollTarget(IndexPath(0, 9), itemsInSection: 7, sections: 2, view: view, modern: true),
            .invalidScrollTarget(IndexPath(4, 0), itemsInSection: nil, sections: 2, view: view, modern: true),
            .multipleScrollPositions(vertical: true), .multipleScrollPositions(vertical: false),
            .numberOfItemsInMissingSection(3, 2),
            .unregisteredIdentifier(kind: "UICollectionElementKindCell", identifier: "PhotoCell"),
            .unregisteredIdentifier(kind: "badge", identifier: "badge"),
            .unregisteredDecorationKind("UICollectionElementKindSectionFooter"), .unregisteredDecorationKind("card"),
            .directMutation,
            .duplicateItemIdentifiers(["a", "b"], listed: true), .duplicateSectionIdentifiers(["S"], listed: true),
            .reloadMissingItem("ghost"), .reconfigureMissingItem("ghost"), .reloadMissingSection("Nowhere"),
            .invalidReferenceItem("ghost"), .invalidMovedItem("ghost"), .invalidSection("Nowhere"),
            .sectionsAlreadyExist(["S"]), .sectionsAlreadyExist(["S", "T"]), .sectionNotFound("Ghost"), .noSections,
            .sectionSnapshotDuplicates(["x"]), .invalidParent("ghost"),
            .cellNotDequeued, .nilCell(IndexPath(0, 1)), .nilCell(IndexPath(2, 40)),
            .supplementaryKindMismatch(asked: "UICollectionElementKindSectionFooter", dequeued: "UICollectionElementKindSectionHeader"),
            .supplementaryNotDequeued(kind: "UICollectionElementKindSectionHeader", IndexPath(0, 0), view: "(null)"),
            .globalIndexOutOfRange(12, 12),
            .emptyPreferredSize(original: "<UICollectionViewLayoutAttributes: 0x0> index path: (<NSIndexPath: 0x0> {length = 2, path = 0 - 0}); size = (390 60)",
                                preferred: "<UICollectionViewLayoutAttributes: 0x0> index path: (<NSIndexPath: 0x0> {length = 2, path = 0 - 0}); size = (0 0)",
                                view: view),
            .attributesForMissingIndexPath(IndexPath(0, 10)), .noLayoutAttributesForItem(IndexPath(1, 25)),
        ]
    }()

    /// The engine's own refusals: not UIKit's messages, so not `why`'s.
    static let engineOwn: [UIKitError] = [
        .itemDeletedTwice(IndexPath(0, 0)), .sectionDeletedTwice(0), .reloadedAndReconfigured(IndexPath(0, 0)),
        .dataOutOfRange("x"), .duplicateDataIdentifier("a", nil),
        .noItemToAct(verb: "select", IndexPath(0, 0), itemsInSection: 1, sections: 1), .notDiffable,
        .tooManyViewsOnScreen(limit: 10, visibleRect: Rect(x: 0, y: 0, width: 1, height: 1)),
    ]

    /// The count reports, every era: the classic sentences and the two multi-line reports.
    static let countTexts: [String] = {
        let entries = ["Delete item (0 - 1)", "Insert item (1 - 0)"]
        var texts = [CountMismatchReport.invalidItemCount(section: 0, after: 5, before: 4, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0).text,
                     CountMismatchReport.invalidSectionCount(after: 2, before: 3, inserted: 1, deleted: 0).text]
        for era in CountReportEra.allCases where era != .classic {
            texts.append(CountMismatchReport.batchReport(era, before: [4, 2], after: [5, 2], entries: entries, view: "<UICollectionView: 0x0>").text)
        }
        return texts
    }()

    /// Every case of `UIKitError` is sampled here or is the engine's own: the case names are read
    /// from the enum's source, so a new message fails this test until `why` knows it.
    @Test func everyCaseOfUIKitErrorIsSampled() throws {
        let source = try String(contentsOf: PackageRoot.appending("Sources/CollectionEngine/Updates/UIKitError.swift"), encoding: .utf8)
        let body = try #require(source.components(separatedBy: "public enum Exception").last)
        let names = Set(body.matches(of: try Regex(#"\n    case ([a-zA-Z]+)"#)).compactMap { match -> String? in
            match.output[1].substring.map(String.init)
        })
        #expect(names.count > 40)
        let sampled = Set((Self.samples + Self.engineOwn).map(\.caseName)).union(["countMismatch"])
        #expect(names.subtracting(sampled).isEmpty, "unsampled: \(names.subtracting(sampled).sorted())")
        for error in Self.engineOwn { #expect(error.exception == .engine, "\(error.id)") }
        for error in Self.samples { #expect(error.exception != .engine, "\(error.id)") }
    }

    /// Each message in each era's wording, in each form: recognised, by a pattern of its domain.
    @Test func everyMessageInEveryEraInEveryFormIsRecognised() {
        var texts: [(String, String)] = Self.countTexts.map { ($0, "update") }
        for error in Self.samples {
            for template in [error.template] + error.otherTemplates {
                texts.append((template.text, String(error.id.split(separator: ".")[0])))
            }
        }
        var failures: [String] = []
        for (message, domain) in texts {
            for (form, paste) in Self.wrapped(message) {
                guard case .explained(let report) = CrashLogAnalysis.analyze(paste) else {
                    failures.append("\(form): not recognised: \(message.prefix(120))")
                    continue
                }
                if !report.reconstruction.patternID.hasPrefix(domain + ".") {
                    failures.append("\(form): \(report.reconstruction.patternID) for \(message.prefix(120))")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failures:\n\(failures.prefix(40).joined(separator: "\n"))")
    }

    /// What the engine raises (or logs) in a real run, in every form: recognised by the same pattern
    /// and rebuilt into a scenario that produces exactly the same text.
    @Test(arguments: CrashLogAnalysisTests.roundTrips + CrashFormsTests.moreRoundTrips)
    func producedMessagesInEveryFormAreReproduced(scenario: String, pattern: String) throws {
        let message = try #require(CrashLogAnalysisTests.produce(scenario), "the scenario raised nothing")
        let isLog = LogPatternID.allCases.map(\.id).contains(pattern) && pattern != LogPatternID.invalidBatchUpdates.id
        for (form, paste) in isLog ? Self.logWrapped(message) : Self.wrapped(message) {
            guard case .explained(let report) = CrashLogAnalysis.analyze(paste) else {
                Issue.record("\(form): not recognised: \(paste.prefix(300))")
                continue
            }
            #expect(report.reconstruction.patternID == pattern, "\(form)")
            #expect(report.reproduced, "\(form): \(report.produced ?? "nothing")\n---\n\(report.reconstruction.scenario)")
        }
    }

    /// The messages the round trips of `CrashLogAnalysisTests` lack: the cell and self-sizing
    /// contracts, a supplementary kind, and every count era.
    static let moreRoundTrips: [(String, String)] = [
        ("sections A\nitems A count 3\ndelegate cellForItemAt [0,1] = notDequeued\nreload", "cells.cellNotDequeued"),
        ("sections A\nitems A count 3\ndelegate cellForItemAt [0,2] = nil\nreload", "cells.nilCell"),
        ("sections A\nitems A count 3\nlayout flow itemSize=100x100 sectionBackground=card", "cells.unregisteredDecorationKind"),
        ("sections A\nitems A count 3\nregister Photo\ndelegate dequeueReusableCell [0,2] = Banner\nreload", "cells.unregisteredIdentifier"),
        ("layout flow itemSize=100x100 footerReferenceSize=390x40\nsections A\nitems A count 3\ndelegate viewForSupplementaryElementOfKind = headerForFooter\nreload", "cells.supplementaryKindMismatch"),
        ("ios 16\nlayout flow estimatedItemSize=390x60 minimumLineSpacing=0\nsections S\nitems S count 4\ncellSize [0,1] 0x0", "selfSizing.emptyPreferredSize"),
        ("ios 16.4\nsections A\nitems A count 4\ndata insert [0,4] Z\nreload [0,0]", "update.invalidBatchUpdates"),
        ("ios 26\nsections A\nitems A count 4\ndata insert [0,4] Z\nreload [0,0]", "update.invalidBatchUpdates"),
    ]

    // MARK: Messages of another class

    /// A message of another class gets one plain sentence saying what it is (exit 1 in the CLI).
    @Test(arguments: [
        // UITableView, classic and iOS 16.4+ (exyte/Chat#56, flattened by Crashlytics).
        ("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).'",
         "That is UITableView's message, not UICollectionView's"),
        ("Fatal Exception: NSInternalInconsistencyException Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates. Data source before updates = { 1 section with row counts: [3] } Data source after updates = { 1 section with row counts: [0] } Updates = [ Delete row (0 - 1), Delete row (0 - 0) ]",
         "That is UITableView's message, not UICollectionView's"),
        // A custom layout asserting in its own code.
        ("2024-02-01 09:00:00.000000+0100 Photos[1:2] *** Assertion failure in -[MosaicLayout prepareLayout], MosaicLayout.m:88\n2024-02-01 09:00:00.000001+0100 Photos[1:2] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'column count must be positive'",
         "That is an assertion of the app's own layout class MosaicLayout"),
        // iOS 13+ log (yacir/CollectionViewSlantedLayout#47, onmyway133/notes#550).
        ("2020-11-10 10:00:00.000000+0100 Photos[6275:707237] [CollectionView] Layout attributes <UICollectionViewLayoutAttributes: 0x7ff1035113c0> index path: (<NSIndexPath: 0xbcd26c36f94746f0> {length = 2, path = 0 - 3}); frame = (0 603; 414 275); zIndex = 3;  were received from the layout <Photos.MosaicLayout: 0x7ff1035148a0> but are not valid for the data source counts. Attributes will be ignored.",
         "That is UIKit's console log (iOS 13 and later)"),
        // UIKit's bookkeeping (lionheart/openradar-mirror#17287).
        ("Application Specific Information: *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'request for index path for global index 6249663710 when there are only 2 items in the collection view'",
         "That is an assertion inside UIKit's own collection view bookkeeping"),
        // iOS 15+ dequeue check (Instabug/Instabug-iOS#510).
        ("Fatal Exception: NSInternalInconsistencyException\nExpected dequeued view to be returned to the collection view in preparation for display. When the collection view's data source is asked to provide a view for a given index path, ensure that a single view is dequeued and returned to the collection view.",
         "That is UIKit's check (iOS 15 and later)"),
        // UITableView's range message in Xcode's banner (qiita.com/Se1getsu/items/4fd3aec16cf7638f74ca).
        ("Thread 1: \"attempt to insert row 2 into section 0, but there are only 2 rows in section 0 after the update\"",
         "That is UITableView's message, not UICollectionView's: \"attempt to insert row 2"),
        // Crashlytics' two lines: the sentence quotes the reason, not the "Fatal Exception" line (exyte/Chat#56).
        ("Fatal Exception: NSInternalInconsistencyException\nInvalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates. Data source before updates = { 1 section with row counts: [3] } Data source after updates = { 1 section with row counts: [0] } Updates = [ Delete row (0 - 1), Delete row (0 - 0) ]\n0  CoreFoundation                 0x184916d8c __exceptionPreprocess",
         "That is UITableView's message, not UICollectionView's: \"Invalid batch updates detected"),
        // UIKit collection view messages of APIs colscript does not model (nicklockwood/layout#55,
        // anyproto/anytype-swift#998), and UIKit's compositional layout assertions in an iOS 17 `.ips`.
        ("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'UICollectionView must be initialized with a non-nil layout parameter'",
         "That is UIKit's collection view message \"UICollectionView must be initialized"),
        ("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Deadlock detected: calling this method on the main queue with outstanding async updates is not permitted and will deadlock. Please always submit updates either always on the main queue or always off the main queue - view=<Anytype.EditorCollectionView: 0x12d0c6000; baseClass = UICollectionView; frame = (0 0; 430 932)>'",
         "That is UIKit's collection view message \"Deadlock detected"),
        (CrashFormsTests.modernIPS(CompositionalMessages.groupNeedsSubitem), "That is UIKit's collection view message \"At least 1 subitem is required for a group\""),
        ("Fatal Exception: NSInternalInconsistencyException\n" + CompositionalMessages.countTooSmall(.vertical),
         "That is UIKit's collection view message \"A repeating vertical group should specify a count >= 1\""),
        // Not UIKit at all.
        ("Fatal error: Index out of range\n2024-02-01 09:00:00.000000+0100 Photos[1:2] Fatal error: Index out of range", "That is not a UIKit collection view message"),
        ("*** Terminating app due to uncaught exception 'NSRangeException', reason: '*** -[__NSArrayM objectAtIndex:]: index 4 beyond bounds [0 .. 3]'", "That is not a UIKit collection view message"),
        ("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '-[Photos.Cell setTitle:]: unrecognized selector sent to instance 0x7f9'", "That is not a UIKit collection view message"),
    ])
    func anotherClassesMessageIsNamed(paste: String, sentence: String) {
        guard case .unknown(let said) = CrashLogAnalysis.analyze(paste) else {
            Issue.record("explained: \(paste)")
            return
        }
        #expect(said.hasPrefix("why: " + sentence), "\(said)")
        #expect(!said.contains("cut short or reworded"))
    }

    /// The sentence quotes the paste: its control characters come back escaped, never raw.
    @Test func anotherClassesMessageIsQuotedEscaped() {
        let paste = "*** Terminating app due to uncaught exception 'NSRangeException', reason: '*** -[__NSArrayM objectAtIndex:]: index 4\r beyond bounds \u{1B}]0;title\u{07} [0 .. 3]'"
        guard case .unknown(let said) = CrashLogAnalysis.analyze(paste) else {
            Issue.record("explained: \(paste)")
            return
        }
        #expect(said.hasPrefix("why: That is not a UIKit collection view message"), "\(said)")
        #expect(!said.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }, "\(said)")
    }

    // MARK: Speaking UIKit

    /// The explanation speaks UIKit to the app developer: no script syntax (backticked commands,
    /// `view`/`data` prefixes) outside the scenario.
    @Test(arguments: CrashLogAnalysisTests.roundTrips + CrashFormsTests.moreRoundTrips)
    func theExplanationSpeaksUIKit(scenario: String, pattern: String) throws {
        let message = try #require(CrashLogAnalysisTests.produce(scenario))
        guard case .explained(let report) = CrashLogAnalysis.analyze(message) else {
            Issue.record("not recognised")
            return
        }
        let shown = report.rendered()
        let after = shown.components(separatedBy: "\n--- what happened ---\n").last ?? ""
        let parts = after.components(separatedBy: "\n--- likely mistake in the app ---\n")
        let (happened, mistake) = (parts[0], parts.count > 1 ? parts[1] : "")
        #expect(!happened.contains("`"), "\(pattern): script syntax in\n\(happened)")
        for words in [" prefix", "diffable on", "`view", "`data", "batch {", "delegate cellForItemAt", "cellSize ", "set validateOffscreenUpdates"] {
            #expect(!happened.contains(words) && !mistake.contains(words), "\(pattern): \(words) in\n\(after)")
        }
    }

    /// The app wording of an explanation line: a parenthesis of script syntax goes, a line of it goes.
    @Test func explanationLinesInUIKitTerms() {
        #expect(Explainer.inUIKitTerms("Smallest fix: make the same change to the data source inside the update (drop the `view` prefix), or do not tell the view.")
                == "Smallest fix: make the same change to the data source inside the update, or do not tell the view.")
        #expect(Explainer.inUIKitTerms("or call reloadData() (`reload`) before this update.") == "or call reloadData() before this update.")
        #expect(Explainer.inUIKitTerms("Fix: `register NAME` before the cells are needed.") == nil)
        #expect(Explainer.inUIKitTerms("Fix: keep one position per axis.") == "Fix: keep one position per axis.")
        #expect(Explainer.inUIKitTerms("(register(_:forSupplementaryViewOfKind:withReuseIdentifier:)) x") == "(register(_:forSupplementaryViewOfKind:withReuseIdentifier:)) x")
    }

    // MARK: The forms' extraction

    @Test func jsonStringsAreDecoded() {
        let text = #"{"a":"no", "b":"Invalid update: x\ny \"q\" \u2026 \/ \\ end", "c":["abort() called"]}"#
        #expect(CrashLogText.jsonStrings(in: text) == "Invalid update: x\ny \"q\" … / \\ end\nabort() called")
    }
}
