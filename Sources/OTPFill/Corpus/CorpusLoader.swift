import Glibc

/// Reads labeled corpora from JSON Lines files, or from every `.jsonl` file under a directory.
public enum CorpusLoader {
    /// The entries of every path, in order (directories sorted by file name), and the problems met.
    public static func load(_ paths: [String]) -> (entries: [CorpusEntry], errors: [CorpusError]) {
        var entries: [CorpusEntry] = []
        var errors: [CorpusError] = []
        for path in paths {
            for file in expand(path) {
                switch InputOpener.open(file, format: .text, limits: ReaderLimits(maxMessageBytes: 1 << 30)) {
                case let .failure(failure):
                    errors.append(CorpusError(source: failure.source, reason: failure.reason))
                case .success:
                    load(file: file, into: &entries, errors: &errors)
                }
            }
        }
        return (entries, errors)
    }

    private static func load(file: String, into entries: inout [CorpusEntry], errors: inout [CorpusError]) {
        guard case var .success(lines) = InputOpener.open(file, format: .lines) else { return }
        while let item = lines.next() {
            switch item {
            case let .problem(source, reason):
                errors.append(CorpusError(source: source, reason: reason))
            case let .message(message):
                if message.text.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
                do {
                    let value = try JSONParser.parse(message.text)
                    switch CorpusEntry.from(value, source: message.source) {
                    case let .success(entry): entries.append(entry)
                    case let .failure(error): errors.append(error)
                    }
                } catch {
                    errors.append(CorpusError(source: message.source, reason: "Invalid JSON: \(error)"))
                }
            }
        }
    }

    /// `path` itself, or the `.jsonl` files below it when it is a directory.
    static func expand(_ path: String) -> [String] {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return [path] }
        var files: [String] = []
        guard let directory = opendir(path) else { return [path] }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            let child = path.hasSuffix("/") ? path + name : path + "/" + name
            var childStatus = stat()
            if stat(child, &childStatus) == 0, childStatus.st_mode & S_IFMT == S_IFDIR {
                files += expand(child)
            } else if name.hasSuffix(".jsonl") {
                files.append(child)
            }
        }
        return files.sorted()
    }
}
