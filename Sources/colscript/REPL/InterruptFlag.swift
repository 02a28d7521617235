import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C while the REPL waits for input. The SIGINT handler only sets an atomic flag and writes
/// one byte to a pipe (both async-signal-safe); the read loop polls that pipe next to standard
/// input, so a Ctrl-C that lands just before `poll` still wakes it (the self-pipe trick), and
/// clears the line outside the handler.
enum InterruptFlag {
    private static let raised = Atomic<Bool>(false)
    private static let wakeWriteEnd = Atomic<Int32>(-1)
    private static let wakeReadEnd = Atomic<Int32>(-1)

    /// Installs the SIGINT handler for the rest of the process. Ctrl-C never ends the REPL.
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
        _ = raised.load(ordering: .relaxed)
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { _ in InterruptFlag.signalArrived() }
        #else
        action.__sigaction_u.__sa_handler = { _ in InterruptFlag.signalArrived() }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }

    /// The descriptor that becomes readable when Ctrl-C is pressed (-1 when the pipe failed).
    static var wakeDescriptor: Int32 { wakeReadEnd.load(ordering: .relaxed) }

    /// Whether Ctrl-C was pressed since the last call; clears the flag and drains the pipe.
    static func take() -> Bool {
        let descriptor = wakeReadEnd.load(ordering: .relaxed)
        if descriptor >= 0 {
            var byte: UInt8 = 0
            while read(descriptor, &byte, 1) > 0 {}
        }
        return raised.exchange(false, ordering: .relaxed)
    }

    private static func signalArrived() {
        raised.store(true, ordering: .relaxed)
        let descriptor = wakeWriteEnd.load(ordering: .relaxed)
        if descriptor >= 0 {
            var byte: UInt8 = 1
            _ = write(descriptor, &byte, 1)
        }
    }
}
