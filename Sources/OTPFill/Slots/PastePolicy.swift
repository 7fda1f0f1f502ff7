/// What a paste does when it is longer than the boxes left from the focus.
public enum PastePolicy: String, CaseIterable, Sendable {
    /// Fill what fits and drop the rest (the default, as most widgets do).
    case clamp
    /// Change nothing.
    case reject
}
