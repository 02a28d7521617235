import CollectionEngine
import CollectionScript

/// Messages `why` can name but not rebuild: another class's (UITableView's), an app's own layout
/// assertion, a crash that is not UIKit's, and UIKit collection view texts the engine does not
/// produce. Each is one plain sentence saying what the message is, so a developer holding a crash
/// that colscript cannot reproduce learns why at once instead of reading "reworded".
enum OtherMessages {
    /// What the message is; nil when it is none of these.
    struct Kind: Sendable {
        /// True when the message (given as its `Words`) or the whole paste is this kind's.
        let matches: @Sendable (_ message: Words, _ paste: String) -> Bool
        /// The sentence, given the message's first line (clipped).
        let sentence: @Sendable (_ firstLine: String, _ paste: String) -> String
    }

    /// The sentence for `message` in `paste`, or nil.
    static func sentence(for message: String, in paste: String) -> String? {
        let first = String(message.split(separator: "\n").first ?? "").trimmed
        // Quoted back: its control characters escaped as the transcript escapes them (a pasted
        // `\r` or ESC never reaches the terminal raw).
        let clipped = (first.count > 200 ? String(first.prefix(200)) + "…" : first).escapingControlCharacters
        // The message's words once for every kind (a pasted megabyte: each `words` is a pass).
        let words = Words(message)
        for kind in kinds where kind.matches(words, paste) {
            return "why: " + kind.sentence(clipped, paste)
        }
        return nil
    }

    /// The words of `text`, whitespace runs read as one space (crash reporters flatten lines).
    private static func words(_ text: String) -> String { ByteSearch.words(text) }

    /// A message's words, searched byte for byte (`ByteSearch`).
    struct Words: Sendable {
        let text: String
        init(_ message: String) { text = OtherMessages.words(message) }
        func contains(_ phrase: String) -> Bool { ByteSearch.contains(phrase, in: text) }
    }

