/// Caps that keep hostile or huge inputs cheap to read.
public struct ReaderLimits: Sendable {
    /// The most bytes kept of one message; the rest is skipped with a warning. Default 4 MiB.
    public var maxMessageBytes: Int
    /// The longest line kept in `lines` and `jsonl` inputs; longer ones are skipped with a problem. Default 1 MiB.
    public var maxLineLength: Int

    public init(maxMessageBytes: Int = 4 << 20, maxLineLength: Int = LineSplitter.defaultMaxLineLength) {
        self.maxMessageBytes = maxMessageBytes
        self.maxLineLength = maxLineLength
    }
}
