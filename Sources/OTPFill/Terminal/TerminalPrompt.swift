import Glibc

/// Runs a ``PromptSession`` on the controlling terminal: reads keys from `/dev/tty`, draws the
/// boxes there, fills them from ``MessageWatcher``s, runs the ``CodeVerifier``.
///
/// Standard output is never touched: the caller prints the committed code. The terminal is
/// restored exactly on every way out (see ``TerminalDevice``).
public final class TerminalPrompt {
    public let configuration: PromptConfiguration
    public let verifier: CodeVerifier?
    /// Where codes may arrive by themselves (`--watch`, any number of paths).
    public let watchers: [MessageWatcher]
    /// Finds and checks the code in watched messages (origin policy included).
    public let processor: MessageProcessor
    /// How long a lone ESC waits for the rest of a sequence: 60 ms.
    public var escapeTimeout = 60
    /// Called with the terminal's descriptor once the code is committed, before the terminal is
    /// restored (for OSC 52).
    public var onCommit: ((String, Int32) -> Void)?

    public init(configuration: PromptConfiguration, verifier: CodeVerifier? = nil, watchers: [MessageWatcher] = [],
                processor: MessageProcessor = MessageProcessor()) {
        self.configuration = configuration
        self.verifier = verifier
        self.watchers = watchers
        self.processor = processor
    }

    /// Runs the prompt until the code is committed, the user cancels, or the tries run out.
    ///
    /// - Throws: ``PromptError`` when there is no terminal or it cannot be set up.
    public func run() throws(PromptError) -> PromptSession.Outcome {
        let terminal = try TerminalDevice.open()
        defer { terminal.restore() }
        let processor = self.processor
        var session = PromptSession(configuration: configuration) { text in
            TerminalPrompt.extractPastedCode(text, processor: processor)
        }
        var decoder = KeyDecoder(erase: terminal.erase)
        var renderer = PromptRenderer(unicode: TerminalPrompt.localeIsUTF8(), color: getenv("NO_COLOR") == nil, width: terminal.columns)
        var drawn: PromptView?
        var lastWatch = MonotonicClock.milliseconds()
        var escapeSince: Int?

        func draw(_ now: Int) {
            let view = session.view(at: now)
            guard view != drawn else { return }
            terminal.write(renderer.frame(view))
            drawn = view
        }

        while true {
            var now = MonotonicClock.milliseconds()
            session.tick(at: now)
            if terminal.windowChanged() {
                renderer.width = terminal.columns
                drawn = nil
            }
            draw(now)
            if case let .submitted(code) = session.phase {
                if let verifier {
                    verify(code, with: verifier, session: &session, terminal: terminal, decoder: &decoder)
                } else {
                    session.accept()
                }
                continue
            }
            if case let .finished(outcome) = session.phase {
                draw(MonotonicClock.milliseconds())
                if case let .committed(code) = outcome { onCommit?(code, terminal.descriptor) }
                terminal.write(PromptRenderer.leaveFrame)
                return outcome
            }

            var timeout = -1
            func wake(at deadline: Int) {
                let wait = max(0, deadline - now)
                timeout = timeout < 0 ? wait : min(timeout, wait)
            }
            if decoder.isWaiting, let escapeSince { wake(at: escapeSince + escapeTimeout) }
            if let deadline = session.nextDeadline(after: now) { wake(at: deadline) }
            if let interval = watchers.map(\.interval).min() { wake(at: lastWatch + interval) }

            var descriptors = [pollfd(fd: terminal.descriptor, events: Int16(POLLIN), revents: 0)]
            for descriptor in watchers.compactMap(\.descriptor) {
                descriptors.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
            }
            let ready = poll(&descriptors, nfds_t(descriptors.count), Int32(timeout))
            now = MonotonicClock.milliseconds()
            if ready < 0 { continue }  // EINTR: a resize, most likely

            if descriptors[0].revents != 0 {
                guard let bytes = terminal.read() else { continue }
                if bytes.isEmpty {
                    // The terminal hung up.
                    session.handle(.endOfInput, at: now)
                    continue
                }
                for key in decoder.feed(bytes) { session.handle(key, at: now) }
                escapeSince = decoder.isWaiting ? now : nil
            } else if decoder.isWaiting, let since = escapeSince, now - since >= escapeTimeout {
                for key in decoder.flush() { session.handle(key, at: now) }
                escapeSince = nil
            }

            if case .editing = session.phase, let interval = watchers.map(\.interval).min(),
               descriptors.dropFirst().contains(where: { $0.revents != 0 }) || now - lastWatch >= interval {
                lastWatch = now
                for watcher in watchers {
                    for item in watcher.poll() { take(item, into: &session, at: now) }
                }
            }
        }
    }

    /// Runs the verify command for `code` while still answering Ctrl-C and Esc.
    private func verify(_ code: String, with verifier: CodeVerifier, session: inout PromptSession, terminal: TerminalDevice,
                        decoder: inout KeyDecoder) {
        let run: CodeVerifier.Run
        do {
            run = try verifier.start(code: code)
        } catch {
            session.reject(at: MonotonicClock.milliseconds(), reason: error.reason)
            return
        }
        terminal.setChild(run.processID)
        defer { terminal.setChild(0) }
        while run.outputDescriptor >= 0 {
            var descriptors = [
                pollfd(fd: terminal.descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: run.outputDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            guard poll(&descriptors, 2, -1) >= 0 else { continue }
            if descriptors[0].revents != 0, let bytes = terminal.read() {
                let keys = bytes.isEmpty ? [Key.endOfInput] : decoder.feed(bytes) + decoder.flush()
                for key in keys { session.handle(key, at: MonotonicClock.milliseconds()) }
                if case .finished = session.phase {
                    run.cancel()
                    return
                }
            }
            if descriptors[1].revents != 0 { _ = run.readOutput() }
        }
        if run.wait() {
            session.accept()
        } else {
            session.reject(at: MonotonicClock.milliseconds(), reason: run.lastLine)
        }
    }

    /// Fills the boxes from a watched message, or notes why its code was refused.
    private func take(_ item: InputItem, into session: inout PromptSession, at now: Int) {
        guard case let .message(message) = item else { return }
        let result = processor.process(message)
        if result.refusal != nil {
            let reason: String
            if result.originMatch == .refused, let origin = result.extraction.origin {
                reason = "Refused a code for '\(origin.host)'"
            } else if result.originMatch == .refused {
                reason = "Refused a code not bound to an origin"
            } else {
                reason = "Code does not fit these boxes"
            }
            session.refuse(source: message.source, reason: reason)
            return
        }
        guard result.widget != nil, let best = result.extraction.best else { return }
        session.autofill(code: best.code, source: message.source, at: now)
    }

    /// The code in a pasted message (say, a whole SMS copied from another window), if one is found.
    /// The origin policy applies: a code bound elsewhere is not pasted.
    static func extractPastedCode(_ text: String, processor: MessageProcessor) -> String? {
        guard text.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else { return nil }
        let result = processor.process(Message(source: "paste", text: text))
        guard result.widget != nil else { return nil }
        return result.extraction.best?.code
    }

    /// Whether the locale's character set is UTF-8 (`LC_ALL`, `LC_CTYPE`, `LANG`, first one set).
    static func localeIsUTF8() -> Bool {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            guard let value = getenv(name), value.pointee != 0 else { continue }
            let text = String(cString: value).lowercased()
            return text.contains("utf-8") || text.contains("utf8")
        }
        return false
    }
}
