import Testing

@testable import OTPFill

/// The per-message lookups ranking relies on, and what they buy: a flood of keywords and
/// numbers costs time in proportion to its length, not to its square or cube.
@Suite struct RankingContextTests {
    @Test func mergesOverlappingAndTouchingRanges() {
        #expect(RankingContext.merge([5..<9, 0..<2, 8..<12, 12..<13, 20..<20]) == [0..<2, 5..<13])
    }

    @Test(arguments: [(0..<1, true), (1..<2, true), (2..<5, false), (4..<6, true), (12..<13, true), (13..<20, false)])
    func findsOverlapsByBinarySearch(_ range: Range<Int>, _ overlaps: Bool) {
        #expect(RankingContext.overlaps([0..<2, 5..<13], range) == overlaps)
    }

    @Test func aFloodOfKeywordsAndReferencesIsRankedQuickly() {
        let flood = String(repeating: "Konto 1234 code 56789 ", count: 10_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = Extractor().extract(flood) }
        #expect(elapsed < .seconds(20), "took \(elapsed)")
    }

    /// Floods aimed at the built-in rules' repetitions: every one is bounded, so no rule
    /// backtracks over the whole message from every digit.
    static let floods = [
        String(repeating: "0 ", count: 100_000), String(repeating: "1.", count: 100_000),
        String(repeating: "١ ", count: 100_000), String(repeating: "booking code abc ", count: 12_000),
        String(repeating: "e.g. 1 or 2 or ", count: 15_000), String(repeating: "Konto 12 1020 1026 ", count: 10_000),
    ]

    @Test(arguments: floods)
    func floodsAimedAtTheRulesStayFast(_ flood: String) {
        let elapsed = ContinuousClock().measure { _ = Extractor().extract(flood) }
        #expect(elapsed < .seconds(20), "took \(elapsed)")
    }

    @Test func onlyTheNearestKeywordsOnEachSideAreWeighed() {
        let text = String(repeating: "code ", count: 30) + "481516" + String(repeating: " code", count: 30)
        let extraction = Extractor().extract(text)
        #expect(extraction.code == "481516")
    }
}
