/// Which characters the widget's boxes accept.
public enum SlotCharset: String, CaseIterable, Sendable {
    /// ASCII digits only (after Unicode digits are made ASCII); the default, like `inputmode=numeric`.
    case digits
    /// ASCII letters and digits, for alphanumeric codes.
    case alnum

    /// Whether one box may hold `character`.
    public func allows(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return allows(ascii: ascii)
    }

    /// Whether one box may hold the ASCII character `ascii`.
    func allows(ascii: UInt8) -> Bool {
        switch self {
        case .digits: return ascii >= 0x30 && ascii <= 0x39
        case .alnum:
            return (ascii >= 0x30 && ascii <= 0x39) || (ascii >= 0x41 && ascii <= 0x5A) || (ascii >= 0x61 && ascii <= 0x7A)
        }
    }
}
