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
    public init(_ raw: [UInt8]) {
        let scalars = Array(String(decoding: raw, as: UTF8.self).unicodeScalars)
        var index = 0
        func skipSpaceAndComments() {
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n" {
                    index += 1
                } else if scalar == "(" {
                    var depth = 0
                    while index < scalars.count {
                        if scalars[index] == "\\" { index += 2; continue }
                        if scalars[index] == "(" { depth += 1 }
                        if scalars[index] == ")" { depth -= 1; if depth == 0 { index += 1; break } }
                        index += 1
                    }
                } else {
                    return
                }
            }
        }
        func token(stoppingAt stops: Set<Unicode.Scalar>) -> String {
            var text = String.UnicodeScalarView()
            while index < scalars.count, !stops.contains(scalars[index]) {
                text.append(scalars[index])
                index += 1
            }
            return String(text)
        }
        func quoted() -> String {
            var text = String.UnicodeScalarView()
            index += 1
            while index < scalars.count, scalars[index] != "\"" {
                if scalars[index] == "\\", index + 1 < scalars.count { index += 1 }
                text.append(scalars[index])
                index += 1
            }
            index += 1
            return String(text)
        }
        skipSpaceAndComments()
        let main = token(stoppingAt: [";", " ", "\t", "(", "\r", "\n"])
        var pieces: [(name: String, section: Int?, extended: Bool, value: String)] = []
        // Real headers have a handful of parameters (a long RFC 2231 name a few dozen
        // sections); the cap keeps a 4 MiB header of `a*0=b;` from costing 120 MB.
        while index < scalars.count, pieces.count < MIMEHeaderValue.maxParameters {
            // Skip to the next ';'.
            while index < scalars.count, scalars[index] != ";" {
                if scalars[index] == "\"" { _ = quoted() } else { index += 1 }
            }
            index += 1
            skipSpaceAndComments()
            var name = token(stoppingAt: ["=", ";", " ", "\t"]).lowercased()
            skipSpaceAndComments()
            guard index < scalars.count, scalars[index] == "=" else { continue }
            index += 1
            skipSpaceAndComments()
            let value: String
            if index < scalars.count, scalars[index] == "\"" {
                value = quoted()
            } else {
                value = token(stoppingAt: [";", " ", "\t", "(", "\r", "\n"])
            }
            guard !name.isEmpty else { continue }
            var extended = false
            if name.hasSuffix("*") { extended = true; name.removeLast() }
            var section: Int? = nil
            if let star = name.lastIndex(of: "*"), let number = Int(name[name.index(after: star)...]) {
                section = number
                name = String(name[..<star])
            }
            pieces.append((name, section, extended, value))
        }
        var parameters: [String: String] = [:]
        var sections: [String: [(Int, Bool, String)]] = [:]
        for piece in pieces {
            if let section = piece.section {
                sections[piece.name, default: []].append((section, piece.extended, piece.value))
            } else if parameters[piece.name] == nil || piece.extended {
                parameters[piece.name] = piece.extended ? MIMEHeaderValue.extendedValue(piece.value, first: true) : piece.value
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
}
