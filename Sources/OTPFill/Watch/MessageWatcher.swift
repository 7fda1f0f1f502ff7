import Glibc

/// Watches a path for messages that arrive after it started: bytes appended to a file (an SMS
/// log, an mbox), new files in a directory of exported messages, new mail in a Maildir.
///
/// Messages are read the way `otpfill` reads any input, through ``InputOpener``: each new file is
/// opened with ``InputOpener/open(_:format:limits:)``; bytes appended to a file are handed to
/// ``InputOpener/reader(for:stream:source:limits:)``, so every format the readers know (and
/// `--input auto` detects) works here too.
///
/// ``descriptor`` is an inotify descriptor (`inotify_init1(2)`) to include in `poll(2)`;
/// ``poll()`` then reads what changed. Where inotify is not available (or `polling` is asked
/// for) the descriptor is `nil` and the caller calls ``poll()`` every ``interval`` milliseconds;
/// with inotify it should still call it that often, as a safety net.
///
/// A file being written is not read half-way: appended bytes are taken up to the last newline,
/// the rest once the file stops growing for ``settleTime``; a new file in a directory once it
/// was closed after writing or moved in (inotify), or its size held still between two looks.
public final class MessageWatcher {
    /// What kind of thing is watched.
    public enum Kind: Equatable, Sendable {
        /// A file that grows (text, lines, JSON Lines, mbox).
        case file
        /// A directory where each new file holds a message (or several).
        case directory
        /// A Maildir: new messages appear in `new/` (or `cur/`) under unique names.
        case maildir
    }

    public let path: String
    public let kind: Kind
    public let format: InputFormat
    public let limits: ReaderLimits
    /// The inotify descriptor to wait on, or `nil` when polling.
    public private(set) var descriptor: Int32?
    /// How long a partial last line waits before it is read anyway: 300 ms.
    public var settleTime = 300

    // A growing file.
    private var offset: Int = 0
    private var identity: (device: UInt, inode: UInt)?
    private var partialSize: Int?
    private var partialSince = 0

    // A directory.
    private var directories: [Int32: String] = [:]
    private var seen: Set<String> = []
    /// New files not yet read: their size and since when it held still.
    private var sizes: [String: (size: Int, since: Int)] = [:]
    private var ready: [String] = []
    /// Set by an inotify event that a directory changed; with inotify the directories are
    /// listed only then, or every ``relistInterval`` as a safety net.
    private var changed = false
    private var lastListing = 0
    private static let relistInterval = 5000

