/// Masks codes for logs: `481516` → `48••16`, keeping only enough to tell codes apart.
public enum Redactor {
    /// Keeps the first two and last two characters of codes of six or more, the first and
    /// last of shorter ones (four or five), and nothing of codes under four characters.
    public static func mask(_ code: String) -> String {
        let characters = Array(code)
        let keep = characters.count >= 6 ? 2 : (characters.count >= 4 ? 1 : 0)
        guard keep > 0 else { return String(repeating: "•", count: characters.count) }
        let middle = String(repeating: "•", count: characters.count - 2 * keep)
        return String(characters.prefix(keep)) + middle + String(characters.suffix(keep))
    }
}
