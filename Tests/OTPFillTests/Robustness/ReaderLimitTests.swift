import Glibc
import Testing
@testable import FuzzSupport
@testable import OTPFill

/// Bounded lines and "nothing lost" in the streaming readers, through the library.
@Suite struct ReaderLimitTests {
    static func reader(_ text: String, format: InputFormat, maxLine: Int = 64) throws -> any MessageReader {
        let file = try #require(TemporaryFile(Array(text.utf8)))
        let descriptor = dup(file.descriptor)
        lseek(descriptor, 0, SEEK_SET)
        let stream = ByteStream(descriptor: descriptor, ownsDescriptor: true, chunkSize: 7)
        return InputOpener.reader(for: format, stream: stream, source: "in", limits: ReaderLimits(maxLineLength: maxLine))
    }

    @Test func overlongLineIsSkippedWithAProblemNamingItAndTheRestIsRead() throws {
        let long = String(repeating: "9", count: 200)
        var reader = try ReaderLimitTests.reader("code 111111\n\(long)\ncode 222222", format: .lines)
        let items = reader.readAll()
        #expect(items == [
            .message(Message(source: "in#1", text: "code 111111")),
            .problem(source: "in#2", reason: "Line of 200 bytes is longer than the limit; skipped"),
            .message(Message(source: "in#3", text: "code 222222")),
        ])
    }

    @Test func lineSplitterDoesNotBufferAnOverlongLine() throws {
        // 8 MiB in one line against a 1 KiB cap: reported by length, the next line intact.
        let file = try #require(TemporaryFile(Array(repeating: UInt8(ascii: "x"), count: 8 << 20) + Array("\nok\n".utf8)))
        let splitter = LineSplitter(stream: file.stream(ByteStream.defaultChunkSize), maxLineLength: 1024)
        #expect(splitter.next() == .overlong(length: 8 << 20))
        #expect(splitter.next() == .text(Array("ok".utf8)))
        #expect(splitter.next() == nil)
        #expect(splitter.lineNumber == 2)
    }

    @Test func malformedJSONLinesAreReportedByLineNumberAndTheRestRead() throws {
        let input = """
            {"text": "code 111111", "id": "a"}
            {"text": "unterminated
            
            [1, 2]
            {"id": 5}
            {"text": "code 222222", "id": 7}
            """
        var reader = try ReaderLimitTests.reader(input, format: .jsonl, maxLine: 1 << 20)
        let items = reader.readAll()
        #expect(items.count == 5)
        #expect(items[0] == .message(Message(source: "in#1", id: "a", text: "code 111111")))
        let problems = items.compactMap { item -> String? in
            if case let .problem(source, _) = item { return source }
            return nil
        }
        #expect(problems == ["in#2", "in#4", "in#5"])
        #expect(items[4] == .message(Message(source: "in#6", id: "7", text: "code 222222")))
    }

    @Test func problemsNeverQuoteTheLine() throws {
        let secret = "SECRET-481516"
        let input = "{\"text\": \"\(secret)\n[\"\(secret)\"]\n{\"id\": \"\(secret)\"}\n\(secret)\n\(String(repeating: secret, count: 10))\n"
        var reader = try ReaderLimitTests.reader(input, format: .jsonl)
        for item in reader.readAll() {
            if case let .problem(_, reason) = item {
                #expect(!reason.contains("481516"), "problem quotes the input: \(reason)")
            }
        }
    }

    @Test func everyLineGetsExactlyOneResult() throws {
        var lines = ["", "\u{0}\u{0}", "code 123456", "\u{FFFD}\u{FFFD}", String(repeating: "7", count: 100), "  ", "@a.com #1"]
        lines += (0..<200).map { "message \($0) code \(100000 + $0)" }
        var reader = try ReaderLimitTests.reader(lines.joined(separator: "\n") + "\n", format: .lines)
        let processor = MessageProcessor()
        var sources: [String] = []
        while let item = reader.next() {
            switch item {
            case let .message(message): sources.append(processor.process(message).message.source)
            case let .problem(source, _): sources.append(source)
            }
        }
        #expect(sources == (1...lines.count).map { "in#\($0)" })
    }
}

extension ReaderLimitTests {
    @Test(arguments: [JSONParser.maxDepth, JSONParser.maxDepth + 1, 100_000])
    func deeplyNestedJSONIsParsedOrRefusedWithoutExhaustingTheStack(depth: Int) {
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let result = Result { () throws(JSONParser.Failure) in try JSONParser.parse(text) }
        switch result {
        case .success: #expect(depth <= JSONParser.maxDepth)
        case let .failure(failure): #expect(depth > JSONParser.maxDepth && failure.reason.hasPrefix("Nesting deeper"))
        }
    }

    @Test func mailboxGivesOneMessagePerEntryWhateverTheContent() throws {
        var mbox = ""
        for index in 1...50 {
            mbox += "From sender\(index)@example.com Mon Jan  1 00:00:00 2024\n"
            mbox += index % 7 == 0 ? "\u{0}\u{FFFD}garbage without headers\n\n" : "Subject: code \(100000 + index)\n\nbody \(index)\n\n"
        }
        var reader = try ReaderLimitTests.reader(mbox, format: .mbox)
        let sources = reader.readAll().map { item -> String in
            switch item {
            case let .message(message): return message.source
            case let .problem(source, _): return "problem " + source
            }
        }
        #expect(sources == (1...50).map { "in#\($0)" })
    }
}