    /// Starts watching `path`; what is there now counts as old.
    ///
    /// - Parameters:
    ///   - format: how new files and appended bytes are split into messages; detected when `auto`.
    ///   - polling: look every ``interval`` instead of using inotify.
    /// - Throws: ``WatchError`` when `path` is missing or neither a file nor a directory.
    public init(path: String, format: InputFormat = .auto, limits: ReaderLimits = ReaderLimits(), polling: Bool = false) throws(WatchError) {
        self.path = path
        self.format = format
        self.limits = limits
        var status = stat()
        guard stat(path, &status) == 0 else { throw WatchError(path: path, reason: SystemError.describe(errno)) }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            kind = .file
            offset = Int(status.st_size)
            identity = (UInt(status.st_dev), UInt(status.st_ino))
        case S_IFDIR:
            kind = MessageWatcher.isDirectory(path + "/new") && MessageWatcher.isDirectory(path + "/cur") ? .maildir : .directory
        default:
            throw WatchError(path: path, reason: "Not a file or directory")
        }
        if !polling { startInotify() }
        if kind != .file {
            for name in listing() { seen.insert(MessageWatcher.key(name)) }
        }
    }

    deinit {
        if let descriptor { close(descriptor) }
    }

    /// How often to call ``poll()`` without an inotify event, in milliseconds.
    public var interval: Int {
        if partialSize != nil { return 100 }
        if !sizes.isEmpty { return 200 }
        return descriptor == nil ? 250 : 1000
    }

    /// The directories watched: the path, or a Maildir's `new/` and `cur/`.
    private var watchedDirectories: [String] {
        kind == .maildir ? [path + "/new", path + "/cur"] : [path]
    }

    private func startInotify() {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return }
        switch kind {
        case .file:
            let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_MOVE_SELF | IN_DELETE_SELF | IN_ATTRIB)
            guard inotify_add_watch(descriptor, path, mask) >= 0 else {
                close(descriptor)
                return
            }
        case .directory, .maildir:
            for directory in watchedDirectories {
                let watch = inotify_add_watch(descriptor, directory, UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE))
                guard watch >= 0 else {
                    close(descriptor)
                    return
                }
                directories[watch] = directory
            }
        }
        self.descriptor = descriptor
    }

    /// Reads every message that arrived since the last call (or since the watch began). Never blocks.
    public func poll() -> [InputItem] {
        drainEvents()
        switch kind {
        case .file: return pollFile()
        case .directory, .maildir: return pollDirectory()
        }
    }

    // MARK: - A growing file

    private func pollFile() -> [InputItem] {
        var status = stat()
        guard stat(path, &status) == 0 else { return [] }
        let current = (UInt(status.st_dev), UInt(status.st_ino))
        if identity == nil || identity! != current {
            // Replaced (rotated, or written anew by an editor): everything in it is new.
            identity = current
            offset = 0
            partialSize = nil
        }
        let size = Int(status.st_size)
        if size < offset {
            offset = 0
            partialSize = nil
        }
        guard size > offset else { return [] }
        guard let bytes = readRange(from: offset, count: min(size - offset, limits.maxMessageBytes * 4)) else { return [] }
        var take = bytes.count
        if bytes.last != 0x0A {
            let now = MonotonicClock.milliseconds()
            if partialSize != size {
                partialSize = size
                partialSince = now
            }
            if now - partialSince < settleTime {
                take = (bytes.lastIndex(of: 0x0A).map { $0 + 1 }) ?? 0
            }
        }
        guard take > 0 else { return [] }
        if take == bytes.count { partialSize = nil }
        offset += take
        return read(chunk: Array(bytes[0..<take]))
    }

    private func readRange(from start: Int, count: Int) -> [UInt8]? {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            let result = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + got, count - got, off_t(start + got)) }
            if result < 0 && errno == EINTR { continue }
            if result <= 0 { break }
            got += result
        }
        return Array(bytes[0..<got])
    }

    /// Reads appended bytes through the input readers, from an unlinked temporary file.
    private func read(chunk: [UInt8]) -> [InputItem] {
        guard let file = tmpfile() else { return [.problem(source: path, reason: SystemError.describe(errno))] }
        let descriptor = dup(fileno(file))
        fclose(file)
        guard descriptor >= 0 else { return [.problem(source: path, reason: SystemError.describe(errno))] }
        var written = 0
        while written < chunk.count {
            let result = chunk.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, chunk.count - written) }
            if result < 0 && errno == EINTR { continue }
            if result <= 0 {
                close(descriptor)
                return [.problem(source: path, reason: SystemError.describe(errno))]
            }
            written += result
        }
        lseek(descriptor, 0, SEEK_SET)
        let stream = ByteStream(descriptor: descriptor, ownsDescriptor: true)
        var reader = InputOpener.reader(for: format, stream: stream, source: path, limits: limits)
        return reader.readAll()
    }

    // MARK: - A directory or Maildir

    private func pollDirectory() -> [InputItem] {
        let now = MonotonicClock.milliseconds()
        var arrived: [String] = []
        // Files an inotify event said are complete.
        for name in ready where !seen.contains(MessageWatcher.key(name)) {
            seen.insert(MessageWatcher.key(name))
            sizes[name] = nil
            arrived.append(name)
        }
        ready = []
        var items = read(arrived)
        arrived = []
        // Files found by looking: read once their size held still for a while (between two looks
        // when polling; a second with inotify, whose close-after-write event normally comes first).
        let polling = descriptor == nil
        guard polling || changed || !sizes.isEmpty || now - lastListing >= MessageWatcher.relistInterval else {
            return items
        }
        changed = false
        lastListing = now
        let settle = polling ? 1 : 1000
        let names = listing()
        let present = Set(names)
        for name in sizes.keys where !present.contains(name) { sizes[name] = nil }
        for name in names where !seen.contains(MessageWatcher.key(name)) {
            var status = stat()
            guard stat(name, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            let size = Int(status.st_size)
            if let previous = sizes[name], previous.size == size, size > 0 {
                if now - previous.since >= settle {
                    seen.insert(MessageWatcher.key(name))
                    sizes[name] = nil
                    arrived.append(name)
                }
            } else {
                sizes[name] = (size, now)
            }
        }
        items += read(arrived)
        return items
    }

    /// Reads each new file through ``InputOpener``.
    private func read(_ arrived: [String]) -> [InputItem] {
        var items: [InputItem] = []
        for file in arrived {
            var status = stat()
            guard stat(file, &status) == 0 else {
                // Gone already (a Maildir message moved from new/ to cur/): read it where it went.
                seen.remove(MessageWatcher.key(file))
                changed = true
                continue
            }
            switch InputOpener.open(file, format: format, limits: limits) {
            case let .failure(failure):
                items.append(.problem(source: failure.source, reason: failure.reason))
            case var .success(reader):
                items += reader.readAll()
            }
        }
        return items
    }

    /// The full paths of the visible regular entries in the watched directories.
    private func listing() -> [String] {
        var names: [String] = []
        for directory in watchedDirectories {
            guard let handle = opendir(directory) else { continue }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }
                let type = entry.pointee.d_type
                if type == UInt8(DT_DIR) { continue }
                names.append(directory + "/" + name)
            }
        }
        return names.sorted()
    }

    /// The name a message keeps in a Maildir when it moves from `new/` to `cur/` and gains flags.
    private static func key(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return String(name.prefix { $0 != ":" })
    }

    private func drainEvents() {
        guard let descriptor else { return }
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            var position = 0
            while position + 16 <= count {
                let watch = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: position, as: Int32.self) }
                let mask = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: position + 4, as: UInt32.self) }
                let length = Int(buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: position + 12, as: UInt32.self) })
                let nameBytes = buffer[(position + 16)..<min(count, position + 16 + length)]
                position += 16 + length
                guard let directory = directories[watch], length > 0 else { continue }
                changed = true
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                guard !name.hasPrefix("."), mask & UInt32(IN_ISDIR) == 0 else { continue }
                if mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0 { ready.append(directory + "/" + name) }
            }
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