    /// The class an `*** Assertion failure in -[Class method:]` names, when it is the app's own
    /// layout (not UIKit's `UI…`/`_UI…` classes).
    static func appLayoutClass(in text: String) -> String? {
        // Tried only where "Assertion failure in " stands (a regex search of a pasted megabyte
        // from every position took a tenth of a second).
        guard let (_, m) = AnchoredMatch(#"Assertion failure in [-+]\[([A-Za-z_][\w.]*) "#)?.firstMatch(in: text),
              let name = m.first, !name.hasPrefix("UI"), !name.hasPrefix("_UI"), !name.hasPrefix("NS"),
              name.contains("Layout") else { return nil }
        return name
    }

    /// A phrase of a UIKit collection view message colscript does not produce, and what it means.
    struct Unmodelled: Sendable {
        let phrase: String
        let meaning: String
        /// Raised when an object is made (a compositional layout, a list cell's accessories), not
        /// by a call `why` could rebuild.
        var whenMade = false
    }

    /// UIKit's collection view (and compositional layout, list cell) messages `why` cannot rebuild:
    /// the phrase that names each, from the engine's own text where the engine raises it.
    static let unmodelled: [Unmodelled] = [
        Unmodelled(phrase: "must be initialized with a non-nil layout parameter",
                   meaning: "UICollectionView(frame:collectionViewLayout:) was given no layout, or UICollectionView() / init(frame:) was used: create the view with a layout (UICollectionViewFlowLayout(), a compositional layout)."),
        Unmodelled(phrase: "Deadlock detected: calling this method on the main queue with outstanding async updates",
                   meaning: "The diffable data source's apply was called on the main queue while applies submitted from a background queue were still running. Apply snapshots always from the main queue, or always from one background queue, never both."),
        Unmodelled(phrase: "applying updates in a non-thread confined manner",
                   meaning: "The diffable data source's apply was called from more than one queue (a warning, not a crash; the next mix can deadlock or raise). Apply snapshots always from the main queue, or always from one serial background queue."),
        Unmodelled(phrase: "too many update animations on one view",
                   meaning: "More than 31 animated updates (performBatchUpdates, insertItems, …) were in flight at once, usually updates started in a loop or from rapid callbacks. Coalesce the changes into one performBatchUpdates, or reloadData()."),
        Unmodelled(phrase: "invalid nib registered for identifier",
                   meaning: "The nib registered for that reuse identifier must hold exactly one top-level object, a UICollectionReusableView (a UICollectionViewCell for cells). Remove the other top-level objects from the nib."),
        // The compositional layout's and list cells' assertions, raised when the layout or the cell
        // configuration is made (colscript raises them too, but the scenario is the app's layout code).
        Unmodelled(phrase: CompositionalMessages.groupNeedsSubitem,
                   meaning: "An NSCollectionLayoutGroup was made with an empty subitems array (.horizontal(layoutSize:subitems: [])). Give every group at least one item.", whenMade: true),
    ] + LayoutGroup.Axis.allCases.map {
        Unmodelled(phrase: CompositionalMessages.countTooSmall($0),
                   meaning: "A group made with .\($0.rawValue)(layoutSize:subitem:count:) was given a count of 0 or less. Pass a count of at least 1.", whenMade: true)
    } + [
        Unmodelled(phrase: String(CompositionalMessages.repeatingGroupNeedsOneSubitem(2).prefix(while: { $0 != "," })),
                   meaning: "A group made with repeatingSubitem:count: was given more than one item. A repeating group repeats exactly one item; use subitems: for several.", whenMade: true),
        Unmodelled(phrase: String(CompositionalMessages.duplicateKinds([]).dropFirst("Error: ".count).prefix(while: { $0 != ":" })),
                   meaning: "A compositional section (or the layout's configuration) has two boundary supplementary items of the same elementKind (two headers, say). Give each its own kind.", whenMade: true),
        Unmodelled(phrase: lastSentence(CompositionalMessages.nonFinite(.fractionalWidth(.nan))),
                   meaning: "An NSCollectionLayoutDimension got a fraction that is NaN or infinite, usually a division by a zero count. Check the value before making the dimension.", whenMade: true),
        Unmodelled(phrase: lastSentence(CompositionalMessages.nonFinite(.absolute(.nan))),
                   meaning: "An NSCollectionLayoutDimension got a size that is NaN or infinite, usually a division by zero. Check the value before making the dimension.", whenMade: true),
        Unmodelled(phrase: CompositionalMessages.invalidSectionDefinition,
                   meaning: "The compositional layout's section provider returned nil for a section that has items. Return a section for every section the data source has.", whenMade: true),
        Unmodelled(phrase: String(CollectionView.duplicateAccessoryMessage(.checkmark).prefix(while: { $0 != "." })),
                   meaning: "A list cell's accessories array holds two system accessories of one kind (two .disclosureIndicator(), say). Keep one of each kind.", whenMade: true),
    ]

    /// The last sentence of `text` (the part of a message that holds no value).
    static func lastSentence(_ text: String) -> String {
        text.components(separatedBy: ". ").last ?? text
    }

    static let kinds: [Kind] = [
        // iOS 13+ console log: the layout answered attributes beyond the data source's counts.
        Kind(matches: { message, _ in
            let w = message
            return w.contains("were received from the layout") && w.contains("not valid for the data source counts")
        }, sentence: { _, _ in
            "That is UIKit's console log (iOS 13 and later) that the collection view's layout returned layout attributes for an index path the data source does not have (its counts are smaller); UIKit ignores those attributes and carries on, nothing crashed. colscript does not print this log; the same mistake made UIKit raise \"UICollectionView received layout attributes for a cell with an index path that does not exist\" before iOS 13, which `why` rebuilds. The likely mistake: " + CrashPattern.staleAttributesMistake
        }),
        // iOS 15+: a cell dequeued outside cellForItemAt, or two dequeued for one request.
        Kind(matches: { message, _ in message.contains("Expected dequeued view to be returned to the collection view") },
             sentence: { _, _ in
            "That is UIKit's check (iOS 15 and later) that the view returned from cellForItemAt (or viewForSupplementaryElementOfKind) is the one view dequeued for that request; colscript does not model it. The likely mistake: a cell dequeued outside cellForItemAt (to measure or configure it), two cells dequeued for one index path, or a dequeued cell thrown away and another returned. Dequeue exactly once per request and return that view; to reach a visible cell use cellForItem(at:)."
        }),
        // UIKit collection view messages of APIs colscript does not model: what each means.
        Kind(matches: { message, _ in unmodelled.contains { message.contains($0.phrase) } },
             sentence: { first, paste in
            let words = Words(paste)
            guard let known = unmodelled.first(where: { words.contains($0.phrase) }) else { return "" }
            let what = known.whenMade
                ? "raised when the app makes the layout (or the cell's configuration), before any update, so there is no update for `why` to rebuild."
                : "from an API colscript does not model, so it cannot be rebuilt as a scenario."
            return "That is UIKit's collection view message \"\(first)\", " + what + " " + known.meaning
        }),
        // UITableView's messages: rows, "table view", its classes.
        Kind(matches: { message, paste in
            let w = message
            let rows = w.contains("number of rows") || w.contains("row counts") || w.contains("rows in section")
                || ["Delete", "Insert", "Move", "Reload"].contains { w.contains("\($0) row (") }
                || ["insert", "delete", "move", "reload"].contains { w.contains("attempt to \($0) row") }
            let collection = w.contains("UICollectionView") || w.contains("collection view")
            return rows || (!collection && (w.contains("UITableView") || w.contains("table view") || ByteSearch.contains("-[UITableView ", in: paste)))
        }, sentence: { first, _ in
            "That is UITableView's message, not UICollectionView's: \"\(first)\". colscript models UICollectionView only; the same mistake with a collection view (items instead of rows) is what `why` rebuilds."
        }),
        // An app's own layout class asserting.
        Kind(matches: { _, paste in appLayoutClass(in: paste) != nil && !ByteSearch.contains("reason: 'Invalid", in: words(paste)) },
             sentence: { first, paste in
            "That is an assertion of the app's own layout class \(appLayoutClass(in: paste) ?? "") (its own code, not UIKit's checks): \"\(first)\". Look at that class's source; colscript models UIKit's layouts and a custom layout's answers, not its assertions."
        }),
        // UIKit's internal bookkeeping asserting (no public API reaches these directly).
        Kind(matches: { message, _ in
            let w = message
            return w.contains("request for index path for global index") || w.contains("request for number of items before section")
                || w.contains("request for layout attributes for")
        }, sentence: { first, _ in
            "That is an assertion inside UIKit's own collection view bookkeeping (UICollectionViewData), not a message about one call: \"\(first)\". It follows an earlier inconsistency — usually the data source changing without the view being told, or an update from a background queue — which colscript cannot read from this text."
        }),
        // Not UIKit at all: Swift runtime traps, Foundation collections, Objective-C messaging, signals.
        Kind(matches: { message, paste in
            let w = message
            return w.contains("Fatal error:") || w.contains("Index out of range") || w.contains("Unexpectedly found nil")
                || w.contains("beyond bounds") || w.contains("unrecognized selector sent to") || w.contains("NSRangeException")
                || ByteSearch.contains("EXC_BAD_ACCESS", in: paste) || ByteSearch.contains("SIGSEGV", in: paste)
        }, sentence: { first, _ in
            "That is not a UIKit collection view message but a crash of the app's own code or another framework (a Swift runtime error, Foundation or the Objective-C runtime): \"\(first)\". The backtrace's first frame in the app's code shows where; colscript reproduces UICollectionView's messages only."
        }),
    ]
}
