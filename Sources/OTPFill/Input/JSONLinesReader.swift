/// Reads JSON Lines (`--input jsonl`): one object per line with `"text"` and an optional `"id"`.
///
/// A line that is not such an object is reported as a problem naming its line number and the
/// rest are still read. Blank lines are skipped.
public struct JSONLinesReader: MessageReader {
    private let lines: LineSplitter
    private let stream: ByteStream
    private let source: String
    private var reportedError = false

    public init(stream: ByteStream, source: String, limits: ReaderLimits = ReaderLimits()) {
        self.stream = stream
        self.lines = LineSplitter(stream: stream, maxLineLength: limits.maxLineLength)
        self.source = source
    }

    public mutating func next() -> InputItem? {
        while let line = lines.next() {
            let name = "\(source)#\(lines.lineNumber)"
            switch line {
            case let .overlong(length):
                return .problem(source: name, reason: "Line of \(length) bytes is longer than the limit; skipped")
            case var .text(bytes):
                if lines.lineNumber == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
                if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
                return JSONLinesReader.record(bytes, source: name)
            }
        }
        if let error = stream.readError, !reportedError {
            reportedError = true
            return .problem(source: source, reason: SystemError.describe(error))
        }
        return nil
    }

    /// The message in one JSON Lines record, or the problem with it.
    static func record(_ bytes: [UInt8], source: String) -> InputItem {
        let result = bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONParser.Failure) in try JSONParser.parse(buffer) }
        }
        let parsed: JSONValue
        switch result {
        case let .success(value): parsed = value
        case let .failure(failure): return .problem(source: source, reason: "Invalid JSON: \(failure)")
        }
        guard case .object = parsed else { return .problem(source: source, reason: "Expected a JSON object") }
        guard let text = parsed["text"]?.stringValue else {
            return .problem(source: source, reason: "Missing string member 'text'")
        }
        return .message(Message(source: source, id: JSONLinesReader.identifier(parsed["id"]), text: text))
    }

    /// An `id` member as text: strings as they are, numbers without a trailing `.0`.
    static func identifier(_ value: JSONValue?) -> String? {
        switch value {
        case let .string(text)?: return text
        case let .number(number)?:
            return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        default: return nil
        }
    }
}
