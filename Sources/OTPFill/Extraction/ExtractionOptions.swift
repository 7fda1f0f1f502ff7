/// Settings for one ``Extractor``.
public struct ExtractionOptions: Sendable {
    /// The widget's box count when known (`--slots`): candidates of that length are preferred.
    public var slotCount: Int?
    /// The most bytes of a message examined; text beyond is ignored. Default 256 KiB, far more
    /// than any SMS or the readable part of an e-mail, and it keeps hostile input cheap.
    public var maxTextBytes: Int
    /// Whether candidates carry ``Candidate/reasons`` (for `--explain`). Default `true`; with
    /// `false` the reasons stay empty and scores, ranks and codes are exactly the same, but no
    /// text is formatted for each candidate, which is most of the scoring time.
    public var explains: Bool
    /// Whether only the winner matters (plain and `--report` output). With `true`, a message
    /// whose candidates provably all score under ``Ranker/acceptanceThreshold`` gives no
    /// candidates at all, without running its rules; ``Extraction/best`` is the same either
    /// way. Default `false`: every candidate is listed (`--all`, `--json`, `--explain`).
    public var winnerOnly: Bool

    public init(slotCount: Int? = nil, maxTextBytes: Int = 256 * 1024, explains: Bool = true, winnerOnly: Bool = false) {
        self.slotCount = slotCount
        self.maxTextBytes = maxTextBytes
        self.explains = explains
        self.winnerOnly = winnerOnly
    }
}
