import Foundation
import Testing

@testable import OTPFill

/// `--input lines`: one message per line, each named `path#N`.
@Suite struct LinesReaderTests {
    @Test func everyLineIsAMessageNamedByItsNumber() throws {
        let fixture = try InputFixture()
        let path = try fixture.file("sms.txt", "Your code is 1234\r\n\nG-481516 is your Google code")
        let items = try InputFixture.read(path, format: .lines)
        #expect(
            items == [
                .message(Message(source: "\(path)#1", text: "Your code is 1234")),
                .message(Message(source: "\(path)#2", text: "")),
                .message(Message(source: "\(path)#3", text: "G-481516 is your Google code")),
            ])
    }

    @Test func emptyLinesAreMessagesSoEveryLineGetsAResult() throws {
        let fixture = try InputFixture()
        let path = try fixture.file("blank.txt", "\n\r\n\n")
        let messages = InputFixture.messages(try InputFixture.read(path, format: .lines))
        #expect(messages.map(\.text) == ["", "", ""])
        #expect(messages.map(\.source) == ["\(path)#1", "\(path)#2", "\(path)#3"])
    }

    @Test func emptyFileHasNoLines() throws {
        let fixture = try InputFixture()
        #expect(try InputFixture.read(try fixture.file("empty.txt", ""), format: .lines).isEmpty)
    }

    @Test func overlongLineIsAProblemWithItsLineNumberAndTheRestIsRead() throws {
        let fixture = try InputFixture()
        let long = String(repeating: "7", count: 300_000)
        let path = try fixture.file("long.txt", "code 1111\n\(long)\ncode 2222\n")
        let items = try InputFixture.read(
            path, format: .lines, limits: ReaderLimits(maxLineLength: 1_024))
        #expect(
            items == [
                .message(Message(source: "\(path)#1", text: "code 1111")),
                .problem(
                    source: "\(path)#2", reason: "Line of 300000 bytes is longer than the limit; skipped"),
                .message(Message(source: "\(path)#3", text: "code 2222")),
            ])
    }

    @Test func invalidUTF8IsDecodedWithReplacementCharacters() throws {
        let fixture = try InputFixture()
        let path = try fixture.file("bad.txt", bytes: [0x34, 0x38, 0xFF, 0x31, 0x35, 0x0A, 0xC3])
        let messages = InputFixture.messages(try InputFixture.read(path, format: .lines))
        #expect(messages.map(\.text) == ["48\u{FFFD}15", "\u{FFFD}"])
    }

    @Test func readErrorIsReportedAsAProblemForTheInput() throws {
        let fixture = try InputFixture()
        let path = fixture.directory.path
        var reader = LinesReader(stream: try InputFixture.stream(path), source: path)
        #expect(reader.readAll() == [.problem(source: path, reason: "Is a directory")])
    }
}
