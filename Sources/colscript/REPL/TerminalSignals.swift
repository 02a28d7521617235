import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C and Ctrl-Z while the REPL waits for input at a terminal.
///
/// The handlers only set an atomic flag and write one byte to a pipe (both async-signal-safe);
/// the read loop polls that pipe next to standard input, so a signal that lands just before
/// `poll` still wakes it (the self-pipe trick), and does the real work outside the handler:
/// Ctrl-C clears the line; Ctrl-Z restores the terminal, stops the process, and on `fg` puts
/// readline's terminal mode and the line back.
///
/// While an entry runs, Ctrl-C is Lua's: the first asks politely (the flag the interpreter polls
/// between commands and inside `repeat`, which stops the entry with "interrupted" and changes
/// nothing); a second one while the first is still unanswered — the entry is inside one long
/// engine call that does not poll — ends the process as an unhandled Ctrl-C does (status 130
/// from the shell), after one line on standard error. Chosen over a flag the engine polls: the
/// engine stays free of front-end concerns, and a half-applied engine call could not be kept
/// anyway. Nothing is lost that was saved: history is written after every entry, and a recording
/// after every successful one; readline's terminal mode is already undone while an entry runs.
enum TerminalSignals {
    private static let interrupted = Atomic<Bool>(false)
    /// Whether an entry is running (set by `whileRunning`).
    private static let running = Atomic<Bool>(false)
    private static let suspended = Atomic<Bool>(false)
    private static let wakeWriteEnd = Atomic<Int32>(-1)
    private static let wakeReadEnd = Atomic<Int32>(-1)

    /// Installs the SIGINT and SIGTSTP handlers for the rest of the process. Ctrl-C never ends
    /// the REPL.
    static func install() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            }
            wakeReadEnd.store(ends[0], ordering: .relaxed)
            wakeWriteEnd.store(ends[1], ordering: .relaxed)
        }
        _ = interrupted.load(ordering: .relaxed)
        _ = suspended.load(ordering: .relaxed)
        _ = running.load(ordering: .relaxed)
        setHandler(SIGINT) { _ in TerminalSignals.interruptArrived() }
        installSuspendHandler()
    }

    /// The descriptor that becomes readable when a signal arrives (-1 when the pipe failed).
    static var wakeDescriptor: Int32 { wakeReadEnd.load(ordering: .relaxed) }

    /// Runs `body` (one REPL entry) with Ctrl-C in its two-step mode: see the type's comment.
    static func whileRunning<Result>(_ body: () -> Result) -> Result {
        running.store(true, ordering: .sequentiallyConsistent)
        defer { running.store(false, ordering: .sequentiallyConsistent) }
        return body()
    }

    /// Whether Ctrl-C was pressed since the last call; clears the flag and drains the pipe.
    static func takeInterrupt() -> Bool {
        drain()
        return interrupted.exchange(false, ordering: .relaxed)
    }

    /// Whether Ctrl-Z was pressed since the last call; clears the flag and drains the pipe.
    static func takeSuspend() -> Bool {
        drain()
        return suspended.exchange(false, ordering: .relaxed)
    }

    /// Stops the process as Ctrl-Z would by default; returns after `fg` / `bg`.
    static func stopProcess() {
        setHandler(SIGTSTP, nil)
        kill(getpid(), SIGTSTP)
        installSuspendHandler()
    }

    private static func installSuspendHandler() {
        setHandler(SIGTSTP) { _ in TerminalSignals.arrived(TerminalSignals.suspended) }
    }

    /// Installs `handler` (nil: the default action) without SA_RESTART.
    private static func setHandler(_ signal: Int32, _ handler: (@convention(c) (Int32) -> Void)?) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler ?? SIG_DFL
        #else
        action.__sigaction_u.__sa_handler = handler ?? SIG_DFL
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, nil)
    }

    private static func drain() {
        let descriptor = wakeReadEnd.load(ordering: .relaxed)
        guard descriptor >= 0 else { return }
        var byte: UInt8 = 0
        while read(descriptor, &byte, 1) > 0 {}
    }

    /// The SIGINT handler: async-signal-safe only (atomics, `write`, `signal`, `raise`).
    private static func interruptArrived() {
        if running.load(ordering: .sequentiallyConsistent),
           interrupted.exchange(true, ordering: .sequentiallyConsistent) {
            let message: StaticString = "\ncolscript: interrupted twice: stopping\n"
            _ = write(2, message.utf8Start, message.utf8CodeUnitCount)
            signal(SIGINT, SIG_DFL)
            raise(SIGINT)
            return
        }
        arrived(interrupted)
    }

    private static func arrived(_ flag: borrowing Atomic<Bool>) {
        flag.store(true, ordering: .relaxed)
        let descriptor = wakeWriteEnd.load(ordering: .relaxed)
        if descriptor >= 0 {
            var byte: UInt8 = 1
            _ = write(descriptor, &byte, 1)
        }
    }
}
