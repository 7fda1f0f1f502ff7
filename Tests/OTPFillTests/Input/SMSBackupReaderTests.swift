import Testing
@testable import OTPFill

@Suite struct SMSBackupReaderTests {
    @Test func backupYieldsSMSAndJoinedMMSText() throws {
        let path = Fixture.path("backup.xml")
        let items = Fixture.items("backup.xml")
        let expected: [InputItem] = [
            .message(Message(source: path + "#1", text: "Your code is 123456.\nDon't share it & stay safe.")),
            .message(Message(source: path + "#2", text: "<#> 654321 is your code\nFA+9qCX9VSu")),
            .message(Message(source: path + "#3", text: "Verification code:\n777888")),
            .message(Message(source: path + "#4", text: "")),
            .message(Message(source: path + "#5", text: "Код: 246801 — «ok»")),
        ]
        #expect(items == expected)
    }

    @Test func signalSurrogatePairsAreMergedAndLoneOnesDropped() {
        let messages = Fixture.messages("signal-surrogates.xml")
        #expect(messages.map(\.text) == ["😆 Your Signal code: 314159 😆", "lone  high and  low: 271828"])
    }

    @Test func entityBombIsNeverExpanded() throws {
        let clock = ContinuousClock()
        var items: [InputItem] = []
        let elapsed = clock.measure { items = Fixture.items("entity-bomb.xml") }
        #expect(elapsed < .seconds(2))
        guard case let .message(message)? = items.first else { Issue.record("no message"); return }
        #expect(items.count == 1)
        #expect(message.text == "&lol9; &xxe; code 161803")
        #expect(message.warnings == ["2 undefined entity references left as written"])
    }

    @Test func truncatedBackupKeepsWhatWasReadAndReportsTheRest() {
        let path = Fixture.path("truncated.xml")
        #expect(Fixture.items("truncated.xml") == [
            .message(Message(source: path + "#1", text: "First code 112233")),
            .message(Message(source: path + "#2", text: "Second code 445566")),
            .problem(source: path, reason: "XML ends inside a tag after 2 records; the file may be truncated"),
        ])
    }

    @Test func malformedBackupStillYieldsEveryReadableRecord() throws {
        let items = Fixture.items("malformed.xml", format: .smsxml)
        let messages = items.compactMap { if case let .message(message) = $0 { message } else { nil } }
        #expect(messages.map(\.text) == ["Code:135790", "MMS code 864209", "After broken MMS: 192837"])
        #expect(messages[1].warnings == ["MMS record not closed; its parts so far were read"])
    }

    @Test func missingRootEndIsAProblem() {
        let xml = "<smses count=\"1\"><sms body=\"Code 1234\" />"
        let items = Fixture.items(bytes: Array(xml.utf8), format: .smsxml)
        #expect(items.count == 2)
        guard case let .problem(_, reason)? = items.last else { Issue.record("no problem"); return }
        #expect(reason == "XML ends before </smses> after 1 records; the file may be truncated")
    }

    @Test func hugeAttributesAreCappedNotBuffered() {
        let body = String(repeating: "9", count: 10_000)
        let xml = "<smses><sms body=\"Code 4242 \(body)\" /><mms><part ct=\"image/png\" data=\"\(body)\" /></mms></smses>"
        let items = Fixture.items(bytes: Array(xml.utf8), format: .smsxml, limits: ReaderLimits(maxMessageBytes: 100))
        guard case let .message(message)? = items.first else { Issue.record("no message"); return }
        #expect(message.text.hasPrefix("Code 4242 99"))
        #expect(message.text.utf8.count == 100)
        #expect(message.warnings == ["Message longer than 100 bytes; only the first 100 were read"])
        #expect(items.count == 2)
    }

    @Test func arbitraryBytesNeverTrap() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["<smses>", "<sms body=\"", "\"", "&#55357;", "&#", "<mms>", "<part ct=\"text/plain\" text='", "'", "/>",
                      "<!DOCTYPE x [", "]>", "<!--", "-->", "<![CDATA[", "&amp;", ">", "<"]
        for _ in 0..<200 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0..<40, using: &generator) {
                if Bool.random(using: &generator) {
                    bytes += Array(pieces.randomElement(using: &generator)!.utf8)
                } else {
                    bytes.append(UInt8.random(in: 0...255, using: &generator))
                }
            }
            _ = Fixture.items(bytes: bytes, format: .smsxml)
        }
    }
}
