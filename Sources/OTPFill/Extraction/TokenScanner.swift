/// Finds code-shaped tokens: runs of decimal digits of any script (alone or in equal groups
/// such as `123 456`, `12-34-56`), and letter-digit mixes such as `K7PQ2X`.
///
/// Tokens glued to other Latin letters or digits are not tokens ("abc123456", "h264"), but a
/// token right after CJK or other scripts without spaces is ("验证码481516").
enum TokenScanner {
    /// Invisible characters that may sit between the digits of a code.
    private static let invisible = #"[\x{AD}\x{200B}-\x{200D}\x{2060}\x{FEFF}]*"#
    private static let separator = #"[ \x{A0}\x{2007}\x{2009}\x{200A}\x{202F}\x{3000}\-\x{2010}-\x{2013}\x{2212}.\x{FF0D}]"#

    static let digits = try! Pattern(
        #"(?<![A-Za-z0-9\p{Nd}])(?:\p{Nd}"# + invisible + ")+(?:" + separator + #"(?:\p{Nd}"# + invisible
            + #")+)*(?![A-Za-z0-9\p{Nd}])"#)

    static let alphanumeric = try! Pattern(
        #"(?<![A-Za-z0-9\p{Nd}+/\-])(?=[A-Za-z\-]*[0-9])(?=[0-9\-]*[A-Za-z])[A-Za-z0-9]{1,10}(?:-[A-Za-z0-9]{1,10})?(?![A-Za-z0-9\p{Nd}+/])"#)

    /// Every token in `text`, in order of position.
    static func tokens(in text: UnsafeBufferPointer<UInt8>) -> [CodeToken] {
        var found: [CodeToken] = []
        digits.forEachMatch(in: text) { match in
            appendDigitTokens(text, match.range, to: &found)
            return true
        }
        alphanumeric.forEachMatch(in: text) { match in
            let raw = String(decoding: UnsafeBufferPointer(rebasing: text[match.range]), as: UTF8.self)
            let code = raw.filter { $0 != "-" }
            let hasDigit = code.contains { $0.isASCII && $0.isNumber }
            let hasLetter = code.contains { $0.isASCII && $0.isLetter }
            if hasDigit && hasLetter && (4...10).contains(code.count) && !raw.hasPrefix("G-") {
                found.append(CodeToken(code: code, range: match.range, isNumeric: false, isGrouped: raw.contains("-")))
            }
            return true
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// Splits a digit run into its groups and keeps the shapes a code has: the whole run when
    /// its groups are of equal length (or it has none) and it has 4–10 digits; when the groups
    /// differ in length, each group of 4–10 digits.
    private static func appendDigitTokens(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to found: inout [CodeToken]) {
        let raw = String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF8.self)
        var groups: [(code: String, range: Range<Int>)] = []
        var current = ""
        var groupStart = range.lowerBound
        var offset = range.lowerBound
        for scalar in raw.unicodeScalars {
            let width = UTF8.width(scalar)
            if let digit = DigitNormalizer.asciiDigit(scalar) {
                if current.isEmpty { groupStart = offset }
                current.unicodeScalars.append(Unicode.Scalar(digit))
            } else if DigitNormalizer.isSeparator(scalar), !current.isEmpty {
                groups.append((current, groupStart..<offset))
                current = ""
            }
            offset += width
        }
        if !current.isEmpty { groups.append((current, groupStart..<range.upperBound)) }
        let whole = groups.map(\.code).joined()
        let equal = Set(groups.map(\.code.count)).count == 1
        if groups.count == 1 {
            if (4...10).contains(whole.count) {
                found.append(CodeToken(code: whole, range: range, isNumeric: true, isGrouped: false))
            }
            return
        }
        if equal, groups[0].code.count >= 2 || groups.count >= 4 {
            // Equal groups are one number written in parts: a code (`48204 41719`) when short
            // enough, else a card, gift card or account number (`4812-9920-1133`). Either way
            // its parts are not codes.
            if (4...10).contains(whole.count) {
                found.append(CodeToken(code: whole, range: range, isNumeric: true, isGrouped: true))
            }
            return
        }
        for group in groups where (4...10).contains(group.code.count) {
            found.append(CodeToken(code: group.code, range: group.range, isNumeric: true, isGrouped: false))
        }
    }
}
