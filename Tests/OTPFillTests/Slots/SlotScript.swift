import Testing

@testable import OTPFill

/// Drives a ``SlotWidget`` with events in their command-line form and records what
/// `otpfill slots` prints: the state after each event, then `commit CODE` when commit fired.
struct SlotScript {
    var widget: SlotWidget
    /// How many of the applied events fired commit, counted from the return values of `apply`.
    private(set) var fired = 0

    init(_ widget: SlotWidget = SlotWidget(count: 6)) {
        self.widget = widget
    }

    init(
        count: Int, charset: SlotCharset = .digits, pastePolicy: PastePolicy = .clamp,
        clearOnTap: Bool = false
    ) {
        self.init(
            SlotWidget(count: count, charset: charset, pastePolicy: pastePolicy, clearOnTap: clearOnTap))
    }

    /// Applies `events` (`type:4`, `paste:1337`, `backspace`, …) and returns the transcript.
    @discardableResult
    mutating func run(_ events: [String], sourceLocation: SourceLocation = #_sourceLocation) throws
        -> String
    {
        var lines: [String] = []
        for text in events {
            let event = try #require(
                SlotEvent(parsing: text), "'\(text)' is not an event", sourceLocation: sourceLocation)
            let committed = widget.apply(event)
            lines.append(widget.description)
            if committed {
                fired += 1
                lines.append("commit \(widget.code)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The widget after applying `events` to a fresh one.
    static func widget(
        after events: [String],
        count: Int = 6,
        charset: SlotCharset = .digits,
        pastePolicy: PastePolicy = .clamp,
        clearOnTap: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> SlotWidget {
        var script = SlotScript(
            count: count, charset: charset, pastePolicy: pastePolicy, clearOnTap: clearOnTap)
        try script.run(events, sourceLocation: sourceLocation)
        return script.widget
    }

    /// The boxes as `otpfill slots --json` shows them: an empty string for an empty box.
    static func boxes(of widget: SlotWidget) -> [String] {
        widget.boxes.map { $0.map(String.init) ?? "" }
    }
}
