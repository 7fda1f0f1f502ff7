import Testing
@testable import OTPFill

@Suite struct TransferEncodingTests {
    @Test(arguments: [
        ("Your code: 48=\n1516", "Your code: 481516"),
        ("Your code: 48=\r\n1516", "Your code: 481516"),
        ("48=  \n1516", "481516"),
        ("a=3Db =E2=80=93 =e2=80=94", "a=b – —"),
        ("bad =ZZ and =4", "bad =ZZ and =4"),
        ("end=", "end"),
    ])
    func quotedPrintableJoinsSoftBreaks(encoded: String, decoded: String) {
        #expect(String(decoding: QuotedPrintable.decode(Array(encoded.utf8)), as: UTF8.self) == decoded)
    }

    @Test func qEncodingTurnsUnderscoresIntoSpaces() {
        #expect(QuotedPrintable.decode(Array("Your_code=3A_123".utf8), header: true) == Array("Your code: 123".utf8))
    }

    @Test(arguments: [
        ("NDgxNTE2", "481516", 0),
        ("NDgx\r\nNTE2\n", "481516", 0),
        ("NDgx!!NTE2", "481516", 2),
        ("NDE=NDE=", "4141", 0),
        ("NDgxNTE", "48151", 0),
    ])
    func base64SkipsWhatIsNotBase64(encoded: String, decoded: String, invalid: Int) {
        let output = Base64.decode(Array(encoded.utf8))
        #expect(String(decoding: output.bytes, as: UTF8.self) == decoded)
        #expect(output.invalidCharacters == invalid)
    }

    @Test(arguments: [[], [0], [0xFF, 0xFE], [1, 2, 3], Array("481516 кod".utf8), (0..<256).map(UInt8.init)] as [[UInt8]])
    func strictBase64ReadsBackWhatWasEncoded(bytes: [UInt8]) {
        var text = Base64.encode(bytes)
        var output = [UInt8](repeating: 7, count: bytes.count + 1)
        let count = text.withUTF8 { text in
            output.withUnsafeMutableBufferPointer { Base64.decodeStrict(text, into: $0) }
        }
        #expect(count == bytes.count)
        #expect(text.withUTF8(Base64.strictlyDecodedCount) == bytes.count)
        #expect(output == bytes + [7])
    }

    @Test(arguments: ["NDgx\nNTE2", "NDgxNTE", "NDgx!TE2", "ND=xNTE2", "===="])
    func strictBase64RefusesAnythingElse(encoded: String) {
        var text = encoded
        var output = [UInt8](repeating: 0, count: 8)
        #expect(text.withUTF8 { text in output.withUnsafeMutableBufferPointer { Base64.decodeStrict(text, into: $0) } } == nil)
    }

    @Test(arguments: [
        ("=?UTF-8?Q?Your_code_is_492_118?=", "Your code is 492 118"),
        ("=?utf-8?b?WW91ciBjb2Rl?= =?utf-8?b?IGlzIDEyMw==?=", "Your code is 123"),
        ("=?UTF-8?B?6KqN?=\r\n =?UTF-8?B?6Ki8?=", "認証"),
        ("=?UTF-8?B?6Ko=?= =?UTF-8?B?jeiovA==?=", "認証"),
        ("Code =?ISO-8859-1?Q?f=FCr?= you", "Code für you"),
        ("=?ISO-2022-JP?B?GyRCRyc+WhsoQg==?=", "認証"),
        ("=?utf-8*en?Q?hi?=", "hi"),
        ("=?broken?Q?no end", "=?broken?Q?no end"),
        ("Plain Zürich", "Plain Zürich"),
    ])
    func encodedWordsAreDecodedAndJoined(raw: String, expected: String) {
        #expect(EncodedWords.decode(Array(raw.utf8)).text == expected)
    }

    @Test func latin1HeaderBytesAreReadAsWindows1252() {
        #expect(EncodedWords.decode([0x43, 0x6F, 0x64, 0x65, 0x20, 0x96, 0x20, 0xFC]).text == "Code – ü")
    }

