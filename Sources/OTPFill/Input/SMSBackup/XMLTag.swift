/// A start or end tag read by ``XMLScanner``, with the attributes it was asked to keep.
struct XMLTag {
    var name: String
    var isEnd: Bool
    var selfClosing: Bool
    /// Kept attributes by name, raw (entity references not yet decoded).
    var attributes: [String: [UInt8]]
    /// Names of kept attributes whose value was longer than the cap and was cut.
    var truncatedAttributes: [String]
}
