import Foundation
import FuzzSupport
import Testing

/// `--jobs N` splits files of lines into batches processed on N threads; the output must be
/// byte for byte the same as with one thread, and as the one-line-at-a-time reader (a pipe).
@Suite struct ParallelExtractTests {
    /// About 150 KB of lines (many 8 KiB batches): codes, noise, CRLF, empty lines, invalid
    /// UTF-8, other scripts, and a last line without a newline. Deterministic.
    static func generatedLines() -> Data {
        var generator = SeededGenerator(seed: 42)
        var data = Data()
        let templates: [(UInt64) -> String] = [
            { "Your Acme verification code is \($0 % 1_000_000). Do not share it." },
            { "Order #\($0 % 100_000_000) shipped on 07/07/2026, total $\($0 % 999).99" },
            { "【银行】您尾号\($0 % 10_000)的账户支出人民币\($0 % 99_999)元" },
            { "رمز التحقق \(String($0 % 1_000_000).map { Character(UnicodeScalar(0x0660 + Int(String($0))!)!) }.map(String.init).joined())" },
            { _ in "See you at the cinema tonight!" },
            { "Meeting at \($0 % 24):30, call +1 555-\($0 % 900 + 100)-\($0 % 9000 + 1000)" },
            { "G-\($0 % 1_000_000) is your Google verification code.\r" },
            { _ in "" },
            { "Your code is \($0 % 10_000) @example.com #\($0 % 10_000)" },
            { "promo code SAVE\($0 % 100) — Tailspin" },
        ]
        while data.count < 150_000 {
            let value = generator.next()
            var line = Data(templates[Int(value % UInt64(templates.count))](value >> 8).utf8)
            if value % 97 == 0 { line.append(contentsOf: [0xFF, 0xC3, 0x28, 0x31, 0x32, 0x33, 0x34]) }
            data.append(line)
            data.append(0x0A)
        }
        data.append(Data("last line code 987654".utf8))
        return data
    }

    static let smallBatches = ["OTPFILL_BATCH_BYTES": "8192"]

    @Test(arguments: [["--input", "lines"], ["--input", "lines", "--json"], ["--input", "lines", "--all"]])
    func twoJobsPrintExactlyWhatOneJobPrints(options: [String]) throws {
        let folder = try OTPFillBinary.temporaryDirectory()
        let file = folder.appendingPathComponent("lines.txt")
        let data = Self.generatedLines()
        try data.write(to: file)
        let one = try OTPFillBinary.run(options + ["--jobs", "1", "lines.txt"], directory: folder, environment: Self.smallBatches)
        let two = try OTPFillBinary.run(options + ["--jobs", "2", "lines.txt"], directory: folder, environment: Self.smallBatches)
        #expect(one.status == 0)
        #expect(one.stdout.count > 1_000)
        #expect(two.stdout == one.stdout)
        #expect(two.stderr == one.stderr)
        #expect(two.status == one.status)
        // The same lines through a pipe take the one-message-at-a-time reader.
        let piped = try Self.throughPipe(options, file: "lines.txt", directory: folder)
        let expected = one.stdout.replacingOccurrences(of: "lines.txt#", with: "-#")
        #expect(piped.stdout == expected)
        #expect(piped.status == one.status)
    }

    /// Runs `cat FILE | otpfill OPTIONS > out` through the shell: standard input is a pipe, so
    /// the one-message-at-a-time reader runs; output goes to a file so nothing can block.
    static func throughPipe(_ options: [String], file: String, directory: URL) throws -> (stdout: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let quoted = ([OTPFillBinary.url.path] + options).map { "'\($0)'" }.joined(separator: " ")
        process.arguments = ["-c", "cat '\(file)' | \(quoted) > piped.out 2> piped.err"]
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        let out = try Data(contentsOf: directory.appendingPathComponent("piped.out"))
        return (String(decoding: out, as: UTF8.self), process.terminationStatus)
    }

    @Test func jsonLinesFileGivesTheSameOutputWithTwoJobs() throws {
        let folder = try OTPFillBinary.temporaryDirectory()
        var text = ""
        for index in 0..<1000 {
            text += #"{"id": \#(index), "text": "Your code is \#(100_000 + index)"}"# + "\n"
            if index % 300 == 0 { text += "not json\n\n" }
        }
        try text.write(to: folder.appendingPathComponent("m.jsonl"), atomically: true, encoding: .utf8)
        let one = try OTPFillBinary.run(["--jobs", "1", "m.jsonl"], directory: folder, environment: Self.smallBatches)
        let two = try OTPFillBinary.run(["--jobs", "2", "m.jsonl"], directory: folder, environment: Self.smallBatches)
        #expect(one.stdout.split(separator: "\n").count == 1000)
        #expect(one.status == 2)
        #expect(two.stdout == one.stdout)
        #expect(two.stderr == one.stderr)
        #expect(two.status == one.status)
    }

    @Test func zeroJobsIsAUsageError() throws {
        let run = try OTPFillBinary.run(["--jobs", "0"], stdin: "code 123456\n")
        #expect(run.status != 0 && run.status != 1)
        #expect(run.stderr.contains("--jobs"))
    }
}
