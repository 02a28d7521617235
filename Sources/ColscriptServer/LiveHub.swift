import FlyingFox

/// The messages of one session and the pages that watch it (`repl --serve`, `serve FILE`).
///
/// The session publishes from its own thread (`publish(_:)` never waits); the hub hands each
/// message, in order, to every page connected, and a page that connects later first gets every
/// message so far, so several browsers show the same session. For `serve FILE` the hub holds the
/// script's steps and publishes the next one when asked (`advance()`: a key in a page or Enter).
public actor LiveHub {
    private var messages: [String] = []
    private var pending: [String] = []
    private var watchers: [Int: AsyncStream<WSMessage>.Continuation] = [:]
    private var nextWatcher = 0
    private nonisolated let inbox: AsyncStream<Event>.Continuation

    private enum Event: Sendable {
        case publish(String)
        case hold([String])
        case advance
    }

    public init() {
        let (stream, continuation) = AsyncStream.makeStream(of: Event.self)
        inbox = continuation
        Task { [weak self] in
            for await event in stream {
                guard let self else { return }
                await self.handle(event)
            }
        }
    }

    /// Sends `message` to every page, now and to those that connect later.
    public nonisolated func publish(_ message: String) {
        inbox.yield(.publish(message))
    }

    /// Keeps `messages` to publish one at a time on `advance()` (a script served step by step).
    public nonisolated func hold(_ messages: [String]) {
        inbox.yield(.hold(messages))
    }

    /// Publishes the next held message, if any.
    public nonisolated func advance() {
        inbox.yield(.advance)
    }

    /// How many messages have been published (tests).
    public var publishedCount: Int { messages.count }

    /// How many held messages are still to come.
    public var remaining: Int { pending.count }

    private func handle(_ event: Event) {
        switch event {
        case .publish(let message):
            send(message)
        case .hold(let held):
            pending += held
        case .advance:
            guard !pending.isEmpty else { return }
            send(pending.removeFirst())
        }
    }

    private func send(_ message: String) {
        messages.append(message)
        for watcher in watchers.values { watcher.yield(.text(message)) }
    }

    /// A new page's stream: every message so far, then each new one.
    func watch() -> AsyncStream<WSMessage> {
        let (stream, continuation) = AsyncStream.makeStream(of: WSMessage.self)
        for message in messages { continuation.yield(.text(message)) }
        let id = nextWatcher
        nextWatcher += 1
        watchers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.forget(id) }
        }
        return stream
    }

    private func forget(_ id: Int) {
        watchers[id] = nil
    }

    /// How many pages are connected.
    public var watcherCount: Int { watchers.count }
}

/// One page's WebSocket: the hub's messages out; `{"type":"next"}` in asks for the next step.
struct LivePageSocket: WSMessageHandler {
    let hub: LiveHub

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let hub = hub
        Task {
            for await message in client {
                if case .text(let text) = message, text.contains("\"next\"") { hub.advance() }
            }
        }
        return await hub.watch()
    }
}
