/// Finds the origin-bound code line of a message: the WICG grammar first, then what Chrome's
/// parser also accepts (the `@host #code` form anywhere, after white space or at a line start).
public enum OriginLineParser {
    /// Chrome's form (`content/browser/sms/sms_parser.cc`), with our host and code classes.
    private static let lenient = try! Pattern(
        #"(?:^|(?<=\s))@(?<host>[a-zA-Z0-9.\-]+) #(?<code>[^#\s]+)(?: @(?<embedded>[a-zA-Z0-9.\-]+))?"#,
        options: [.multiline])

    /// The binding in `text`, or `nil`. The strict reading wins when both apply.
    public static func parse(_ text: UnsafeBufferPointer<UInt8>) -> OriginBinding? {
        // Both forms start with `@`; most messages have none, and the lenient pattern would
        // still try every position.
        guard ByteSearch.contains(0x40, in: text) else { return nil }
        if let strict = parseStrict(text) { return strict }
        var found: PatternMatch?
        lenient.forEachMatch(in: text) { match in
            found = match
            return true
        }
        guard let match = found, let host = match["host"], let code = match["code"] else { return nil }
        return OriginBinding(
            host: string(text, host).lowercased(),
            embedded: match["embedded"].map { string(text, $0).lowercased() },
            code: string(text, code),
            isStrict: false,
            codeStart: code.lowerBound,
            codeEnd: code.upperBound)
    }

    /// The WICG "parse" algorithm: the last line (CR, CRLF and LF all end lines), `@` first,
    /// tokens of non-white-space separated by exactly one space, trailing text ignored.
    static func parseStrict(_ text: UnsafeBufferPointer<UInt8>) -> OriginBinding? {
        var lineStart = 0
        for index in 0..<text.count where text[index] == 0x0A || text[index] == 0x0D {
            lineStart = index + 1
        }
        var position = lineStart
        func token(marker: UInt8) -> Range<Int>? {
            guard position < text.count, text[position] == marker else { return nil }
            let start = position + 1
            var end = start
            while end < text.count, ![0x20, 0x09, 0x0A, 0x0C, 0x0D].contains(text[end]) { end += 1 }
            guard end > start else { return nil }
            position = end
            return start..<end
        }
        guard let host = token(marker: UInt8(ascii: "@")) else { return nil }
        guard position < text.count, text[position] == 0x20 else { return nil }
        position += 1
        guard let code = token(marker: UInt8(ascii: "#")) else { return nil }
        var embedded: Range<Int>? = nil
        if position < text.count, text[position] == 0x20 {
            position += 1
            embedded = token(marker: UInt8(ascii: "@"))
        }
        let hostText = string(text, host)
        guard isHost(hostText) else { return nil }
        let embeddedText = embedded.map { string(text, $0) }.flatMap { isHost($0) ? $0.lowercased() : nil }
        return OriginBinding(host: hostText.lowercased(), embedded: embeddedText, code: string(text, code),
                             isStrict: true, codeStart: code.lowerBound, codeEnd: code.upperBound)
    }

    /// A host name as the line may carry it: letters, digits, dots and hyphens (no scheme, port or path).
    static func isHost(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x2E || byte == 0x2D
        }
    }

    private static func string(_ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF8.self)
    }
}
