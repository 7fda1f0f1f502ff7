/// Turns one RFC 5322 message with MIME into the text a person would see:
/// the decoded Subject, a blank line, and the body text.
///
/// Multiparts are walked (`alternative`, `mixed`, `related`, nested ones, `message/rfc822`);
/// in an `alternative` the text/plain version is preferred and text/html is the fallback.
/// Transfer encodings and charsets are undone, attachments and non-text parts ignored.
/// Nothing here throws or traps: a damaged message yields what can be read and warnings that
/// name the problem without quoting the message.
public struct EmailDecoder {
    /// The deepest nesting of multiparts and attached messages that is read.
    public static let maxDepth = 32
    /// The most MIME parts read in one message.
    public static let maxParts = 1000

    /// The text of one body part and whether it came from HTML.
    private struct BodyText {
        var text: String
        var fromHTML: Bool
    }

    private var partCount = 0
    private var warnings: [String] = []

    private init() {}

    /// Decodes the message in `bytes`.
    ///
    /// - Parameters:
    ///   - source: the message's ``Message/source``.
    ///   - warnings: problems already met while reading it (a size cap), kept first.
    /// - Returns: the message; its `id` is the Message-ID without angle brackets, if present.
    public static func decode(_ bytes: [UInt8], source: String, warnings: [String] = []) -> Message {
        var decoder = EmailDecoder()
        decoder.warnings = warnings
        let headers = HeaderBlock(bytes[...])
        let text = decoder.messageText(headers: headers, body: bytes[headers.bodyStart...], depth: 0)
        var unique = decoder.warnings
        if unique.count > 1 {
            var seen = Set<String>()
            unique = unique.filter { seen.insert($0).inserted }
        }
        return Message(source: source, id: messageID(headers), text: text, warnings: unique)
    }

    /// The Message-ID without angle brackets, spaces and tabs; `nil` when nothing is left.
    private static func messageID(_ headers: HeaderBlock) -> String? {
        guard let raw = headers.value("Message-ID") else { return nil }
        // Decoded run by run between the dropped bytes, which are ASCII: UTF-8 repair never
        // joins bytes across an ASCII byte, so this is the text decoded whole, then filtered.
        var text = ""
        var runStart = 0
        for (index, byte) in raw.enumerated()
        where byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == 0x20 || byte == 0x09 {
            if runStart < index { text += String(decoding: raw[runStart..<index], as: UTF8.self) }
            runStart = index + 1
        }
        if runStart < raw.count { text += String(decoding: raw[runStart...], as: UTF8.self) }
        return text.isEmpty ? nil : text
    }

    /// Subject, blank line, body: the text of a whole message (top level or attached).
    private mutating func messageText(headers: HeaderBlock, body: ArraySlice<UInt8>, depth: Int) -> String {
        var subject = ""
        if let raw = headers.value("Subject") {
            let decoded = EncodedWords.decode(raw)
            subject = EmailDecoder.normalizedLineEnds(decoded.text)
            warnings += decoded.warnings
        }
        let bodyText = entity(headers: headers, body: body, depth: depth, topLevel: true)?.text ?? ""
        if subject.isEmpty { return bodyText }
        if bodyText.isEmpty { return subject }
        var text = subject
        text.reserveCapacity(subject.utf8.count + 2 + bodyText.utf8.count)
        text += "\n\n"
        text += bodyText
        return text
    }

