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
            let value: UInt32
            switch byte {
            case 0x41...0x5A: value = UInt32(byte - 0x41)
            case 0x61...0x7A: value = UInt32(byte - 0x61 + 26)
            case 0x30...0x39: value = UInt32(byte - 0x30 + 52)
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: "="):
                buffer = 0
                bits = 0
                continue
            case 0x20, 0x09, 0x0D, 0x0A:
                continue
            default:
                invalid += 1
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
