/// One thing the user did at the keyboard, decoded from the terminal's bytes by ``KeyDecoder``.
public enum Key: Equatable, Sendable {
    /// A printable character (a digit, a letter, a Unicode digit typed on another layout).
    case character(Character)
    /// DEL (`0x7F`), Ctrl-H (`0x08`) or the terminal's `VERASE` character.
    case backspace
    /// Forward delete (`ESC[3~`); the slot model has no such edit, so the prompt ignores it.
    case delete
    case left
    case right
    case home
    case end
    /// Return (`\r`) or line feed (`\n`).
    case enter
    /// A lone Escape: no CSI followed within the escape timeout.
    case escape
    /// Ctrl-C (`0x03`); raw mode turns off `ISIG`, so it arrives as a byte.
    case interrupt
    /// Ctrl-D (`0x04`).
    case endOfInput
    /// A bracketed paste (`ESC[200~` … `ESC[201~`): the text, capped and with controls removed.
    case paste(String)
    /// A sequence or control byte the prompt does not use.
    case unknown([UInt8])
}
