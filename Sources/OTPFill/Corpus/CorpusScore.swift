/// Counts of right and wrong answers, and the precision, recall and F1 they give.
public struct CorpusScore: Equatable, Sendable {
    /// Messages whose code was found exactly.
    public var truePositives = 0
    /// Messages where a code was returned that is not a right answer (including any code for a
    /// message that delivers none).
    public var falsePositives = 0
    /// Messages that deliver a code and did not get a right one.
    public var falseNegatives = 0
    /// All messages, and those that deliver a code.
    public var messages = 0
    public var positives = 0

    public init() {}

    /// TP / (TP + FP); 1 when nothing was returned.
    public var precision: Double {
        truePositives + falsePositives == 0 ? 1 : Double(truePositives) / Double(truePositives + falsePositives)
    }

    /// TP / positives; 1 when no message delivers a code.
    public var recall: Double {
        positives == 0 ? 1 : Double(truePositives) / Double(positives)
    }

    public var f1: Double {
        precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall)
    }

    /// Adds one message: `expected` its right answers, `got` what was returned.
    public mutating func add(expected: [String], got: String?) {
        messages += 1
        if !expected.isEmpty { positives += 1 }
        guard let got else {
            if !expected.isEmpty { falseNegatives += 1 }
            return
        }
        if expected.contains(got) {
            truePositives += 1
        } else {
            falsePositives += 1
            if !expected.isEmpty { falseNegatives += 1 }
        }
    }
}
