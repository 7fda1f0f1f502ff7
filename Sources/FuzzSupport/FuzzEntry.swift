import Glibc
import OTPFill

/// What every fuzz target does with one input: run a check and trap on a violation (so
/// libFuzzer records the input as a crash), or replay saved inputs without libFuzzer.
public enum FuzzEntry {
    /// A check over one input's bytes; it throws when otpfill broke an invariant.
    public typealias Check = (UnsafeBufferPointer<UInt8>) throws(InvariantViolation) -> Void

    /// The body of `LLVMFuzzerTestOneInput`: runs `check` and stops the process on a violation.
    public static func run(_ data: UnsafePointer<UInt8>, _ size: Int, _ check: Check) -> CInt {
        do {
            try check(UnsafeBufferPointer(start: data, count: size))
        } catch {
            preconditionFailure("invariant violated: \(error.message)")
        }
        return 0
    }

    /// The `main` of a fuzz target built without libFuzzer: runs `check` on every file named
    /// on the command line (directories are read one level deep), or on standard input when
    /// none is named. Prints a summary; exits 1 when any input broke an invariant, 2 on I/O errors.
    public static func replay(_ check: Check) -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        var files: [String] = []
        var trouble = false
        for argument in arguments {
            if let entries = directoryEntries(argument) {
                files += entries.map { argument + "/" + $0 }
            } else {
                files.append(argument)
            }
        }
        if arguments.isEmpty { files = ["-"] }
        var failures = 0
        for file in files {
            guard let bytes = readBytes(file) else {
                writeError("\(file): cannot read")
                trouble = true
                continue
            }
            do {
                try bytes.withUnsafeBufferPointer { buffer throws(InvariantViolation) in try check(buffer) }
            } catch {
                writeError("\(file): invariant violated: \(error.message)")
                failures += 1
            }
        }
        writeError("replayed \(files.count) inputs, \(failures) failed")
        exit(failures > 0 ? 1 : (trouble ? 2 : 0))
    }

    /// The names in directory `path` (hidden files skipped, sorted), or `nil` when it is not a directory.
    static func directoryEntries(_ path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        return names.sorted()
    }

    /// The whole file (or standard input for `-`), or `nil` when it cannot be read.
    static func readBytes(_ path: String) -> [UInt8]? {
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        let stream = ByteStream(descriptor: descriptor, ownsDescriptor: path != "-")
        var bytes: [UInt8] = []
        stream.forEachChunk { bytes.append(contentsOf: $0); return true }
        return stream.readError == nil ? bytes : nil
    }

    static func writeError(_ text: String) {
        let line = Array((text + "\n").utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
