import Glibc

/// Runs a shell command to check a code (`--verify CMD`); exit status 0 accepts the code, anything
/// else rejects it.
///
/// The code is always in `OTPFILL_CODE` and in `$1`. A simple command (words only, such as
/// `./check.sh` or `otp-check --site vpn`) also gets it as its last argument: it runs as
/// `/bin/sh -c 'CMD "$@"' otpfill CODE`. A command with shell syntax (`;`, `|`, `&`, braces,
/// parentheses, redirections, `$`, backquotes, `#`) runs as it is, `/bin/sh -c 'CMD' otpfill
/// CODE`, since appending to it could break it (`… || { …; }`).
///
/// It runs in a process group of its own. Standard input is `/dev/null`; standard output and error are captured (so nothing reaches the
/// prompt's stdout or scribbles over the boxes), and the last line printed is shown with a reject.
public struct CodeVerifier: Sendable {
    public let command: String

    public init(command: String) {
        self.command = command
    }

    /// A running check.
    public final class Run {
        public let processID: pid_t
        /// The read end of the pipe carrying the command's output; `-1` once it closed.
        public private(set) var outputDescriptor: Int32
        private var output: [UInt8] = []
        private static let keptOutput = 4096

        init(processID: pid_t, outputDescriptor: Int32) {
            self.processID = processID
            self.outputDescriptor = outputDescriptor
        }

        deinit {
            if outputDescriptor >= 0 { close(outputDescriptor) }
        }

        /// Reads what the command printed; returns `false` once its output is closed.
        public func readOutput() -> Bool {
            guard outputDescriptor >= 0 else { return false }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { Glibc.read(outputDescriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { return true }
            if count <= 0 {
                close(outputDescriptor)
                outputDescriptor = -1
                return false
            }
            output.append(contentsOf: buffer[0..<count])
            if output.count > Run.keptOutput { output.removeFirst(output.count - Run.keptOutput) }
            return true
        }

        /// Waits for the command to end; `true` when it exited with status 0.
        public func wait() -> Bool {
            var status: Int32 = 0
            while waitpid(processID, &status, 0) < 0 {
                if errno != EINTR { return false }
            }
            // WIFEXITED && WEXITSTATUS == 0
            return status & 0x7F == 0 && (status >> 8) & 0xFF == 0
        }

        /// Stops the command and whatever it started (SIGTERM to its process group, SIGKILL a
        /// second later if it is still there) and reaps it.
        public func cancel() {
            kill(-processID, SIGTERM)
            var status: Int32 = 0
            for _ in 0..<100 {
                let reaped = waitpid(processID, &status, WNOHANG)
                if reaped == processID || (reaped < 0 && errno != EINTR) { return }
                usleep(10_000)
            }
            kill(-processID, SIGKILL)
            _ = wait()
        }

        /// The last non-empty line the command printed, controls removed, at most 60 characters.
        public var lastLine: String? {
            let text = String(decoding: output, as: UTF8.self)
            guard let line = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).last(where: { !$0.allSatisfy(\.isWhitespace) }) else {
                return nil
            }
            var cleaned = String(String.UnicodeScalarView(line.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value) }))
            while cleaned.first == " " { cleaned.removeFirst() }
            if cleaned.count > 60 { cleaned = String(cleaned.prefix(59)) + "…" }
            return cleaned.isEmpty ? nil : cleaned
        }
    }

    /// The script `/bin/sh -c` runs: a simple command with `"$@"` appended, anything else as it is.
    static func script(for command: String) -> String {
        let shellSyntax: Set<Character> = [";", "&", "|", "(", ")", "{", "}", "<", ">", "`", "$", "#", "\n"]
        if command.contains(where: shellSyntax.contains) { return command }
        return command + " \"$@\""
    }

    /// Starts the command for `code`.
    ///
    /// - Throws: ``VerifyError`` when the shell cannot be started.
    public func start(code: String) throws(VerifyError) -> Run {
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { throw VerifyError(reason: SystemError.describe(errno)) }
        _ = fcntl(pipeEnds[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 2)

        let arguments = ["/bin/sh", "-c", CodeVerifier.script(for: command), "otpfill", code]
        var environment: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            let variable = String(cString: pointer)
            if !variable.hasPrefix("OTPFILL_CODE=") { environment.append(variable) }
            entry += 1
        }
        environment.append("OTPFILL_CODE=" + code)

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        // A process group of its own, so a cancel also ends what the command started (curl, say).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Default signal handling and no blocked signals, whatever the calling thread had.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var processID: pid_t = 0
        let status = posix_spawn(&processID, "/bin/sh", &actions, &attributes, argv, envp)
        close(pipeEnds[1])
        guard status == 0 else {
            close(pipeEnds[0])
            throw VerifyError(reason: SystemError.describe(status))
        }
        return Run(processID: processID, outputDescriptor: pipeEnds[0])
    }
}

/// The verify command could not be started.
public struct VerifyError: Error, Equatable, Sendable, CustomStringConvertible {
    public let reason: String

    public var description: String { "Cannot run the verify command: \(reason)" }
}
