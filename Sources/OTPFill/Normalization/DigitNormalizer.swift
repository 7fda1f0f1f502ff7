/// Turns the digits of any script into ASCII and recognizes characters that may sit inside a code.
///
/// Only Unicode decimal digits (general category Nd, every script Swift's tables know) count as
/// digits: superscripts, circled numbers and CJK numerals are numeric but are not what a code
/// is made of, so they are left alone.
public enum DigitNormalizer {
    /// The ASCII digit for a decimal digit of any script (`٤` → `4`, `４` → `4`), or `nil`.
    @inline(__always)
    public static func asciiDigit(_ scalar: Unicode.Scalar) -> UInt8? {
        if scalar.value < 0x80 {
            return scalar.value >= 0x30 && scalar.value <= 0x39 ? UInt8(scalar.value) : nil
        }
        guard scalar.properties.generalCategory == .decimalNumber,
              let value = scalar.properties.numericValue, value >= 0, value <= 9 else { return nil }
        return 0x30 + UInt8(value)
    }

    /// Whether `scalar` may separate the groups of a code (`123 456`, `123-456`, `123.456`):
    /// spaces, no-break and thin spaces, hyphens, dashes, minus signs and dots.
    public static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0xA0, 0x2007, 0x2009, 0x200A, 0x202F, 0x3000: return true
        default: return isDash(scalar) || isDot(scalar)
        }
    }

    /// Whether a separator is a hyphen, a dash or a minus sign (`-`, `‐`, `‒`, `–`, `−`, `－`),
    /// which joins the parts of one number (`12-025123456-7`) where a space may stand between two.
    static func isDash(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0x2010...0x2014, 0x2212, 0xFE63, 0xFF0D: return true
        default: return false
        }
    }

    /// Whether a separator is a dot (`.`, `·`, `‧`, `・`, `．`), which also marks decimals (`1234.56`).
    static func isDot(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E, 0xB7, 0x2027, 0x30FB, 0xFF0E: return true
        default: return false
        }
    }

    /// Whether `scalar` is invisible formatting that may be sprinkled inside a code (zero-width
    /// spaces and joiners, word joiner, BOM, soft hyphen, direction marks and isolates, CGJ).
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAD, 0x34F, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF:
            return true
        default:
            return false
        }
    }

    /// The code in `text` as a widget receives it: digits of any script made ASCII, fullwidth
    /// Latin letters made ASCII, separators and invisible characters removed. Anything else is
    /// kept as it is, so callers can tell a clean code from text that is not one.
    public static func normalize<S: StringProtocol>(_ text: S) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let digit = asciiDigit(scalar) {
                result.append(Unicode.Scalar(digit))
            } else if isSeparator(scalar) || isInvisible(scalar) {
                continue
            } else if (0xFF21...0xFF3A).contains(scalar.value) || (0xFF41...0xFF5A).contains(scalar.value) {
                result.append(Unicode.Scalar(scalar.value - 0xFF21 + 0x41)!)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