    private mutating func entity(headers: HeaderBlock, body: ArraySlice<UInt8>, depth: Int, topLevel: Bool) -> BodyText? {
        partCount += 1
        guard partCount <= EmailDecoder.maxParts else {
            warnings.append("More than \(EmailDecoder.maxParts) MIME parts; the rest were skipped")
            return nil
        }
        var contentType = headers.value("Content-Type").map(MIMEHeaderValue.init) ?? MIMEHeaderValue(value: "text/plain")
        if !EmailDecoder.containsSlash(contentType.value) { contentType.value = "text/plain" }
        if !topLevel, let disposition = headers.value("Content-Disposition"),
           MIMEHeaderValue(disposition).value == "attachment" {
            return nil
        }
        let type = contentType.value
        if type.hasPrefix("multipart/") {
            return multipart(contentType, body: body, depth: depth)
        }
        if type == "message/rfc822" || type == "message/global" {
            guard depth < EmailDecoder.maxDepth else {
                warnings.append("MIME nesting deeper than \(EmailDecoder.maxDepth); inner parts skipped")
                return nil
            }
            let inner = transferDecoded(headers: headers, body: body)
            let innerHeaders = HeaderBlock(inner)
            let fromHTML = EmailDecoder.isHTMLOnly(innerHeaders)
            return BodyText(text: messageText(headers: innerHeaders, body: inner[innerHeaders.bodyStart...], depth: depth + 1), fromHTML: fromHTML)
        }
        switch type {
        case "text/plain", "text/enriched", "text/markdown", "text/x-markdown":
            var text = decodedText(headers: headers, contentType: contentType, body: body, html: false)
            if contentType.parameters["format"]?.lowercased() == "flowed" {
                text = FlowedText.unflow(text, deleteSpace: contentType.parameters["delsp"]?.lowercased() == "yes")
            }
            return BodyText(text: text, fromHTML: false)
        case "text/html", "application/xhtml+xml":
            let html = decodedText(headers: headers, contentType: contentType, body: body, html: true)
            return BodyText(text: HTMLText.text(fromHTML: html), fromHTML: true)
        default:
            return nil
        }
    }

    /// Whether `type` holds the character `/` (as `String.contains` sees characters: a `/`
    /// followed by a combining mark is another character).
    private static func containsSlash(_ type: String) -> Bool {
        guard ByteSearch.contains(UInt8(ascii: "/"), in: type) else { return false }
        if ByteSearch.isASCII(type) { return true }
        return type.contains("/")
    }

    /// Whether an attached message's body is HTML (for choosing between alternatives).
    private static func isHTMLOnly(_ headers: HeaderBlock) -> Bool {
        headers.value("Content-Type").map { MIMEHeaderValue($0).value == "text/html" } ?? false
    }

    private mutating func multipart(_ contentType: MIMEHeaderValue, body: ArraySlice<UInt8>, depth: Int) -> BodyText? {
        guard depth < EmailDecoder.maxDepth else {
            warnings.append("MIME nesting deeper than \(EmailDecoder.maxDepth); inner parts skipped")
            return nil
        }
        guard let boundary = contentType.parameters["boundary"], !boundary.isEmpty else {
            warnings.append("Multipart body has no boundary; read as plain text")
            return BodyText(text: EmailDecoder.normalizedLineEnds(Charset.decodeUndeclared(body)), fromHTML: false)
        }
        let split = EmailDecoder.split(body, boundary: Array(boundary.utf8))
        if split.parts.isEmpty {
            warnings.append("Multipart body has no parts")
            return nil
        }
        if !split.closed {
            warnings.append("Multipart body ends without its closing boundary; it may be truncated")
        }
        var texts: [BodyText] = []
        for part in split.parts {
            let headers = HeaderBlock(part)
            if let text = entity(headers: headers, body: part[headers.bodyStart...], depth: depth + 1, topLevel: false) {
                texts.append(text)
            }
            if partCount > EmailDecoder.maxParts { break }
        }
        if contentType.value == "multipart/alternative" {
            return EmailDecoder.preferred(texts)
        }
        let shown = texts.filter { !EmailDecoder.isBlank($0.text) }
        guard !shown.isEmpty else { return texts.first }
        return BodyText(text: shown.map(\.text).joined(separator: "\n\n"), fromHTML: shown.allSatisfy(\.fromHTML))
    }

    /// The alternative to read: the plain-text one, unless it is empty or (a common template
    /// fault) has no digit at all while the HTML version has some — then the HTML one.
    private static func preferred(_ alternatives: [BodyText]) -> BodyText? {
        let plain = alternatives.last { !$0.fromHTML && !isBlank($0.text) }
        let html = alternatives.last { $0.fromHTML && !isBlank($0.text) }
        guard let plain else { return html ?? alternatives.last }
        if let html, !hasDigit(plain.text), hasDigit(html.text) { return html }
        return plain
    }

