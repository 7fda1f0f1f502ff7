/// Writes a message the way the rule gate's caseless pieces are written, so that one piece
/// stands for every way PCRE2 could match it caselessly: ASCII letters lowercased, LONG S and
/// KELVIN SIGN as `s` and `k`, and each non-ASCII letter that some piece holds as the member of
/// its case set with the smallest code point (``CaselessVariants/folded(_:)``): `код`, `Код`
/// and `ᲀ`-spelt variants all become `КОД`.
///
/// Only the letters the pieces use are folded; any other character is copied as it is. A
/// folded character is never longer than the one it replaces (a smaller code point needs no more
/// UTF-8 bytes), so the output fits in the input's length.
struct CaseFolder: Sendable {
    /// Two-byte characters by ``CaselessVariants/prefixKey(_:_:)``: the folded form packed as
    /// length << 24 | bytes, or 0 to copy the character.
    private let twoByte: [UInt32]
    /// The prefix keys of the three-byte characters that fold, as bits, and their folded forms.
    private let threeByteKeys: [UInt64]
    private let threeByte: [UInt32: UInt32]

    /// A folder for the letters ``folds(for:)`` lists: pairs of code points, each variant
    /// followed by the character it is written as.
    init(folds: [UInt32]) {
        var twoByte = Array(repeating: UInt32(0), count: 4096)
        var threeByteKeys = Array(repeating: UInt64(0), count: 64)
        var threeByte: [UInt32: UInt32] = [:]
        func fold(_ variant: Unicode.Scalar, to target: Unicode.Scalar) {
            var from: [UInt8] = [], to: [UInt8] = []
            UTF8.encode(variant) { from.append($0) }
            UTF8.encode(target) { to.append($0) }
            switch from.count {
            case 2:
                twoByte[Int(CaselessVariants.prefixKey(from[0], from[1]))] = CaseFolder.pack(to)
            case 3:
                let key = CaselessVariants.prefixKey(from[0], from[1])
                threeByteKeys[Int(key >> 6)] |= 1 << UInt64(key & 63)
                threeByte[variant.value] = CaseFolder.pack(to)
            default:
                break  // no piece holds a letter with a four-byte case (``CaselessVariants/folded(_:)``)
            }
        }
        // PCRE2 matches these caselessly with ASCII letters, which ASCII lowering covers.
        fold("\u{17F}", to: "s")
        fold("\u{212A}", to: "k")
        for pair in stride(from: 0, to: folds.count - 1, by: 2) {
            guard let variant = Unicode.Scalar(folds[pair]), let target = Unicode.Scalar(folds[pair + 1]) else { continue }
            fold(variant, to: target)
        }
        self.twoByte = twoByte
        self.threeByteKeys = threeByteKeys
        self.threeByte = threeByte
    }

    /// The folds the letters of `pieces` (the caseless ones) need, for ``init(folds:)``.
    ///
    /// Looking up a letter's case variants is slow enough that the built-in rules ship theirs
    /// (``BuiltinRuleTable``).
    static func folds(for pieces: some Sequence<RequiredLiterals.Piece>) -> [UInt32] {
        var folds: [UInt32] = []
        var done = Set<Unicode.Scalar>()
        for piece in pieces where piece.caseless {
            for scalar in String(decoding: piece.bytes, as: UTF8.self).unicodeScalars where !scalar.isASCII && done.insert(scalar).inserted {
                // Most are letters of scripts without case (Han, Arabic…): nothing to look up.
                guard CaselessVariants.hasCase(scalar), let variants = CaselessVariants.of(scalar), variants.count > 1 else { continue }
                for variant in variants where variant != scalar { folds += [variant.value, scalar.value] }
            }
        }
        return folds
    }

    /// Eight ASCII bytes with their letters lowercased: a byte gets 0x20 added when it is at
    /// least `A` (adding 0x3F sets its top bit) and not past `Z` (adding 0x25 does not). No
    /// sum carries into the next byte, as every byte is below 0x80.
    @inline(__always)
    static func lowered(_ chunk: UInt64) -> UInt64 {
        let upper = ((chunk &+ 0x3F3F_3F3F_3F3F_3F3F) ^ (chunk &+ 0x2525_2525_2525_2525)) & 0x8080_8080_8080_8080
        return chunk | upper >> 2
    }

    /// Up to three bytes and their count in one word: count << 24 | byte 0 << 16 | byte 1 << 8 | byte 2.
    private static func pack(_ bytes: [UInt8]) -> UInt32 {
        var packed = UInt32(bytes.count) << 24
        for (index, byte) in bytes.enumerated() { packed |= UInt32(byte) << (16 - 8 * UInt32(index)) }
        return packed
    }

    /// Writes `text` folded into `output` (at least as long as `text`); returns the length written.
    ///
    /// Eight ASCII bytes at a time are lowered in one word (``lowered(_:)``): byte by byte, the
    /// fold cost 14 instructions a byte of SMS text.
    func fold(_ text: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var read = 0, written = 0
        let count = text.count
        guard let input = text.baseAddress, let out = output.baseAddress else { return 0 }
        twoByte.withUnsafeBufferPointer { twoByte in
            while read < count {
                if read + 8 <= count {
                    let chunk = UnsafeRawPointer(input + read).loadUnaligned(as: UInt64.self)
                    if chunk & 0x8080_8080_8080_8080 == 0 {
                        UnsafeMutableRawPointer(out + written).storeBytes(of: CaseFolder.lowered(chunk), as: UInt64.self)
                        read += 8
                        written += 8
                        continue
                    }
                }
                let byte = text[read]
                if byte < 0x80 {
                    output[written] = byte &+ ((byte &- 0x41) < 26 ? 0x20 : 0)
                    read += 1
                    written += 1
                    continue
                }
                var packed: UInt32 = 0
                var length = 1
                if byte >= 0xC2, byte <= 0xDF, read + 1 < count, text[read + 1] & 0xC0 == 0x80 {
                    packed = twoByte[Int(CaselessVariants.prefixKey(byte, text[read + 1]))]
                    length = 2
                } else if byte >= 0xE0, byte <= 0xEF, read + 2 < count, text[read + 1] & 0xC0 == 0x80, text[read + 2] & 0xC0 == 0x80 {
                    let key = CaselessVariants.prefixKey(byte, text[read + 1])
                    if threeByteKeys[Int(key >> 6)] & (1 << UInt64(key & 63)) != 0 {
                        let scalar = UInt32(byte & 0x0F) << 12 | UInt32(text[read + 1] & 0x3F) << 6 | UInt32(text[read + 2] & 0x3F)
                        packed = threeByte[scalar] ?? 0
                    }
                    length = 3
                }
                if packed == 0 {
                    for offset in 0..<length { output[written + offset] = text[read + offset] }
                    written += length
                } else {
                    let folded = Int(packed >> 24)
                    for offset in 0..<folded { output[written + offset] = UInt8(truncatingIfNeeded: packed >> (16 - 8 * UInt32(offset))) }
                    written += folded
                }
                read += length
            }
        }
        return written
    }
}
