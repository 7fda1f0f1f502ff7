/// Reads a small whole file (a rules file, a corpus) as text.
public enum FileReader {
    /// The file's contents decoded as UTF-8 (invalid bytes replaced), or why it could not be read.
    public static func readText(_ path: String, limit: Int = 64 << 20) -> Result<String, OpenFailure> {
        switch InputOpener.open(path, format: .text, limits: ReaderLimits(maxMessageBytes: limit)) {
        case let .failure(failure): return .failure(failure)
        case var .success(reader):
            var text = ""
            while let item = reader.next() {
                switch item {
                case let .message(message): text += message.text
                case let .problem(source, reason): return .failure(OpenFailure(source: source, reason: reason))
                }
            }
            return .success(text)
        }
    }
}
