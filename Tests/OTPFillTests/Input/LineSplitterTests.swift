import Testing

@testable import OTPFill

/// Splitting a stream into lines, whatever the read chunk size, with a cap on line length.
@Suite struct LineSplitterTests {
    private func lines(
        _ bytes: [UInt8], chunkSize: Int = ByteStream.defaultChunkSize,
        maxLineLength: Int = LineSplitter.defaultMaxLineLength
    ) throws -> [LineSplitter.Line] {
        let fixture = try InputFixture()
        let path = try fixture.file("input", bytes: bytes)
        let splitter = LineSplitter(
            stream: try InputFixture.stream(path, chunkSize: chunkSize), maxLineLength: maxLineLength)
        var result: [LineSplitter.Line] = []
        while let line = splitter.next() {
            result.append(line)
            #expect(splitter.lineNumber == result.count)
        }
        #expect(splitter.next() == nil)
        return result
    }

    private func text(_ lines: [LineSplitter.Line]) -> [String] {
        lines.map { line in
            switch line {
            case .text(let bytes): return String(decoding: bytes, as: UTF8.self)
            case .overlong(let length): return "<overlong \(length)>"
            }
        }
    }

    static let chunkSizes = [1, 2, 3, 5, 64, ByteStream.defaultChunkSize]

    @Test(arguments: chunkSizes)
    func splitsLFAndCRLFLines(chunkSize: Int) throws {
        let found = try lines(Array("one\r\ntwo\nthree\r\n".utf8), chunkSize: chunkSize)
        #expect(text(found) == ["one", "two", "three"])
    }

    @Test(arguments: chunkSizes)
    func returnsALastLineWithoutNewline(chunkSize: Int) throws {
        #expect(text(try lines(Array("first\nlast".utf8), chunkSize: chunkSize)) == ["first", "last"])
        #expect(text(try lines(Array("only".utf8), chunkSize: chunkSize)) == ["only"])
    }

    @Test(arguments: chunkSizes)
    func keepsEmptyLines(chunkSize: Int) throws {
        #expect(
            text(try lines(Array("a\n\n\r\nb\n".utf8), chunkSize: chunkSize)) == ["a", "", "", "b"])
        #expect(text(try lines(Array("\n".utf8), chunkSize: chunkSize)) == [""])
        #expect(text(try lines(Array("\n\n".utf8), chunkSize: chunkSize)) == ["", ""])
    }

    @Test func emptyInputHasNoLines() throws {
        #expect(try lines([]).isEmpty)
    }

    @Test func carriageReturnOnlyEndsALineBeforeALineFeed() throws {
        #expect(text(try lines(Array("a\rb\n".utf8))) == ["a\rb"])
    }

    @Test func bytesArePassedThroughUnchanged() throws {
        let bytes: [UInt8] = [0xFF, 0x00, 0xC3, 0x0A, 0xE2, 0x82, 0xAC]
        #expect(try lines(bytes) == [.text([0xFF, 0x00, 0xC3]), .text([0xE2, 0x82, 0xAC])])
    }

    @Test(arguments: [3, 7, ByteStream.defaultChunkSize])
    func overlongLineIsReportedAndTheFollowingLinesAreStillRead(chunkSize: Int) throws {
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: 600_000)
        let bytes = Array("short\n".utf8) + long + Array("\nafter\r\nend".utf8)
        let found = try lines(bytes, chunkSize: chunkSize, maxLineLength: 100)
        #expect(
            found == [
                .text(Array("short".utf8)), .overlong(length: 600_000), .text(Array("after".utf8)),
                .text(Array("end".utf8)),
            ])
    }

    @Test func overlongLastLineWithoutNewlineIsReported() throws {
        let bytes = Array("ok\n".utf8) + [UInt8](repeating: 0x31, count: 300_000)
        #expect(
            try lines(bytes, maxLineLength: 1_000) == [
                .text(Array("ok".utf8)), .overlong(length: 300_000),
            ])
    }

    @Test func lineOfExactlyTheLimitIsKeptAndOneMoreByteIsOverlong() throws {
        let atLimit = [UInt8](repeating: 0x61, count: 16)
        let found = try lines(
            atLimit + [0x0A] + atLimit + [0x61, 0x0A], chunkSize: 5, maxLineLength: 16)
        #expect(found == [.text(atLimit), .overlong(length: 17)])
    }

    @Test func manyOverlongLinesInARow() throws {
        var bytes: [UInt8] = []
        for _ in 0..<5 { bytes += [UInt8](repeating: 0x39, count: 50) + [0x0A] }
        bytes += Array("123456\n".utf8)
        let found = try lines(bytes, chunkSize: 16, maxLineLength: 10)
        #expect(
            found == Array(repeating: .overlong(length: 50), count: 5) + [.text(Array("123456".utf8))])
    }
}
