/// A structured MIME header value such as `multipart/alternative; boundary="b1"`.
///
/// Understands quoted strings with backslash escapes, `(comments)`, and RFC 2231 parameter
/// continuations and extended values (`boundary*0=…`, `name*=utf-8''%E2%82%AC`), because real
/// senders use all of them and a misread boundary loses the whole body.
public struct MIMEHeaderValue: Equatable, Sendable {
    /// The main value, lowercased (`multipart/alternative`, `attachment`, `base64`).
    public var value: String
    /// Parameters by lowercased name; values as written, unquoted.
    public var parameters: [String: String]

    /// The most parameters (or RFC 2231 sections) read from one header; the rest are ignored.
    public static let maxParameters = 1000

    public init(value: String, parameters: [String: String] = [:]) {
        self.value = value
        self.parameters = parameters
    }

    /// Parses a raw header value; anything unreadable is skipped, never an error.
    ///
    /// The value is read as UTF-8 bytes: every delimiter is ASCII, and UTF-8 repair never joins
    /// bytes across an ASCII byte, so each token decodes to the text it would have had if the
    /// whole value were decoded first.
    public init(_ raw: [UInt8]) {
        var scanner = Scanner(bytes: raw)
        scanner.skipSpaceAndComments()
        let main = scanner.token(stoppingAtNameEnd: false)
        var parameters: [String: String] = [:]
        var sections: [String: [(Int, Bool, String)]] = [:]
        var pieceCount = 0
        // Real headers have a handful of parameters (a long RFC 2231 name a few dozen
        // sections); the cap keeps a 4 MiB header of `a*0=b;` from costing 120 MB.
        while scanner.index < raw.count, pieceCount < MIMEHeaderValue.maxParameters {
            scanner.skipPastSemicolon()
            scanner.skipSpaceAndComments()
            var name = scanner.token(stoppingAtNameEnd: true).lowercased()
            scanner.skipSpaceAndComments()
            guard scanner.index < raw.count, raw[scanner.index] == UInt8(ascii: "=") else { continue }
            scanner.index += 1
            scanner.skipSpaceAndComments()
            let value: String
            if scanner.index < raw.count, raw[scanner.index] == UInt8(ascii: "\"") {
                value = scanner.quoted()
            } else {
                value = scanner.token(stoppingAtNameEnd: false)
            }
            guard !name.isEmpty else { continue }
            var extended = false
            var section: Int? = nil
            // Only RFC 2231 names have a `*`.
            if ByteSearch.contains(UInt8(ascii: "*"), in: name) {
                if name.hasSuffix("*") { extended = true; name.removeLast() }
                if let star = name.lastIndex(of: "*"), let number = Int(name[name.index(after: star)...]) {
                    section = number
                    name = String(name[..<star])
                }
            }
            pieceCount += 1
            if let section {
                sections[name, default: []].append((section, extended, value))
            } else if parameters[name] == nil || extended {
                parameters[name] = extended ? MIMEHeaderValue.extendedValue(value, first: true) : value
            }
        }
        for (name, parts) in sections where parameters[name] == nil {
            let ordered = parts.sorted { $0.0 < $1.0 }
            var joined = ""
            for (position, part) in ordered.enumerated() {
                joined += part.1 ? MIMEHeaderValue.extendedValue(part.2, first: position == 0) : part.2
            }
            parameters[name] = joined
        }
        self.init(value: main.lowercased(), parameters: parameters)
    }

    /// An RFC 2231 extended value: `charset'language'percent-encoded`, read as UTF-8.
    private static func extendedValue(_ text: String, first: Bool) -> String {
        var body = Substring(text)
        if first {
            let parts = text.split(separator: "'", maxSplits: 2, omittingEmptySubsequences: false)
            if parts.count == 3 { body = parts[2] }
        }
        var bytes: [UInt8] = []
        var utf8 = Array(body.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
               let high = QuotedPrintable.hexValue(utf8[utf8.startIndex]),
               let low = QuotedPrintable.hexValue(utf8[utf8.startIndex + 1]) {
                bytes.append(high << 4 | low)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return Charset.decodeUndeclared(bytes)
    }

    /// A position in a raw header value and the ways to move it. The index may end past the
    /// end (an unclosed quote or comment); every read checks it first.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        /// Skips white space and `(comments)`, which may nest and hold `\`-escapes.
        mutating func skipSpaceAndComments() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A {
                    index += 1
                } else if byte == UInt8(ascii: "(") {
                    var depth = 0
                    while index < bytes.count {
                        let byte = bytes[index]
                        if byte == UInt8(ascii: "\\") { index += 2; continue }
                        if byte == UInt8(ascii: "(") { depth += 1 }
                        if byte == UInt8(ascii: ")") { depth -= 1; if depth == 0 { index += 1; break } }
                        index += 1
                    }
                } else {
                    return
                }
            }
        }

        /// The text up to the next stop: for a parameter name `=`, `;`, space or tab; for a
        /// value also `(`, CR and LF, but not `=`.
        mutating func token(stoppingAtNameEnd name: Bool) -> String {
            guard index < bytes.count else { return "" }
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: ";") || byte == 0x20 || byte == 0x09 { break }
                if name {
                    if byte == UInt8(ascii: "=") { break }
                } else if byte == UInt8(ascii: "(") || byte == 0x0D || byte == 0x0A {
                    break
                }
                index += 1
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// The text of the quoted string that starts at `index`, without its quotes and with
        /// `\`-escapes undone; moves past the closing quote.
        mutating func quoted() -> String {
            index += 1
            var text = ""
            var runStart = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    // Decoded run by run, so dropping the backslash never joins the bytes
                    // around it into one character.
                    text += String(decoding: bytes[runStart..<index], as: UTF8.self)
                    index += 1
                    runStart = index
                }
                index += 1
            }
            if runStart < min(index, bytes.count) {
                text += String(decoding: bytes[runStart..<min(index, bytes.count)], as: UTF8.self)
            }
            index += 1
            return text
        }

        /// Moves past the next `;` outside quoted strings (or past the end).
        mutating func skipPastSemicolon() {
            while index < bytes.count, bytes[index] != UInt8(ascii: ";") {
                if bytes[index] == UInt8(ascii: "\"") { _ = quoted() } else { index += 1 }
            }
            index += 1
        }
    }
}
