/// Decodes base64 (RFC 2045 §6.8) leniently, counting what it had to skip.
///
/// Line breaks and spaces are expected and skipped silently; any other character outside the
/// alphabet is skipped and counted, so the caller can warn about a damaged line while the
/// rest of the body still decodes. Padding resets the bit buffer, so bodies made by gluing
/// several base64 blocks together still decode.
public enum Base64 {
    /// The decoded bytes and the number of characters that were neither base64 nor white space.
    public struct Output: Equatable, Sendable {
        public var bytes: [UInt8]
        public var invalidCharacters: Int
    }

    public static func decode<Bytes: Sequence<UInt8>>(_ input: Bytes) -> Output {
        var output: [UInt8] = []
        output.reserveCapacity(input.underestimatedCount * 3 / 4)
        var invalid = 0
        var buffer: UInt32 = 0
        var bits = 0
        for byte in input {
            let value = UInt32(values[Int(byte)])
            if value == 0xFF {
                switch byte {
                case UInt8(ascii: "="):
                    buffer = 0
                    bits = 0
                case 0x20, 0x09, 0x0D, 0x0A:
                    break
                default:
                    invalid += 1
                }
                continue
            }
            buffer = (buffer << 6 | value) & 0xFFFFFF
            bits += 6
            if bits >= 8 {
                bits -= 8
                output.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        return Output(bytes: output, invalidCharacters: invalid)
    }

    /// Each byte's value in the base64 alphabet, 0xFF for any other byte: the one mapping both
    /// decoders read.
    private static let values: [UInt8] = (0..<256).map { byte in
        alphabet.firstIndex(of: UInt8(byte)).map(UInt8.init) ?? 0xFF
    }

    /// The number of bytes unbroken, padded base64 (RFC 4648) holds: what
    /// ``decodeStrict(_:into:)`` needs room for.
    static func strictlyDecodedCount(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        guard text.count >= 4 else { return 0 }
        return text.count / 4 * 3 - (text[text.count - 1] == UInt8(ascii: "=") ? 1 : 0) - (text[text.count - 2] == UInt8(ascii: "=") ? 1 : 0)
    }

    /// Writes the bytes of unbroken, padded base64 (RFC 4648) to the start of `output`, which
    /// has room for them (``strictlyDecodedCount(_:)``): how many, or `nil` when `text` is
    /// anything else. For data otpfill wrote itself, where a few instructions a byte matter and
    /// no damage is to be lived with.
    static func decodeStrict(_ text: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        guard text.count % 4 == 0 else { return nil }
        let count = strictlyDecodedCount(text)
        guard count <= output.count else { return nil }
        guard count > 0 else { return 0 }
        let padding = text.count / 4 * 3 - count
        let whole = text.count / 4 - (padding > 0 ? 1 : 0)
        return values.withUnsafeBufferPointer { values in
            /// The four characters from `from` as 24 bits, and above them a bit set for a
            /// character that is not base64 (`=` counts as 0 where padding stands).
            @inline(__always)
            func quad(_ from: Int, padded: Int = 0) -> UInt32 {
                let a = UInt32(values[Int(text[from])]), b = UInt32(values[Int(text[from + 1])])
                let c = padded >= 2 ? 0 : UInt32(values[Int(text[from + 2])])
                let d = padded >= 1 ? 0 : UInt32(values[Int(text[from + 3])])
                return a << 18 | b << 12 | c << 6 | d | ((a | b | c | d) & 0xC0) << 24
            }
            var to = 0
            var bad: UInt32 = 0
            for index in 0..<whole {
                let word = quad(index * 4)
                bad |= word
                output[to] = UInt8(truncatingIfNeeded: word >> 16)
                output[to + 1] = UInt8(truncatingIfNeeded: word >> 8)
                output[to + 2] = UInt8(truncatingIfNeeded: word)
                to += 3
            }
            if padding > 0 {
                let word = quad(whole * 4, padded: padding)
                bad |= word
                output[to] = UInt8(truncatingIfNeeded: word >> 16)
                if padding == 1 { output[to + 1] = UInt8(truncatingIfNeeded: word >> 8) }
            }
            return bad >> 24 == 0 ? count : nil
        }
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Standard base64 (RFC 4648, with padding), as OSC 52 clipboard writes need it.
    public static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let chunk = bytes[index..<min(index + 3, bytes.count)]
            let b0 = chunk[chunk.startIndex]
            let b1 = chunk.count > 1 ? chunk[chunk.startIndex + 1] : 0
            let b2 = chunk.count > 2 ? chunk[chunk.startIndex + 2] : 0
            output.append(alphabet[Int(b0 >> 2)])
            output.append(alphabet[Int((b0 & 0x03) << 4 | b1 >> 4)])
            output.append(chunk.count > 1 ? alphabet[Int((b1 & 0x0F) << 2 | b2 >> 6)] : UInt8(ascii: "="))
            output.append(chunk.count > 2 ? alphabet[Int(b2 & 0x3F)] : UInt8(ascii: "="))
            index += 3
        }
        return String(decoding: output, as: UTF8.self)
    }
}
