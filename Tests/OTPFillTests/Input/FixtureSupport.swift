import Glibc
import OTPFill

/// Finds and reads the files in `Tests/OTPFillTests/Fixtures` through `#filePath`.
enum Fixture {
    static let directory: String = {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)
        return parts.joined(separator: "/") + "/Fixtures"
    }()

    static func path(_ name: String) -> String { directory + "/" + name }

    /// Every item `name` yields when opened in `format`.
    static func items(_ name: String, format: InputFormat = .auto, limits: ReaderLimits = ReaderLimits()) -> [InputItem] {
        switch InputOpener.open(path(name), format: format, limits: limits) {
        case var .success(reader): return reader.readAll()
        case let .failure(failure): return [.problem(source: failure.source, reason: failure.reason)]
        }
    }

    /// The messages among ``items(_:format:limits:)``.
    static func messages(_ name: String, format: InputFormat = .auto, limits: ReaderLimits = ReaderLimits()) -> [Message] {
        items(name, format: format, limits: limits).compactMap { if case let .message(message) = $0 { message } else { nil } }
    }

    /// The problems among ``items(_:format:limits:)``, as `source: reason`.
    static func problems(_ name: String, format: InputFormat = .auto) -> [String] {
        items(name, format: format).compactMap {
            if case let .problem(source, reason) = $0 { "\(source): \(reason)" } else { nil }
        }
    }

    /// Writes `bytes` to a new temporary file and returns its path.
    static func temporaryFile(_ bytes: [UInt8], suffix: String = "") -> String {
        var template = Array("/tmp/otpfill-test-XXXXXX\(suffix)".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, Int32(suffix.utf8.count)) }
        precondition(descriptor >= 0, "mkstemps failed")
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                precondition(written > 0, "write failed")
                offset += written
            }
        }
        close(descriptor)
        return String(cString: template.map { $0 })
    }

    /// Reads all items from `bytes` given as a stream in `format`.
    static func items(bytes: [UInt8], format: InputFormat, limits: ReaderLimits = ReaderLimits()) -> [InputItem] {
        let path = temporaryFile(bytes)
        defer { unlink(path) }
        switch InputOpener.open(path, format: format, limits: limits) {
        case var .success(reader): return reader.readAll()
        case let .failure(failure): return [.problem(source: failure.source, reason: failure.reason)]
        }
    }
}
