import Foundation
import Testing

/// `otpfill prompt` driven under tmux: keys in with `send-keys` and `paste-buffer -p`, the screen
/// read back with `capture-pane -p`, the committed code read from the file stdout went to.
@Suite(.serialized) struct PromptTests {
    @Test(.enabled(if: Tmux.isInstalled, "tmux is not installed")) func typesBackspacesAndPastesWithBracketedPaste() throws {
        let tmux = try Tmux.start(["prompt", "--slots", "6", "--title", "VPN code"])
        defer { tmux.stop() }
        try tmux.waitForScreen { $0.contains("VPN code") && $0.contains("┃   ┃ │   │") }
        tmux.send("1", "2", "3")
        try tmux.waitForScreen { $0.contains("│ 1 │ │ 2 │ │ 3 │ ┃   ┃") }
        tmux.send("BSpace")
        try tmux.waitForScreen { $0.contains("│ 1 │ │ 2 │ ┃   ┃ │   │") }
        tmux.send("C-h")
        try tmux.waitForScreen { $0.contains("│ 1 │ ┃   ┃ │   │") }
        tmux.paste("678 901")
        let final = try tmux.waitForScreen { $0.contains("Code entered") }
        #expect(final.contains("│ 6 │ │ 7 │ │ 8 │ │ 9 │ │ 0 │ │ 1 │"))
        #expect(try tmux.waitForExit() == 0)
        #expect(tmux.output == "678901\n")
        #expect(tmux.terminalSettingsRestored)
    }

    @Test(.enabled(if: Tmux.isInstalled, "tmux is not installed")) func arrowsMoveTheFocusAndEnterCommitsACorrection() throws {
        let tmux = try Tmux.start(["prompt", "--slots", "4", "--verify", "test \"$1\" = 1294 && test \"$OTPFILL_CODE\" = 1294"])
        defer { tmux.stop() }
        try tmux.waitForScreen { $0.contains("Enter the 4-digit code") }
        tmux.literal("1234")
        try tmux.waitForScreen { $0.contains("1 try left") || $0.contains("2 tries left") }
        tmux.literal("1234")
        try tmux.waitForScreen { $0.contains("1 try left") }
        tmux.literal("123")
        try tmux.waitForScreen { $0.contains("│ 3 │ ┃   ┃") }
        tmux.send("Left", "BSpace", "9", "Right", "4")
        try tmux.waitForScreen { $0.contains("Code accepted") }
        #expect(try tmux.waitForExit() == 0)
        #expect(tmux.output == "1294\n")
    }

    @Test(.enabled(if: Tmux.isInstalled, "tmux is not installed")) func controlCCancelsAndPrintsNothing() throws {
        let tmux = try Tmux.start(["prompt"])
        defer { tmux.stop() }
        try tmux.waitForScreen { $0.contains("Enter the 6-digit code") }
        tmux.send("4", "2")
        try tmux.waitForScreen { $0.contains("│ 4 │ │ 2 │") }
        tmux.send("C-c")
        try tmux.waitForScreen { $0.contains("Cancelled") }
        #expect(try tmux.waitForExit() == 1)
        #expect(tmux.output == "")
        #expect(tmux.terminalSettingsRestored)
    }

    @Test(.enabled(if: Tmux.isInstalled, "tmux is not installed")) func aLoneEscapeCancels() throws {
        let tmux = try Tmux.start(["prompt", "--slots", "4"])
        defer { tmux.stop() }
        try tmux.waitForScreen { $0.contains("Enter the 4-digit code") }
        tmux.send("Escape")
        try tmux.waitForScreen { $0.contains("Cancelled") }
        #expect(try tmux.waitForExit() == 1)
        #expect(tmux.output == "")
    }

