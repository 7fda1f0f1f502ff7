import Glibc
import Testing
@testable import OTPFill

@Suite struct ClipboardTests {
    @Test(arguments: [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foobar", "Zm9vYmFy"), ("123456", "MTIzNDU2")])
    func base64MatchesRFC4648(_ pair: (String, String)) {
        #expect(Base64.encode(Array(pair.0.utf8)) == pair.1)
    }

    @Test func osc52SetsTheClipboard() {
        #expect(Clipboard.osc52("123456") == "\u{1B}]52;c;MTIzNDU2\u{07}")
    }

    @Test func copyWritesOSC52ToTheGivenTerminalWithoutADisplay() throws {
        guard getenv("DISPLAY") == nil, getenv("WAYLAND_DISPLAY") == nil else { return }
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        #expect(Clipboard.copy("42", terminal: ends[1]) == .osc52)
        close(ends[1])
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
        #expect(String(decoding: buffer[0..<max(0, count)], as: UTF8.self) == "\u{1B}]52;c;NDI=\u{07}")
    }
}
