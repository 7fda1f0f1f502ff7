import CPCRE2

/// An error reported by PCRE2, carrying PCRE2's own message.
///
/// Compile errors also carry the pattern and the byte offset PCRE2 stopped at, so a user who
/// wrote a bad rule sees exactly where it went wrong.
public enum PCRE2Error: Error, Equatable, Sendable, CustomStringConvertible {
    /// `pcre2_compile_8` refused the pattern.
    case compile(message: String, pattern: String, offset: Int)
    /// `pcre2_match_8` failed for a reason other than "no match" or a resource limit.
    case match(code: Int32, message: String)

    public var description: String {
        switch self {
        case let .compile(message, pattern, offset):
            return "Invalid pattern '\(pattern)' at offset \(offset): \(message)"
        case let .match(code, message):
            return "Match failed with PCRE2 error \(code): \(message)"
        }
    }

    /// The text PCRE2 gives for an error code (`pcre2_get_error_message_8`).
    static func message(for code: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        let length = buffer.withUnsafeMutableBufferPointer {
            pcre2_get_error_message_8(code, $0.baseAddress, $0.count)
        }
        guard length > 0 else { return "unknown error \(code)" }
        return String(decoding: buffer[0..<Int(length)], as: UTF8.self)
    }
}
