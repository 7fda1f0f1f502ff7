import Glibc

/// Turns an `errno` value into the sentence `strerror(3)` gives, for messages on stderr.
public enum SystemError {
    public static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "System error \(code)" }
        return String(cString: text)
    }
}
