/// The 11-character app hash that ends Android SMS Retriever messages (`FA+9qCX9VSu`).
///
/// It is never a code, though it often contains digits. It is recognized as the last token of
/// the message, 11 characters of `[A-Za-z0-9+/]`, standing alone after white space.
enum AppHash {
    static let pattern = try! Pattern(#"(?:^|(?<=\s))[A-Za-z0-9+/]{11}\s*\z"#)

    /// The byte range of the hash, or `nil` when the message does not end with one.
    static func range(in text: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        let tail = max(0, text.count - 64)
        var start = tail
        while start > 0, start < text.count, text[start] & 0xC0 == 0x80 { start += 1 }
        guard let match = pattern.firstMatch(in: text, from: start) else { return nil }
        var end = match.range.upperBound
        while end > match.range.lowerBound, [0x20, 0x09, 0x0A, 0x0D].contains(text[end - 1]) { end -= 1 }
        return match.range.lowerBound..<end
    }
}
