/// One match of a ``Pattern``: the byte ranges of the whole match and of every group.
///
/// Ranges are offsets into the UTF-8 subject that was matched; a group that did not take part
/// in the match is `nil`. The values are copied out of PCRE2's match data, so they outlive it.
public struct PatternMatch: Equatable, Sendable {
    /// Group 0 is the whole match, then the numbered groups in order.
    public let groups: [Range<Int>?]
    let names: [String: Int]

    /// The byte range of the whole match.
    public var range: Range<Int> { groups[0]! }

    /// The byte range of numbered group `index`, or `nil` when it did not participate.
    public subscript(index: Int) -> Range<Int>? {
        index < groups.count ? groups[index] : nil
    }

    /// The byte range of the named group, or `nil` when it has no such name or did not participate.
    public subscript(name: String) -> Range<Int>? {
        guard let index = names[name] else { return nil }
        return self[index]
    }
}