    @Test(.enabled(if: Tmux.isInstalled, "tmux is not installed")) func aRejectedCodeShakesClearsAndTheLastRejectExitsOne() throws {
        let tmux = try Tmux.start(["prompt", "--slots", "4", "--verify", "false", "--tries", "2"])
        defer { tmux.stop() }
        try tmux.waitForScreen { $0.contains("Enter the 4-digit code") }
        tmux.literal("1234")
        let rejected = try tmux.waitForScreen { $0.contains("Wrong code. 1 try left") }
        #expect(!rejected.contains("│ 1 │"))
        tmux.literal("5678")
        try tmux.waitForScreen { $0.contains("Wrong code. No tries left") }
        #expect(try tmux.waitForExit() == 1)
        #expect(tmux.output == "")
        #expect(tmux.terminalSettingsRestored)
    }

    @Test(.enabled(if: Tmux.isInstalled, "tmux is not installed")) func sigtermRestoresTheTerminal() throws {
        let tmux = try Tmux.start(["prompt"])
        defer { tmux.stop() }
        try tmux.waitForScreen { $0.contains("Enter the 6-digit code") }
        #expect(tmux.cursorVisible == false)
        let pid = try #require(tmux.promptProcessID)
        kill(pid, SIGTERM)
        #expect(try tmux.waitForExit() == 128 + SIGTERM)
        #expect(tmux.output == "")
        #expect(tmux.terminalSettingsRestored)
        #expect(tmux.cursorVisible == true)
        // Bracketed paste is off again: tmux pastes without ESC[200~ now.
        tmux.paste("after\n")
        try tmux.waitForFile(tmux.directory + "/after-paste") { !$0.isEmpty }
        #expect(try String(contentsOfFile: tmux.directory + "/after-paste", encoding: .utf8) == "after\n")
    }

    @Test(.enabled(if: Tmux.isInstalled, "tmux is not installed")) func aCodeArrivingInAWatchedFileFillsTheBoxes() throws {
        let directory = try Tmux.makeDirectory()
        let log = directory + "/sms.log"
        try "Old: your code is 111111\n".write(toFile: log, atomically: false, encoding: .utf8)
        let tmux = try Tmux.start(["prompt", "--watch", log], directory: directory)
        defer { tmux.stop() }
        try tmux.waitForScreen { $0.contains("Enter the 6-digit code") }
        let handle = try #require(FileHandle(forWritingAtPath: log))
        handle.seekToEndOfFile()
        handle.write("G-481516 is your Google verification code.\n".data(using: .utf8)!)
        try handle.close()
        let filled = try tmux.waitForScreen { $0.contains("│ 4 │ │ 8 │ │ 1 │ │ 5 │ │ 1 │") }
        #expect(filled.contains("From: \(log)"))
        #expect(try tmux.waitForExit() == 0)
        #expect(tmux.output == "481516\n")
    }

    @Test(.enabled(if: Tmux.isInstalled, "tmux is not installed")) func aMaildirMessageFillsTheBoxesAndARefusedOneDoesNot() throws {
        let directory = try Tmux.makeDirectory()
        let maildir = directory + "/Mail"
        for sub in ["new", "cur", "tmp"] {
            try FileManager.default.createDirectory(atPath: maildir + "/" + sub, withIntermediateDirectories: true)
        }
        let tmux = try Tmux.start(["prompt", "--watch", maildir, "--origin", "example.com"], directory: directory)
        defer { tmux.stop() }
        try tmux.waitForScreen { $0.contains("Enter the 6-digit code") }
        try "Subject: code\n\n999999 is your code.\n\n@evil.test #999999\n".write(toFile: maildir + "/new/1.evil", atomically: false, encoding: .utf8)
        try tmux.waitForScreen { $0.contains("Refused a code for 'evil.test'") }
        try "Subject: Sign in\n\nYour verification code is 246810.\n".write(toFile: maildir + "/tmp/2.good", atomically: false, encoding: .utf8)
        rename(maildir + "/tmp/2.good", maildir + "/new/2.good")
        let filled = try tmux.waitForScreen { $0.contains("│ 2 │ │ 4 │ │ 6 │ │ 8 │ │ 1 │") }
        #expect(filled.contains("From: \(maildir)/new/2.good"))
        #expect(try tmux.waitForExit() == 0)
        #expect(tmux.output == "246810\n")
    }

