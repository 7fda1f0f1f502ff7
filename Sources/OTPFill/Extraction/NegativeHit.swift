/// Where a negative or boost rule matched: the whole match (a negative's hides keywords) and
/// the part whose candidates get the rule's weight.
struct NegativeHit {
    let range: Range<Int>
    let target: Range<Int>
    let rule: Rule
    /// Whether ``rule`` says what the number is (``Ranker/namesWhatANumberIs(_:)``), worked out
    /// once per rule, not per hit.
    let identifies: Bool
}
