import OTPFill

/// Invariants of ``DigitNormalizer`` on arbitrary text (`FuzzNormalizer`): every decimal digit
/// of any script becomes exactly one ASCII digit of the same value, separators and invisible
/// characters disappear, nothing else is lost, and normalizing twice changes nothing.
public enum NormalizerInvariants {
    public static func check(_ bytes: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        let text = String(decoding: bytes, as: UTF8.self)
        var expectedDigits: [UInt8] = []
        var kept = 0
        for scalar in text.unicodeScalars {
            if let digit = DigitNormalizer.asciiDigit(scalar) {
                try require((0x30...0x39).contains(digit), "asciiDigit(U+\(hex(scalar))) = \(digit)")
                if !scalar.isASCII {
                    try require(scalar.properties.generalCategory == .decimalNumber, "U+\(hex(scalar)) is not Nd")
                    try require(scalar.properties.numericValue == Double(digit - 0x30), "U+\(hex(scalar)) has the wrong value")
                }
                expectedDigits.append(digit)
            } else {
                try require(scalar.properties.generalCategory != .decimalNumber
                            || (scalar.properties.numericValue.map { !(0...9).contains($0) } ?? true),
                            "decimal digit U+\(hex(scalar)) not recognized")
                if !DigitNormalizer.isSeparator(scalar) && !DigitNormalizer.isInvisible(scalar) { kept += 1 }
            }
        }
        let normalized = DigitNormalizer.normalize(text)
        let scalars = Array(normalized.unicodeScalars)
        try require(scalars.count == expectedDigits.count + kept,
                    "normalize kept \(scalars.count) scalars, expected \(expectedDigits.count + kept)")
        let digits = scalars.compactMap { $0.isASCII && (0x30...0x39).contains($0.value) ? UInt8($0.value) : nil }
        // ASCII digits come from digits; fullwidth letters map to ASCII letters, never to digits.
        try require(digits == expectedDigits, "digits changed: \(digits) vs \(expectedDigits)")
        for scalar in scalars {
            try require(!DigitNormalizer.isSeparator(scalar) && !DigitNormalizer.isInvisible(scalar),
                        "separator or invisible U+\(hex(scalar)) survived")
            if let digit = DigitNormalizer.asciiDigit(scalar) {
                try require(scalar.value == UInt32(digit), "non-ASCII digit U+\(hex(scalar)) survived")
            }
            try require(!(0xFF21...0xFF3A).contains(scalar.value) && !(0xFF41...0xFF5A).contains(scalar.value),
                        "fullwidth letter U+\(hex(scalar)) survived")
        }
        let twice = DigitNormalizer.normalize(normalized)
        try require(Array(twice.unicodeScalars) == scalars, "normalize is not idempotent")
        let substring = DigitNormalizer.normalize(text[...])
        try require(Array(substring.unicodeScalars) == scalars, "Substring and String normalize differently")
    }

    static func hex(_ scalar: Unicode.Scalar) -> String { String(scalar.value, radix: 16, uppercase: true) }
}
