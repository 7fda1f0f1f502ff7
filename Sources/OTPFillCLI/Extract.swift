import ArgumentParser
import Glibc
import OTPFill

extension OTPFillCommand {
    /// `otpfill [OPTIONS] [FILE ...]`: find the code in each message and paste it into the widget.
    struct Extract: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "extract",
            abstract: "Find the one-time code in each message (the default subcommand).",
            discussion: """
                Prints the code alone for one input, SOURCE:CODE for several (like grep). \
                Messages without a code print nothing. Exit status: 0 a code was found, 1 none, \
                2 an error (reported on stderr as 'otpfill: SOURCE: message').
                """
        )

        @Argument(help: "Files to read; standard input when none is given, or for '-'.")
        var files: [String] = []

        @Option(help: "How input is split into messages: \(InputFormat.allCases.map(\.rawValue).joined(separator: ", ")). Detected from the content when omitted.")
        var input: InputFormat = .auto

        @Flag(help: "Also print the widget after the paste, e.g. '481516  [4][8][1][5][1][6] 6/6 commit'.")
        var report = false

        @Flag(help: "Print one JSON object per message (JSON Lines), messages without a code included.")
        var json = false

        @Option(help: "The widget's box count (1-12); codes of that length are preferred. The code's own length when omitted.")
        var slots: Int?

        @Option(help: "The box focused when the code is pasted (0-based). Box 0 when omitted.")
        var focus: Int = 0

        @Option(help: "The characters the boxes accept: digits or alnum. Chosen from the code when omitted.")
        var charset: SlotCharset?

        @Option(help: "What a paste longer than the boxes left does: clamp (fill what fits) or reject. Clamp when omitted.")
        var pastePolicy: PastePolicy = .clamp

        @Option(help: "Fill only codes usable on HOST: bound to HOST or a same-site host, or unbound. Any code when omitted.")
        var origin: String?

        @Flag(help: "With --origin, also refuse codes that are not bound to an origin.")
        var requireOrigin = false

        @Flag(help: "Print every candidate with its score and rule (CODE<TAB>SCORE<TAB>RULE), best first.")
        var all = false

        @Flag(help: "Explain why the winning code won and why the runner-up lost (with --all: every candidate), after it.")
        var explain = false

        @Flag(name: .shortAndLong, help: "Print nothing; report through the exit status only.")
        var quiet = false

        @Flag(help: "Mask codes in the output (48••16), for logs.")
        var redact = false

        @Flag(help: "Also put the last code found on the clipboard (wl-copy or xclip when a display is set, else OSC 52 to the terminal).")
        var copy = false

        @Option(help: "A rules file to add to the built-in rules (lines of 'kind language name weight pattern' or 'define NAME PATTERN').")
        var rules: String?

        @Option(help: "The most bytes of one message that are examined. 262144 when omitted.")
        var maxTextBytes: Int = 256 * 1024

        @Option(help: "Threads for files of lines or JSON Lines (output stays in input order). The number of cores when omitted.")
        var jobs: Int?

        @Option(help: "The longest line read in lines and jsonl input; a longer line is skipped with a warning naming it. 1048576 when omitted.")
        var maxLineBytes: Int = LineSplitter.defaultMaxLineLength

        func validate() throws {
            if let slots, !(1...SlotWidget.maxCount).contains(slots) {
                throw ValidationError("--slots must be between 1 and \(SlotWidget.maxCount), not \(slots)")
            }
            if focus < 0 || focus >= (slots ?? SlotWidget.maxCount) {
                throw ValidationError("--focus must name a box, 0 to \((slots ?? SlotWidget.maxCount) - 1)")
            }
            if requireOrigin && origin == nil {
                throw ValidationError("--require-origin needs --origin HOST")
            }
            if let origin, origin.isEmpty || origin.contains("/") || origin.contains(":") {
                throw ValidationError("--origin takes a host name such as 'example.com', not '\(origin)'")
            }
            if maxTextBytes < 1 {
                throw ValidationError("--max-text-bytes must be positive")
            }
            if let jobs, jobs < 1 {
                throw ValidationError("--jobs must be at least 1, not \(jobs)")
            }
            if maxLineBytes < 1 {
                throw ValidationError("--max-line-bytes must be positive")
            }
            if json && (report || all) {
                throw ValidationError("--json cannot be combined with --report or --all")
            }
        }

        func run() throws {
            try ExtractJob(files: files, input: input, report: report, json: json, slots: slots, focus: focus,
                           charset: charset, pastePolicy: pastePolicy, origin: origin, requireOrigin: requireOrigin,
                           all: all, explain: explain, quiet: quiet, redact: redact, copy: copy, rules: rules,
                           maxTextBytes: maxTextBytes, maxLineBytes: maxLineBytes, jobs: jobs).run()
        }

        /// The batch size for `--jobs`: `OTPFILL_BATCH_BYTES` when set (tests use small batches), else ``BatchRunner/batchBytes``.
        static var batchBytes: Int {
            guard let value = getenv("OTPFILL_BATCH_BYTES"), let bytes = Int(String(cString: value)), bytes > 0 else {
                return BatchRunner.batchBytes
            }
            return bytes
        }

        /// Whether `descriptor` is a terminal or a pipe, where each result should appear at once.
        static func isLive(_ descriptor: Int32) -> Bool {
            if isatty(descriptor) != 0 { return true }
            var status = stat()
            return fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO
        }

        /// Whether `path` (standard input for '-') is a regular file of at least 1 MiB: many
        /// messages, not one (``RuleSet/expectManyMessages()``).
        static func isLarge(_ path: String) -> Bool {
            var status = stat()
            let found = path == InputOpener.standardInputName ? fstat(STDIN_FILENO, &status) : stat(path, &status)
            return found == 0 && status.st_mode & S_IFMT == S_IFREG && status.st_size >= 1 << 20
        }
    }
}