    private static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }

    private static func hasDigit(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.numericType == .decimal }
    }

    /// The parts between `--boundary` lines, and whether the closing `--boundary--` was seen.
    /// Preamble and epilogue are dropped; the line break before each delimiter belongs to it.
    static func split(_ body: ArraySlice<UInt8>, boundary: [UInt8]) -> (parts: [ArraySlice<UInt8>], closed: Bool) {
        let delimiter = Array("--".utf8) + boundary
        var parts: [ArraySlice<UInt8>] = []
        var partStart: Int? = nil
        var index = body.startIndex
        while index < body.endIndex {
            let lineEnd = body[index...].firstIndex(of: 0x0A) ?? body.endIndex
            let next = lineEnd < body.endIndex ? lineEnd + 1 : lineEnd
            if body[index] == UInt8(ascii: "-"), body[index..<lineEnd].starts(with: delimiter) {
                var rest = body[(index + delimiter.count)..<lineEnd]
                let closing = rest.starts(with: [UInt8(ascii: "-"), UInt8(ascii: "-")])
                if closing { rest = rest.dropFirst(2) }
                if rest.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
                    if let start = partStart {
                        var end = index
                        if end > start, body[end - 1] == 0x0A { end -= 1 }
                        if end > start, body[end - 1] == 0x0D { end -= 1 }
                        parts.append(body[start..<end])
                    }
                    if closing { return (parts, true) }
                    partStart = next
                    if parts.count >= maxParts { return (parts, true) }
                }
            }
            index = next
        }
        if let start = partStart { parts.append(body[start..<body.endIndex]) }
        return (parts, false)
    }

    /// The body with its Content-Transfer-Encoding undone (the body itself, not a copy, when
    /// there is nothing to undo).
    private mutating func transferDecoded(headers: HeaderBlock, body: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let encoding = headers.value("Content-Transfer-Encoding").map { MIMEHeaderValue($0).value } ?? ""
        switch encoding {
        case "", "7bit", "8bit", "binary":
            return body
        case "quoted-printable":
            return QuotedPrintable.decode(body)[...]
        case "base64":
            let decoded = Base64.decode(body)
            if decoded.invalidCharacters > 0 {
                warnings.append("Base64 body has \(decoded.invalidCharacters) invalid characters; they were skipped")
            }
            return decoded.bytes[...]
        default:
            warnings.append("Unknown transfer encoding '\(Charset.printable(encoding))'; read as is")
            return body
        }
    }

    /// The body as text: transfer encoding undone, charset applied, line ends made LF.
    private mutating func decodedText(headers: HeaderBlock, contentType: MIMEHeaderValue, body: ArraySlice<UInt8>, html: Bool) -> String {
        let bytes = transferDecoded(headers: headers, body: body)
        var label = contentType.parameters["charset"]
        if html, label == nil { label = EmailDecoder.metaCharset(bytes) }
        let text: String
        switch label?.lowercased() {
        case nil, "us-ascii", "ascii", "":
            text = Charset.decodeUndeclared(bytes)
        case let name?:
            let decoded = Charset(label: name).decode(bytes)
            if let warning = decoded.warning { warnings.append(warning) }
            text = decoded.text
        }
        return EmailDecoder.normalizedLineEnds(text)
    }

    /// The charset an HTML document declares in `<meta charset=…>` or
    /// `<meta http-equiv content="…; charset=…">` within its first 1024 bytes.
    static func metaCharset(_ bytes: ArraySlice<UInt8>) -> String? {
        let head = Array(bytes.prefix(1024).map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 })
        let key = Array("charset=".utf8)
        guard head.count >= key.count else { return nil }
        for start in 0...(head.count - key.count) where head[start..<(start + key.count)].elementsEqual(key) {
            var index = start + key.count
            while index < head.count, head[index] == UInt8(ascii: "\"") || head[index] == UInt8(ascii: "'") { index += 1 }
            let labelStart = index
            while index < head.count, head[index] > 0x20, ![UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: ";"), UInt8(ascii: ">"), UInt8(ascii: "/")].contains(head[index]) {
                index += 1
            }
            if index > labelStart { return String(decoding: head[labelStart..<index], as: UTF8.self) }
        }
        return nil
    }

    /// CRLF and lone CR as LF: Swift treats CRLF as one Character, which would defeat
    /// line-based processing downstream. Done on the UTF-8, where CR and LF are single bytes.
    static func normalizedLineEnds(_ text: String) -> String {
        guard ByteSearch.contains(0x0D, in: text) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var previousCR = false
        for byte in text.utf8 {
            if byte == 0x0D {
                bytes.append(0x0A)
                previousCR = true
                continue
            }
            if byte == 0x0A && previousCR { previousCR = false; continue }
            previousCR = false
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
