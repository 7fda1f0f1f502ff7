import Glibc
import OTPFill

/// Invariants of the streaming readers on arbitrary bytes (`FuzzLines`).
///
/// The first byte sets a small line cap (1…64 bytes, so overlong lines are common), the second
/// a small read size (1…32 bytes, so lines straddle reads); the rest is the input, written to
/// an unlinked temporary file. Checked: ``LineSplitter`` gives exactly the lines a plain split
/// gives (CR before LF dropped, overlong lines reported with their length), numbered in order;
/// ``LinesReader`` gives one item per line; ``JSONLinesReader`` one item per non-blank line,
/// named by its line number, whose problems never quote the input; ``TextReader`` keeps a
/// prefix of the input up to its cap and warns when it cut.
public enum LinesInvariants {
    public static func check(_ bytes: UnsafeBufferPointer<UInt8>) throws(InvariantViolation) {
        var input = ByteCursor(bytes)
        let maxLine = Int(input.next() % 64) + 1
        let chunk = Int(input.next() % 32) + 1
        let data = bytes.count > 2 ? Array(bytes[2...]) : []
        let limits = ReaderLimits(maxMessageBytes: maxLine * 2, maxLineLength: maxLine)
        guard let file = TemporaryFile(data) else { throw InvariantViolation("cannot create a temporary file") }

        let expected = reference(data, maxLine: maxLine)
        let splitter = LineSplitter(stream: file.stream(chunk), maxLineLength: maxLine)
        var lines: [LineSplitter.Line] = []
        while let line = splitter.next() {
            lines.append(line)
            try require(splitter.lineNumber == lines.count, "line \(lines.count) numbered \(splitter.lineNumber)")
            try require(lines.count <= expected.count, "more lines than the input has")
        }
        try require(lines == expected, "lines \(lines) differ from \(expected)")
        try require(splitter.next() == nil, "a line after the end")

        var plain = LinesReader(stream: file.stream(chunk), source: "in", limits: limits)
        let items = plain.readAll()
        try require(items.count == expected.count, "lines reader gave \(items.count) items for \(expected.count) lines")
        for (index, (item, line)) in zip(items, expected).enumerated() {
            switch (item, line) {
            case let (.message(message), .text(text)):
                try require(message.source == "in#\(index + 1)", "line \(index + 1) named \(message.source)")
                try require(message.text == String(decoding: text, as: UTF8.self), "line \(index + 1) text changed")
            case let (.problem(source, reason), .overlong):
                try require(source == "in#\(index + 1)", "overlong line \(index + 1) named \(source)")
                try require(reason.hasPrefix("Line of "), "overlong line reason: \(reason)")
            default:
                throw InvariantViolation("line \(index + 1): \(item) for \(line)")
            }
        }

        var records = JSONLinesReader(stream: file.stream(chunk), source: "in", limits: limits)
        let wanted = expected.indices.filter { index in
            if case let .text(text) = expected[index] { return !text.allSatisfy { [0x20, 0x09, 0x0D].contains($0) } }
            return true
        }
        let got = records.readAll()
        try require(got.count == wanted.count, "JSON Lines reader gave \(got.count) items for \(wanted.count) non-blank lines")
        for (item, index) in zip(got, wanted) {
            switch item {
            case let .message(message):
                try require(message.source == "in#\(index + 1)", "record on line \(index + 1) named \(message.source)")
            case let .problem(source, reason):
                try require(source == "in#\(index + 1)", "problem on line \(index + 1) named \(source)")
                try require(knownReasons.contains { reason.hasPrefix($0) }, "problem reason may quote the input: \(reason)")
            }
        }

        var whole = TextReader(stream: file.stream(chunk), source: "in", limits: limits)
        let texts = whole.readAll()
        try require(texts.count == 1, "text reader gave \(texts.count) items")
        if case let .message(message) = texts[0] {
            let kept = Array(data.prefix(limits.maxMessageBytes))
            try require(message.text == String(decoding: kept, as: UTF8.self), "text reader changed the text")
            try require(message.warnings.isEmpty == (data.count <= limits.maxMessageBytes), "truncation warning is wrong")
        } else {
            throw InvariantViolation("text reader failed on a regular file")
        }
        _ = FormatDetector.detect(prefix: data)
    }

    static let knownReasons = ["Invalid JSON: ", "Expected a JSON object", "Missing string member 'text'", "Line of "]

    /// The lines of `data` by a plain split: LF ends a line, a CR before it is dropped, a last
    /// line without LF still counts, and a line longer than `maxLine` (counting its CR) is overlong.
    static func reference(_ data: [UInt8], maxLine: Int) -> [LineSplitter.Line] {
        var lines: [LineSplitter.Line] = []
        var start = 0
        while start < data.count {
            let end = data[start...].firstIndex(of: 0x0A)
            let stop = end ?? data.count
            let length = stop - start
            if length > maxLine {
                lines.append(.overlong(length: length))
            } else {
                var text = Array(data[start..<stop])
                if end != nil, text.last == 0x0D { text.removeLast() }
                lines.append(.text(text))
            }
            start = stop + 1
        }
        return lines
    }
}
