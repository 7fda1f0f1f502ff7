import ArgumentParser
import Glibc
import OTPFill

extension OTPFillCommand {
    /// `otpfill prompt`: the N-box code prompt in the terminal; the code goes to stdout.
    struct Prompt: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "prompt",
            abstract: "Ask for a one-time code in N boxes on the terminal and print it.",
            discussion: """
                Draws the boxes on /dev/tty and prints only the committed code on stdout, so \
                CODE=$(otpfill prompt) works. Digits fill the boxes and move on; Backspace, the \
                arrows and pasting behave like the phone widget; Enter or filling the last box \
                submits; Esc, Ctrl-C or Ctrl-D cancel. With --watch, a code arriving in a new \
                message fills the boxes by itself. Exit status: 0 a code was entered, 1 cancelled \
                or every try rejected, 2 an error (no terminal, a bad option, an unwatchable path).
                """
        )

        @Option(help: ArgumentHelp("The number of boxes (1-12). 6 when omitted.", valueName: "n"))
        var slots: Int = 6

        @Option(help: "The characters the boxes accept: digits or alnum. Digits when omitted.")
        var charset: SlotCharset = .digits

        @Option(help: ArgumentHelp("The line above the boxes. 'Enter the N-digit code' when omitted.", valueName: "text"))
        var title: String?

        @Flag(help: "Show each character as '•' a moment after it is typed.")
        var mask = false

        @Option(help: ArgumentHelp("A shell command that checks the code, in OTPFILL_CODE and $1 (and as the last argument of a simple command); a non-zero exit rejects it. No check when omitted.", valueName: "command"))
        var verify: String?

        @Option(help: ArgumentHelp("How many codes --verify may reject before giving up (exit 1). 3 when omitted.", valueName: "n"))
        var tries: Int = 3

        @Option(help: ArgumentHelp("A file, directory or Maildir to watch (repeatable): a code in a message arriving there fills the boxes. Nothing watched when omitted.", valueName: "path"))
        var watch: [String] = []

        @Option(help: "How watched messages are split: \(InputFormat.allCases.map(\.rawValue).joined(separator: ", ")). Detected from the content when omitted.")
        var input: InputFormat = .auto

        @Flag(help: "Look at the watched path every 250 ms instead of using inotify.")
        var poll = false

        @Option(help: ArgumentHelp("Fill only watched codes usable on HOST: bound to HOST or a same-site host, or unbound. Any code when omitted.", valueName: "host"))
        var origin: String?

        @Flag(help: "With --origin, also refuse codes that are not bound to an origin.")
        var requireOrigin = false

        @Option(help: "What a paste longer than the boxes left does: clamp or reject. Clamp when omitted.")
        var pastePolicy: PastePolicy = .clamp

        @Flag(help: "Also put the code on the clipboard (wl-copy or xclip when a display is set, else OSC 52 to the terminal).")
        var copy = false

        func validate() throws {
            guard (1...SlotWidget.maxCount).contains(slots) else {
                throw ValidationError("--slots must be between 1 and \(SlotWidget.maxCount), not \(slots)")
            }
            guard tries >= 1 else { throw ValidationError("--tries must be at least 1, not \(tries)") }
            if requireOrigin && origin == nil { throw ValidationError("--require-origin needs --origin HOST") }
            if let origin, origin.isEmpty || origin.contains("/") || origin.contains(":") {
                throw ValidationError("--origin takes a host name such as 'example.com', not '\(origin)'")
            }
            if let verify, verify.allSatisfy(\.isWhitespace) { throw ValidationError("--verify needs a command") }
        }

        func run() throws {
            let configuration = PromptConfiguration(
                slotCount: slots, charset: charset, pastePolicy: pastePolicy, title: title, mask: mask, tries: tries,
                verifies: verify != nil)
            var watchers: [MessageWatcher] = []
            var unwatchable = false
            for path in watch {
                do {
                    watchers.append(try MessageWatcher(path: path, format: input, polling: poll))
                } catch {
                    Diagnostics.report(error.path, error.reason)
                    unwatchable = true
                }
            }
            if unwatchable { throw ExitCode(2) }
            let processor = MessageProcessor(
                extractor: Extractor(options: ExtractionOptions(slotCount: slots)),
                originPolicy: origin.map { OriginPolicy(host: $0, requireOrigin: requireOrigin) },
                slotCount: slots,
                charset: charset,
                pastePolicy: pastePolicy)
            let prompt = TerminalPrompt(configuration: configuration, verifier: verify.map(CodeVerifier.init), watchers: watchers,
                                        processor: processor)
            if copy {
                prompt.onCommit = { code, terminal in Clipboard.copy(code, terminal: terminal) }
            }
            let outcome: PromptSession.Outcome
            do {
                outcome = try prompt.run()
            } catch {
                Diagnostics.write("otpfill: \(error.description)")
                throw ExitCode(2)
            }
            guard case let .committed(code) = outcome else { throw ExitCode(1) }
            let output = OutputBuffer(descriptor: STDOUT_FILENO)
            output.writeLine(code)
            output.flush()
        }
    }
}
