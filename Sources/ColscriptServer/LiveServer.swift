import CollectionScript
import FlyingFox
import Foundation

/// The live page's web server: FlyingFox's HTTP server on the loopback address only, serving the
/// step-through page (`HTMLRenderer.livePage`) at `/?token=…` and its WebSocket at
/// `/socket?token=…`. The token is random (128 bits) and printed only in the page's address: a
/// request without it gets 403, so another user of the machine cannot watch or drive the session.
public final class LiveServer: Sendable {
    public let hub: LiveHub
    public let port: UInt16
    public let token: String
    private let server: HTTPServer

    /// The address to open: `http://127.0.0.1:PORT/?token=TOKEN`.
    public var url: String { "http://127.0.0.1:\(port)/?token=\(token)" }

    /// Why the server could not start.
    public struct StartError: Error, CustomStringConvertible {
        public var description: String
    }

    /// Starts serving `title`'s live page on 127.0.0.1:`port` (0: a free port) and returns once it
    /// listens; the server runs on the concurrency pool until the process ends.
    public static func start(title: String, port: UInt16 = 0, hub: LiveHub = LiveHub()) throws(StartError) -> LiveServer {
        let token = randomToken()
        let address: sockaddr_in
        do {
            address = try .inet(ip4: "127.0.0.1", port: port)
        } catch {
            throw StartError(description: "cannot make the address 127.0.0.1:\(port): \(error)")
        }
        let server = HTTPServer(address: address, logger: .disabled)
        let page = HTMLRenderer.livePage(title: title, socket: "/socket?token=\(token)")
        let socket = WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: LivePageSocket(hub: hub)))
        let started = StartResult()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            await server.appendRoute("GET /socket") { request in
                guard request.query["token"] == token else { return HTTPResponse(statusCode: .forbidden) }
                return try await socket.handleRequest(request)
            }
            await server.appendRoute("GET /") { request in
                guard request.query["token"] == token else {
                    return HTTPResponse(statusCode: .forbidden, body: Data("colscript: the address needs its token\n".utf8))
                }
                return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8"],
                                    body: Data(page.utf8))
            }
            let run = Task { try await server.run() }
            do {
                try await server.waitUntilListening(timeout: 10)
                if case .ip4(_, let bound)? = await server.listeningAddress {
                    started.set(.success(bound))
                } else {
                    started.set(.failure(StartError(description: "the server is not listening on 127.0.0.1")))
                }
            } catch {
                started.set(.failure(StartError(description: "cannot listen on 127.0.0.1:\(port) (is the port taken?)")))
            }
            done.signal()
            _ = try? await run.value
        }
        done.wait()
        switch started.get() {
        case .success(let bound):
            return LiveServer(hub: hub, port: bound, token: token, server: server)
        case .failure(let error):
            throw error
        case nil:
            throw StartError(description: "the server did not start")
        }
    }

    private init(hub: LiveHub, port: UInt16, token: String, server: HTTPServer) {
        self.hub = hub
        self.port = port
        self.token = token
        self.server = server
    }

    /// 32 hex digits from the system's random source.
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let word = String(generator.next() as UInt32, radix: 16)
            return String(repeating: "0", count: 8 - word.count) + word
        }.joined()
    }
}

/// The start's outcome, handed from the server's task to the thread waiting on the semaphore
/// (the semaphore orders the write before the read; the lock keeps the checker's rules).
private final class StartResult: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Result<UInt16, LiveServer.StartError>?

    func set(_ result: Result<UInt16, LiveServer.StartError>) {
        lock.lock()
        value = result
        lock.unlock()
    }

    func get() -> Result<UInt16, LiveServer.StartError>? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
