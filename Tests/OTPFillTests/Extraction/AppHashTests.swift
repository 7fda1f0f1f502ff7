import FuzzSupport
import Testing

@testable import OTPFill

/// ``AppHash/range(in:)`` finds what the pattern it stands for finds.
@Suite struct AppHashTests {
    /// The pattern the byte scan replaces, searched as it was: from the last 64 bytes.
    static let pattern = try! Pattern(#"(?:^|(?<=\s))[A-Za-z0-9+/]{11}\s*\z"#)

    static func byPattern(_ text: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var start = max(0, text.count - 64)
        while start > 0, start < text.count, text[start] & 0xC0 == 0x80 { start += 1 }
        guard let match = pattern.firstMatch(in: text, from: start) else { return nil }
        var end = match.range.upperBound
        while end > match.range.lowerBound, [0x20, 0x09, 0x0A, 0x0D].contains(text[end - 1]) { end -= 1 }
        return match.range.lowerBound..<end
    }

    /// Pieces of messages: hash characters, every kind of white space, characters either side
    /// of the sets, multi-byte characters, and bytes that are not UTF-8.
    static let pieces: [[UInt8]] = [
        Array("FA+9qCX9VSu".utf8), Array("FA+9qCX9VS".utf8), Array("FA+9qCX9VSuX".utf8), Array("a".utf8), Array("Z".utf8),
        Array("0".utf8), Array("9".utf8), Array("+".utf8), Array("/".utf8), Array(" ".utf8), Array("\t".utf8),
        Array("\n".utf8), [0x0B], [0x0C], Array("\r".utf8), Array("-".utf8), Array("=".utf8), Array("@".utf8),
        Array("[".utf8), Array("`".utf8), Array("{".utf8), Array("é".utf8), Array("\u{85}".utf8), Array("\u{A0}".utf8),
        Array("код".utf8), Array("码".utf8), [0x80], [0xFF], [0xC3], [0x00], Array("Your code is 123456.".utf8),
    ]

    @Test func findsWhatThePatternFinds() {
        var random = SeededGenerator(seed: 18)
        for _ in 0..<100_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...14, using: &random) {
                bytes += AppHashTests.pieces[Int.random(in: AppHashTests.pieces.indices, using: &random)]
            }
            bytes.withUnsafeBufferPointer { text in
                #expect(AppHash.range(in: text) == AppHashTests.byPattern(text), "\(bytes)")
            }
        }
    }

    @Test(arguments: ["Your code is 482913\n\nFA+9qCX9VSu", "FA+9qCX9VSu", "FA+9qCX9VSu \r\n\u{0B}", "<#> 482913 is your code\nFA+9qCX9VSu\n",
                      String(repeating: "x", count: 60) + " FA+9qCX9VSu", String(repeating: "é", count: 40) + " FA+9qCX9VSu",
                      "code:FA+9qCX9VSu", "FA+9qCX9VSu.", "é FA+9qCX9VSu"])
    func findsWhatThePatternFindsIn(_ message: String) {
        let bytes = Array(message.utf8)
        bytes.withUnsafeBufferPointer { text in
            #expect(AppHash.range(in: text) == AppHashTests.byPattern(text))
        }
    }
}
