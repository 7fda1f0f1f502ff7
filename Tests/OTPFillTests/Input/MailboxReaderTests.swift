import Glibc
import Testing
@testable import OTPFill

@Suite struct MailboxReaderTests {
    @Test func mboxYieldsEachMessageWithItsNumber() throws {
        let messages = Fixture.messages("mailbox.mbox")
        let path = Fixture.path("mailbox.mbox")
        #expect(messages.map(\.source) == (1...4).map { "\(path)#\($0)" })
        #expect(messages.map(\.id) == ["m1@example.com", "m2@example.com", "m3@example.com", "m4@example.com"])
        #expect(messages[0].text.contains("Your code is 100001.\nFrom the team"))
        #expect(messages[1].text.contains("Code 200002"))
        #expect(messages[1].warnings == ["Base64 body has 4 invalid characters; they were skipped"])
        #expect(messages[2].text.hasPrefix("Code 300003\n\n"))
        #expect(messages[2].text.contains("Line one\nFrom here on, text.\n>From quoted twice"))
        #expect(messages[3].text.contains("Код 400004"))
    }

    @Test func mboxMessagesOverTheCapKeepTheirStartAndWarn() throws {
        var mbox = "From a@b Mon May  6 10:00:00 2024\nSubject: big\n\nCode 123456\n" + String(repeating: "x", count: 5000) + "\n\n"
        mbox += "From a@b Mon May  6 10:00:00 2024\nSubject: small\n\nCode 654321\n"
        let items = Fixture.items(bytes: Array(mbox.utf8), format: .mbox, limits: ReaderLimits(maxMessageBytes: 1000))
        let messages = items.compactMap { if case let .message(message) = $0 { message } else { nil } }
        try #require(messages.count == 2)
        #expect(messages[0].text.contains("Code 123456"))
        #expect(messages[0].warnings == ["Message longer than 1000 bytes; only the first 1000 were read"])
        #expect(messages[1].text == "small\n\nCode 654321\n")
        #expect(messages[1].warnings.isEmpty)
    }

    @Test func mboxLinesLongerThanAChunkAndSeparatorsAcrossChunksAreHandled() throws {
        // Many messages and one very long line, so separators fall on chunk boundaries.
        var mbox = ""
        for number in 0..<3000 { mbox += "From x Mon May  6 10:00:00 2024\nSubject: n\(number)\n\nbody \(number)\n\n" }
        mbox += "From x Mon May  6 10:00:00 2024\nSubject: long\n\n" + String(repeating: "y", count: 600_000) + " 777777\n"
        let messages = Fixture.items(bytes: Array(mbox.utf8), format: .mbox)
            .compactMap { if case let .message(message) = $0 { message } else { nil } }
        #expect(messages.count == 3001)
        #expect(messages[2999].text == "n2999\n\nbody 2999\n\n")
        #expect(messages.last?.text.hasSuffix("y 777777\n") == true)
    }

    @Test func mboxSplitsAndUnquotesTheSameWhateverTheReadSize() throws {
        // Lines are taken whole inside a read and pieced together across reads: both must agree.
        let mbox = "From a\nSubject: one\nMessage-ID: <1@x>\n\nCode 1\n>From here\n>>From there\nFrom inside\n\n"
            + "From b\nSubject: two\n\n>Fro\n>From\n\n\nFrom c\n" + String(repeating: ">", count: 40) + "From deep\n"
        let path = Fixture.temporaryFile(Array(mbox.utf8))
        defer { unlink(path) }
        func texts(readSize: Int) -> [String] {
            let stream = ByteStream(descriptor: open(path, O_RDONLY), ownsDescriptor: true, chunkSize: readSize)
            var reader = MboxReader(stream: stream, source: "m")
            return reader.readAll().compactMap { if case let .message(message) = $0 { message.text } else { nil } }
        }
        let expected = [
            "one\n\nCode 1\nFrom here\n>From there\nFrom inside\n\n",
            "two\n\n>Fro\n>From\n\n\n",
            String(repeating: ">", count: 39) + "From deep\n",
        ]
        #expect(texts(readSize: 1 << 16) == expected)
        for readSize in 1...48 {
            #expect(texts(readSize: readSize) == expected, "read size \(readSize)")
        }
    }

    @Test func crlfMailboxesSplitAndUnquoteLikeLFOnes() {
        let mbox = "From a\r\nSubject: one\r\n\r\nCode 1\r\n>From here\r\nFrom inside\r\n\r\nFrom b\r\nSubject: two\r\n\r\nx\r\n"
        let messages = Fixture.items(bytes: Array(mbox.utf8), format: .mbox)
            .compactMap { if case let .message(message) = $0 { message } else { nil } }
        #expect(messages.map(\.text) == ["one\n\nCode 1\nFrom here\nFrom inside\n\n", "two\n\nx\n"])
    }

    @Test func textBeforeTheFirstSeparatorIsAMessageOnlyIfNotBlank() {
        let blank = Fixture.items(bytes: Array("\n\nFrom x\nSubject: a\n\nb\n".utf8), format: .mbox)
        #expect(blank.count == 1)
        let preamble = Fixture.items(bytes: Array("Subject: p\n\nq\n\nFrom x\nSubject: a\n\nb\n".utf8), format: .mbox)
        #expect(preamble.count == 2)
    }

    @Test func maildirReadsCurThenNewInNameOrderAndSkipsDotFiles() {
        let root = Fixture.path("Maildir")
        let messages = Fixture.messages("Maildir")
        #expect(messages.map(\.source) == [
            root + "/cur/1715000000.M1P1.host:2,S",
            root + "/cur/1715000100.M2P2.host:2,",
            root + "/new/1715000200.M3P3.host",
        ])
        #expect(messages[0].text == "Code A\n\nYour code is 510001.\n")
        #expect(messages[1].text.hasSuffix("Code 510002"))
        #expect(messages[2].text.contains("510003"))
        #expect(!messages.contains { $0.text.contains("999999") })
    }

    @Test func maildirWithATrailingSlashNamesFilesWithoutADoubleSlash() {
        let messages = Fixture.messages("Maildir/")
        #expect(messages.first?.source == Fixture.path("Maildir") + "/cur/1715000000.M1P1.host:2,S")
    }
}
