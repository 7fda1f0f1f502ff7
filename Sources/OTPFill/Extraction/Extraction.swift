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

    /// Why the winner won (or why there is none), in a few lines for `--explain`: the
    /// winner's reasons and the runner-up's, or those of the best candidate that fell short.
    public var explanation: String { explanation(everyCandidate: false) }

    /// ``explanation``, with the reasons of every candidate when `everyCandidate` is set
    /// (`--all --explain`): why a code lost is as useful as why one won.
    public func explanation(everyCandidate: Bool) -> String {
        func reasons(_ candidate: Candidate) -> [String] { candidate.reasons.map { "  \($0)" } }
        guard let top = candidates.first else { return "No code: nothing in the message looks like a code" }
        var lines: [String]
        if let best {
            lines = ["'\(best.code)' won with score \(Ranker.format(best.score)) (rule \(best.rule)):"] + reasons(best)
        } else {
            lines = ["No code: the best candidate '\(top.code)' scored \(Ranker.format(top.score)), under the threshold \(Ranker.format(Ranker.acceptanceThreshold)) (rule \(top.rule)):"]
                + reasons(top)
        }
        for (index, other) in candidates.enumerated().dropFirst() {
            guard everyCandidate || index == 1 else { break }
            let name = index == 1 ? "runner-up" : "candidate"
            lines.append("\(name) '\(other.code)' scored \(Ranker.format(other.score)) (rule \(other.rule)):")
            lines += reasons(other)
        }
        return lines.joined(separator: "\n")
    }
}
