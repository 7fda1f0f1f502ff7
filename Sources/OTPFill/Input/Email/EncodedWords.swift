/// Decodes header text with RFC 2047 encoded words (`=?UTF-8?Q?Your_code_is_492_118?=`).
///
/// White space between adjacent encoded words is dropped (§6.2), and adjacent words in the same
/// charset have their bytes joined before decoding, because senders split multibyte
/// characters (and ISO-2022-JP escape sequences) across words. Text outside encoded words is
/// read as UTF-8 when valid (RFC 6532) and as windows-1252 otherwise.
public enum EncodedWords {
    /// The longest encoded-word text accepted (RFC 2047 allows 75 characters; senders exceed it).
    static let maxWordLength = 2048

    private enum Piece {
        case plain([UInt8])
        case encoded(charset: String, bytes: [UInt8])
    }

    /// The decoded text and any warnings (an unknown charset, damaged base64).
    public static func decode(_ raw: [UInt8]) -> (text: String, warnings: [String]) {
        // Most headers have no encoded word at all: then the whole value is one plain piece.
        guard ByteSearch.firstIndex(of: UInt8(ascii: "?"), in: raw[...], from: 0) != nil else {
            return (Charset.decodeUndeclared(raw), [])
        }
        var pieces: [Piece] = []
        var warnings: [String] = []
        var plainStart = 0
        var index = 0
        while index + 1 < raw.count {
            guard raw[index] == UInt8(ascii: "="), raw[index + 1] == UInt8(ascii: "?"),
                  let word = encodedWord(raw, at: index) else {
                index += 1
                continue
            }
            if plainStart < index { pieces.append(.plain(Array(raw[plainStart..<index]))) }
            let bytes: [UInt8]
            if word.encoding == UInt8(ascii: "b") || word.encoding == UInt8(ascii: "B") {
                let decoded = Base64.decode(raw[word.text])
                if decoded.invalidCharacters > 0 { warnings.append("Invalid base64 in an encoded word of a header") }
                bytes = decoded.bytes
            } else {
                bytes = QuotedPrintable.decode(raw[word.text], header: true)
            }
            pieces.append(.encoded(charset: word.charset, bytes: bytes))
            index = word.end
            plainStart = index
        }
        if plainStart < raw.count { pieces.append(.plain(Array(raw[plainStart...]))) }

        // Drop white space between encoded words, then join same-charset neighbours.
        var merged: [Piece] = []
        for (position, piece) in pieces.enumerated() {
            if case let .plain(bytes) = piece, bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }),
               position > 0, position + 1 < pieces.count,
               case .encoded = pieces[position - 1], case .encoded = pieces[position + 1] {
                continue
            }
            if case let .encoded(charset, bytes) = piece, case let .encoded(previous, previousBytes)? = merged.last,
               previous.lowercased() == charset.lowercased() {
                merged[merged.count - 1] = .encoded(charset: previous, bytes: previousBytes + bytes)
                continue
            }
            merged.append(piece)
        }
        var text = ""
        for piece in merged {
            switch piece {
            case let .plain(bytes):
                text += Charset.decodeUndeclared(bytes)
            case let .encoded(label, bytes):
                let decoded = Charset(label: label).decode(bytes)
                if let warning = decoded.warning { warnings.append(warning) }
                text += decoded.text
            }
        }
        return (text, warnings)
    }

    /// The encoded word starting at `start` (`=?charset?B|Q?text?=`), if it is well formed.
    private static func encodedWord(
        _ raw: [UInt8], at start: Int
    ) -> (charset: String, encoding: UInt8, text: Range<Int>, end: Int)? {
        var index = start + 2
        let charsetStart = index
        while index < raw.count, raw[index] != UInt8(ascii: "?") {
            let byte = raw[index]
            if byte <= 0x20 || byte >= 0x7F || index - charsetStart > 64 { return nil }
            index += 1
        }
        guard index + 2 < raw.count, index > charsetStart, raw[index + 2] == UInt8(ascii: "?") else { return nil }
        let encoding = raw[index + 1]
        guard [UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "q"), UInt8(ascii: "Q")].contains(encoding) else { return nil }
        let charset = String(decoding: raw[charsetStart..<index], as: UTF8.self)
        let textStart = index + 3
        index = textStart
        while index + 1 < raw.count {
            if raw[index] == UInt8(ascii: "?"), raw[index + 1] == UInt8(ascii: "=") {
                return (charset, encoding, textStart..<index, index + 2)
            }
            if raw[index] == 0x20 || raw[index] == 0x09 || raw[index] == 0x0A || raw[index] == 0x0D { return nil }
            // RFC 2047 allows 75 characters; the generous cap keeps hostile headers linear.
            if index - textStart > maxWordLength { return nil }
            index += 1
        }
        return nil
    }
}
