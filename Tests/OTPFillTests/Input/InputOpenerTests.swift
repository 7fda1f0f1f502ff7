import Foundation
import Testing

@testable import OTPFill

/// Opening paths: failures a user should see, and which reader a file gets.
@Suite struct InputOpenerTests {
    @Test func missingFileIsAFailureNamingThePath() throws {
        let fixture = try InputFixture()
        let path = fixture.missing("nope.txt")
        guard case .failure(let failure) = InputOpener.open(path) else {
            Issue.record("Opened a missing file")
            return
        }
        #expect(failure == OpenFailure(source: path, reason: "No such file or directory"))
    }

    @Test func directoryIsAFailure() throws {
        let fixture = try InputFixture()
        let path = fixture.directory.path
        for format in InputFormat.allCases {
            guard case .failure(let failure) = InputOpener.open(path, format: format) else {
                Issue.record("Opened a directory as \(format)")
                continue
            }
            let reason = format == .maildir ? "Not a Maildir directory (no cur/ and new/)" : "Is a directory"
            #expect(failure == OpenFailure(source: path, reason: reason))
        }
    }

    @Test func standardInputIsNamedDash() {
        #expect(InputOpener.standardInputName == "-")
    }

    @Test func jsonLinesAreDetected() throws {
        let fixture = try InputFixture()
        let path = try fixture.file(
            "messages",
            "{\"id\": \"a\", \"text\": \"code 1234\"}\n{\"id\": \"b\", \"text\": \"code 5678\"}\n")
        #expect(
            try InputFixture.read(path) == [
                .message(Message(source: "\(path)#1", id: "a", text: "code 1234")),
                .message(Message(source: "\(path)#2", id: "b", text: "code 5678")),
            ])
    }

    @Test func textSMSStartingWithABraceStaysOneTextMessage() throws {
        let fixture = try InputFixture()
        let content = "{Bank} Your code is 481516.\nDo not share it.\n"
        let path = try fixture.file("sms", content)
        #expect(try InputFixture.read(path) == [.message(Message(source: path, text: content))])
    }

    @Test func jsonObjectWithoutTextStaysOneTextMessage() throws {
        let fixture = try InputFixture()
        let content = "{\"code\": \"481516\"}\n{\"code\": \"1\"}\n"
        let path = try fixture.file("data.json", content)
        #expect(try InputFixture.read(path) == [.message(Message(source: path, text: content))])
    }

    @Test func plainTextIsOneMessage() throws {
        let fixture = try InputFixture()
        let content = "Your verification code is 4815.\nLine two\n"
        let path = try fixture.file("sms.txt", content)
        #expect(try InputFixture.read(path) == [.message(Message(source: path, text: content))])
    }

    @Test func emptyFileIsOneEmptyTextMessage() throws {
        let fixture = try InputFixture()
        let path = try fixture.file("empty", "")
        #expect(try InputFixture.read(path) == [.message(Message(source: path, text: ""))])
    }

    @Test func explicitFormatOverridesDetection() throws {
        let fixture = try InputFixture()
        let content = "{\"text\": \"code 1234\"}\n{\"text\": \"code 5678\"}\n"
        let path = try fixture.file("messages.jsonl", content)
        #expect(
            try InputFixture.read(path, format: .text) == [.message(Message(source: path, text: content))]
        )
        #expect(
            try InputFixture.read(path, format: .lines) == [
                .message(Message(source: "\(path)#1", text: "{\"text\": \"code 1234\"}")),
                .message(Message(source: "\(path)#2", text: "{\"text\": \"code 5678\"}")),
            ])
    }

    @Test func detectionDoesNotLoseTheBytesItPeekedAt() throws {
        let fixture = try InputFixture()
        var content = ""
        for index in 0..<20_000 {
            content += "{\"id\": \(index), \"text\": \"code \(100_000 + index)\"}\n"
        }
        #expect(content.utf8.count > ByteStream.defaultChunkSize)
        let path = try fixture.file("many.jsonl", content)
        let messages = InputFixture.messages(try InputFixture.read(path))
        #expect(messages.count == 20_000)
        #expect(messages.first?.text == "code 100000")
        #expect(messages.last?.id == "19999")
        #expect(messages.last?.source == "\(path)#20000")
    }

    @Test func readerForAnOpenStreamDetectsTheFormat() throws {
        let fixture = try InputFixture()
        let path = try fixture.file("messages", "{\"text\": \"code 1234\"}\n")
        var reader = InputOpener.reader(for: .auto, stream: try InputFixture.stream(path), source: "in")
        #expect(reader.readAll() == [.message(Message(source: "in#1", text: "code 1234"))])
    }
}
