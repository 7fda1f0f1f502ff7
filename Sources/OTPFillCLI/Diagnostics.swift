import Glibc

/// Writes diagnostics to standard error as `otpfill: SOURCE: message`.
enum Diagnostics {
    static func write(_ text: String) {
        var line = text
        if !line.hasSuffix("\n") { line += "\n" }
        var bytes = Array(line.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Reports a problem with `source`.
    static func report(_ source: String, _ message: String) {
        write("otpfill: \(source): \(message)")
    }
}
