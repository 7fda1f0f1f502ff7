import Glibc

/// An input that ``BatchRunner`` can take: a regular file (or standard input redirected from
/// one) whose format is, or is detected as, `lines` or `jsonl`.
public struct BatchInput {
    public let stream: ByteStream
    public let format: InputFormat

    /// The batch input for `path`, or `nil` when it is something else (a pipe, a terminal, a
    /// directory, another format, or a path that cannot be opened): those go through
    /// ``InputOpener`` as before, which also reports any error.
    public static func open(_ path: String, format: InputFormat) -> BatchInput? {
        guard format == .auto || format == .lines || format == .jsonl else { return nil }
        let descriptor: Int32
        let owns: Bool
        if path == InputOpener.standardInputName {
            descriptor = STDIN_FILENO
            owns = false
        } else {
            // Look before opening: opening a FIFO blocks until a writer comes, and its data can
            // be read only once, so anything but a regular file is left to InputOpener untouched.
            var status = stat()
            guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
            descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            owns = true
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            if owns { close(descriptor) }
            return nil
        }
        let offset = owns ? 0 : lseek(descriptor, 0, SEEK_CUR)
        let stream = ByteStream(descriptor: descriptor, ownsDescriptor: owns)
        let resolved = format == .auto ? FormatDetector.detect(prefix: stream.peek()) : format
        guard resolved == .lines || resolved == .jsonl else {
            if !owns, offset >= 0 { _ = lseek(descriptor, offset, SEEK_SET) }  // standard input: let InputOpener start over
            return nil
        }
        return BatchInput(stream: stream, format: resolved)
    }
}
