/// One labeled message of a corpus: `{"id", "text", "codes": [...], "lang"?, "kind"?}`.
public struct CorpusEntry: Equatable, Sendable {
    public var id: String
    public var text: String
    /// Every acceptable answer; empty when the message delivers no code.
    public var codes: [String]
    /// The language tag, `unknown` when the entry has none.
    public var language: String
    public var kind: String?
    /// `path#N`, for messages.
    public var source: String

    public init(id: String, text: String, codes: [String], language: String = "unknown", kind: String? = nil, source: String = "") {
        self.id = id
        self.text = text
        self.codes = codes
        self.language = language
        self.kind = kind
        self.source = source
    }

    /// The entry in one parsed JSON object, or why it is not one.
    public static func from(_ value: JSONValue, source: String) -> Result<CorpusEntry, CorpusError> {
        guard case .object = value else { return .failure(CorpusError(source: source, reason: "Expected a JSON object")) }
        guard let text = value["text"]?.stringValue else {
            return .failure(CorpusError(source: source, reason: "Missing string member 'text'"))
        }
        guard let codeValues = value["codes"]?.arrayValue else {
            return .failure(CorpusError(source: source, reason: "Missing array member 'codes'"))
        }
        var codes: [String] = []
        for code in codeValues {
            guard let string = code.stringValue else {
                return .failure(CorpusError(source: source, reason: "Member 'codes' must hold strings"))
            }
            codes.append(string)
        }
        let id = JSONLinesReader.identifier(value["id"]) ?? source
        return .success(CorpusEntry(id: id, text: text, codes: codes, language: value["lang"]?.stringValue ?? "unknown",
                                    kind: value["kind"]?.stringValue, source: source))
    }
}
