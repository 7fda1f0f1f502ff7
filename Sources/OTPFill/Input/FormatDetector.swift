/// Guesses the ``InputFormat`` of an input from its first bytes (`--input auto`).
///
/// Only a confident guess leaves `text`: a single SMS that happens to start with `{` is still
/// one text message unless its first line is a JSON object with a `"text"` member.
public enum FormatDetector {
    /// The format for content that starts with `prefix` (up to one read chunk).
    public static func detect(prefix: [UInt8]) -> InputFormat {
        var start = 0
        if prefix.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        while start < prefix.count, [0x20, 0x09, 0x0D, 0x0A].contains(prefix[start]) { start += 1 }
        guard start < prefix.count else { return .text }
        if prefix[start] == UInt8(ascii: "{"), looksLikeJSONLines(prefix[start...]) { return .jsonl }
        return .text
    }

    private static func looksLikeJSONLines(_ bytes: ArraySlice<UInt8>) -> Bool {
        let line = bytes.prefix { $0 != 0x0A }
        guard line.count < bytes.count || bytes.count < ByteStream.defaultChunkSize else { return false }
        guard case .message = JSONLinesReader.record(Array(line), source: "") else { return false }
        return true
    }
}
