import Testing

@testable import OTPFill

/// `--input auto`: only a confident guess leaves `text`.
@Suite struct FormatDetectorTests {
    struct Sample: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        let format: InputFormat
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ format: InputFormat) {
            self.init(name, Array(text.utf8), format)
        }

        init(_ name: String, _ bytes: [UInt8], _ format: InputFormat) {
            self.name = name
            self.bytes = bytes
            self.format = format
        }
    }

    @Test(arguments: [
        Sample("JSON Lines record", "{\"text\": \"code 1234\"}\n{\"text\": \"x\"}\n", .jsonl),
        Sample("single record without newline", "{\"id\": 1, \"text\": \"code 1234\"}", .jsonl),
        Sample("CRLF record", "{\"text\": \"a\"}\r\n", .jsonl),
        Sample("blank lines first", "\n  \r\n\t{\"text\": \"a\"}\n", .jsonl),
        Sample("byte order mark", [0xEF, 0xBB, 0xBF] + Array("{\"text\": \"a\"}\n".utf8), .jsonl),
        Sample("SMS starting with a brace", "{Bank} Your code is 481516\n", .text),
        Sample("object without text", "{\"id\": 1}\n", .text),
        Sample("text that is not a string", "{\"text\": 1234}\n", .text),
        Sample("first line broken", "{\"text\": \"a\"\n{\"text\": \"b\"}\n", .text),
        Sample("array", "[{\"text\": \"a\"}]\n", .text),
        Sample("plain SMS", "Your code is 1234\n", .text),
        Sample("empty", "", .text),
        Sample("only white space", " \n\r\n", .text),
        Sample("invalid UTF-8", [0xFF, 0xFE, 0x7B], .text),
    ])
    func detectsTheFormatFromTheFirstBytes(_ sample: Sample) {
        #expect(FormatDetector.detect(prefix: sample.bytes) == sample.format)
    }

    @Test func firstLineCutOffByTheChunkIsNotTrusted() {
        let record =
            Array("{\"text\": \"".utf8) + [UInt8](repeating: 0x61, count: ByteStream.defaultChunkSize)
            + Array("\"}".utf8)
        #expect(
            FormatDetector.detect(prefix: Array(record.prefix(ByteStream.defaultChunkSize))) == .text)
    }

    @Test func formatNamesMatchTheCommandLine() {
        #expect(InputFormat.allCases.map(\.rawValue) == ["auto", "text", "lines", "jsonl", "eml", "mbox", "maildir", "smsxml"])
    }
}
