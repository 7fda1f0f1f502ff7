/// Where a negative rule matched: the whole match (which hides keywords) and the part whose
/// candidates it penalizes.
struct NegativeHit {
    let range: Range<Int>
    let target: Range<Int>
    let rule: Rule
}