    @Test(.enabled(if: Tmux.isInstalled, "tmux is not installed")) func maskHidesEachCharacterAfterAMoment() throws {
        let tmux = try Tmux.start(["prompt", "--slots", "4", "--mask"])
        defer { tmux.stop() }
        try tmux.waitForScreen { $0.contains("Enter the 4-digit code") }
        tmux.literal("12")
        try tmux.waitForScreen { $0.contains("│ • │ │ • │ ┃   ┃") }
        tmux.literal("34")
        let final = try tmux.waitForScreen { $0.contains("Code entered") }
        #expect(!final.contains("│ 1 │") && !final.contains("│ 4 │"))
        #expect(try tmux.waitForExit() == 0)
        #expect(tmux.output == "1234\n")
    }

    @Test(.enabled(if: Tmux.isInstalled, "tmux is not installed")) func aCodeInANewFileOfAWatchedDirectoryFillsTheBoxes() throws {
        let directory = try Tmux.makeDirectory()
        let inbox = directory + "/inbox"
        try FileManager.default.createDirectory(atPath: inbox, withIntermediateDirectories: true)
        try "Old: your code is 111111".write(toFile: inbox + "/old.txt", atomically: false, encoding: .utf8)
        try "".write(toFile: directory + "/sms.log", atomically: false, encoding: .utf8)
        let tmux = try Tmux.start(["prompt", "--watch", directory + "/sms.log", "--watch", inbox, "--poll"], directory: directory)
        defer { tmux.stop() }
        try tmux.waitForScreen { $0.contains("Enter the 6-digit code") }
        tmux.literal("99")
        try tmux.waitForScreen { $0.contains("│ 9 │ │ 9 │ ┃   ┃") }
        try "Your Acme login code: 102938. Don't share it.".write(toFile: inbox + "/sms-2.txt", atomically: false, encoding: .utf8)
        let filled = try tmux.waitForScreen { $0.contains("│ 1 │ │ 0 │ │ 2 │ │ 9 │ │ 3 │") }
        #expect(filled.contains("From: \(inbox)/sms-2.txt"))
        #expect(try tmux.waitForExit() == 0)
        #expect(tmux.output == "102938\n")
    }

    @Test func aPathThatCannotBeWatchedIsAnError() throws {
        let directory = try Tmux.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = "exec \"$0\" prompt --watch /nonexistent/otpfill 2> \(directory)/err"
        let (status, output) = try Tmux.spawn(["/bin/sh", "-c", script, try Tmux.binary()], outputFile: directory + "/out")
        #expect(status == 2)
        #expect(output.isEmpty)
        #expect(try String(contentsOfFile: directory + "/err", encoding: .utf8) == "otpfill: /nonexistent/otpfill: No such file or directory\n")
    }

    @Test(.enabled(if: Tmux.isInstalled, "tmux is not installed")) func copyPutsTheCodeOnTheClipboardWithOSC52() throws {
        let tmux = try Tmux.start(["prompt", "--slots", "4", "--copy"], clipboard: true)
        defer { tmux.stop() }
        try tmux.waitForScreen { $0.contains("Enter the 4-digit code") }
        tmux.literal("2468")
        #expect(try tmux.waitForExit() == 0)
        #expect(tmux.output == "2468\n")
        #expect(tmux.clipboard() == "2468")
    }

    @Test(.enabled(if: Tmux.isInstalled, "tmux is not installed")) func extractCopyPutsTheCodeOnTheClipboard() throws {
        let directory = try Tmux.makeDirectory()
        try "Your code is 135790".write(toFile: directory + "/sms.txt", atomically: false, encoding: .utf8)
        let tmux = try Tmux.start(["--copy", directory + "/sms.txt"], directory: directory, clipboard: true)
        defer { tmux.stop() }
        #expect(try tmux.waitForExit() == 0)
        #expect(tmux.output == "135790\n")
        #expect(tmux.clipboard() == "135790")
    }

