import Glibc

/// Opens a path (or `-` for standard input) as a stream of messages in the requested format.
public enum InputOpener {
    /// The name standard input goes by in sources and messages.
    public static let standardInputName = "-"

    /// A reader for `path`, or the problem that kept it from being opened (missing file, a
    /// directory that is not a Maildir, no permission). Never throws: one bad input must not
    /// stop the others.
    ///
    /// A directory with `cur/` and `new/` is read as a Maildir unless another `format` is
    /// forced; a forced format always wins over detection.
    public static func open(
        _ path: String,
        format: InputFormat = .auto,
        limits: ReaderLimits = ReaderLimits()
    ) -> Result<any MessageReader, OpenFailure> {
        let descriptor: Int32
        let owns: Bool
        if path == standardInputName {
            descriptor = STDIN_FILENO
            owns = false
        } else {
            descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return .failure(OpenFailure(source: path, reason: SystemError.describe(errno))) }
            owns = true
        }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            if owns { close(descriptor) }
            if format == .auto || format == .maildir, MaildirReader.isMaildir(path) {
                return .success(MaildirReader(path: path, limits: limits))
            }
            let reason = format == .maildir ? "Not a Maildir directory (no cur/ and new/)" : SystemError.describe(EISDIR)
            return .failure(OpenFailure(source: path, reason: reason))
        }
        if format == .maildir {
            if owns { close(descriptor) }
            return .failure(OpenFailure(source: path, reason: SystemError.describe(ENOTDIR)))
        }
        let stream = ByteStream(descriptor: descriptor, ownsDescriptor: owns)
        let resolved = format == .auto ? FormatDetector.detect(prefix: stream.peek()) : format
        return .success(reader(for: resolved, stream: stream, source: path, limits: limits))
    }

    /// The reader for an already-opened stream in a known format.
    public static func reader(
        for format: InputFormat,
        stream: ByteStream,
        source: String,
        limits: ReaderLimits = ReaderLimits()
    ) -> any MessageReader {
        switch format {
        case .auto:
            return reader(for: FormatDetector.detect(prefix: stream.peek()), stream: stream, source: source, limits: limits)
        case .text: return TextReader(stream: stream, source: source, limits: limits)
        case .lines: return LinesReader(stream: stream, source: source, limits: limits)
        case .jsonl: return JSONLinesReader(stream: stream, source: source, limits: limits)
        case .eml: return EmailReader(stream: stream, source: source, limits: limits)
        case .mbox: return MboxReader(stream: stream, source: source, limits: limits)
        case .smsxml: return SMSBackupReader(stream: stream, source: source, limits: limits)
        case .maildir: return ProblemReader(source: source, reason: "A Maildir must be a directory, not a stream")
        }
    }
}

/// Why an input could not be opened; `reason` is the system's sentence (`No such file or directory`).
public struct OpenFailure: Error, Equatable, Sendable {
    public let source: String
    public let reason: String
}
