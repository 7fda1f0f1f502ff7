/// Where a keyword rule matched in a message.
struct KeywordHit {
    let range: Range<Int>
    let rule: Rule
}
