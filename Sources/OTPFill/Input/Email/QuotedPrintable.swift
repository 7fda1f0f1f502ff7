/// Decodes quoted-printable (RFC 2045 §6.7) and the RFC 2047 "Q" encoding to bytes.
///
/// Decoding yields bytes, not text: the charset is applied afterwards, so `=E2=80=93` becomes
/// one en dash. A soft line break (`=` at the end of a line) joins the lines, which matters
/// because senders wrap at 76 columns and may cut a code in two (`48=\n1516` is `481516`).
/// Malformed escapes are kept as they are, as RFC 2045 recommends, instead of failing.
public enum QuotedPrintable {
    /// Decodes a quoted-printable body.
    ///
    /// - Parameter header: `true` for RFC 2047 "Q" encoded words, where `_` means a space.
    public static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes, header: Bool = false) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if header && byte == UInt8(ascii: "_") {
                output.append(0x20)
                index = bytes.index(after: index)
                continue
            }
            guard byte == UInt8(ascii: "=") else {
                output.append(byte)
                index = bytes.index(after: index)
                continue
            }
            let first = bytes.index(after: index)
            if first < bytes.endIndex, let high = hexValue(bytes[first]) {
                let second = bytes.index(after: first)
                if second < bytes.endIndex, let low = hexValue(bytes[second]) {
                    output.append(high << 4 | low)
                    index = bytes.index(after: second)
                    continue
                }
            }
            // A soft line break: "=" then optional trailing white space, then CRLF or LF (or the end).
            var probe = first
            while probe < bytes.endIndex, bytes[probe] == 0x20 || bytes[probe] == 0x09 { probe = bytes.index(after: probe) }
            if probe < bytes.endIndex, bytes[probe] == 0x0D {
                let next = bytes.index(after: probe)
                if next < bytes.endIndex, bytes[next] == 0x0A { probe = next }
            }
            if probe == bytes.endIndex {
                index = probe
            } else if bytes[probe] == 0x0A {
                index = bytes.index(after: probe)
            } else {
                output.append(byte)
                index = first
            }
        }
        return output
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }
}
