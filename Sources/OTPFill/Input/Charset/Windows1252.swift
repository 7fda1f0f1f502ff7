/// Decodes windows-1252, the encoding WHATWG uses for `iso-8859-1`, `latin1` and `us-ascii`.
///
/// Done in Swift rather than through iconv because it is the most common legacy charset in
/// mail and a table lookup is far cheaper than a converter. Mapping `latin1` here instead of
/// through ISO-8859-1 turns the bytes 0x80–0x9F into the quotes and dashes the sender meant,
/// not C1 control characters. The five bytes windows-1252 leaves undefined map to the C1
/// control of the same value, as in the WHATWG index.
public enum Windows1252 {
    /// The scalars for the bytes 0x80–0x9F; the rest of the range is ISO-8859-1.
    static let high: [UInt32] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
        0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
    ]

    /// The scalar for one windows-1252 byte.
    public static func scalar(_ byte: UInt8) -> Unicode.Scalar {
        if byte >= 0x80 && byte <= 0x9F {
            return Unicode.Scalar(high[Int(byte - 0x80)]) ?? "\u{FFFD}"
        }
        return Unicode.Scalar(byte)
    }

    /// Decodes `bytes`; every byte sequence is valid windows-1252, so this never fails.
    public static func decode<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        // Written as UTF-8 directly: appending scalar by scalar to a String costs far more.
        var utf8: [UInt8] = []
        utf8.reserveCapacity(bytes.underestimatedCount + bytes.underestimatedCount / 2)
        for byte in bytes {
            if byte < 0x80 {
                utf8.append(byte)
                continue
            }
            UTF8.encode(scalar(byte)) { utf8.append($0) }
        }
        return String(decoding: utf8, as: UTF8.self)
    }
}
