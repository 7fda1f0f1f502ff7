/// A code-shaped stretch of a message, before any evidence about it is weighed.
struct CodeToken: Equatable {
    /// The normalized code (ASCII, no separators).
    let code: String
    /// UTF-8 byte range in the message.
    let range: Range<Int>
    /// Whether it is made only of digits.
    let isNumeric: Bool
    /// Whether it was joined from groups (`123 456`).
    let isGrouped: Bool
    /// Whether it is a code only right after a word for a code (`Hentekode: 842 6271`): seven
    /// digits as three and four are a local phone number as often (see
    /// ``Extractor/keepsLabelled(_:keywords:text:)``).
    var needsLabel = false
    /// Whether it is three or more letters, a hyphen and a number (`ORD-88213`): an order's or
    /// a ticket's number, as ``Ranker/shapeScore(_:assertedByRule:labelledDirectly:explains:)`` weighs it.
    var isPrefixedNumber = false
}
