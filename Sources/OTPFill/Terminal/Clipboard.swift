import Glibc

/// Puts a code on the clipboard: through `wl-copy` (Wayland) or `xclip` (X11) when one is
/// installed and a display is set, otherwise with an OSC 52 sequence written to the terminal
/// (`ESC ] 52 ; c ; BASE64 BEL`), which reaches the local clipboard over ssh, and through tmux
/// with `set-clipboard on`.
public enum Clipboard {
    /// How a copy was made.
    public enum Method: Equatable, Sendable {
        case tool(String)
        case osc52
    }

    /// The OSC 52 sequence that sets the clipboard (`c`) to `text`.
    public static func osc52(_ text: String) -> String {
        "\u{1B}]52;c;" + Base64.encode(Array(text.utf8)) + "\u{07}"
    }

    /// Copies `text`.
    ///
    /// - Parameter terminal: where to write OSC 52; `/dev/tty` is opened when `nil`.
    /// - Returns: how it was copied, or `nil` when there was no tool and no terminal.
    @discardableResult
    public static func copy(_ text: String, terminal: Int32? = nil) -> Method? {
        if let tool = availableTool(), run(tool, input: text) { return .tool(tool[0]) }
        let sequence = Array(osc52(text).utf8)
        let descriptor = terminal ?? open("/dev/tty", O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { if terminal == nil { close(descriptor) } }
        let written = sequence.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        return written == sequence.count ? .osc52 : nil
    }

    /// The command to pipe the text into, if a clipboard tool fits the session.
    static func availableTool() -> [String]? {
        if hasValue("WAYLAND_DISPLAY"), let path = findExecutable("wl-copy") { return [path] }
        if hasValue("DISPLAY"), let path = findExecutable("xclip") { return [path, "-selection", "clipboard"] }
        return nil
    }

    private static func hasValue(_ name: String) -> Bool {
        guard let value = getenv(name) else { return false }
        return value.pointee != 0
    }

    private static func findExecutable(_ name: String) -> String? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = directory + "/" + name
            if access(candidate, X_OK) == 0 { return String(candidate) }
        }
        return nil
    }

    /// Runs `command` with `input` on its standard input; `true` when it exited with 0.
    private static func run(_ command: [String], input: String) -> Bool {
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { return false }
        _ = fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let argv = command.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var processID: pid_t = 0
        let status = posix_spawn(&processID, command[0], &actions, nil, argv, environ)
        close(pipeEnds[0])
        guard status == 0 else {
            close(pipeEnds[1])
            return false
        }
        let bytes = Array(input.utf8)
        _ = bytes.withUnsafeBytes { write(pipeEnds[1], $0.baseAddress, $0.count) }
        close(pipeEnds[1])
        var exitStatus: Int32 = 0
        while waitpid(processID, &exitStatus, 0) < 0 && errno == EINTR {}
        return exitStatus == 0
    }
}
