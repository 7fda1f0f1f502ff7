/// Everything otpfill decided about one message: the extraction, the origin check, and the
/// widget after the code was pasted into it.
public struct MessageResult: Equatable, Sendable {
    public var message: Message
    public var extraction: Extraction
    /// The origin check, when an origin was asked for (`--origin`).
    public var originMatch: OriginMatch?
    /// The widget after the paste, or `nil` when no code was filled.
    public var widget: SlotWidget?
    /// Whether the paste fired the widget's commit.
    public var committed: Bool

    /// The code that was filled into the widget, or `nil`.
    public var filledCode: String? {
        guard let widget, !widget.isEmpty else { return nil }
        return widget.code
    }

    /// The best candidate's code even when it was refused for its origin.
    public var foundCode: String? { extraction.code }

    /// Why a found code was not filled, for a note on stderr; `nil` when nothing needs saying.
    public var refusal: String? {
        guard let code = extraction.best, widget == nil else { return nil }
        if originMatch == .refused {
            if let origin = extraction.origin {
                return "Code bound to '\(origin.host)' refused for this origin"
            }
            return "Code is not bound to an origin; refused because an origin is required"
        }
        return "A \(code.code.count)-character code does not fit the widget's charset; nothing filled"
    }
}
