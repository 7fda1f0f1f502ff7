/// Finds code-shaped tokens: runs of decimal digits of any script (alone, in equal groups
/// such as `123 456`, `12-34-56`, or six digits split unevenly such as `7146-09`), and
/// letter-digit mixes such as `K7PQ2X` (alone, in two hyphenated parts, in three or four parts
/// of two or three characters each, `T7-KQ-93`, in pairs split by dots, `K3.7Q.9W`, or in two
/// triples split by a space, `8B3 K2P`;
/// never parts of a longer chain such as a gift card's `4KQ7-MZ2R9P-WHTX`).
///
/// Tokens glued to other Latin letters, accented ones too, or digits are not tokens ("abc123456",
/// "h264", "SYNTTÄRI20" has no "RI20"), nor digits after a letter and "#", the end of a password
/// ("Brasov#2025"), nor the parts of a name joined by underscores ("gamer_1998", "IMG_4821": user
/// names, file names), but a token right after CJK or other scripts without spaces is
/// ("验证码481516"), and so is one set in underscores ("_481516_"). A digit run glued to a following word in capitals
/// of four or more letters is a token ("ein:278281JETZT BESTÄTIGEN": an e-mail's code run into
/// its button text when the HTML is turned to text); digits after letters ("h264", "ABC123")
/// and digits before a lowercase or mixed word ("500mg", "4Kids") still are not. Nor is the
/// last group of an amount with its currency letter glued on ("3.500.000d", "1,250,000d"): no
/// letter-digit token starts right after a digit and a dot or comma, inside a number. Nor is a
/// digit run right after a digit and a comma (the decimals or thousands of a number: "0,0150
/// BTC", "25,000"; no code is written with a comma), nor a letter-digit run that goes on into a
/// number with a dot or comma (an ISO currency code glued to an amount: "NGN25,000.00"). Nor is
/// a digit run after two letters and a hyphen on its own: "DKC-48821903", "RM-48821" and
/// "INV-2024" are identifiers, taken whole as a letter-digit token when they are short enough
/// ("XQ-4471"); Google's one letter ("G-481516") is not touched. Nor is a digit run right after
/// a digit and a hyphen: a hyphenated run is read from its first digit, so a run that starts
/// there is the tail of an identifier whose head was refused ("BV-2025-118402", "ABC12-448120").
enum TokenScanner {
    /// Invisible characters that may sit between the digits of a code.
    private static let invisible = #"[\x{AD}\x{200B}-\x{200D}\x{2060}\x{FEFF}]*"#
    /// What may stand between a code's groups: spaces of every width, hyphens and dashes, a dot,
    /// and the middle dots, Japanese (`８２７・４１６`) and Latin (`638·401`).
    private static let separator = #"[ \x{A0}\x{2007}\x{2009}\x{200A}\x{202F}\x{3000}\-\x{2010}-\x{2013}\x{2212}.\x{B7}\x{FF0D}\x{30FB}\x{FF65}]"#

    static let digits = try! Pattern(
        #"(?<![A-Za-z0-9\p{Nd}])(?<![\p{Latin}\p{M}])(?<!\p{L}#)(?<![A-Za-z0-9\p{Nd}]_)(?<!\p{Nd},)(?<![A-Za-z][A-Za-z]-)(?<![0-9]-)(?:\p{Nd}"# + invisible + ")+(?:" + separator + #"(?:\p{Nd}"# + invisible
            + #")+)*(?:(?![\p{Latin}0-9\p{Nd}])|(?=\p{Lu}{4,}(?![\p{L}\p{M}\p{Nd}])))(?!_[A-Za-z0-9\p{Nd}])"#,
        jitRewrite: DecimalDigitClass.rewrite)

