import ArgumentParser
import OTPFill

extension OTPFillCommand {
    /// `otpfill slots EVENT ...`: drive the widget model by hand and watch its state.
    struct Slots: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "slots",
            abstract: "Apply events to a fresh widget and print its state after each one.",
            discussion: """
                Events: type:C (one key), paste:TEXT (a paste into the focused box), insert:TEXT \
                (typing for one character, a paste for more), backspace, tap:I (0-based box), reject. \
                Prints e.g. '[4][2][_][_][_][_] focus=2' after each event and 'commit 421337' when \
                commit fires.
                """
        )

        @Argument(help: "The events to apply, in order.")
        var events: [String]

        @Option(help: "The number of boxes (1-12). 6 when omitted.")
        var count: Int = 6

        @Option(help: "The characters the boxes accept: digits or alnum. Digits when omitted.")
        var charset: SlotCharset = .digits

        @Option(help: "What a paste longer than the boxes left does: clamp or reject. Clamp when omitted.")
        var pastePolicy: PastePolicy = .clamp

        @Flag(help: "Tapping a box also empties it.")
        var clearOnTap = false

        @Flag(help: "Print only the final state, as one JSON object.")
        var json = false

        func validate() throws {
            guard (1...SlotWidget.maxCount).contains(count) else {
                throw ValidationError("--count must be between 1 and \(SlotWidget.maxCount), not \(count)")
            }
            _ = try parsedEvents()
        }

        func run() throws {
            var widget = SlotWidget(count: count, charset: charset, pastePolicy: pastePolicy, clearOnTap: clearOnTap)
            let output = OutputBuffer(descriptor: 1)
            for event in try parsedEvents() {
                let committed = widget.apply(event)
                if !json {
                    output.writeLine(widget.description)
                    if committed { output.writeLine("commit \(widget.code)") }
                }
            }
            if json { output.writeLine(SlotStateFormatter.json(widget)) }
            output.flush()
        }

        private func parsedEvents() throws -> [SlotEvent] {
            try events.map { text in
                guard let event = SlotEvent(parsing: text) else {
                    throw ValidationError("Unknown event '\(text)' (expected type:C, paste:TEXT, insert:TEXT, backspace, tap:I or reject)")
                }
                if case let .tap(index) = event, index >= count {
                    throw ValidationError("Event '\(text)' taps box \(index), but the boxes are 0 to \(count - 1)")
                }
                return event
            }
        }
    }
}
