import Glibc

/// Reads a Maildir folder (`--input maildir`): every message file in `cur/` and `new/`,
/// decoded as e-mail, with the file's path as its source.
///
/// Files are read in name order (`cur/` before `new/`) so that output is the same on every
/// run; dot-files (and with them Maildir++ subfolders such as `.Sent/`) are ignored, as the
/// Maildir specification says, and `tmp/` holds messages still being delivered. Only the list
/// of names is held; each message is read when its turn comes.
public struct MaildirReader: MessageReader {
    private var paths: [String]
    private var position = 0
    private let limits: ReaderLimits

    /// Lists the messages of the Maildir at `path`.
    public init(path: String, limits: ReaderLimits = ReaderLimits()) {
        self.limits = limits
        var root = path
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        var paths: [String] = []
        for folder in ["cur", "new"] {
            let directory = root + "/" + folder
            let names = MaildirReader.entries(of: directory)
                .filter { !$0.hasPrefix(".") }
                .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            paths += names.map { directory + "/" + $0 }
        }
        self.paths = paths
    }

    /// Whether `path` is a directory with `cur/` and `new/` subdirectories (`tmp/` is optional:
    /// it is usually empty, and copies made with tools that drop empty folders lose it).
    public static func isMaildir(_ path: String) -> Bool {
        isDirectory(path + "/cur") && isDirectory(path + "/new")
    }

    public mutating func next() -> InputItem? {
        while position < paths.count {
            let path = paths[position]
            position += 1
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return .problem(source: path, reason: SystemError.describe(errno)) }
            var status = stat()
            if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
                close(descriptor)
                continue
            }
            let stream = ByteStream(descriptor: descriptor, ownsDescriptor: true, chunkSize: 64 * 1024)
            return CappedRead.message(stream, source: path, cap: limits.maxMessageBytes) { bytes, warnings in
                EmailDecoder.decode(bytes, source: path, warnings: warnings)
            }
        }
        return nil
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// The names in `directory` (without `.` and `..`); empty when it cannot be read.
    private static func entries(of directory: String) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
