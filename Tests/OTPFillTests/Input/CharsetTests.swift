import Testing
@testable import OTPFill

@Suite struct CharsetTests {
    @Test(arguments: [
        ("UTF-8", Charset.utf8),
        ("\"utf8\"", .utf8),
        ("ISO-8859-1", .windows1252),
        ("latin1", .windows1252),
        ("US-ASCII", .windows1252),
        ("gb2312", .iconv("GB18030")),
        ("GBK", .iconv("GB18030")),
        ("Shift_JIS", .iconv("CP932")),
        ("ks_c_5601-1987", .iconv("CP949")),
        ("big5", .iconv("BIG5-HKSCS")),
        ("iso-2022-jp", .iconv("ISO-2022-JP-2")),
        ("koi8-r", .iconv("KOI8-R")),
        ("iso-8859-5", .iconv("ISO-8859-5")),
        ("iso-2022-kr", .unsupported("iso-2022-kr")),
        ("x-klingon", .unsupported("x-klingon")),
        ("../../etc/passwd", .unsupported("../../etc/passwd")),
    ])
    func labelsResolveLikeBrowsers(label: String, charset: Charset) {
        #expect(Charset(label: label) == charset)
    }

    @Test(arguments: [
        ("windows-1252", [0x93, 0x34, 0x38, 0x94, 0x20, 0x80, 0x81], "“48” €\u{81}"),
        ("iso-8859-1", [0x96], "–"),
        ("KOI8-R", [0xEB, 0xCF, 0xC4], "Код"),
        ("GB2312", [0xD1, 0xE9, 0xD6, 0xA4, 0xC2, 0xEB], "验证码"),
        ("EUC-KR", [0xC0, 0xCE, 0xC1, 0xF5], "인증"),
        ("Shift_JIS", [0x94, 0x46, 0x8F, 0xD8], "認証"),
        ("EUC-JP", [0xC7, 0xA7, 0xBE, 0xDA], "認証"),
    ] as [(String, [UInt8], String)])
    func legacyBytesDecode(label: String, bytes: [UInt8], text: String) {
        let decoded = Charset(label: label).decode(bytes)
        #expect(decoded.text == text)
        #expect(decoded.warning == nil)
    }

    @Test func invalidSequencesAreReplacedAndCounted() {
        let decoded = Charset(label: "shift_jis").decode([0x41, 0x81, 0x20, 0x42, 0x94])
        #expect(decoded.text.hasPrefix("A"))
        #expect(decoded.text.contains("B"))
        #expect(decoded.text.contains("\u{FFFD}"))
        #expect(decoded.warning != nil)
    }

    @Test func windows1252DecodesEveryByteToItsScalar() {
        let bytes = (0...255).map { UInt8($0) }
        #expect(Array(Windows1252.decode(bytes).unicodeScalars) == bytes.map(Windows1252.scalar))
    }

    @Test func undeclaredTextIsUTF8WhenValidAndWindows1252Otherwise() {
        #expect(Charset.decodeUndeclared(Array("Zürich".utf8)) == "Zürich")
        #expect(Charset.decodeUndeclared([0x5A, 0xFC, 0x72]) == "Zür")
    }
}