    @Test func withoutATerminalItFailsClearly() throws {
        let setsid = "/usr/bin/setsid"
        guard FileManager.default.isExecutableFile(atPath: setsid) else { return }
        let directory = try Tmux.makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = "exec \"$0\" prompt 2> \(directory)/err"
        let (status, output) = try Tmux.spawn([setsid, "-w", "/bin/sh", "-c", script, try Tmux.binary()], outputFile: directory + "/out")
        let stderr = (try? String(contentsOfFile: directory + "/err", encoding: .utf8)) ?? ""
        #expect(status == 2)
        #expect(output.isEmpty)
        #expect(stderr.hasPrefix("otpfill: No terminal to prompt on (/dev/tty: "))
    }
}

/// One tmux server on its own socket, running `otpfill` in an 80x24 pane.
///
/// The pane runs `sh -c` that records `stty -g` before and after, the exit status, and keeps the
/// pane open (so the last screen can be read) until ``stop()`` kills the server.
final class Tmux {
    let socket: String
    let directory: String
    private static let session = "t"

    private init(socket: String, directory: String) {
        self.socket = socket
        self.directory = directory
    }

    static func makeDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "otpfill-prompt-\(getpid())-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The built `otpfill`: next to the test bundle, or in `.build/debug` of this package.
    static func binary() throws -> String {
        let path = OTPFillBinary.url.path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw TmuxError("otpfill binary not found next to \(CommandLine.arguments[0]) or in .build/debug")
        }
        return path
    }

    /// Whether tmux is installed; the interactive tests are skipped without it.
    static let isInstalled = tmuxPath != nil

    static var tmuxPath: String? {
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts `otpfill ARGUMENTS` in a new server.
    static func start(_ arguments: [String], directory: String? = nil, clipboard: Bool = false) throws -> Tmux {
        guard tmuxPath != nil else { throw TmuxError("tmux is not installed") }
        let directory = try directory ?? makeDirectory()
        let tmux = Tmux(socket: "otpfill-test-\(getpid())-\(UUID().uuidString.prefix(8))", directory: directory)
        let quoted = ([try binary()] + arguments).map(shellQuote).joined(separator: " ")
        let script = """
            cd \(shellQuote(directory)); stty -g > before; \
            sh -c 'echo $$ > pid; exec "$@"' sh \(quoted) > out 2> err; echo $? > status; \
            stty -g > after; head -n 1 > after-paste; sleep 60
            """
        try tmux.run(["-f", "/dev/null", "new-session", "-d", "-s", session, "-x", "80", "-y", "24",
                      "env LANG=C.UTF-8 NO_COLOR=1 sh -c \(shellQuote(script))"])
        if clipboard { try tmux.run(["set-option", "-g", "set-clipboard", "on"]) }
        return tmux
    }

    /// Kills the pane's processes and the server (tmux waits for a pane that ignores its hangup).
    func stop() {
        let server = (try? run(["display-message", "-p", "#{pid}"])).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        let pane = (try? run(["display-message", "-p", "-t", Tmux.session, "#{pane_pid}"]))
            .flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        if let pane, pane > 1 { kill(-pane, SIGKILL) }
        _ = try? run(["kill-server"])
        if let server, server > 1 {
            // A server that exited may linger as a zombie where nothing reaps orphans; only a live
            // tmux still running after a moment is killed.
            for _ in 0..<20 where Tmux.isRunningTmux(server) { usleep(25_000) }
            if Tmux.isRunningTmux(server) { kill(server, SIGKILL) }
        }
        unlink("/tmp/tmux-\(getuid())/\(socket)")
        try? FileManager.default.removeItem(atPath: directory)
    }

    func send(_ keys: String...) { _ = try? run(["send-keys", "-t", Tmux.session] + keys) }

    func literal(_ text: String) { _ = try? run(["send-keys", "-t", Tmux.session, "-l", text]) }

    func paste(_ text: String) {
        _ = try? run(["set-buffer", "-b", "otp", text])
        _ = try? run(["paste-buffer", "-p", "-b", "otp", "-t", Tmux.session])
    }

    func screen() -> String { (try? run(["capture-pane", "-p", "-t", Tmux.session])) ?? "" }

    /// The text of tmux's newest buffer (what OSC 52 set), or `nil`.
    func clipboard() -> String? {
        for _ in 0..<50 {
            if let text = try? run(["show-buffer"]), !text.isEmpty { return text }
            usleep(50_000)
        }
        return nil
    }

    var cursorVisible: Bool? {
        guard let flag = try? run(["display-message", "-p", "-t", Tmux.session, "#{cursor_flag}"]) else { return nil }
        return flag.hasPrefix("1")
    }

    /// Polls the screen (for up to 10 seconds) until `condition` holds; returns that screen.
    @discardableResult
    func waitForScreen(_ condition: (String) -> Bool, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        var last = ""
        for _ in 0..<200 {
            last = screen()
            if condition(last) { return last }
            usleep(50_000)
        }
        Issue.record("The screen never showed what was expected:\n\(last)\nstderr: \(read("err") ?? "")", sourceLocation: sourceLocation)
        throw TmuxError("timed out waiting for the screen")
    }

    func waitForFile(_ path: String, _ condition: (String) -> Bool) throws {
        for _ in 0..<200 {
            if let text = try? String(contentsOfFile: path, encoding: .utf8), condition(text) { return }
            usleep(50_000)
        }
        throw TmuxError("timed out waiting for \(path)")
    }

    /// The prompt's exit status, once it exited (waits up to 10 seconds).
    func waitForExit() throws -> Int32 {
        try waitForFile(directory + "/status") { $0.hasSuffix("\n") }
        return Int32(read("status")!.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    }

    var output: String { read("out") ?? "" }

    var promptProcessID: pid_t? {
        try? waitForFile(directory + "/pid") { $0.hasSuffix("\n") }
        return read("pid").flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// Whether `stty -g` after the prompt equals `stty -g` before it.
    var terminalSettingsRestored: Bool {
        try? waitForFile(directory + "/after") { $0.hasSuffix("\n") }
        guard let before = read("before"), let after = read("after") else { return false }
        return !before.isEmpty && before == after
    }

    private func read(_ name: String) -> String? {
        try? String(contentsOfFile: directory + "/" + name, encoding: .utf8)
    }

    /// Whether `pid` is a live (not zombie) tmux process, from `/proc/PID/stat`.
    static func isRunningTmux(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        let name = stat[stat.startIndex..<close]
        let state = stat[stat.index(after: close)...].dropFirst().first
        return name.contains("tmux") && state != "Z"
    }

    /// Runs tmux with `arguments` and returns what it printed.
    ///
    /// It is spawned directly with its output in a file: the tmux server that `new-session`
    /// forks would otherwise keep a pipe open, and reading it would never end.
    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let (status, output) = try Tmux.spawn([Tmux.tmuxPath!, "-L", socket, "-u"] + arguments, outputFile: directory + "/.tmux-output")
        guard status == 0 else { throw TmuxError("tmux \(arguments.first ?? "") failed") }
        return output
    }

    /// Runs `argv` with standard input from /dev/null, standard error dropped and standard
    /// output in `outputFile`; returns the exit status and the output.
    static func spawn(_ argv: [String], outputFile: String) throws -> (Int32, String) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let cArguments = argv.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, argv[0], &actions, nil, cArguments, environ)
        guard spawned == 0 else { throw TmuxError("cannot run \(argv[0]): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let output = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
        return ((status >> 8) & 0xFF, output)
    }

    private static func shellQuote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

struct TmuxError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
