import OTPFill

/// Invariants of the e-mail path on arbitrary bytes (`FuzzEmail`): ``EmailDecoder`` (headers,
/// MIME multiparts, transfer encodings, charsets, RFC 2047 words), ``HTMLText``, the
/// quoted-printable and base64 decoders, and ``MboxReader``. Nothing may trap; decoders never
/// grow their input beyond what the encoding allows; and the mbox reader gives the same
/// messages, numbered 1, 2, 3…, whatever size its reads are (the first byte picks a small one).
public enum EmailInvariants {
    public static func check(_ bytes: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        let array = Array(bytes)
        let message = EmailDecoder.decode(array, source: "fuzz")
        try require(message.source == "fuzz", "source changed")
        try require(Set(message.warnings).count == message.warnings.count, "warnings repeat")

        _ = HTMLText.text(fromHTML: String(decoding: bytes, as: UTF8.self))
        try require(QuotedPrintable.decode(array).count <= array.count, "quoted-printable output longer than its input")
        try require(QuotedPrintable.decode(array, header: true).count <= array.count, "Q-encoding output longer than its input")
        let base64 = Base64.decode(array)
        try require(base64.bytes.count <= array.count / 4 * 3 + 3, "base64 output too long")
        _ = EncodedWords.decode(array)

        guard let file = TemporaryFile(array) else { throw InvariantViolation("cannot create a temporary file") }
        let small = Int(bytes.first ?? 0) % 64 + 1
        let limits = ReaderLimits(maxMessageBytes: 2048)
        let expected = try file.itemsAlikeInAnyChunking(small: small, what: "mbox") {
            MboxReader(stream: $0, source: "in", limits: limits)
        }
        for (index, item) in expected.enumerated() {
            guard case let .message(message) = item else { throw InvariantViolation("mbox problem on a regular file: \(item)") }
            try require(message.source == "in#\(index + 1)", "mbox message \(index + 1) named \(message.source)")
        }
        var whole = EmailReader(stream: file.stream(small), source: "in", limits: limits)
        let items = whole.readAll()
        try require(items.count == 1, "e-mail reader gave \(items.count) items")
    }
}
