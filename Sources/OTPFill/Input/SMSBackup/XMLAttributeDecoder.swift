/// Decodes an XML attribute value: the five predefined entities and numeric references.
///
/// Signal, Silence and SMSSecure write emoji as two surrogate references
/// (`&#55357;&#56838;`), which strict parsers reject; an adjacent high/low pair is merged into
/// one scalar and a lone surrogate dropped. Any other named reference (`&lol9;` declared in a
/// DOCTYPE) is left as written and counted, never expanded.
enum XMLAttributeDecoder {
    /// The longest reference looked for; a longer `&…` run is literal text.
    private static let maxReferenceLength = 32

    /// The decoded text and the number of undefined entity references left as written.
    static func decode(_ raw: [UInt8]) -> (text: String, undefinedReferences: Int) {
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var undefined = 0
        var highSurrogate: UInt32? = nil
        var index = 0
        func append(_ scalar: Unicode.Scalar) {
            output.append(contentsOf: UTF8.encode(scalar)!)
        }
        while index < raw.count {
            let byte = raw[index]
            guard byte == UInt8(ascii: "&"),
                  let semicolon = raw[(index + 1)..<min(raw.count, index + 2 + maxReferenceLength)].firstIndex(of: UInt8(ascii: ";")) else {
                highSurrogate = nil
                output.append(byte)
                index += 1
                continue
            }
            let name = raw[(index + 1)..<semicolon]
            if name.first == UInt8(ascii: "#"), let value = numericValue(name.dropFirst()) {
                switch value {
                case 0xD800...0xDBFF:
                    highSurrogate = value
                case 0xDC00...0xDFFF:
                    if let high = highSurrogate {
                        append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)) ?? "\u{FFFD}")
                    }
                    highSurrogate = nil
                default:
                    highSurrogate = nil
                    append(value == 0 ? "\u{FFFD}" : Unicode.Scalar(value) ?? "\u{FFFD}")
                }
                index = semicolon + 1
                continue
            }
            highSurrogate = nil
            switch String(decoding: name, as: UTF8.self) {
            case "amp": output.append(UInt8(ascii: "&"))
            case "lt": output.append(UInt8(ascii: "<"))
            case "gt": output.append(UInt8(ascii: ">"))
            case "quot": output.append(UInt8(ascii: "\""))
            case "apos": output.append(UInt8(ascii: "'"))
            default:
                undefined += 1
                output.append(contentsOf: raw[index...semicolon])
            }
            index = semicolon + 1
        }
        return (String(decoding: output, as: UTF8.self), undefined)
    }

    /// The value of `123` or `x7B` (the part after `&#`), capped above the Unicode range.
    private static func numericValue(_ digits: ArraySlice<UInt8>) -> UInt32? {
        var digits = digits
        var radix: UInt32 = 10
        if digits.first == UInt8(ascii: "x") || digits.first == UInt8(ascii: "X") {
            radix = 16
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty else { return nil }
        var value: UInt32 = 0
        for byte in digits {
            guard let digit = QuotedPrintable.hexValue(byte).map(UInt32.init), digit < radix else { return nil }
            value = min(value &* radix &+ digit, 0x11_0000)
        }
        return value
    }
}
