/// Settings for one ``Extractor``.
public struct ExtractionOptions: Sendable {
    /// The widget's box count when known (`--slots`): candidates of that length are preferred.
    public var slotCount: Int?
    /// The most bytes of a message examined; text beyond is ignored. Default 256 KiB, far more
    /// than any SMS or the readable part of an e-mail, and it keeps hostile input cheap.
    public var maxTextBytes: Int

    public init(slotCount: Int? = nil, maxTextBytes: Int = 256 * 1024) {
        self.slotCount = slotCount
        self.maxTextBytes = maxTextBytes
    }
}
