import Foundation
import Testing

@testable import OTPFill

/// `--input text`: the whole input is one message, cut at `maxMessageBytes` with a warning.
@Suite struct TextReaderTests {
    @Test func wholeFileIsOneMessageNamedByThePath() throws {
        let fixture = try InputFixture()
        let content = "Your code is 481516.\r\n\r\nDo not share it.\n"
        let path = try fixture.file("sms.txt", content)
        #expect(
            try InputFixture.read(path, format: .text) == [.message(Message(source: path, text: content))]
        )
    }

    @Test func emptyFileIsOneEmptyMessage() throws {
        let fixture = try InputFixture()
        let path = try fixture.file("empty.txt", "")
        #expect(
            try InputFixture.read(path, format: .text) == [.message(Message(source: path, text: ""))])
    }

    @Test func messageLongerThanTheLimitIsTruncatedWithAWarning() throws {
        let fixture = try InputFixture()
        let path = try fixture.file("long.txt", "123456 " + String(repeating: "x", count: 93))
        let messages = InputFixture.messages(
            try InputFixture.read(path, format: .text, limits: ReaderLimits(maxMessageBytes: 10)))
        let message = try #require(messages.first)
        #expect(messages.count == 1)
        #expect(message.text == "123456 xxx")
        #expect(message.warnings == ["Message longer than 10 bytes; only the first 10 were read"])
    }

    @Test func messageOfExactlyTheLimitHasNoWarning() throws {
        let fixture = try InputFixture()
        let exact = try fixture.file("exact.txt", "0123456789")
        let message = try #require(
            InputFixture.messages(
                try InputFixture.read(exact, format: .text, limits: ReaderLimits(maxMessageBytes: 10))
            ).first)
        #expect(message.text == "0123456789")
        #expect(message.warnings.isEmpty)

        let over = try fixture.file("over.txt", "0123456789A")
        let cut = try #require(
            InputFixture.messages(
                try InputFixture.read(over, format: .text, limits: ReaderLimits(maxMessageBytes: 10))
            ).first)
        #expect(cut.text == "0123456789")
        #expect(cut.warnings.count == 1)
    }

    @Test func truncationAcrossSeveralReadChunks() throws {
        let fixture = try InputFixture()
        let path = try fixture.file("big.txt", String(repeating: "0123456789", count: 70_000))
        let message = try #require(
            InputFixture.messages(
                try InputFixture.read(path, format: .text, limits: ReaderLimits(maxMessageBytes: 300_000))
            ).first)
        #expect(message.text.utf8.count == 300_000)
        #expect(message.text.hasPrefix("0123456789"))
        #expect(
            message.warnings == ["Message longer than 300000 bytes; only the first 300000 were read"])
    }

    @Test func readsOnlyOneMessage() throws {
        let fixture = try InputFixture()
        let path = try fixture.file("sms.txt", "code 1234")
        var reader = TextReader(stream: try InputFixture.stream(path), source: "sms")
        #expect(reader.next() == .message(Message(source: "sms", text: "code 1234")))
        #expect(reader.next() == nil)
    }

    @Test func readErrorIsReportedAsAProblem() throws {
        let fixture = try InputFixture()
        let path = fixture.directory.path
        var reader = TextReader(stream: try InputFixture.stream(path), source: path)
        #expect(reader.readAll() == [.problem(source: path, reason: "Is a directory")])
    }
}
