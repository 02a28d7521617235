import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C while the REPL waits for input: the SIGINT handler only sets this flag (an atomic store
/// is async-signal-safe); the read loop sees it when `poll` returns and clears the line there.
enum InterruptFlag {
    private static let raised = Atomic<Bool>(false)

    /// Installs the SIGINT handler (without SA_RESTART, so `poll` returns EINTR) for the rest of
    /// the process. Ctrl-C never ends the REPL.
    static func install() {
        _ = raised.load(ordering: .relaxed)  // initialise before a signal can arrive
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { _ in InterruptFlag.raised.store(true, ordering: .relaxed) }
        #else
        action.__sigaction_u.__sa_handler = { _ in InterruptFlag.raised.store(true, ordering: .relaxed) }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }

    /// Whether Ctrl-C was pressed since the last call; clears the flag.
    static func take() -> Bool {
        raised.exchange(false, ordering: .relaxed)
    }
}
