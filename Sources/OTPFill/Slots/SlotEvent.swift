/// One thing a user (or AutoFill) does to the widget.
public enum SlotEvent: Equatable, Sendable {
    /// One key press.
    case type(Character)
    /// A multi-character insert: the clipboard or AutoFill delivering a code into the focused box.
    case paste(String)
    case backspace
    /// A tap on box `index`.
    case tap(Int)
    /// The app said the code was wrong.
    case reject

    /// An insert the way a text field receives it: one character is typing, more is a paste.
    public static func insert(_ text: String) -> SlotEvent {
        text.count == 1 ? .type(text.first!) : .paste(text)
    }

    /// Parses the command-line form: `type:C`, `paste:TEXT`, `insert:TEXT`, `backspace`, `tap:I`, `reject`.
    ///
    /// - Returns: `nil` when `text` is none of these.
    public init?(parsing text: String) {
        let name: Substring
        let argument: Substring?
        if let colon = text.firstIndex(of: ":") {
            name = text[..<colon]
            argument = text[text.index(after: colon)...]
        } else {
            name = Substring(text)
            argument = nil
        }
        switch (name, argument) {
        case ("type", let value?) where value.count == 1: self = .type(value.first!)
        case ("paste", let value?) where !value.isEmpty: self = .paste(String(value))
        case ("insert", let value?) where !value.isEmpty: self = .insert(String(value))
        case ("backspace", nil): self = .backspace
        case ("tap", let value?):
            guard let index = Int(value), index >= 0 else { return nil }
            self = .tap(index)
        case ("reject", nil): self = .reject
        default: return nil
        }
    }
}
