import Foundation
import Testing

@testable import OTPFill

/// A temporary directory holding one test's input files; it is removed when the fixture goes away.
final class InputFixture {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("otpfill-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes `bytes` to a new file and returns its path.
    func file(_ name: String, bytes: [UInt8]) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// Writes `text` as UTF-8 to a new file and returns its path.
    func file(_ name: String, _ text: String) throws -> String {
        try file(name, bytes: Array(text.utf8))
    }

    /// A path inside the fixture that does not exist.
    func missing(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// Every item `InputOpener` reads from `path`.
    static func read(
        _ path: String,
        format: InputFormat = .auto,
        limits: ReaderLimits = ReaderLimits(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [InputItem] {
        switch InputOpener.open(path, format: format, limits: limits) {
        case .success(var reader):
            return reader.readAll()
        case .failure(let failure):
            Issue.record("Could not open \(path): \(failure.reason)", sourceLocation: sourceLocation)
            return []
        }
    }

    /// A stream over `path` that reads `chunkSize` bytes at a time.
    static func stream(_ path: String, chunkSize: Int = ByteStream.defaultChunkSize) throws
        -> ByteStream
    {
        let descriptor = Glibc.open(path, O_RDONLY)
        try #require(descriptor >= 0, "cannot open \(path)")
        return ByteStream(descriptor: descriptor, ownsDescriptor: true, chunkSize: chunkSize)
    }

    /// The messages among `items`, failing the test for any problem.
    static func messages(_ items: [InputItem], sourceLocation: SourceLocation = #_sourceLocation)
        -> [Message]
    {
        items.compactMap { item in
            switch item {
            case .message(let message): return message
            case .problem(let source, let reason):
                Issue.record("Unexpected problem \(source): \(reason)", sourceLocation: sourceLocation)
                return nil
            }
        }
    }
}
