/// The interactive prompt as a state machine over a ``SlotWidget``: keys, AutoFill suggestions
/// and verification results go in, a ``PromptView`` and a ``Phase`` come out.
///
/// It does no I/O and reads no clock: every call that depends on time takes `now`, in
/// milliseconds of a monotonic clock, so tests drive it step by step. ``TerminalPrompt`` runs it
/// against a real terminal.
///
/// Keys edit the widget exactly as SPEC §3 says: digits type and advance, backspace clears,
/// the arrows tap the neighbouring box, a bracketed paste goes through the widget's paste. When
/// an edit fires the widget's commit, or Enter is pressed with every box filled, the code is
/// submitted (``Phase/submitted(_:)``); the driver verifies it and calls ``accept()`` or
/// ``reject(at:reason:)``. A reject shakes and clears the boxes until the tries run out.
public struct PromptSession: Sendable {
    /// Where the session is.
    public enum Phase: Equatable, Sendable {
        /// Waiting for keys.
        case editing
        /// A code was submitted and waits for ``PromptSession/accept()`` or ``PromptSession/reject(at:reason:)``.
        case submitted(String)
        /// Over.
        case finished(Outcome)
    }

    /// How the prompt ended.
    public enum Outcome: Equatable, Sendable {
        /// The code was entered (and, with a verify command, accepted).
        case committed(String)
        /// Escape, Ctrl-C or Ctrl-D.
        case cancelled
        /// Every try was rejected.
        case exhausted
    }

    public let configuration: PromptConfiguration
    public private(set) var widget: SlotWidget
    public private(set) var phase = Phase.editing
    /// How many more codes may be rejected before the prompt gives up.
    public private(set) var triesLeft: Int
    /// Where the boxes' autofilled code came from, while it is shown.
    public private(set) var suggestionSource: String?
    /// A line about the last thing that went wrong or needs saying; cleared by the next edit.
    public private(set) var notice: String?
    private var noticeIsError = false
    /// Set while an autofilled, complete code waits out the hold before it is submitted.
    public private(set) var autofillSubmitAt: Int?
    private var shakeStartedAt: Int?
    private var revealedBox: Int?
    private var revealUntil = 0
    /// Finds a code in a pasted message that the widget would not take as it is (a whole SMS).
    private let pasteExtractor: (@Sendable (String) -> String?)?

    private static let shakeOffsets = [2, -2, 2, -2, 1, -1, 0]

    /// A session with empty boxes, focus on the first.
    ///
    /// - Parameter pasteExtractor: when a paste is not a code (say, a whole copied SMS), this finds
    ///   the code in it; the prompt pastes that instead. No fallback when `nil`.
    public init(configuration: PromptConfiguration, pasteExtractor: (@Sendable (String) -> String?)? = nil) {
        self.configuration = configuration
        self.widget = PromptSession.freshWidget(configuration)
        self.triesLeft = configuration.tries
        self.pasteExtractor = pasteExtractor
    }

    private static func freshWidget(_ configuration: PromptConfiguration) -> SlotWidget {
        SlotWidget(count: configuration.slotCount, charset: configuration.charset, pastePolicy: configuration.pastePolicy)
    }

    /// Applies one key.
    public mutating func handle(_ key: Key, at now: Int) {
        guard case .editing = phase else {
            if case .submitted = phase, key == .interrupt || key == .escape || key == .endOfInput {
                phase = .finished(.cancelled)
            }
            return
        }
        if autofillSubmitAt != nil {
            autofillSubmitAt = nil
            if key == .enter, widget.verifyEnabled {
                submit()
                return
            }
        }
        switch key {
        case let .character(character):
            let index = widget.focus
            let before = widget.boxes
            edit(.type(character))
            if widget.boxes != before, phase == .editing { reveal(index, at: now) }
        case .backspace:
            edit(.backspace)
        case .left:
            edit(.tap(max(0, widget.focus - 1)))
        case .right:
            edit(.tap(min(widget.count - 1, widget.focus + 1)))
        case .home:
            edit(.tap(0))
        case .end:
            edit(.tap(widget.count - 1))
        case .enter:
            if widget.verifyEnabled {
                submit()
            } else {
                say("Enter all \(widget.count) characters", error: true)
            }
        case .escape, .interrupt, .endOfInput:
            phase = .finished(.cancelled)
        case let .paste(text):
            let before = widget.boxes
            let committed = widget.apply(.paste(text))
            if widget.boxes == before, let code = pasteExtractor?(text), code != text {
                edit(.paste(code))
            } else {
                afterEdit(committed: committed, changed: widget.boxes != before)
            }
            revealedBox = nil
        case .delete, .unknown:
            break
        }
    }

    /// Fills the boxes with a code that arrived in a message (AutoFill), replacing what was typed.
    ///
    /// A complete fill is submitted after ``PromptConfiguration/autofillHold`` unless a key comes first.
    public mutating func autofill(code: String, source: String, at now: Int) {
        guard case .editing = phase else { return }
        var filled = PromptSession.freshWidget(configuration)
        filled.apply(.paste(code))
        guard !filled.filled.isEmpty else {
            say("From: \(source): code '\(code)' does not fit these boxes", error: true)
            return
        }
        widget = filled
        suggestionSource = source
        notice = nil
        revealedBox = nil
        shakeStartedAt = nil
        autofillSubmitAt = widget.verifyEnabled ? now + configuration.autofillHold : nil
    }

