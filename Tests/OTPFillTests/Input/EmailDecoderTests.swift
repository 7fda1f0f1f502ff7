import Testing
@testable import OTPFill

@Suite struct EmailDecoderTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let file: String
        let contains: [String]
        let excludes: [String]
        var testDescription: String { file }
        init(_ file: String, _ contains: [String], excludes: [String] = []) {
            self.file = file
            self.contains = contains
            self.excludes = excludes
        }
    }

    static let cases: [Case] = [
        Case("plain.eml", ["Your sign-in code\n\nYour code is 481516."]),
        Case("qp-soft-break.eml", ["verification code: 481516 – valid", "a=b", "Hello, \nyour"]),
        Case("base64-utf8.eml", ["Ваш код подтверждения: 734019"]),
        Case("bad-base64.eml", ["Your code is 650201."]),
        Case("subject-q.eml", ["Your code is 492 118\n\nSee the subject line."]),
        Case("subject-b-split.eml", ["認証コード 552910"]),
        Case("iso-2022-jp.eml", ["ログイン認証\n\n", "認証コードは 390712 です。"]),
        Case("shift-jis.eml", ["確認コード：204816 を入力してください。①"]),
        Case("euc-jp.eml", ["ワンタイムパスワード 771903"]),
        Case("euc-kr.eml", ["[Web발신] 인증번호 [620481]을 입력해주세요."]),
        Case("gb2312.eml", ["您的验证码是805316，5分钟内有效。𠀀"]),
        Case("gbk.eml", ["校验码：318205，请勿泄露。"]),
        Case("gb18030.eml", ["动态码 559102 😀"]),
        Case("big5.eml", ["您的驗證碼為 274650，請勿告知他人。"]),
        Case("koi8-r.eml", ["Код подтверждения: 915374"]),
        Case("iso-8859-1.eml", ["Ihr Bestätigungscode lautet 118822 – gültig"]),
        Case("windows-1252.eml", ["Votre code : “406279” — merci."]),
        Case("iso-8859-15.eml", ["Code 662814 (0 €)"]),
        Case("unknown-charset.eml", ["Your code is 830012."]),
        Case(
            "html-only.eml",
            ["Hi there & welcome…", "Your verification code is:\n481516", "© 2024 Example™ – €5 <b>"],
            excludes: ["111111", "222222", "333333", "444444", "555555", "777777", "888888", "999999", "\u{200B}", "\u{200C}"]
        ),
        Case("html-table-digits.eml", ["Enter this code:\n481516", "Or this one: 2718", "9035", "Page 1 2"]),
        Case("alternative.eml", ["Plain code: 111222"], excludes: ["333444", "000000", "999999"]),
        Case("alternative-empty-plain.eml", ["Your code: 562873"], excludes: ["View this"]),
        Case(
            "nested-rfc822.eml",
            ["Fwd: Code für Anmeldung\n\nForwarding the message below.", "Code für Anmeldung\n\nIhr Code: 704412"],
            excludes: ["123456", "424242", "<p>"]
        ),
        Case("related-nested.eml", ["Sign-in code 905127"], excludes: ["iVBOR"]),
        Case("flowed.eml", ["sign in: 481516 It expires", "-- \nExample Team"]),
        Case("truncated.eml", ["Your code: 317509"]),
        Case("no-boundary.eml", ["Loose text with code 246810"]),
    ]

    @Test(arguments: cases)
    func decodedTextHoldsTheCode(_ testCase: Case) throws {
        let messages = Fixture.messages(testCase.file, format: .eml)
        let message = try #require(messages.first)
        #expect(messages.count == 1)
        for expected in testCase.contains {
            #expect(message.text.contains(expected), "\(expected.debugDescription) not in \(message.text.debugDescription)")
        }
        for unwanted in testCase.excludes {
            #expect(!message.text.contains(unwanted), "\(unwanted.debugDescription) in \(message.text.debugDescription)")
        }
    }

    @Test(arguments: [
        ("bad-base64.eml", "Base64 body has 8 invalid characters; they were skipped"),
        ("unknown-charset.eml", "Unknown charset 'x-klingon-7'; decoded as UTF-8"),
        ("truncated.eml", "Multipart body ends without its closing boundary; it may be truncated"),
        ("deep-nesting.eml", "MIME nesting deeper than 32; inner parts skipped"),
        ("no-boundary.eml", "Multipart body has no boundary; read as plain text"),
    ])
    func damagedMessagesNameTheProblem(file: String, warning: String) throws {
        let message = try #require(Fixture.messages(file, format: .eml).first)
        #expect(message.warnings.contains(warning), "\(message.warnings)")
    }

    @Test func cleanMessagesHaveNoWarnings() throws {
        for file in ["plain.eml", "qp-soft-break.eml", "iso-2022-jp.eml", "html-only.eml", "nested-rfc822.eml", "gb2312.eml"] {
            let message = try #require(Fixture.messages(file, format: .eml).first)
            #expect(message.warnings.isEmpty, "\(file): \(message.warnings)")
        }
    }

    @Test func warningsNeverQuoteTheMessage() throws {
        let codes = ["bad-base64.eml": "650201", "unknown-charset.eml": "830012", "truncated.eml": "317509", "deep-nesting.eml": "600613"]
        for (file, code) in codes {
            let message = try #require(Fixture.messages(file, format: .eml).first)
            #expect(!message.warnings.isEmpty)
            for warning in message.warnings { #expect(!warning.contains(code) && !warning.contains("Your"), "\(warning)") }
        }
    }

    @Test func messageIdBecomesTheIdentifierAndThePathTheSource() throws {
        let message = try #require(Fixture.messages("plain.eml", format: .eml).first)
        #expect(message.id == "plain@example.com")
        #expect(message.source == Fixture.path("plain.eml"))
    }

    @Test func messageIdsLoseBracketsAndSpaceWithoutJoiningBrokenUTF8() {
        let raw: [UInt8] = Array("Message-ID: < a".utf8) + [0xC3] + Array(">".utf8) + [0xA9] + Array("@x >\n\nHi\n".utf8)
        #expect(EmailDecoder.decode(raw, source: "x").id == "a\u{FFFD}\u{FFFD}@x")
        #expect(EmailDecoder.decode(Array("Message-ID: <>\n\nHi\n".utf8), source: "x").id == nil)
    }

    @Test func lineEndsBecomeLF() {
        #expect(EmailDecoder.normalizedLineEnds("a\r\nb\rc\n\r\r\nd\u{2028}é\r") == "a\nb\nc\n\n\nd\u{2028}é\n")
        #expect(EmailDecoder.normalizedLineEnds("no breaks") == "no breaks")
    }

    @Test func tooManyPartsAreCapped() {
        var body = "Content-Type: multipart/mixed; boundary=b\n\n"
        for number in 0..<1500 { body += "--b\nContent-Type: text/plain\n\npart \(number)\n" }
        body += "--b--\n"
        let message = EmailDecoder.decode(Array(body.utf8), source: "x")
        #expect(message.warnings.contains("More than 1000 MIME parts; the rest were skipped"))
        #expect(message.text.contains("part 0\n"))
        #expect(!message.text.contains("part 1200"))
    }

    @Test func missingContentTypeIsPlainText() {
        let message = EmailDecoder.decode(Array("Subject: Hi\n\nCode 123456\n".utf8), source: "x")
        #expect(message.text == "Hi\n\nCode 123456\n")
    }

    @Test func arbitraryBytesNeverTrap() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["--b\n", "Content-Type: multipart/mixed; boundary=b\n", "\n", "=?utf-8?b?", "?=", "=\n", "<td>",
                      "Content-Transfer-Encoding: base64\n", "Content-Transfer-Encoding: quoted-printable\n", "\u{1B}$B", "\r"]
        for _ in 0..<200 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0..<60, using: &generator) {
                if Bool.random(using: &generator) {
                    bytes += Array(pieces.randomElement(using: &generator)!.utf8)
                } else {
                    bytes.append(UInt8.random(in: 0...255, using: &generator))
                }
            }
            _ = EmailDecoder.decode(bytes, source: "fuzz")
        }
    }
}
