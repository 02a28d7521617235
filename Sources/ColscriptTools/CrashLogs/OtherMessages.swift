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
        // UITableView's messages: rows, "table view", its classes.
        Kind(matches: { message, paste in
            let w = message
            let rows = w.contains("number of rows") || w.contains("row counts") || w.contains("Delete row (") || w.contains("Insert row (")
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