/// The work of ``OTPFillCommand/Extract`` with its options as plain values, so that the
/// plain `otpfill FILE ...` form can run it without ArgumentParser (``OTPFillCommand/main()``).
/// The defaults are those of the options.
struct ExtractJob {
    var files: [String] = []
    var input: InputFormat = .auto
    var report = false
    var json = false
    var slots: Int? = nil
    var focus: Int = 0
    var charset: SlotCharset? = nil
    var pastePolicy: PastePolicy = .clamp
    var origin: String? = nil
    var requireOrigin = false
    var all = false
    var explain = false
    var quiet = false
    var redact = false
    var copy = false
    var rules: String? = nil
    var maxTextBytes: Int = 256 * 1024
    var maxLineBytes: Int = LineSplitter.defaultMaxLineLength
    var jobs: Int? = nil

    typealias Extract = OTPFillCommand.Extract

    func run() throws {
        let rules = try loadRules()
        let processor = MessageProcessor(
            extractor: Extractor(rules: rules, options: ExtractionOptions(
                slotCount: slots, maxTextBytes: maxTextBytes, explains: explain, winnerOnly: !(json || all || explain))),
            originPolicy: origin.map { OriginPolicy(host: $0, requireOrigin: requireOrigin) },
            slotCount: slots,
            focus: focus,
            charset: charset,
            pastePolicy: pastePolicy)
        let output = OutputBuffer(descriptor: STDOUT_FILENO)
        var found = false
        var trouble = false
        var lastCode: String?
        let paths = files.isEmpty ? [InputOpener.standardInputName] : files
        for path in paths {
            if Extract.isLarge(path) { rules.expectManyMessages() }
            if let batch = BatchInput.open(path, format: input) {
                let showSource = true  // every line is its own source, path#N
                let style = OutputStyle(json: json, all: all, report: report, explain: explain, redact: redact)
                let runner = BatchRunner(
                    processor: processor, format: batch.format, source: path, limits: ReaderLimits(maxLineLength: maxLineBytes), jobs: jobs ?? BatchRunner.processorCount,
                    everyResult: json || explain, listsCandidates: all, batchBytes: Extract.batchBytes, render: { style.lines(for: $0, showSource: showSource) })
                runner.run(batch.stream) { chunk in
                    if chunk.found { found = true }
                    if chunk.trouble { trouble = true }
                    for (source, reason) in chunk.diagnostics { Diagnostics.report(source, reason) }
                    if !quiet { output.writeBytes(chunk.bytes) }
                }
                continue
            }
            let live = path == InputOpener.standardInputName && Extract.isLive(STDIN_FILENO)
            switch InputOpener.open(path, format: input, limits: ReaderLimits(maxLineLength: maxLineBytes)) {
            case let .failure(failure):
                Diagnostics.report(failure.source, failure.reason)
                trouble = true
            case var .success(reader):
                while let item = reader.next() {
                    switch item {
                    case let .problem(source, reason):
                        Diagnostics.report(source, reason)
                        trouble = true
                    case let .message(message):
                        let result = processor.process(message)
                        if let code = result.filledCode {
                            found = true
                            lastCode = code
                        }
                        for warning in message.warnings { Diagnostics.report(message.source, warning) }
                        if let refusal = result.refusal { Diagnostics.report(message.source, refusal) }
                        if !quiet {
                            let showSource = paths.count > 1 || message.source != path
                            write(result, showSource: showSource, to: output)
                            if live { output.flush() }
                        }
                    }
                }
            }
        }
        output.flush()
        if copy, let lastCode, Clipboard.copy(lastCode) == nil {
            Diagnostics.write("otpfill: --copy: no clipboard tool and no terminal for OSC 52")
        }
        if quiet && found { throw ExitCode(0) }
        throw ExitCode(trouble ? 2 : (found ? 0 : 1))
    }

    private func write(_ result: MessageResult, showSource: Bool, to output: OutputBuffer) {
        let style = OutputStyle(json: json, all: all, report: report, explain: explain, redact: redact)
        for line in style.lines(for: result, showSource: showSource) { output.writeLine(line) }
    }

    private func loadRules() throws -> RuleSet {
        guard let rules else { return .builtin }
        let text: String
        switch FileReader.readText(rules) {
        case let .success(contents): text = contents
        case let .failure(failure):
            Diagnostics.report(failure.source, failure.reason)
            throw ExitCode(2)
        }
        do {
            return try RuleSet.builtin(adding: text, file: rules)
        } catch {
            Diagnostics.write("otpfill: \(error.description)")
            throw ExitCode(2)
        }
    }
}

/// How extract prints a result; a value, so batch workers on other threads can render too.
struct OutputStyle: Sendable {
    var json: Bool
    var all: Bool
    var report: Bool
    var explain: Bool
    var redact: Bool

    /// The lines printed for `result`, without newlines.
    func lines(for result: MessageResult, showSource: Bool) -> [String] {
        if json { return [ResultFormatter.json(result, redact: redact)] }
        var lines: [String] = []
        if all {
            lines += ResultFormatter.candidates(result, showSource: showSource, redact: redact)
        } else if report {
            if let line = ResultFormatter.report(result, showSource: showSource, redact: redact) { lines.append(line) }
        } else if let line = ResultFormatter.plain(result, showSource: showSource, redact: redact) {
            lines.append(line)
        }
        if explain {
            let prefix = showSource ? result.message.source + ": " : ""
            for line in ResultFormatter.explanation(result, everyCandidate: all, redact: redact) { lines.append(prefix + line) }
        }
        return lines
    }
}