    static let alphanumeric = try! Pattern(
        #"(?<![A-Za-z0-9\p{Nd}+/\-])(?<![A-Za-z0-9\p{Nd}]_)(?<!\p{Nd}[.,])(?=[A-Za-z\-]*[0-9])(?=[0-9\-]*[A-Za-z])(?<![\p{Latin}\p{M}])[A-Za-z0-9]{1,10}(?:-[A-Za-z0-9]{1,10}){0,3}(?:(?<=(?<![A-Za-z0-9\-])(?<!(?<![A-Za-z0-9])(?=[A-Z]*[0-9])(?=[0-9]*[A-Z])[A-Z0-9]{3}[ \x{A0}])[A-Z0-9]{3})[ \x{A0}](?=[A-Z]*[0-9])(?=[0-9]*[A-Z])[A-Z0-9]{3}(?![A-Za-z0-9])(?![ \x{A0}](?=[A-Z]*[0-9])(?=[0-9]*[A-Z])[A-Z0-9]{3}(?![A-Za-z0-9])))?(?![\p{Latin}\p{M}0-9\p{Nd}+/]|-[A-Za-z0-9]|[.,]\p{Nd})(?!_[A-Za-z0-9\p{Nd}])"#)

    /// Three or four pairs of capitals and digits split by dots (`K3.7Q.9W`, `Q8.4R.2M`): a code
    /// grouped for reading, as `12.34.56` is. Capitals only, and no dot or letter-digit run after
    /// it, so that a version, a host name or a file name (`v1.2.3`, `a1.b2.io`) is no token.
    /// No lookahead for a letter and a digit opens the pattern, so that PCRE2 tries it only at a
    /// capital or a digit; the mix is checked on the match.
    static let dottedPairs = try! Pattern(
        #"(?<![A-Za-z0-9\p{Nd}.\-/_])[A-Z0-9]{2}\.[A-Z0-9]{2}\.[A-Z0-9]{2}(?:\.[A-Z0-9]{2})?(?![A-Za-z0-9\p{Nd}_\-]|\.[A-Za-z0-9\p{Nd}])"#)

    /// Every token in `text`, in order of position.
    static func tokens(in text: UnsafeBufferPointer<UInt8>) -> [CodeToken] {
        // Ranges only (``Pattern/forEachRange(in:from:group:_:)``): a ``PatternMatch`` for each
        // match was two arrays and a dictionary, and tokens need none of its groups.
        var found: [CodeToken] = []
        digits.forEachRange(in: text, group: nil) { range, _ in
            appendDigitTokens(text, range, to: &found)
            return true
        }
        alphanumeric.forEachRange(in: text, group: nil) { range, _ in
            appendAlphanumericToken(text, range, to: &found)
            return true
        }
        if mayHaveDottedPairs(text) {
            appendDottedPairs(text, to: &found)
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// Whether two dots three bytes apart stand between capitals or digits (`K3.7Q.9W`), as
    /// ``dottedPairs`` needs: found with `memchr(3)`, so that most messages, with no such dots,
    /// are not searched with the pattern.
    private static func mayHaveDottedPairs(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 2
        while let dot = ByteSearch.firstIndex(of: 0x2E, in: text, from: start) {
            if isDotBetweenPairs(text, at: dot), dot + 3 < text.count, text[dot + 3] == 0x2E, isDotBetweenPairs(text, at: dot + 3) { return true }
            start = dot + 1
        }
        return false
    }

    /// Whether the dot at `index` has two capitals or digits on each side (`K3.7Q`), as the pairs
    /// of a dotted code (`K3.7Q.9W`) have; ``Prefilter`` asks it too.
    static func isDotBetweenPairs(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index >= 2, index + 2 < text.count else { return false }
        func isPairByte(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 || byte &- 0x41 < 26 }
        return isPairByte(text[index - 2]) && isPairByte(text[index - 1]) && isPairByte(text[index + 1]) && isPairByte(text[index + 2])
    }

    /// The tokens of ``dottedPairs`` that mix capitals and digits.
    private static func appendDottedPairs(_ text: UnsafeBufferPointer<UInt8>, to found: inout [CodeToken]) {
        dottedPairs.forEachRange(in: text, group: nil) { range, _ in
            let part = text[range]
            guard part.contains(where: { (0x30...0x39).contains($0) }), part.contains(where: { (0x41...0x5A).contains($0) }) else { return true }
            found.append(CodeToken(code: asciiCode(text, range, dropping: 0x2E), range: range, isNumeric: false, isGrouped: true))
            return true
        }
    }

    /// The ASCII bytes of `range` as a code, without the separator byte between its parts (the
    /// hyphens of `T7-KQ-93`, the dots of `K3.7Q.9W`).
    private static func asciiCode(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, dropping separator: UInt8) -> String {
        var code = ""
        code.reserveCapacity(range.count)
        for index in range where text[index] != separator { code.unicodeScalars.append(Unicode.Scalar(text[index])) }
        return code
    }

    /// The prefixes a service puts before its digits, whose code rules take the digits (`G-481516`,
    /// `FB-29475`): such a match is no letter-digit token.
    private static let serviceCodePrefixes: [[UInt8]] = [Array("G-".utf8), Array("FB-".utf8)]

    /// A letter-digit match (ASCII letters, digits and at most three hyphens, as the pattern
    /// allows) is a token when it has 4–10 letters and digits, one of each, and is not a `G-` or
    /// `FB-` prefixed code (Google's and Facebook's, taken by their own rules). With two or three
    /// hyphens its parts must be of one length, two or three characters, the last one maybe
    /// shorter, down to two after pairs and to one after triples (`T7-KQ-93`, `4KM-Q7X-2PD`, `QX7-M4R-2B`,
    /// `R8W-2KD-7`, `7K-Q2-M9-X4`): a code written in groups for reading aloud, as digit codes
    /// are (`12-34-56`); or of uneven lengths from two to four (the last from one), six or more
    /// characters, each part with a digit (`4H7-Q2-9N`, `7KD2-QX91-4M`, `B8-4TK-2`). Other chains
    /// are dates, plates and serial numbers (`12-MAR-25`, `AB-123-CD`, `23-KLN-4`, `SM-G991B-DS`).
    /// Three or more letters, a hyphen and a number (`ORD-88213`, `TKT-5512093`) is how orders and
    /// tickets are numbered: such a token is marked (``CodeToken/isPrefixedNumber``). Digits
    /// masked with two or more X's after them (`01X-XXX`, `98XX`), or with one and a group of X's
    /// next (`091x xxx 521`), are a phone's or a card's visible head, no token. Works on the
    /// bytes: no `String` is made unless the token is kept.
    private static func appendAlphanumericToken(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to found: inout [CodeToken]) {
        // Only the two triples have a space (one byte) or a no-break space (two) in them.
        if range.count == 7 || range.count == 8, text[range.lowerBound + 3] == 0x20 || text[range.lowerBound + 3] == 0xC2 {
            appendSpacedTriples(text, range, to: &found)
            return
        }
        var count = 0, hasDigit = false, hasLetter = false, hyphens = 0, masks = 0, onlyMasks = true
        var part = 0, partLength = 0, evenParts = true
        // For a chain of uneven parts: whether every part has a digit and two to four characters,
        // the last part one to four.
        var partHasDigit = false, partsShortWithDigits = true
        for index in range {
            switch text[index] {
            case 0x2D:
                hyphens += 1
                if partLength == 0 { partLength = part } else if part != partLength { evenParts = false }
                if !(2...4).contains(part) || !partHasDigit { partsShortWithDigits = false }
                part = 0
                partHasDigit = false
                continue
            case 0x30...0x39: hasDigit = true; partHasDigit = true
            case 0x58, 0x78: hasLetter = true; masks += 1
            case 0x41...0x5A, 0x61...0x7A: hasLetter = true; onlyMasks = false
            default: break  // not reached: the pattern only matches ASCII letters, digits and '-'
            }
            count += 1
            part += 1
        }
        // The last part may be a single character (`B8-4TK-2`, `M4-7XQ-2`), as a hand's grouping ends.
        if !(1...4).contains(part) || !partHasDigit { partsShortWithDigits = false }
        guard hasDigit, hasLetter, (4...10).contains(count) else { return }
        if onlyMasks, masks >= 1, (0x30...0x39).contains(text[range.lowerBound]),
           masks >= 2 || maskedGroupFollows(text, at: range.upperBound) { return }
        // The parts' length is checked first: a chain of one-character parts ("1-B-12") has no range
        // of last-part lengths. Uneven parts of two to four characters, each with a digit, are a
        // code grouped by hand (`4H7-Q2-9N`, `7KD2-QX91-4M`, `4821-77XB-39`, `B8-4TK-2`); a part of
        // letters alone is a plate's, a date's or a model's (`AB-123-CD`, `12-MAR-25`, `SM-G991B-DS`).
        // The digit pattern's part of such a code (`4821`) is no code of its own.
        if hyphens >= 2, !evenParts || !(2...3).contains(partLength) || !((partLength == 3 ? 1 : 2)...partLength).contains(part) {
            guard count >= 6, partsShortWithDigits else { return }
            found.removeAll { $0.isNumeric && range.contains($0.range.lowerBound) }
        }
        let hasHyphen = hyphens > 0
        let match = UnsafeBufferPointer(rebasing: text[range])
        if serviceCodePrefixes.contains(where: { match.starts(with: $0) }) { return }
        let code = asciiCode(text, range, dropping: 0x2D)
        var token = CodeToken(code: code, range: range, isNumeric: false, isGrouped: hasHyphen)
        if hyphens == 1, partLength >= 3 {
            let hyphen = range.lowerBound + partLength
            token.isPrefixedNumber = text[range.lowerBound..<hyphen].allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }
                && text[(hyphen + 1)..<range.upperBound].allSatisfy { (0x30...0x39).contains($0) }
        }
        found.append(token)
    }

    /// Two triples of capitals and digits split by a space or a no-break space (`8B3 K2P`,
    /// `Q7M 2XP`), as the pattern allows them: one code written in two halves when each half
    /// mixes letters and digits, but a Canadian or British postcode has the same shape (`K1A 0B1`,
    /// `B33 8TH`), so the token stands only where a word for a code names it
    /// (``CodeToken/needsLabel``).
    private static func appendSpacedTriples(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to found: inout [CodeToken]) {
        func mixes(_ part: Range<Int>) -> Bool {
            text[part].contains { (0x30...0x39).contains($0) } && text[part].contains { (0x41...0x5A).contains($0) }
        }
        let first = range.lowerBound..<(range.lowerBound + 3), second = (range.upperBound - 3)..<range.upperBound
        guard mixes(first), mixes(second) else { return }
        appendHalves(text, first, second, to: &found)
    }

    /// Three capitals, a space or a no-break space and three digits (`XKW 583`): a code in two
    /// halves as Spain's Cl@ve PIN prints it, but a car's plate has the same shape, so the token
    /// stands only where a word for a code names it (``CodeToken/needsLabel``). `digits` is the
    /// range of three ASCII digits the digit pattern found; the letters before it are checked here,
    /// so no pattern of its own runs over every message.
    private static func appendLettersThenDigits(_ text: UnsafeBufferPointer<UInt8>, _ digits: Range<Int>, to found: inout [CodeToken]) {
        let space: Int
        if digits.lowerBound >= 4, text[digits.lowerBound - 1] == 0x20 {
            space = 1
        } else if digits.lowerBound >= 5, text[digits.lowerBound - 2] == 0xC2, text[digits.lowerBound - 1] == 0xA0 {
            space = 2
        } else {
            return
        }
        let start = digits.lowerBound - space - 3
        guard text[start..<(start + 3)].allSatisfy({ (0x41...0x5A).contains($0) }) else { return }
        let letters = UInt32(text[start]) << 16 | UInt32(text[start + 1]) << 8 | UInt32(text[start + 2])
        if currencyCodes.contains(letters) { return }
        if start > 0 {
            let before = text[start - 1]
            guard before < 0x80, !(0x30...0x39).contains(before), !(0x41...0x5A).contains(before),
                  !(0x61...0x7A).contains(before), before != 0x2D, before != 0x2F else { return }
        }
        appendHalves(text, start..<(start + 3), digits, to: &found)
    }

    /// A code written in two ASCII halves with a space between (`8B3 K2P`, `XKW 583`), as one
    /// token from the first half's start to the second's end that needs a label.
    private static func appendHalves(_ text: UnsafeBufferPointer<UInt8>, _ first: Range<Int>, _ second: Range<Int>,
                                     to found: inout [CodeToken]) {
        var code = ""
        code.reserveCapacity(first.count + second.count)
        for index in first { code.unicodeScalars.append(Unicode.Scalar(text[index])) }
        for index in second { code.unicodeScalars.append(Unicode.Scalar(text[index])) }
        found.append(CodeToken(code: code, range: first.lowerBound..<second.upperBound, isNumeric: false, isGrouped: true,
                               needsLabel: true))
    }

    /// ISO codes of currencies that come before an amount ("EUR 250", "CZK 990"), three capitals
    /// packed into the low bytes of a `UInt32`: an amount, not a code in two halves.
    private static let currencyCodes: Set<UInt32> = Set(
        ["EUR", "USD", "GBP", "CHF", "SEK", "NOK", "DKK", "ISK", "PLN", "CZK", "HUF", "RON", "BGN", "RSD", "RUB", "UAH",
         "TRY", "INR", "PKR", "BDT", "LKR", "NPR", "IDR", "MYR", "PHP", "THB", "VND", "JPY", "CNY", "RMB", "KRW", "TWD",
         "HKD", "SGD", "AUD", "CAD", "NZD", "ZAR", "KES", "TZS", "UGX", "NGN", "GHS", "EGP", "MAD", "AED", "SAR", "QAR",
         "KWD", "BHD", "OMR", "JOD", "ILS", "IRR", "MXN", "BRL", "ARS", "CLP", "COP", "PEN"].map { code in
            code.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        })

    /// One group of digits in a digit run: its digits in the ASCII copy and its bytes in the text.
    private struct Group {
        var digitStart: Int, digitEnd: Int, start: Int, end: Int
        var length: Int { digitEnd - digitStart }
    }

    /// A phone number's, an ID's or a date's groups, by their lengths, which
    /// ``appendDigitTokens(_:_:to:)`` does not join into a code that needs a label: three and two
    /// pairs (`444 25 25`, `123-45-67`), three, three and two pairs (`912 345 67 89`), three, three
    /// and four (`702-918-4635`, a North American number), three, two and four (`123-45-6789`, a US
    /// social security number), four, two and two (`2025-06-14`) and two, two and four (`14-06-2025`).
    private static let phoneOrDateGroupings: [[Int]] = [[3, 2, 2], [3, 3, 2, 2], [3, 3, 4], [3, 2, 4], [4, 2, 2], [2, 2, 4]]

    /// Whether a space, hyphen or dot and two X's stand at `index`: a masked group follows.
    private static func maskedGroupFollows(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + 2 < text.count, text[index] == 0x20 || text[index] == 0x2D || text[index] == 0x2E else { return false }
        return (text[index + 1] | 0x20) == 0x78 && (text[index + 2] | 0x20) == 0x78
    }

    /// Splits a digit run into its groups and keeps the shapes a code has: the whole run when
    /// its groups are of equal length (or it has none) and it has 4–10 digits; the whole run when
    /// it is six digits in two uneven parts of at least two digits, split by a dash or a space
    /// (`7146-09`, `12 3456`), or eight digits as two, three and three (`53 819 027`) or three,
    /// three and two (`912 405 73`); when the groups differ in length otherwise, each group of
    /// 4–10 digits, and for seven digits as three and four or four and three also the whole run,
    /// marked as needing a label (``CodeToken/needsLabel``), as are ten as four, four and two
    /// five as two and three, and seven as one, three and three or two, three and two, split by
    /// spaces (without their parts).
    ///
    /// Six digits is the usual length of a code, and no common phone, postal-code or amount
    /// format is six digits in two uneven parts; a year and a month (`2025-06`) are, and a
    /// negative rule explains them. Parts of one digit are house numbers and amounts (`1-3`,
    /// `1 250`), five or seven digits in two parts are postal codes and local phone numbers
    /// (`111 51`, `00-950`, `555-1234`), and a dot marks decimals (`1234.56`): those are not
    /// joined.
    ///
    /// Works on the bytes, with the ASCII digits and the groups in stack buffers; a `String`
    /// is made only for a token that is kept. The match is valid UTF-8 (PCRE2 never matches
    /// invalid bytes under `PCRE2_MATCH_INVALID_UTF`).
    private static func appendDigitTokens(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, to found: inout [CodeToken]) {
        let capacity = range.count + 1
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { digits in
            withUnsafeTemporaryAllocation(of: Group.self, capacity: capacity) { groups in
                var digitCount = 0, groupCount = 0
                var inGroup = false
                var hasDotSeparator = false, onlyDashes = true
                var groupStart = range.lowerBound, groupDigitStart = 0
                var offset = range.lowerBound
                while offset < range.upperBound {
                    let byte = text[offset]
                    let scalar: Unicode.Scalar
                    let width: Int
                    if byte < 0x80 {
                        scalar = Unicode.Scalar(byte)
                        width = 1
                    } else {
                        let (decoded, length) = Prefilter.decode(text, at: offset)
                        scalar = decoded ?? "\u{FFFD}"
                        width = length
                    }
                    if let digit = DigitNormalizer.asciiDigit(scalar) {
                        if !inGroup { inGroup = true; groupStart = offset; groupDigitStart = digitCount }
                        digits[digitCount] = digit
                        digitCount += 1
                    } else if inGroup, DigitNormalizer.isSeparator(scalar) {
                        groups[groupCount] = Group(digitStart: groupDigitStart, digitEnd: digitCount, start: groupStart, end: offset)
                        groupCount += 1
                        inGroup = false
                        if DigitNormalizer.isDot(scalar) { hasDotSeparator = true }
                        if !DigitNormalizer.isDash(scalar) { onlyDashes = false }
                    }
                    offset += width
                }
                if inGroup {
                    groups[groupCount] = Group(digitStart: groupDigitStart, digitEnd: digitCount, start: groupStart, end: range.upperBound)
                    groupCount += 1
                }
                func code(_ from: Int, _ to: Int) -> String {
                    String(decoding: UnsafeBufferPointer(rebasing: digits[from..<to]), as: UTF8.self)
                }
                if groupCount == 1 {
                    if (4...10).contains(digitCount) {
                        found.append(CodeToken(code: code(0, digitCount), range: range, isNumeric: true, isGrouped: false))
                    } else if digitCount == 3, range.count == 3 {
                        appendLettersThenDigits(text, range, to: &found)
                    }
                    return
                }
                if hasDotSeparator, groupCount >= 3, let split = (1..<groupCount).first(where: { index in
                    index >= 2 && text[groups[index - 2].end] == 0x2E && text[groups[index - 1].end] == 0x20
                }) {
                    // Groups split by dots, then a space and more digits: a code written with dots
                    // and the number after it ("koodilla 81.39.56 15 minuutin"), read apart.
                    appendDigitTokens(text, groups[0].start..<groups[split - 1].end, to: &found)
                    appendDigitTokens(text, groups[split].start..<range.upperBound, to: &found)
                    return
                }
                if groupCount == 2, hasDotSeparator, groups[0].length == 2, groups[1].length == 2 {
                    // Two pairs split by a dot are a date, a time or a decimal (`31.03.`, `12.30`,
                    // `19.90`), never a code: nobody writes four digits that way.
                    return
                }
                var equal = groupCount > 0
                for index in 0..<groupCount where groups[index].length != groups[0].length { equal = false; break }
                if equal, groups[0].length >= 2 || groupCount >= 4 {
                    // Equal groups are one number written in parts: a code (`48204 41719`) when short
                    // enough, else a card, gift card or account number (`4812-9920-1133`). Either way
                    // its parts are not codes.
                    if (4...10).contains(digitCount) {
                        found.append(CodeToken(code: code(0, digitCount), range: range, isNumeric: true, isGrouped: true))
                    }
                    return
                }
                // A six-digit code split unevenly (`7146-09`, `27 4913`: not a four-digit code and a
                // stray pair), or an eight-digit code written as a number in thousands
                // (`53 819 027`) or as three, three and two digits (`912 405 73`, as parcel
                // lockers print their pickup codes); phone numbers of those shapes start with a
                // trunk 0 and a negative rule explains them, as one explains amounts with their
                // currency: one code.
                let unevenSix = groupCount == 2 && digitCount == 6 && groups[0].length >= 2 && groups[1].length >= 2
                let thousandsEight = groupCount == 3 && digitCount == 8 && groups[0].length == 2 && groups[1].length == 3
                let threeThreeTwo = groupCount == 3 && digitCount == 8 && groups[0].length == 3 && groups[1].length == 3
                if !hasDotSeparator, unevenSix || thousandsEight || threeThreeTwo {
                    found.append(CodeToken(code: code(0, digitCount), range: range, isNumeric: true, isGrouped: true))
                    return
                }
                // One number, a code only where a word for a code names it, its parts no codes on
                // their own: ten digits as four, four and two, split by spaces or dashes (`8305 1927
                // 64`, a VPN's one-time password, `4829-1076-33`); five as two and three (`57 230`,
                // "Brug koden 57 230") and seven as one, three and three (`8 402 615`), as often
                // amounts in thousands (`12 500 Kč`); pairs and one digit (`91 82 64 3`). Three and
                // two (`111 51`) is a postcode.
                let tenAsFourFourTwo = groupCount == 3 && digitCount == 10 && groups[0].length == 4 && groups[1].length == 4
                let fiveAsTwoThree = groupCount == 2 && digitCount == 5 && groups[0].length == 2
                let sevenAsOneThreeThree = groupCount == 3 && digitCount == 7 && groups[0].length == 1 && groups[1].length == 3
                // Seven as two, three and two (`58 293 41`), no phone's or amount's grouping.
                let sevenAsTwoThreeTwo = groupCount == 3 && digitCount == 7 && groups[0].length == 2 && groups[1].length == 3
                // Pairs and one digit left over (`91 82 64 3`, `38-51-60-9`): a code read out in
                // pairs, an odd number of digits long.
                let pairsThenOne = groupCount >= 3 && groups[groupCount - 1].length == 1
                    && (0..<(groupCount - 1)).allSatisfy { groups[$0].length == 2 }
                // With dots: eight as three, three and two (`318.552.07`, no amount's or date's
                // shape), ten as four, four and two (`4803.7719.62`), and as amounts in thousands
                // are written, eight as two, three and three (`37.804.219`), seven as one, three
                // and three ("código de validação 6.031.478") and five as two and three ("codul
                // de validare este 71.803"), but not a round amount
                // (`2.000.000`; its last group is read only then, not as a string for every token).
                // With dashes alone: ten digits and pairs (five and seven digits with dashes are
                // postcodes and local numbers). With spaces: ten, five, seven and pairs.
                let withDots = threeThreeTwo || thousandsEight || tenAsFourFourTwo || (sevenAsOneThreeThree || fiveAsTwoThree) && hasDotSeparator
                    && code(groups[groupCount - 1].digitStart, groups[groupCount - 1].digitEnd) != "000"
                let withDashes = tenAsFourFourTwo || pairsThenOne
                let withSpaces = withDashes || fiveAsTwoThree || sevenAsOneThreeThree || sevenAsTwoThreeTwo
                if hasDotSeparator ? withDots : onlyDashes ? withDashes : withSpaces {
                    found.append(CodeToken(code: code(0, digitCount), range: range, isNumeric: true, isGrouped: true, needsLabel: true))
                    return
                }
                if !hasDotSeparator, groupCount == 2, digitCount == 7, groups[0].length == 3 || groups[0].length == 4 {
                    // Seven digits as three and four or four and three (`842 6271`, `4471 209`): a
                    // local phone number as often as a pickup code, so the joined token stands only
                    // where a word for a code names it (the extractor drops it elsewhere); its
                    // four-digit part is a token as before.
                    found.append(CodeToken(code: code(0, digitCount), range: range, isNumeric: true, isGrouped: true, needsLabel: true))
                }
                let dotsAllowed = !hasDotSeparator || groupCount == 3 && digitCount < 10
                if dotsAllowed, groupCount >= 3, (6...10).contains(digitCount), groups[0].length >= 2,
                   (0..<groupCount).allSatisfy({ groups[$0].length <= 4 }),
                   !phoneOrDateGroupings.contains((0..<groupCount).map { groups[$0].length }) {
                    // Three or more groups of two to four digits, in other lengths (`55-210-87-934`,
                    // `39-1027-4856`, `392 0481 66`, `805 196 3`): an ID's or a phone's grouping as
                    // often as a code read out in parts, so the whole run stands only where a word
                    // for a code names it; its parts stay what they were. Not from one digit: a
                    // shelf (`8-3-1207`, a parcel station's place for a parcel). With dots, three
                    // groups only and fewer than ten digits (`518.204.9`): four are an address
                    // (`192.168.1.1`), ten a booking's or an account's number (`4821.930.117`).
                    found.append(CodeToken(code: code(0, digitCount), range: range, isNumeric: true, isGrouped: true, needsLabel: true))
                }
                if onlyDashes ? groupCount >= 3 || digitCount > 10 : groupCount >= 3 && digitCount >= 10 && hasDotSeparator {
                    // Uneven parts joined by dashes alone, three or more of them or more digits than
                    // a code has, are one number: an ID (`12-025123456-7`, `34-5678901-2`,
                    // `123-45-6789`), an account (`12-345-678901`) or a phone number
                    // (`01711-482913`). So are three or more split by dots with ten digits or more
                    // (an account number, `1234.56.78903`; a booking's, `4821.930.117`). None of
                    // their parts is a code.
                    // (With spaces, `12 345 678901`, the parts may be separate numbers and the long
                    // one a code.)
                    return
                }
                for index in 0..<groupCount where (4...10).contains(groups[index].length) {
                    let group = groups[index]
                    found.append(CodeToken(code: code(group.digitStart, group.digitEnd), range: group.start..<group.end,
                                           isNumeric: true, isGrouped: false))
                }
            }
        }
    }
}
