import CPCRE2

/// Rule patterns as PCRE2 compiled them, written into the source by `make rule-table`
/// (`pcre2_serialize_encode_8`), so that a run decodes the code its messages need instead of
/// compiling it: compiling took 10 M of a one-message run's 21 M instructions, decoding the
/// same patterns about a tenth of that.
///
/// Code is only good for the PCRE2 version that wrote it, and for the options it was compiled
/// with: with another version, or options other than those asked for, ``code(at:flags:)``
/// gives `nil` and the caller compiles the pattern as before. Each pattern's serialization
/// starts with the same bytes (PCRE2's header and character tables), kept once in ``prefix``.
struct SerializedPatterns: Sendable {
    /// ``RuleTable/fingerprint(_:)`` of the rule text the patterns come from.
    let fingerprint: UInt64
    /// `PCRE2_CONFIG_VERSION` of the library that compiled them.
    let version: StaticString
    /// Base64 of the bytes every pattern's serialization starts with.
    let prefix: StaticString
    /// Base64 of the rest of each pattern's serialization, by rule slot.
    let codes: [StaticString]
    /// ``prefix`` decoded, once (`nil` if it is no base64).
    private let prefixBytes: [UInt8]?

    init(fingerprint: UInt64, version: StaticString, prefix: StaticString, codes: [StaticString]) {
        self.fingerprint = fingerprint
        self.version = version
        self.prefix = prefix
        self.codes = codes
        prefixBytes = prefix.withUTF8Buffer { text in
            var bytes = [UInt8](repeating: 0, count: Base64.strictlyDecodedCount(text))
            let decoded = bytes.withUnsafeMutableBufferPointer { Base64.decodeStrict(text, into: $0) }
            return decoded == bytes.count ? bytes : nil
        }
    }

    /// The compiled code of the pattern in `slot`, decoded, if it was compiled with `flags`
    /// (``Pattern/flags(_:)``) by this PCRE2; the caller owns it. `nil` otherwise.
    func code(at slot: Int, flags: UInt32) -> OpaquePointer? {
        guard slot < codes.count, SerializedPatterns.isReadable(version) else { return nil }
        guard let prefixBytes else { return nil }
        let code = prefixBytes.withUnsafeBufferPointer { prefix in
            codes[slot].withUTF8Buffer { rest -> OpaquePointer? in
                let head = prefix.count
                let count = head + Base64.strictlyDecodedCount(rest)
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, count)) { bytes in
                    _ = UnsafeMutableBufferPointer(rebasing: bytes[..<head]).initialize(from: prefix)
                    guard Base64.decodeStrict(rest, into: UnsafeMutableBufferPointer(rebasing: bytes[head...])) == count - head
                    else { return nil }
                    var decoded: OpaquePointer? = nil
                    guard pcre2_serialize_decode_8(&decoded, 1, bytes.baseAddress, nil) == 1 else { return nil }
                    return decoded
                }
            }
        }
        guard let code else { return nil }
        guard Pattern.info(code, PCRE2_INFO_ARGOPTIONS) == flags else {
            pcre2_code_free_8(code)
            return nil
        }
        return code
    }

    /// Whether code written by PCRE2 `version` can be decoded here: the library is that version.
    static func isReadable(_ version: StaticString) -> Bool {
        version.withUTF8Buffer { written in
            libraryVersion.withUnsafeBufferPointer { running in written.elementsEqual(running) }
        }
    }

    /// `PCRE2_CONFIG_VERSION` of the PCRE2 otpfill runs with ("10.42 2022-12-11"), without its NUL.
    static let libraryVersion: [UInt8] = {
        let size = Int(pcre2_config_8(UInt32(PCRE2_CONFIG_VERSION), nil))
        guard size > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: size)
        _ = buffer.withUnsafeMutableBytes { pcre2_config_8(UInt32(PCRE2_CONFIG_VERSION), $0.baseAddress) }
        return Array(buffer.prefix { $0 != 0 })
    }()

    /// The Swift source of `enumName`, holding the serializations of `patterns` (by slot, each
    /// with the rule name it is commented with) as ``SerializedPatterns``; `nil` if PCRE2
    /// refuses to serialize one.
    static func source(enumName: String, fingerprint: UInt64, patterns: [(name: String, pattern: Pattern)]) -> String? {
        var serialized: [[UInt8]] = []
        for (_, pattern) in patterns {
            guard let bytes = pattern.serialized() else { return nil }
            serialized.append(bytes)
        }
        // The longest prefix every serialization shares, in whole base64 quads (three bytes).
        var shared = serialized.map(\.count).min() ?? 0
        for bytes in serialized.dropFirst() {
            shared = min(shared, zip(bytes, serialized[0]).prefix { $0 == $1 }.count)
        }
        shared -= shared % 3
        let version = String(decoding: libraryVersion, as: UTF8.self)
        var source = """
        // Generated by `make rule-table` from the built-in rules; do not edit by hand.
        // `BuiltinRuleCodeTests` fails when it no longer matches them or the PCRE2 otpfill is
        // built with. Until it is rewritten, otpfill compiles the patterns itself (``SerializedPatterns``).

        /// The built-in rules' patterns as PCRE2 \(version) compiled them.
        enum \(enumName) {
            static let patterns = SerializedPatterns(
                fingerprint: 0x\(String(fingerprint, radix: 16)),
                version: "\(version)",
                prefix: "\(Base64.encode(Array(serialized.first?.prefix(shared) ?? [])))",
                codes: [

        """
        for ((name, _), bytes) in zip(patterns, serialized) {
            source += "            \"\(Base64.encode(Array(bytes.dropFirst(shared))))\",  // \(name)\n"
        }
        source += "        ])\n}\n"
        return source
    }
}
