import Glibc

/// The controlling terminal (`/dev/tty`) in raw mode, restored exactly on every way out.
///
/// ``open()`` saves the terminal's `termios`, switches to raw mode (as `cfmakeraw(3)`, with
/// `VMIN=1, VTIME=0`), turns on bracketed paste (`ESC[?2004h`) and hides the cursor.
/// ``restore()`` writes `ESC[0m ESC[?2004l ESC[?25h` and puts the saved `termios` back; it runs
/// at most once. SIGINT, SIGTERM and SIGHUP handlers do the same from the signal (with only
/// async-signal-safe calls: `write(2)`, `tcsetattr(3)`) and then let the signal kill the process
/// as it would have, so a shell sees the usual status.
public final class TerminalDevice {
    /// The terminal's file descriptor, open for reading and writing.
    public let descriptor: Int32
    /// The erase character the terminal was set up with (`c_cc[VERASE]`), if any.
    public let erase: UInt8?
    private var saved: termios
    private var restored = false

    /// What ``restore()`` writes before the saved settings go back.
    public static let restoreSequence: StaticString = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h"
    private static let setupSequence = "\u{1B}[?2004h\u{1B}[?25l"

    private init(descriptor: Int32, saved: termios) {
        self.descriptor = descriptor
        self.saved = saved
        let erase = saved.c_cc.2  // VERASE is 2 on Linux
        self.erase = erase == 0 ? nil : erase
    }

    /// Opens `/dev/tty`, enters raw mode and installs the signal handlers.
    ///
    /// - Throws: ``PromptError/noTerminal(_:)`` when there is no controlling terminal,
    ///   ``PromptError/terminalSetup(_:)`` when raw mode cannot be set.
    public static func open(path: String = "/dev/tty") throws(PromptError) -> TerminalDevice {
        let descriptor = Glibc.open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .noTerminal(SystemError.describe(errno)) }
        var saved = termios()
        guard isatty(descriptor) != 0, tcgetattr(descriptor, &saved) == 0 else {
            let reason = SystemError.describe(errno)
            close(descriptor)
            throw .noTerminal(reason)
        }
        let device = TerminalDevice(descriptor: descriptor, saved: saved)
        SignalRestorer.arm(descriptor: descriptor, saved: saved)
        var raw = saved
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_cc.6 = 1  // VMIN
        raw.c_cc.5 = 0  // VTIME
        guard tcsetattr(descriptor, TCSAFLUSH, &raw) == 0 else {
            let reason = SystemError.describe(errno)
            device.restore()
            throw .terminalSetup(reason)
        }
        device.write(setupSequence)
        return device
    }

    deinit {
        restore()
        close(descriptor)
    }

    /// Writes the restore sequence and the saved settings back, and disarms the signal handlers; once.
    public func restore() {
        guard !restored else { return }
        restored = true
        let sequence = TerminalDevice.restoreSequence
        _ = Glibc.write(descriptor, sequence.utf8Start, sequence.utf8CodeUnitCount)
        _ = tcsetattr(descriptor, TCSADRAIN, &saved)
        SignalRestorer.disarm()
    }

    /// Writes `text` in full (retrying after `EINTR` and short writes).
    public func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Reads what is available (at most 4096 bytes); `[]` at the end of input or after an error
    /// (the terminal hung up), `nil` when interrupted by a signal.
    public func read() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 { return errno == EINTR || errno == EAGAIN ? nil : [] }
        return Array(buffer[0..<count])
    }

    /// The terminal's width in columns (`TIOCGWINSZ`), 80 when unknown.
    public var columns: Int {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    /// Records a child process group (the verify command's) to end with SIGTERM if a signal ends the prompt; `0` clears it.
    public func setChild(_ processID: pid_t) {
        SignalRestorer.setChild(processID)
    }

    /// Whether the window changed size since the last call (SIGWINCH).
    public func windowChanged() -> Bool {
        SignalRestorer.takeWindowChange()
    }
}

/// The process-wide state the signal handlers need, kept in memory allocated once so a handler
/// reads it without Swift runtime calls.
enum SignalRestorer {
    private struct State {
        var descriptor: Int32 = -1
        var saved = termios()
        var windowChanged: Int32 = 0
        var child: pid_t = 0
    }

    nonisolated(unsafe) private static let state: UnsafeMutablePointer<State> = {
        let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
        pointer.initialize(to: State())
        return pointer
    }()

    private static let fatalSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    static func arm(descriptor: Int32, saved: termios) {
        let state = self.state
        state.pointee.saved = saved
        state.pointee.descriptor = descriptor
        for signal in fatalSignals { install(signal, handler: restoreAndDie) }
        install(SIGWINCH, handler: noteWindowChange)
    }

    static func disarm() {
        state.pointee.descriptor = -1
        for signal in fatalSignals { Glibc.signal(signal, SIG_DFL) }
        Glibc.signal(SIGWINCH, SIG_DFL)
    }

    /// Records the verify command's process, which a fatal signal takes down too (`0` for none).
    static func setChild(_ processID: pid_t) {
        state.pointee.child = processID
    }

    static func takeWindowChange() -> Bool {
        let changed = state.pointee.windowChanged != 0
        state.pointee.windowChanged = 0
        return changed
    }

    private static func install(_ signal: Int32, handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0  // no SA_RESTART: poll(2) and read(2) return EINTR so the loop redraws
        sigaction(signal, &action, nil)
    }

    private static let restoreAndDie: @convention(c) (Int32) -> Void = { signal in
        let state = SignalRestorer.state
        if state.pointee.child > 0 { kill(-state.pointee.child, SIGTERM) }
        let descriptor = state.pointee.descriptor
        if descriptor >= 0 {
            let sequence = TerminalDevice.restoreSequence
            _ = write(descriptor, sequence.utf8Start, sequence.utf8CodeUnitCount)
            _ = write(descriptor, "\r\n", 2)
            withUnsafeMutablePointer(to: &state.pointee.saved) { _ = tcsetattr(descriptor, TCSANOW, $0) }
        }
        Glibc.signal(signal, SIG_DFL)
        raise(signal)  // delivered when the handler returns: the default action ends the process
    }

    private static let noteWindowChange: @convention(c) (Int32) -> Void = { _ in
        SignalRestorer.state.pointee.windowChanged = 1
    }
}
