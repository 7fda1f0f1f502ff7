import Glibc

/// Collects output lines and writes them to a file descriptor with few `write(2)` calls.
///
/// Results are flushed at least every 64 KiB, and a caller may flush after each message when
/// output feeds a live pipeline.
public final class OutputBuffer {
    private let descriptor: Int32
    private var bytes: [UInt8] = []
    private let threshold: Int
    /// Set when a write failed (for example a closed pipe); later writes are dropped.
    public private(set) var failed = false

    public init(descriptor: Int32, threshold: Int = 64 * 1024) {
        self.descriptor = descriptor
        self.threshold = threshold
        bytes.reserveCapacity(threshold + 1024)
    }

    deinit { flush() }

    /// Appends `line` and a newline.
    public func writeLine(_ line: String) {
        bytes.append(contentsOf: line.utf8)
        bytes.append(0x0A)
        if bytes.count >= threshold { flush() }
    }

    /// Appends bytes that already end in a newline (a batch of rendered lines).
    public func writeBytes(_ chunk: [UInt8]) {
        guard !chunk.isEmpty else { return }
        bytes.append(contentsOf: chunk)
        if bytes.count >= threshold { flush() }
    }

    /// Writes everything collected so far.
    public func flush() {
        guard !bytes.isEmpty else { return }
        defer { bytes.removeAll(keepingCapacity: true) }
        guard !failed else { return }
        var offset = 0
        bytes.withUnsafeBytes { raw in
            while offset < raw.count {
                let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    return
                }
                offset += written
            }
        }
    }
}