    @Test(arguments: [
        ("line one \nline two", false, "line one line two"),
        ("48 \n1516\n", true, "481516\n"),
        ("-- \nsig", false, "-- \nsig"),
        (" From stuffed\r\n", false, "From stuffed\n"),
    ])
    func flowedLinesAreJoined(text: String, deleteSpace: Bool, expected: String) {
        #expect(FlowedText.unflow(text, deleteSpace: deleteSpace) == expected)
    }

    @Test(arguments: [
        ("multipart/alternative; boundary=\"b1\"", "multipart/alternative", "boundary", "b1"),
        ("Text/Plain; Charset=UTF-8 (comment)", "text/plain", "charset", "UTF-8"),
        ("multipart/mixed;\r\n boundary=\"a \\\"q\\\" b\"", "multipart/mixed", "boundary", "a \"q\" b"),
        ("multipart/mixed; boundary*0=\"ab\"; boundary*1=cd", "multipart/mixed", "boundary", "abcd"),
        ("attachment; filename*=utf-8''%E2%82%AC.txt", "attachment", "filename", "€.txt"),
        ("text/plain; format=flowed; delsp=yes", "text/plain", "delsp", "yes"),
    ])
    func structuredHeaderValuesAreParsed(raw: String, value: String, parameter: String, parameterValue: String) {
        let parsed = MIMEHeaderValue(Array(raw.utf8))
        #expect(parsed.value == value)
        #expect(parsed.parameters[parameter] == parameterValue)
    }

    @Test(arguments: [
        // Read as bytes, decoded token by token: a dropped escape never joins the broken
        // UTF-8 around it into one character.
        ([0x74, 0x65, 0x78, 0x74, 0x2F, 0xFF, 0x78], "text/\u{FFFD}x", "", nil),
        (Array("a; name=\"".utf8) + [0xC3, 0x5C, 0xA9] + Array("\"".utf8), "a", "name", "\u{FFFD}\u{FFFD}"),
        (Array("a; name=\"\\".utf8) + [0xC3, 0xA9] + Array("x\"".utf8), "a", "name", "éx"),
        (Array("a (c\\".utf8) + [0xC3, 0xA9] + Array(") ; b=1 (unclosed \\".utf8), "a", "b", "1"),
        (Array("a; b=\"unclosed\\".utf8), "a", "b", "unclosed\\"),
    ] as [([UInt8], String, String, String?)])
    func headerValuesAreReadAsUTF8PieceByPiece(raw: [UInt8], value: String, parameter: String, parameterValue: String?) {
        let parsed = MIMEHeaderValue(raw)
        #expect(parsed.value == value)
        #expect(parsed.parameters[parameter] == parameterValue)
    }

    @Test func fieldNamesMatchIgnoringTheCaseOfLettersOnly() {
        let (headers, _) = MailHeaders.parse(Array("MESSAGE-id: <a>\nX-@: 1\nSubject:   \n  two \n\n".utf8)[...])
        #expect(headers.value("Message-ID") == Array("<a>".utf8))
        #expect(headers.value("X-@") == Array("1".utf8))
        #expect(headers.value("x-`") == nil)
        #expect(headers.value("subject") == Array("two".utf8))
        #expect(headers.value("\u{212A}") == nil)
    }

    @Test func foldsPastTheFieldCapContinueTheLastFieldKept() {
        var block = " orphan fold\n"
        for number in 0..<1001 { block += "X-\(number): v\(number)\n" }
        block += " tail\n\tend \n\nbody"
        let bytes = Array(block.utf8)[...]
        let (headers, bodyStart) = MailHeaders.parse(bytes)
        #expect(headers.fields.count == 1000)
        #expect(headers.value("X-999") == Array("v999 tail\tend".utf8))
        #expect(headers.value("x-1000") == nil)
        let index = HeaderBlock(bytes)
        #expect(index.value("x-999") == Array("v999 tail\tend".utf8))
        #expect(index.bodyStart == bodyStart)
        #expect(String(decoding: bytes[bodyStart...], as: UTF8.self) == "body")
    }

    @Test func foldedHeadersAreUnfolded() {
        let (headers, bodyStart) = MailHeaders.parse(Array("Subject: one\r\n two\r\nX: y\r\n\r\nbody".utf8)[...])
        #expect(headers.value("subject") == Array("one two".utf8))
        #expect(bodyStart == 28)
    }
}
