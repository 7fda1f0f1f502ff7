import Testing

@testable import OTPFill

/// Digits of every script become ASCII; separators and invisibles inside a code disappear.
@Suite struct DigitNormalizerTests {
    // MARK: Digits

    @Test func everyUnicodeDecimalDigitMapsToItsNumericValue() throws {
        var decimalDigits = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let digit = DigitNormalizer.asciiDigit(scalar)
            guard scalar.properties.generalCategory == .decimalNumber else {
                if let digit {
                    Issue.record("U+\(String(value, radix: 16, uppercase: true)) is not Nd but gave \(digit)")
                }
                continue
            }
            decimalDigits += 1
            let numeric = try #require(scalar.properties.numericValue)
            let expected = UInt8(ascii: "0") + UInt8(numeric)
            #expect(digit == expected, "U+\(String(value, radix: 16, uppercase: true))")
            #expect(
                DigitNormalizer.normalize(String(scalar)) == String(Unicode.Scalar(expected)),
                "U+\(String(value, radix: 16, uppercase: true))")
        }
        // Unicode 15 has 680 decimal digits in 68 scripts; older tables have a few less.
        #expect(decimalDigits >= 650)
        #expect(decimalDigits % 10 == 0)
    }

    struct Script: Sendable, CustomTestStringConvertible {
        let name: String
        let zero: UInt32
        var testDescription: String { "\(name) (U+\(String(zero, radix: 16, uppercase: true)))" }
    }

    @Test(arguments: [
        Script(name: "ASCII", zero: 0x30),
        Script(name: "Arabic-Indic", zero: 0x660),
        Script(name: "Persian", zero: 0x6F0),
        Script(name: "NKo", zero: 0x7C0),
        Script(name: "Devanagari", zero: 0x966),
        Script(name: "Bengali", zero: 0x9E6),
        Script(name: "Gurmukhi", zero: 0xA66),
        Script(name: "Gujarati", zero: 0xAE6),
        Script(name: "Oriya", zero: 0xB66),
        Script(name: "Tamil", zero: 0xBE6),
        Script(name: "Telugu", zero: 0xC66),
        Script(name: "Kannada", zero: 0xCE6),
        Script(name: "Malayalam", zero: 0xD66),
        Script(name: "Thai", zero: 0xE50),
        Script(name: "Lao", zero: 0xED0),
        Script(name: "Tibetan", zero: 0xF20),
        Script(name: "Myanmar", zero: 0x1040),
        Script(name: "Khmer", zero: 0x17E0),
        Script(name: "Mongolian", zero: 0x1810),
        Script(name: "Fullwidth", zero: 0xFF10),
        Script(name: "Mathematical bold", zero: 0x1D7CE),
        Script(name: "Mathematical double-struck", zero: 0x1D7D8),
        Script(name: "Mathematical monospace", zero: 0x1D7F6),
        Script(name: "Adlam", zero: 0x1E950),
    ])
    func scriptDigitsZeroThroughNineBecomeASCII(_ script: Script) throws {
        var text = ""
        for offset in UInt32(0)...9 {
            let scalar = try #require(Unicode.Scalar(script.zero + offset))
            #expect(DigitNormalizer.asciiDigit(scalar) == UInt8(ascii: "0") + UInt8(offset))
            text.unicodeScalars.append(scalar)
        }
        #expect(DigitNormalizer.normalize(text) == "0123456789")
    }

    @Test(arguments: [
        ("٤٨١٥١٦", "481516"),
        ("۴۸۱۵۱۶", "481516"),
        ("४८१५१६", "481516"),
        ("৪৮১৫১৬", "481516"),
        ("๔๘๑๕๑๖", "481516"),
        ("၄၈၁၅၁၆", "481516"),
        ("៤៨១៥១៦", "481516"),
        ("４８１５１６", "481516"),
        ("𝟒𝟖𝟏𝟓𝟏𝟔", "481516"),
        ("4٨1५１๖", "481516"),
    ])
    func wholeCodesInOtherScriptsBecomeASCII(text: String, expected: String) {
        #expect(DigitNormalizer.normalize(text) == expected)
    }

    struct NotADigit: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        var testDescription: String { "\(name) '\(text)'" }
    }

    @Test(arguments: [
        NotADigit(name: "circled one", text: "①"),
        NotADigit(name: "parenthesized one", text: "⑴"),
        NotADigit(name: "digit one full stop", text: "⒈"),
        NotADigit(name: "dingbat negative circled one", text: "❶"),
        NotADigit(name: "superscript two", text: "²"),
        NotADigit(name: "superscript one", text: "¹"),
        NotADigit(name: "subscript two", text: "₂"),
        NotADigit(name: "vulgar fraction one half", text: "½"),
        NotADigit(name: "CJK one", text: "一"),
        NotADigit(name: "CJK two", text: "二"),
        NotADigit(name: "CJK three", text: "三"),
        NotADigit(name: "circled ideograph one", text: "㊀"),
        NotADigit(name: "Roman numeral seven", text: "Ⅶ"),
        NotADigit(name: "small Roman numeral eight", text: "ⅷ"),
        NotADigit(name: "Ethiopic digit one", text: "፩"),
        NotADigit(name: "keycap ten", text: "🔟"),
        NotADigit(name: "letter O", text: "O"),
        NotADigit(name: "letter l", text: "l"),
        NotADigit(name: "slash", text: "/"),
        NotADigit(name: "colon", text: ":"),
    ])
    func numericCharactersThatAreNotDecimalDigitsStayAsTheyAre(_ sample: NotADigit) throws {
        for scalar in sample.text.unicodeScalars {
            #expect(DigitNormalizer.asciiDigit(scalar) == nil)
        }
        #expect(DigitNormalizer.normalize(sample.text) == sample.text)
        #expect(DigitNormalizer.normalize("12\(sample.text)34") == "12\(sample.text)34")
    }

    @Test func asciiDigitsMapToThemselves() {
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") {
            #expect(DigitNormalizer.asciiDigit(Unicode.Scalar(byte)) == byte)
        }
        #expect(DigitNormalizer.normalize("0123456789") == "0123456789")
    }

    // MARK: Separators and invisibles

    struct Filler: Sendable, CustomTestStringConvertible {
        let name: String
        let scalar: Unicode.Scalar
        var testDescription: String {
            "\(name) (U+\(String(scalar.value, radix: 16, uppercase: true)))"
        }
    }

    static let separators: [Filler] = [
        Filler(name: "space", scalar: " "),
        Filler(name: "no-break space", scalar: "\u{00A0}"),
        Filler(name: "figure space", scalar: "\u{2007}"),
        Filler(name: "thin space", scalar: "\u{2009}"),
        Filler(name: "hair space", scalar: "\u{200A}"),
        Filler(name: "narrow no-break space", scalar: "\u{202F}"),
        Filler(name: "ideographic space", scalar: "\u{3000}"),
        Filler(name: "hyphen-minus", scalar: "-"),
        Filler(name: "hyphen", scalar: "\u{2010}"),
        Filler(name: "non-breaking hyphen", scalar: "\u{2011}"),
        Filler(name: "figure dash", scalar: "\u{2012}"),
        Filler(name: "en dash", scalar: "\u{2013}"),
        Filler(name: "em dash", scalar: "\u{2014}"),
        Filler(name: "minus sign", scalar: "\u{2212}"),
        Filler(name: "small hyphen-minus", scalar: "\u{FE63}"),
        Filler(name: "fullwidth hyphen-minus", scalar: "\u{FF0D}"),
        Filler(name: "full stop", scalar: "."),
        Filler(name: "fullwidth full stop", scalar: "\u{FF0E}"),
        Filler(name: "middle dot", scalar: "\u{00B7}"),
        Filler(name: "hyphenation point", scalar: "\u{2027}"),
        Filler(name: "katakana middle dot", scalar: "\u{30FB}"),
    ]

    static let invisibles: [Filler] = [
        Filler(name: "zero width space", scalar: "\u{200B}"),
        Filler(name: "zero width non-joiner", scalar: "\u{200C}"),
        Filler(name: "zero width joiner", scalar: "\u{200D}"),
        Filler(name: "left-to-right mark", scalar: "\u{200E}"),
        Filler(name: "right-to-left mark", scalar: "\u{200F}"),
        Filler(name: "left-to-right embedding", scalar: "\u{202A}"),
        Filler(name: "right-to-left override", scalar: "\u{202E}"),
        Filler(name: "word joiner", scalar: "\u{2060}"),
        Filler(name: "invisible separator", scalar: "\u{2063}"),
        Filler(name: "left-to-right isolate", scalar: "\u{2066}"),
        Filler(name: "pop directional isolate", scalar: "\u{2069}"),
        Filler(name: "byte order mark", scalar: "\u{FEFF}"),
        Filler(name: "soft hyphen", scalar: "\u{00AD}"),
        Filler(name: "combining grapheme joiner", scalar: "\u{034F}"),
    ]

    @Test(arguments: separators)
    func separatorsInsideACodeAreRemoved(_ filler: Filler) {
        #expect(DigitNormalizer.isSeparator(filler.scalar))
        #expect(!DigitNormalizer.isInvisible(filler.scalar))
        var text = "481"
        text.unicodeScalars.append(filler.scalar)
        text += "516"
        #expect(DigitNormalizer.normalize(text) == "481516")
    }

    @Test(arguments: invisibles)
    func invisibleCharactersInsideACodeAreRemoved(_ filler: Filler) {
        #expect(DigitNormalizer.isInvisible(filler.scalar))
        #expect(!DigitNormalizer.isSeparator(filler.scalar))
        var text = "48"
        text.unicodeScalars.append(filler.scalar)
        text += "15"
        text.unicodeScalars.append(filler.scalar)
        text += "16"
        #expect(DigitNormalizer.normalize(text) == "481516")
    }

    @Test func digitsAndLettersAreNeitherSeparatorsNorInvisible() {
        for scalar in "09aZ٤４Ａ".unicodeScalars {
            #expect(!DigitNormalizer.isSeparator(scalar))
            #expect(!DigitNormalizer.isInvisible(scalar))
        }
    }

    @Test(arguments: [
        ("48\u{200B}15 16", "481516"),
        ("481 516", "481516"),
        ("481-516", "481516"),
        ("48.15.16", "481516"),
        ("481\u{2013}516", "481516"),
        ("\u{200E}٤٨١\u{00A0}٥١٦\u{200F}", "481516"),
        ("４８１－５１６", "481516"),
        ("\u{FEFF}123\u{2009}456\u{202F}", "123456"),
        ("1\u{00AD}2\u{2060}3\u{200D}4\u{200C}5\u{034F}6", "123456"),
        (" - . ", ""),
        ("", ""),
    ])
    func codesWithSeparatorsAndInvisiblesNormalize(text: String, expected: String) {
        #expect(DigitNormalizer.normalize(text) == expected)
    }

    @Test(arguments: [
        ("007123", "007123"),
        ("000 000", "000000"),
        ("０００１", "0001"),
        ("٠٠٧", "007"),
    ])
    func leadingZerosAreKept(text: String, expected: String) {
        #expect(DigitNormalizer.normalize(text) == expected)
    }

    // MARK: Letters and everything else

    @Test func fullwidthLatinLettersBecomeASCII() throws {
        for offset in UInt32(0)..<26 {
            let upper = String(try #require(Unicode.Scalar(0xFF21 + offset)))
            let lower = String(try #require(Unicode.Scalar(0xFF41 + offset)))
            let asciiUpper = String(try #require(Unicode.Scalar(0x41 + offset)))
            let asciiLower = String(try #require(Unicode.Scalar(0x61 + offset)))
            #expect(DigitNormalizer.normalize(upper) == asciiUpper)
            #expect(DigitNormalizer.normalize(lower) == asciiLower)
        }
        #expect(DigitNormalizer.normalize("Ｇ－４８１５１６") == "G481516")
        #expect(DigitNormalizer.normalize("ＡＢ１２ｃｄ") == "AB12cd")
    }

    @Test func fullwidthPunctuationNextToTheLettersIsKept() {
        // U+FF20 '＠' and U+FF3B '［' border the fullwidth capitals; U+FF40 '｀' and U+FF5B '｛' the small letters.
        #expect(DigitNormalizer.normalize("＠［｀｛") == "＠［｀｛")
    }

    @Test func otherTextIsKeptSoCallersCanTellItIsNotACode() {
        #expect(DigitNormalizer.normalize("G-481516") == "G481516")
        #expect(DigitNormalizer.normalize("code: 48a516") == "code:48a516")
        #expect(DigitNormalizer.normalize("Ⅶ7") == "Ⅶ7")
        #expect(DigitNormalizer.normalize("é1") == "é1")
        #expect(DigitNormalizer.normalize("😀12") == "😀12")
    }

    @Test func normalizesSubstrings() {
        let text = "code ٤٨١٥١٦!"
        let code = text.dropFirst(5).dropLast()
        #expect(DigitNormalizer.normalize(code) == "481516")
    }
}