    /// Notes a message whose code was not filled (refused for its origin) on the status line.
    ///
    /// - Parameter reason: a short sentence, e.g. `Refused a code for 'evil.example'`.
    public mutating func refuse(source: String, reason: String) {
        guard case .editing = phase else { return }
        say("\(reason) · From: \(source)", error: true)
    }

    /// Lets time pass: submits a held autofill, ends the mask reveal and the shake.
    public mutating func tick(at now: Int) {
        if let at = autofillSubmitAt, now >= at, case .editing = phase {
            autofillSubmitAt = nil
            if widget.verifyEnabled { submit() }
        }
        if revealedBox != nil, now >= revealUntil { revealedBox = nil }
        if let start = shakeStartedAt, now - start >= shakeDuration { shakeStartedAt = nil }
    }

    /// When the view changes next on its own (a reveal ends, a shake frame, a held autofill), if ever.
    public func nextDeadline(after now: Int) -> Int? {
        var deadlines: [Int] = []
        if let at = autofillSubmitAt { deadlines.append(at) }
        if revealedBox != nil { deadlines.append(revealUntil) }
        if let start = shakeStartedAt {
            let frame = (now - start) / configuration.shakeFrameLength + 1
            deadlines.append(start + frame * configuration.shakeFrameLength)
        }
        return deadlines.min()
    }

    /// The submitted code was accepted: the prompt is done.
    public mutating func accept() {
        guard case let .submitted(code) = phase else { return }
        phase = .finished(.committed(code))
    }

    /// The submitted code was rejected: one try less; the boxes shake and clear, or the prompt gives up.
    ///
    /// - Parameter reason: the verify command's last line of output, shown after "Wrong code".
    public mutating func reject(at now: Int, reason: String? = nil) {
        guard case .submitted = phase else { return }
        triesLeft -= 1
        widget.apply(.reject)
        suggestionSource = nil
        revealedBox = nil
        let detail = reason.map { "Wrong code (\($0))" } ?? "Wrong code"
        if triesLeft <= 0 {
            phase = .finished(.exhausted)
            say("\(detail). No tries left", error: true)
            return
        }
        phase = .editing
        shakeStartedAt = now
        say("\(detail). \(triesLeft) \(triesLeft == 1 ? "try" : "tries") left", error: true)
    }

    /// What to draw at `now`.
    public func view(at now: Int) -> PromptView {
        let showsAll = !configuration.mask
        let boxes = widget.boxes.indices.map { index -> PromptView.Box in
            let character = widget.boxes[index]
            let visible = showsAll || (index == revealedBox && now < revealUntil && phase == .editing)
            return PromptView.Box(
                text: character.map { visible ? $0 : "•" },
                isFocused: index == widget.focus && !isFinished,
                isFilled: character != nil)
        }
        var offset = 0
        if let start = shakeStartedAt, now - start < shakeDuration, now >= start {
            offset = PromptSession.shakeOffsets[(now - start) / configuration.shakeFrameLength]
        }
        let (status, tone) = statusLine
        return PromptView(
            title: configuration.displayTitle,
            boxes: boxes,
            shakeOffset: offset,
            suggestion: suggestionSource.map { "From: \($0)" },
            status: status,
            tone: tone)
    }

    private var isFinished: Bool {
        if case .finished = phase { return true }
        return false
    }

    private var shakeDuration: Int { PromptSession.shakeOffsets.count * configuration.shakeFrameLength }

    private var statusLine: (String, PromptView.Tone) {
        switch phase {
        case .finished(.committed):
            return (configuration.verifies ? "Code accepted" : "Code entered", .success)
        case .finished(.cancelled):
            return ("Cancelled", .error)
        case .finished(.exhausted):
            return (notice ?? "No tries left", .error)
        case .submitted:
            return (configuration.verifies ? "Checking…" : "Submitting…", .hint)
        case .editing:
            if let notice { return (notice, noticeIsError ? .error : .hint) }
            if autofillSubmitAt != nil { return ("Enter submits now · any other key edits · Esc cancels", .hint) }
            return ("Enter submits · Esc cancels", .hint)
        }
    }

    private mutating func edit(_ event: SlotEvent) {
        let before = widget.boxes
        let committed = widget.apply(event)
        afterEdit(committed: committed, changed: widget.boxes != before)
    }

    private mutating func afterEdit(committed: Bool, changed: Bool) {
        if changed {
            notice = nil
            shakeStartedAt = nil
            suggestionSource = nil
        }
        if committed { submit() }
    }

    private mutating func reveal(_ index: Int, at now: Int) {
        guard configuration.mask else { return }
        revealedBox = index
        revealUntil = now + configuration.maskDelay
    }

    private mutating func submit() {
        phase = .submitted(widget.code)
        revealedBox = nil
    }

    private mutating func say(_ text: String, error: Bool) {
        notice = text
        noticeIsError = error
    }
}
