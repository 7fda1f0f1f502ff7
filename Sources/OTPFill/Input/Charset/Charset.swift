/// The text encoding named by a MIME `charset` label, resolved the way browsers do.
///
/// Labels follow the WHATWG Encoding Standard rather than the IANA registry, because that is
/// what senders actually mean: `iso-8859-1`, `latin1` and `us-ascii` are windows-1252,
/// `gb2312` and `gbk` are decoded as their superset GB18030, `shift_jis` as windows-31j,
/// `euc-kr` as windows-949. Encodings WHATWG refuses (`iso-2022-kr`, `hz-gb-2312`,
/// `iso-2022-cn`) and labels nobody knows are ``unsupported(_:)``.
public enum Charset: Equatable, Sendable {
    case utf8
    case windows1252
    /// Decoded by glibc iconv under this converter name.
    case iconv(String)
    /// A label that cannot be decoded; the text is read as UTF-8 with replacement characters.
    case unsupported(String)

    /// The result of decoding: the text, and a warning when something could not be read.
    public struct Decoded: Equatable, Sendable {
        public var text: String
        public var warning: String?
    }

    /// The charset for `label` (case-insensitive, quotes, spaces and an RFC 2231 `*language`
    /// suffix ignored).
    public init(label: String) {
        var name = label.lowercased()
        // Each step only when its byte is there: most labels are a plain `utf-8`.
        if ByteSearch.contains(UInt8(ascii: "*"), in: name), let star = name.firstIndex(of: "*") {
            name = String(name[..<star])
        }
        if name.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") || $0 == 0x20 || $0 == 0x09 }) {
            name = String(name.unicodeScalars.filter { $0 != "\"" && $0 != "'" && $0 != " " && $0 != "\t" })
        }
        if let known = Charset.labels[name] {
            self = known
        } else if Charset.isPlausibleName(name) && IconvDecoder.decode([0x41], from: name.uppercased()) != nil {
            self = .iconv(name.uppercased())
        } else {
            self = .unsupported(name)
        }
    }

    /// Decodes `bytes`, never failing: unreadable bytes become U+FFFD and are counted in a warning.
    public func decode(_ bytes: [UInt8]) -> Decoded {
        decode(bytes[...])
    }

    /// Decodes `bytes` without copying them out of their array.
    func decode(_ bytes: ArraySlice<UInt8>) -> Decoded {
        switch self {
        case .utf8:
            return Decoded(text: String(decoding: bytes, as: UTF8.self), warning: nil)
        case .windows1252:
            return Decoded(text: Windows1252.decode(bytes), warning: nil)
        case let .iconv(name):
            guard let output = IconvDecoder.decode(Array(bytes), from: name) else {
                return Charset.unsupported(name).decode(bytes)
            }
            let warning = output.replacements > 0
                ? "\(output.replacements) invalid byte sequences in charset '\(Charset.printable(name))' were replaced"
                : nil
            return Decoded(text: output.text, warning: warning)
        case let .unsupported(name):
            return Decoded(
                text: String(decoding: bytes, as: UTF8.self),
                warning: "Unknown charset '\(Charset.printable(name))'; decoded as UTF-8"
            )
        }
    }

    /// Decodes text that declares no charset (or `us-ascii`): UTF-8 when the bytes are valid
    /// UTF-8 (8-bit mail sent without a label almost always is), windows-1252 otherwise.
    public static func decodeUndeclared(_ bytes: [UInt8]) -> String {
        decodeUndeclared(bytes[...])
    }

    /// Decodes text that declares no charset without copying it out of its array.
    static func decodeUndeclared(_ bytes: ArraySlice<UInt8>) -> String {
        // ASCII is valid UTF-8, and `String(decoding:)` reads it several times faster than
        // `String(validating:)` does (~1,000 instructions for a 20-byte subject).
        if bytes.withUnsafeBufferPointer(ByteSearch.isASCII) {
            return String(decoding: bytes, as: UTF8.self)
        }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        return Windows1252.decode(bytes)
    }

    /// A label shortened to printable ASCII, safe to show in a warning.
    static func printable(_ label: String) -> String {
        String(String.UnicodeScalarView(label.unicodeScalars.prefix(40).map {
            $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? $0 : "?"
        }))
    }

    private static func isPlausibleName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 40 && name.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: ":")
        }
    }

    /// WHATWG labels (and common mail spellings) for the encodings mail uses.
    private static let labels: [String: Charset] = {
        var table: [String: Charset] = [:]
        func add(_ charset: Charset, _ names: [String]) { for name in names { table[name] = charset } }
        add(.utf8, ["utf-8", "utf8", "unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "x-unicode20utf8"])
        add(.windows1252, [
            "us-ascii", "ascii", "ansi_x3.4-1968", "iso646-us", "us", "iso-8859-1", "iso8859-1", "iso88591",
            "iso_8859-1", "iso_8859-1:1987", "latin1", "latin-1", "l1", "cp1252", "windows-1252", "x-cp1252",
            "cp819", "ibm819", "iso-ir-100", "csisolatin1", "8859-1",
        ])
        add(.iconv("ISO-8859-15"), ["iso-8859-15", "iso8859-15", "iso885915", "iso_8859-15", "latin9", "latin-9", "l9", "csisolatin9"])
        add(.iconv("ISO-8859-2"), ["iso-8859-2", "iso8859-2", "iso_8859-2", "latin2", "l2", "csisolatin2"])
        add(.iconv("KOI8-R"), ["koi8-r", "koi8r", "koi8", "koi", "cskoi8r", "koi8_r"])
        add(.iconv("KOI8-U"), ["koi8-u", "koi8-ru"])
        add(.iconv("GB18030"), [
            "gb18030", "gb2312", "gbk", "x-gbk", "chinese", "csgb2312", "iso-ir-58", "cp936", "ms936",
            "windows-936", "gb_2312", "gb_2312-80", "euc-cn", "x-euc-cn",
        ])
        add(.iconv("BIG5-HKSCS"), ["big5", "big5-hkscs", "cn-big5", "x-x-big5", "csbig5", "x-big5"])
        add(.iconv("EUC-JP"), ["euc-jp", "x-euc-jp", "cseucpkdfmtjapanese", "eucjp"])
        add(.iconv("ISO-2022-JP-2"), ["iso-2022-jp", "csiso2022jp", "iso-2022-jp-2"])
        add(.iconv("CP932"), [
            "shift_jis", "shift-jis", "sjis", "x-sjis", "ms932", "ms_kanji", "windows-31j", "csshiftjis", "cp932",
        ])
        add(.iconv("CP949"), [
            "euc-kr", "ks_c_5601-1987", "ks_c_5601-1989", "ksc5601", "ksc_5601", "korean", "windows-949",
            "cseuckr", "csksc56011987", "iso-ir-149", "cp949", "x-windows-949", "uhc",
        ])
        add(.iconv("UTF-16LE"), ["utf-16", "utf-16le", "unicode", "ucs-2", "csunicode", "iso-10646-ucs-2"])
        add(.iconv("UTF-16BE"), ["utf-16be", "unicodefffe"])
        for code in [1250, 1251, 1253, 1254, 1255, 1256, 1257, 1258] {
            add(.iconv("WINDOWS-\(code)"), ["windows-\(code)", "cp\(code)", "x-cp\(code)"])
        }
        add(.unsupported("iso-2022-kr"), ["iso-2022-kr", "csiso2022kr"])
        add(.unsupported("hz-gb-2312"), ["hz-gb-2312"])
        add(.unsupported("iso-2022-cn"), ["iso-2022-cn", "iso-2022-cn-ext"])
        add(.unsupported("replacement"), ["replacement"])
        return table
    }()
}
