import Foundation
import Testing

@testable import OTPFill

/// `--input jsonl`: objects with `"text"` and an optional `"id"`; a bad line costs only itself.
@Suite struct JSONLinesReaderTests {
    private func read(_ content: String, limits: ReaderLimits = ReaderLimits()) throws -> (
        path: String, items: [InputItem]
    ) {
        let fixture = try InputFixture()
        let path = try fixture.file("messages.jsonl", content)
        return (path, try InputFixture.read(path, format: .jsonl, limits: limits))
    }

    @Test func readsTextAndStringOrNumberIdentifiers() throws {
        let (path, items) = try read(
            """
            {"id": "sms-1", "text": "Your code is 1234"}
            {"id": 42, "text": "G-481516 is your Google verification code."}
            {"text": "no id here"}

            """)
        #expect(
            items == [
                .message(Message(source: "\(path)#1", id: "sms-1", text: "Your code is 1234")),
                .message(
                    Message(source: "\(path)#2", id: "42", text: "G-481516 is your Google verification code.")
                ),
                .message(Message(source: "\(path)#3", id: nil, text: "no id here")),
            ])
    }

    @Test(arguments: [
        ("\"abc\"", "abc"),
        ("\"\"", ""),
        ("7", "7"),
        ("-7", "-7"),
        ("0", "0"),
        ("42.0", "42"),
        ("4.5", "4.5"),
        ("1e3", "1000"),
        ("123456789012", "123456789012"),
    ])
    func identifiersAreText(json: String, expected: String) throws {
        let (_, items) = try read(#"{"id": \#(json), "text": "t"}"#)
        guard case .message(let message)? = items.first else {
            Issue.record("Expected a message, got \(items)")
            return
        }
        #expect(message.id == expected)
    }

    @Test(arguments: ["null", "true", "[1]", "{\"a\": 1}"])
    func identifiersThatAreNotStringsOrNumbersAreDropped(json: String) throws {
        let (_, items) = try read(#"{"id": \#(json), "text": "t"}"#)
        guard case .message(let message)? = items.first else {
            Issue.record("Expected a message, got \(items)")
            return
        }
        #expect(message.id == nil)
        #expect(message.text == "t")
    }

    @Test func malformedLineIsAProblemNamingItsLineAndLaterLinesAreRead() throws {
        let (path, items) = try read(
            """
            {"id": 1, "text": "first 1111"}
            {"id": 2, "text": "broken 2222"
            {"id": 3, "text": "third 3333"}
            """)
        #expect(items.count == 3)
        #expect(items[0] == .message(Message(source: "\(path)#1", id: "1", text: "first 1111")))
        guard case .problem(let source, let reason) = items[1] else {
            Issue.record("Expected a problem, got \(items[1])")
            return
        }
        #expect(source == "\(path)#2")
        #expect(reason.hasPrefix("Invalid JSON: "))
        #expect(!reason.contains("2222"), "a problem must not echo the message text")
        #expect(items[2] == .message(Message(source: "\(path)#3", id: "3", text: "third 3333")))
    }

    @Test(arguments: [
        (#"{"id": 1}"#, "Missing string member 'text'"),
        (#"{"text": 123456}"#, "Missing string member 'text'"),
        (#"{"text": null}"#, "Missing string member 'text'"),
        (#"{"Text": "code 1234"}"#, "Missing string member 'text'"),
        (#"["code 1234"]"#, "Expected a JSON object"),
        (#""code 1234""#, "Expected a JSON object"),
        ("1234", "Expected a JSON object"),
    ])
    func recordsWithoutTextAreProblems(line: String, reason: String) throws {
        let (path, items) = try read(line + "\n{\"text\": \"ok\"}\n")
        #expect(
            items == [
                .problem(source: "\(path)#1", reason: reason),
                .message(Message(source: "\(path)#2", text: "ok")),
            ])
    }

    @Test func blankLinesAreSkippedButStillCounted() throws {
        let (path, items) = try read("{\"text\": \"a\"}\n\n   \n\t\r\n{\"text\": \"b\"}\n\n")
        #expect(
            items == [
                .message(Message(source: "\(path)#1", text: "a")),
                .message(Message(source: "\(path)#5", text: "b")),
            ])
    }

    @Test func crlfLineEndings() throws {
        let (path, items) = try read("{\"text\": \"a\"}\r\n{\"text\": \"b\"}\r\n")
        #expect(
            items == [
                .message(Message(source: "\(path)#1", text: "a")),
                .message(Message(source: "\(path)#2", text: "b")),
            ])
    }

    @Test func stringEscapesAreDecodedIncludingSurrogatePairs() throws {
        let (_, items) = try read(
            #"{"text": "a\"b\\c\/d\n\t\r\b\f \u00e9 \u0660 \ud83d\ude00 \uD83D\uDE00"}"#)
        let message = try #require(InputFixture.messages(items).first)
        #expect(message.text == "a\"b\\c/d\n\t\r\u{8}\u{C} é ٠ 😀 😀")
    }

    @Test func rawNonASCIITextIsKept() throws {
        let (_, items) = try read(#"{"text": "Ваш код: ٤٨١٥١٦ — 验证码"}"#)
        #expect(InputFixture.messages(items).first?.text == "Ваш код: ٤٨١٥١٦ — 验证码")
    }

    @Test func deepNestingIsAProblemNotACrash() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let (path, items) = try read(
            "{\"x\": \(deep), \"text\": \"t\"}\n{\"text\": \"after\"}\n",
            limits: ReaderLimits(maxLineLength: 1 << 20))
        #expect(items.count == 2)
        guard case .problem(let source, let reason) = items.first else {
            Issue.record("Expected a problem, got \(items)")
            return
        }
        #expect(source == "\(path)#1")
        #expect(reason.contains("Nesting deeper than 512"))
        #expect(items.last == .message(Message(source: "\(path)#2", text: "after")))
    }

    @Test func overlongLineIsAProblemAndLaterLinesAreRead() throws {
        let long = #"{"text": ""# + String(repeating: "9", count: 400_000) + #""}"#
        let (path, items) = try read(
            "\(long)\n{\"text\": \"short 1234\"}\n", limits: ReaderLimits(maxLineLength: 4_096))
        #expect(
            items == [
                .problem(
                    source: "\(path)#1",
                    reason: "Line of \(long.utf8.count) bytes is longer than the limit; skipped"),
                .message(Message(source: "\(path)#2", text: "short 1234")),
            ])
    }

    @Test func invalidUTF8InsideAStringIsReplacedNotFatal() throws {
        let fixture = try InputFixture()
        let path = try fixture.file(
            "bad.jsonl", bytes: Array(#"{"text": "code "#.utf8) + [0xFF, 0xFE] + Array("1234\"}\n".utf8))
        let message = try #require(
            InputFixture.messages(try InputFixture.read(path, format: .jsonl)).first)
        #expect(message.text.hasPrefix("code "))
        #expect(message.text.hasSuffix("1234"))
        #expect(message.text.contains("\u{FFFD}"))
    }

    @Test func fileStartingWithAByteOrderMarkReadsItsFirstRecord() throws {
        let fixture = try InputFixture()
        let path = try fixture.file(
            "bom.jsonl",
            bytes: [0xEF, 0xBB, 0xBF] + Array("{\"text\": \"code 1234\"}\n{\"text\": \"b\"}\n".utf8))
        for format in [InputFormat.jsonl, .auto] {
            let items = try InputFixture.read(path, format: format)
            #expect(
                items == [
                    .message(Message(source: "\(path)#1", text: "code 1234")),
                    .message(Message(source: "\(path)#2", text: "b")),
                ], "--input \(format.rawValue)")
        }
    }

    @Test func readErrorIsReportedOnce() throws {
        let fixture = try InputFixture()
        let path = fixture.directory.path
        var reader = JSONLinesReader(stream: try InputFixture.stream(path), source: path)
        #expect(reader.readAll() == [.problem(source: path, reason: "Is a directory")])
        #expect(reader.next() == nil)
    }
}
