/// The 11-character app hash that ends Android SMS Retriever messages (`FA+9qCX9VSu`).
///
/// It is never a code, though it often contains digits. It is recognized as the last token of
/// the message, 11 characters of `[A-Za-z0-9+/]`, standing alone after white space.
enum AppHash {
    /// The byte range of the hash, or `nil` when the message does not end with one.
    ///
    /// What PCRE2's first match of `(?:^|(?<=\s))[A-Za-z0-9+/]{11}\s*\z` from the message's last
    /// 64 bytes gives, trailing blanks left out, found from the end instead: the hash's
    /// characters and white space (`\s`: tab to carriage return, space) have none in common,
    /// so a match can only start 11 bytes before the last byte that is not white space. The
    /// pattern cost 500 instructions a message, 1 % of a run of SMS lines; `AppHashTests`
    /// compares the two.
    static func range(in text: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var start = max(0, text.count - 64)
        while start > 0, start < text.count, text[start] & 0xC0 == 0x80 { start += 1 }
        var last = text.count
        while last > 0, isSpace(text[last - 1]) { last -= 1 }
        let first = last - 11
        guard first >= start, first == 0 || isSpace(text[first - 1]) else { return nil }
        for byte in text[first..<last] where !isHashByte(byte) { return nil }
        var end = text.count
        while end > first, [0x20, 0x09, 0x0A, 0x0D].contains(text[end - 1]) { end -= 1 }
        return first..<end
    }

    /// PCRE2's `\s` without Unicode properties: HT, LF, VT, FF, CR and space.
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte &- 0x09 < 5 }

    /// `[A-Za-z0-9+/]`.
    private static func isHashByte(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 26 || byte == 0x2B || byte == 0x2F
    }
}
