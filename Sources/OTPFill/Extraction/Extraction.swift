/// What the extractor found in one message.
public struct Extraction: Equatable, Sendable {
    /// Every candidate, best first; scores below ``Ranker/acceptanceThreshold`` were not taken.
    public var candidates: [Candidate]
    /// The origin-bound line, if the message has one.
    public var origin: OriginBinding?

    public init(candidates: [Candidate], origin: OriginBinding?) {
        self.candidates = candidates
        self.origin = origin
    }

    /// The winning candidate, or `nil` when none is good enough.
    public var best: Candidate? {
        guard let first = candidates.first, first.score >= Ranker.acceptanceThreshold else { return nil }
        return first
    }

    /// The code the message delivers, or `nil`.
    public var code: String? { best?.code }

    /// Why the winner won (or why there is none), in a few lines for `--explain`.
    public var explanation: String {
        guard let best else {
            if let top = candidates.first {
                return "No code: the best candidate '\(top.code)' scored \(Ranker.format(top.score)), under the threshold \(Ranker.format(Ranker.acceptanceThreshold))"
            }
            return "No code: nothing in the message looks like a code"
        }
        var lines = ["'\(best.code)' won with score \(Ranker.format(best.score)) (rule \(best.rule)):"]
        lines += best.reasons.map { "  \($0)" }
        if candidates.count > 1 {
            let runnerUp = candidates[1]
            lines.append("runner-up '\(runnerUp.code)' scored \(Ranker.format(runnerUp.score)) (rule \(runnerUp.rule))")
        }
        return lines.joined(separator: "\n")
    }
}
