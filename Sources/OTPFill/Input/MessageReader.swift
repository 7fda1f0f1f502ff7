/// A source of messages read one at a time, so memory stays flat however large the input.
public protocol MessageReader {
    /// The next message or problem, or `nil` at the end of the input.
    mutating func next() -> InputItem?
}

extension MessageReader {
    /// Reads everything that is left; for tests and small inputs.
    public mutating func readAll() -> [InputItem] {
        var items: [InputItem] = []
        while let item = next() { items.append(item) }
        return items
    }
}
