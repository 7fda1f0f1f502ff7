/// What the keywords around one candidate say about it (``Ranker/keywordEvidence(for:in:explains:)``):
/// the best keyword link, and each way a keyword names the candidate closely enough to change
/// how the rest of its score is read.
struct KeywordEvidence {
    /// The best link's score, its keyword's rule, and its reason when explaining.
    var score = 0.0
    var rule: Rule?
    var reason: String?
    /// A keyword names the candidate directly
    /// (``Ranker/labelsDirectly(_:after:distance:breaks:introduced:numberBetween:)``).
    var labelledDirectly = false
    /// One does so right next to it (``Ranker/adjacentLabelDistance``).
    var labelledAdjacently = false
    /// A strong one does so with a colon right before it ("Код подтверждения e-mail: Q7W3E9").
    var introducedByColon = false
    /// The candidate opens the message and a strong keyword right after it names it.
    var namedAtOpening = false
    /// A strong keyword earlier in the sentence, with a word for "is" right before the candidate.
    var namedByCopula = false
    /// A strong keyword right after the candidate, with at most a dash or "is" between
    /// (``Ranker/handsOverToKeyword(_:_:)``).
    var namedRightAfter = false

    /// Whether a keyword names the candidate closely enough to set a shape guess aside
    /// (``Ranker/shapeGuesses``).
    var namesClosely: Bool { labelledAdjacently || introducedByColon || namedByCopula || namedRightAfter }

    /// How it does, for `--explain`.
    var howNamedClosely: String {
        labelledAdjacently ? "names it right before it"
            : introducedByColon ? "and a colon name it right before it"
            : namedByCopula ? "and a word for \"is\" right before it name it" : "names it right after it"
    }
}
