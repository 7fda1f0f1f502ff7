/// What the ranker needs to know about one message, gathered once so that weighing a candidate
/// looks only at its neighbourhood: keywords and tokens in order of position, and the stretches
/// that negative rules explain (amounts, IBANs, dates), merged.
struct RankingContext {
    let text: UnsafeBufferPointer<UInt8>
    /// Sorted by start.
    let tokens: [CodeToken]
    /// For each of ``tokens``, whether it reads as a word or a name (``Ranker/readsLikeAName(_:)``):
    /// worked out once, as ``hasUnexplainedToken(inside:besidesOneEndingAt:)`` asks for every
    /// keyword and candidate pair.
    let readsLikeName: [Bool]
    /// Sorted by start.
    let keywords: [KeywordHit]
    /// Disjoint byte ranges, in order, covered by the targets of penalizing negative rules.
    let explained: [Range<Int>]
    /// Negative and boost hits, one array per rule, each in order of position (a rule's matches
    /// do not overlap), so the hits on a token are found by binary search.
    let hitsByRule: [[NegativeHit]]

    init(text: UnsafeBufferPointer<UInt8>, tokens: [CodeToken], keywords: [KeywordHit], negatives: [NegativeHit]) {
        self.text = text
        self.tokens = tokens.sorted { $0.range.lowerBound < $1.range.lowerBound }
        readsLikeName = self.tokens.map(Ranker.readsLikeAName)
        self.keywords = keywords.sorted { $0.range.lowerBound < $1.range.lowerBound }
        explained = RankingContext.merge(negatives.filter { $0.rule.weight < 0 }.map(\.target))
        var groups: [[NegativeHit]] = []
        for hit in negatives {
            if let last = groups.last?.last, last.rule.name == hit.rule.name, last.target.lowerBound <= hit.target.lowerBound {
                groups[groups.count - 1].append(hit)
            } else {
                groups.append([hit])
            }
        }
        hitsByRule = groups
    }

    /// The negative and boost hits whose target overlaps `range`, at most one per rule.
    func hits(overlapping range: Range<Int>) -> [NegativeHit] {
        var found: [NegativeHit] = []
        for group in hitsByRule {
            var index = RankingContext.firstIndex(in: group, notBelow: range.lowerBound + 1) { $0.target.upperBound }
            // Targets of one rule are in order but a later one may end earlier; walk a little.
            while index < group.count, group[index].target.lowerBound < range.upperBound {
                if group[index].target.overlaps(range) {
                    found.append(group[index])
                    break
                }
                index += 1
            }
        }
        return found
    }

    /// `ranges` as disjoint ranges in order, for ``overlaps(_:_:)``.
    static func merge(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var merged: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    /// Whether `range` overlaps one of the `merged` ranges (binary search).
    static func overlaps(_ merged: [Range<Int>], _ range: Range<Int>) -> Bool {
        let index = firstIndex(in: merged, notBelow: range.lowerBound + 1) { $0.upperBound }
        return index < merged.count && merged[index].lowerBound < range.upperBound
    }

    /// The index of the first element whose `key` is at least `bound` (binary search).
    private static func firstIndex<T>(in array: [T], notBelow bound: Int, key: (T) -> Int) -> Int {
        var low = 0, high = array.count
        while low < high {
            let middle = (low + high) / 2
            if key(array[middle]) < bound { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether a negative rule's target overlaps `range`.
    func isExplained(_ range: Range<Int>) -> Bool {
        RankingContext.overlaps(explained, range)
    }

    /// Characters of `gap` inside explained stretches.
    func explainedCharacters(in gap: Range<Int>) -> Int {
        explainedCharactersAndStretches(in: gap).characters
    }

    /// Characters of `gap` inside explained stretches, and how many stretches those are.
    func explainedCharactersAndStretches(in gap: Range<Int>) -> (characters: Int, stretches: Int) {
        var index = RankingContext.firstIndex(in: explained, notBelow: gap.lowerBound + 1) { $0.upperBound }
        var total = 0, stretches = 0
        while index < explained.count, explained[index].lowerBound < gap.upperBound {
            let part = max(explained[index].lowerBound, gap.lowerBound)..<min(explained[index].upperBound, gap.upperBound)
            total += Ranker.characterCount(text, part)
            stretches += 1
            index += 1
        }
        return (total, stretches)
    }

    /// Whether a token that no negative rule explains lies wholly inside `gap`; a token that
    /// ends at `labelEnd`, or that reads as a name (``Ranker/readsLikeAName(_:)``), does not count.
    func hasUnexplainedToken(inside gap: Range<Int>, besidesOneEndingAt labelEnd: Int? = nil) -> Bool {
        var index = RankingContext.firstIndex(in: tokens, notBelow: gap.lowerBound) { $0.range.lowerBound }
        while index < tokens.count, tokens[index].range.lowerBound < gap.upperBound {
            let token = tokens[index]
            if token.range.upperBound <= gap.upperBound, token.range.upperBound != labelEnd, !isExplained(token.range),
               !readsLikeName[index] { return true }
            index += 1
        }
        return false
    }

    /// The keywords on each side of `range` (at most `limit` a side, none overlapping it, none
    /// further than `maxGap` bytes), nearest first.
    func keywords(around range: Range<Int>, limit: Int, maxGap: Int) -> [KeywordHit] {
        var found: [KeywordHit] = []
        let split = RankingContext.firstIndex(in: keywords, notBelow: range.lowerBound) { $0.range.lowerBound }
        var index = split - 1
        var taken = 0
        while index >= 0, taken < limit, range.lowerBound - keywords[index].range.upperBound <= maxGap {
            if keywords[index].range.upperBound <= range.lowerBound {
                found.append(keywords[index])
                taken += 1
            }
            index -= 1
        }
        index = split
        taken = 0
        while index < keywords.count, taken < limit, keywords[index].range.lowerBound - range.upperBound <= maxGap {
            if keywords[index].range.lowerBound >= range.upperBound {
                found.append(keywords[index])
                taken += 1
            }
            index += 1
        }
        return found
    }
}
