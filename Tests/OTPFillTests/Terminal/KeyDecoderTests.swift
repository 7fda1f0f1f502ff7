import Testing
@testable import OTPFill

/// Byte streams from a terminal in raw mode, decoded into keys.
@Suite struct KeyDecoderTests {
    /// The stream recorded under tmux 3.3a for `1 2 3, BSpace, C-h, -l 45, paste-buffer -p,
    /// paste-buffer, Left, Delete, Enter, Escape, C-d` (notes §8).
    static let recorded = Array("123\u{7f}\u{08}45\u{1b}[200~678 901\u{1b}[201~678 901\u{1b}[D\u{1b}[3~\r\u{1b}\u{04}".utf8)

    static let recordedKeys: [Key] = [
        .character("1"), .character("2"), .character("3"), .backspace, .backspace, .character("4"), .character("5"),
        .paste("678 901"),
        .character("6"), .character("7"), .character("8"), .character(" "), .character("9"), .character("0"), .character("1"),
        .left, .delete, .enter, .escape, .endOfInput,
    ]

    @Test func decodesTheRecordedTmuxStream() {
        var decoder = KeyDecoder(erase: 0x7F)
        #expect(decoder.feed(KeyDecoderTests.recorded) == KeyDecoderTests.recordedKeys)
        #expect(!decoder.isWaiting)
    }

    @Test(arguments: 1..<recorded.count)
    func decodesTheSameKeysWhenTheStreamIsSplitAt(_ split: Int) {
        var decoder = KeyDecoder(erase: 0x7F)
        var keys = decoder.feed(KeyDecoderTests.recorded[..<split])
        keys += decoder.feed(KeyDecoderTests.recorded[split...])
        #expect(keys == KeyDecoderTests.recordedKeys)
    }

    @Test func decodesByteByByte() {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for byte in KeyDecoderTests.recorded { keys += decoder.feed([byte]) }
        #expect(keys == KeyDecoderTests.recordedKeys)
    }

    @Test func loneEscapeWaitsUntilFlushed() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.isWaiting)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.isWaiting)
        #expect(decoder.feed(Array("1".utf8)) == [.character("1")])
    }

    @Test func escapeSplitFromItsCSIIsStillAnArrow() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.feed(Array("[".utf8)) == [])
        #expect(decoder.isWaiting)
        #expect(decoder.feed(Array("C".utf8)) == [.right])
    }

    @Test func escapeFollowedByADigitIsEscapeThenTheDigit() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1b}7".utf8)) == [.escape, .character("7")])
    }

    struct Sequence: CustomTestStringConvertible, Sendable {
        let bytes: String
        let key: Key
        var testDescription: String { bytes.debugDescription }
    }

    @Test(arguments: [
        Sequence(bytes: "\u{1b}[C", key: .right), Sequence(bytes: "\u{1b}[D", key: .left),
        Sequence(bytes: "\u{1b}OC", key: .right), Sequence(bytes: "\u{1b}OD", key: .left),
        Sequence(bytes: "\u{1b}[1;5C", key: .right), Sequence(bytes: "\u{1b}[H", key: .home),
        Sequence(bytes: "\u{1b}[F", key: .end), Sequence(bytes: "\u{1b}[1~", key: .home),
        Sequence(bytes: "\u{1b}[4~", key: .end), Sequence(bytes: "\u{1b}[3~", key: .delete),
        Sequence(bytes: "\u{1b}[A", key: .unknown(Array("\u{1b}[A".utf8))),
        Sequence(bytes: "\u{03}", key: .interrupt), Sequence(bytes: "\u{04}", key: .endOfInput),
        Sequence(bytes: "\r", key: .enter), Sequence(bytes: "\n", key: .enter),
        Sequence(bytes: "\u{7f}", key: .backspace), Sequence(bytes: "\u{08}", key: .backspace),
        Sequence(bytes: "٤", key: .character("٤")), Sequence(bytes: "４", key: .character("４")),
    ])
    func decodesOneKey(_ sequence: Sequence) {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array(sequence.bytes.utf8)) == [sequence.key])
    }

    @Test func acceptsTheTerminalsEraseCharacter() {
        var decoder = KeyDecoder(erase: 0x15)
        #expect(decoder.feed([0x15]) == [.backspace])
        var plain = KeyDecoder()
        #expect(plain.feed([0x15]) == [.unknown([0x15])])
    }

    @Test func multiByteCharacterSplitAcrossReads() {
        var decoder = KeyDecoder()
        let bytes = Array("۴".utf8)
        #expect(decoder.feed(bytes[..<1]) == [])
        #expect(decoder.feed(bytes[1...]) == [.character("۴")])
    }

    @Test func invalidUTF8IsUnknownAndDecodingGoesOn() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xC3, 0x31]) == [.unknown([0xC3]), .character("1")])
        #expect(decoder.feed([0xFF]) == [.unknown([0xFF])])
    }

    @Test func controlsInsideAPasteBecomeSpaces() {
        var decoder = KeyDecoder()
        let keys = decoder.feed(Array("\u{1b}[200~\u{03}12\u{1b}34\n56\u{7f}\u{1b}[201~".utf8))
        #expect(keys == [.paste("12 34 56")])
    }

    @Test func aPasteIsCappedAndItsEndStillFound() {
        var decoder = KeyDecoder(pasteLimit: 8)
        let body = String(repeating: "9", count: 5000)
        let keys = decoder.feed(Array("\u{1b}[200~\(body)\u{1b}[201~1".utf8))
        #expect(keys == [.paste("99999999"), .character("1")])
    }

    @Test func aPasteEndSplitAcrossReads() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1b}[200~481516\u{1b}[20".utf8)) == [])
        #expect(!decoder.isWaiting)
        #expect(decoder.feed(Array("1~".utf8)) == [.paste("481516")])
    }

    @Test func aFalseStartOfThePasteEndIsPastedText() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1b}[200~12\u{1b}[2034\u{1b}[201~".utf8)) == [.paste("12 [2034")])
    }

    @Test func anOverlongSequenceIsDropped() {
        var decoder = KeyDecoder()
        let keys = decoder.feed(Array(("\u{1b}[" + String(repeating: "1", count: 40) + "~2").utf8))
        #expect(keys.count == 2)
        #expect(keys.last == .character("2"))
    }
}
