/// Why the interactive prompt could not run.
public enum PromptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// There is no controlling terminal to draw on and read keys from (`/dev/tty`).
    case noTerminal(String)
    /// The terminal could not be switched to raw mode.
    case terminalSetup(String)
    /// A path given to `--watch` cannot be watched.
    case watch(WatchError)

    public var description: String {
        switch self {
        case let .noTerminal(reason): return "No terminal to prompt on (/dev/tty: \(reason)); 'otpfill prompt' needs an interactive terminal"
        case let .terminalSetup(reason): return "Cannot set up the terminal: \(reason)"
        case let .watch(error): return error.description
        }
    }
}
