import Foundation
import FuzzSupport
import Glibc
import Testing

/// Hostile input through the built `otpfill` binary: every case must finish within its time
/// bound, exit 0, 1 or (for a reported problem) 2, keep stdout to results, lose no message,
/// and never echo message text on stderr.
///
@Suite struct HostileInputTests {
    // MARK: Bytes that are not text

    @Test func invalidUTF8AroundACodeStillGivesTheCode() throws {
        let input = Data([0xFF, 0xFE, 0x20]) + Data("Your verification code is 481516 ".utf8) + Data([0xC3, 0x28, 0xED, 0xA0, 0x80])
        let run = try Hostile.run([], stdin: input)
        #expect(run.finished && run.status == 0 && run.stdout == "481516\n" && run.stderr.isEmpty, "\(run)")
    }

    @Test func nulBytesAreJustCharacters() throws {
        let input = Data("Your code\0 is\0 481516\0\0\n\0\0\0\n".utf8)
        let text = try Hostile.run([], stdin: input)
        #expect(text.finished && text.status == 0 && text.stdout == "481516\n" && text.stderr.isEmpty, "\(text)")
        let lines = try Hostile.run(["--input", "lines", "--json"], stdin: input)
        #expect(lines.finished && lines.status == 0 && lines.stderr.isEmpty, "\(lines)")
        #expect(try Hostile.sources(lines.stdout) == ["-#1", "-#2"])
    }

    @Test func randomBinaryGivesOneResultPerLine() throws {
        var generator = SeededGenerator(seed: 6)
        let bytes = (0..<(1 << 20)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        let file = try Hostile.file("random.bin", Data(bytes))
        let text = try Hostile.run([file])
        #expect(text.finished && [0, 1].contains(text.status) && text.stderr.isEmpty, "\(text)")

        let lines = try Hostile.run(["--input", "lines", "--json", file])
        var count = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
        if bytes.last == 0x0A { count -= 1 }
        #expect(lines.finished && [0, 1].contains(lines.status) && lines.stderr.isEmpty, "\(lines.status) \(lines.stderr)")
        #expect(try Hostile.sources(lines.stdout) == (1...count).map { "\(file)#\($0)" })
    }

    // MARK: Empty and unusual files

    @Test func emptyInputHasNoCode() throws {
        let stdin = try Hostile.run([], stdin: Data())
        #expect(stdin.finished && stdin.status == 1 && stdin.stdout.isEmpty && stdin.stderr.isEmpty, "\(stdin)")
        let file = try Hostile.file("empty.txt", Data())
        let json = try Hostile.run(["--json", file])
        #expect(json.finished && json.status == 1 && json.stderr.isEmpty, "\(json)")
        #expect(try Hostile.sources(json.stdout) == [file])
        for format in ["lines", "jsonl"] {
            let run = try Hostile.run(["--input", format, "--json", file])
            #expect(run.finished && run.status == 1 && run.stdout.isEmpty && run.stderr.isEmpty, "\(format): \(run)")
        }
    }

    @Test func devNullHasNoCode() throws {
        let run = try Hostile.run(["/dev/null"])
        #expect(run.finished && run.status == 1 && run.stdout.isEmpty && run.stderr.isEmpty, "\(run)")
    }

    @Test func directoryIsAnErrorThatLosesNoOtherFile() throws {
        let good = try Hostile.file("good.txt", Data("Your code is 481516".utf8))
        let directory = Hostile.directory.path
        let run = try Hostile.run([directory, good, directory + "/missing.txt"])
        #expect(run.finished && run.status == 2, "\(run)")
        #expect(run.stdout == "\(good):481516\n")
        #expect(run.stderr == "otpfill: \(directory): Is a directory\notpfill: \(directory)/missing.txt: No such file or directory\n")
    }

    @Test func fifoIsReadToTheEnd() throws {
        let path = Hostile.directory.appendingPathComponent("fifo-\(UUID().uuidString)").path
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        let writer = Thread {
            let descriptor = open(path, O_WRONLY)
            guard descriptor >= 0 else { return }
            let text = Array("Your code is 481516\nnothing here\nPIN: 2468\n".utf8)
            _ = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        writer.start()
        let run = try Hostile.run(["--input", "lines", path])
        #expect(run.finished && run.status == 0 && run.stderr.isEmpty, "\(run)")
        #expect(run.stdout == "\(path)#1:481516\n\(path)#3:2468\n")
    }

    // MARK: Huge inputs

    @Test func sixtyFourMegabyteLineIsSkippedWithAWarningInBoundedMemory() throws {
        var data = Data("code 111111\n".utf8)
        data.append(Data(repeating: UInt8(ascii: "7"), count: 64 << 20))
        data.append(Data("\nYour code is 222222\n".utf8))
        let file = try Hostile.file("long-line.txt", data)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try Hostile.run(["--input", "lines", file], measureMemory: true)
        #expect(run.finished && run.status == 2, "\(run)")
        #expect(run.stdout == "\(file)#1:111111\n\(file)#3:222222\n")
        #expect(run.stderr == "otpfill: \(file)#2: Line of 67108864 bytes is longer than the limit; skipped\n")
        if let peak = run.peakMemory { #expect(peak < 128 << 20, "peak RSS \(peak) bytes") }

        let text = try Hostile.run([file])
        #expect(text.finished && text.status == 0 && text.stdout == "111111\n", "\(text)")
        #expect(text.stderr == "otpfill: \(file): Message longer than 4194304 bytes; only the first 4194304 were read\n")
    }

    @Test func maxLineBytesSetsTheLineLimit() throws {
        let long = "Your code is 333333 " + String(repeating: "y", count: 200)
        let input = Data("code 111111\n\(long)\ncode 222222\n".utf8)
        let run = try Hostile.run(["--input", "lines", "--max-line-bytes", "100"], stdin: input)
        #expect(run.finished && run.status == 2, "\(run)")
        #expect(run.stdout == "-#1:111111\n-#3:222222\n")
        #expect(run.stderr == "otpfill: -#2: Line of 220 bytes is longer than the limit; skipped\n")
        let roomy = try Hostile.run(["--input", "lines", "--max-line-bytes", "1000"], stdin: input)
        #expect(roomy.status == 0 && roomy.stdout == "-#1:111111\n-#2:333333\n-#3:222222\n", "\(roomy)")
        let bad = try Hostile.run(["--max-line-bytes", "0"], stdin: input)
        #expect(bad.status == 2 && bad.stdout.isEmpty && bad.stderr.contains("--max-line-bytes"), "\(bad)")
    }

    @Test func maxTextBytesBoundsTheTextExamined() throws {
        let input = Data((String(repeating: "filler ", count: 200) + "Your code is 481516").utf8)
        let capped = try Hostile.run(["--max-text-bytes", "1000"], stdin: input)
        #expect(capped.finished && capped.status == 1 && capped.stdout.isEmpty, "\(capped)")
        let whole = try Hostile.run(["--max-text-bytes", "2000"], stdin: input)
        #expect(whole.status == 0 && whole.stdout == "481516\n", "\(whole)")
    }

    @Test(arguments: [
        ("code-ones", String(repeating: "code 1 1 1 1 ", count: 100_000)),
        ("keyword-flood", String(repeating: "code ", count: 200_000) + "123456"),
        ("keywords-and-codes", String(repeating: "code 123456 ", count: 100_000)),
        ("masked-run", "code 123456\n" + String(repeating: "x", count: 1 << 20)),
    ])
    func floodedMessageFinishesQuickly(name: String, text: String) throws {
        let file = try Hostile.file("\(name).txt", Data(text.utf8))
        let run = try Hostile.run([file], timeout: .seconds(30))
        #expect(run.finished && [0, 1].contains(run.status), "\(name): \(run)")
        #expect(run.elapsed < .seconds(10), "\(name) took \(run.elapsed)")
    }

    @Test func millionLineFileLosesNothing() throws {
        // JSON Lines: blank lines are skipped, every record gives one object, and the bad
        // record on the last line is named by its line number.
        var text = ""
        text.reserveCapacity(1_100_000)
        for line in 1...1_000_000 {
            if line == 1_000_000 { text += "{\"text\": oops}\n" }
            else if line % 100_000 == 0 { text += "{\"id\": \(line), \"text\": \"code \(100000 + line / 100_000)\"}\n" }
            else { text += "\n" }
        }
        let file = try Hostile.file("million.jsonl", Data(text.utf8))
        let run = try Hostile.run(["--input", "jsonl", "--json", file], timeout: .seconds(60))
        #expect(run.finished && run.status == 2, "\(run.status) \(run.stderr)")
        #expect(try Hostile.sources(run.stdout) == (1...9).map { "\(file)#\($0 * 100_000)" })
        #expect(run.stderr.hasPrefix("otpfill: \(file)#1000000: Invalid JSON: "), "\(run.stderr)")
        #expect(!run.stderr.contains("oops"))

        // The same million lines as one text message: read to its cap, examined up to its cap.
        let plain = try Hostile.run(["--input", "text", file], timeout: .seconds(60), measureMemory: true)
        #expect(plain.finished && [0, 1].contains(plain.status) && plain.stderr.isEmpty, "\(plain)")
        if let peak = plain.peakMemory { #expect(peak < 128 << 20, "peak RSS \(peak) bytes") }
    }

    // MARK: Container formats

    static let entityBomb: String = {
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            xml += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        xml += "]>\n<smses count=\"2\"><sms address=\"1\" body=\"Your code is 481516 &lol9;\" />"
        xml += "<sms address=\"2\" body=\"PIN: 2468 &amp; &#x34;\" /></smses>\n"
        return xml
    }()

    @Test func xmlEntityBombIsNotExpanded() throws {
        let file = try Hostile.file("bomb.xml", Data(HostileInputTests.entityBomb.utf8))
        let run = try Hostile.run(["--input", "smsxml", "--json", file], measureMemory: true)
        #expect(run.finished && [0, 1, 2].contains(run.status), "\(run)")
        #expect(try Hostile.sources(run.stdout) == ["\(file)#1", "\(file)#2"])
        if let peak = run.peakMemory { #expect(peak < 128 << 20, "peak RSS \(peak) bytes") }
        #expect(!run.stderr.contains("481516"))
        for format in ["auto", "text", "lines"] {
            let other = try Hostile.run(["--input", format, "--json", file], measureMemory: true)
            #expect(other.finished && [0, 1, 2].contains(other.status), "\(format): \(other)")
            if let peak = other.peakMemory { #expect(peak < 128 << 20, "\(format): peak RSS \(peak) bytes") }
        }
    }

    @Test func mmsWithAHundredThousandPartsIsLinearAndCapped() throws {
        // Appending each part used to copy all the earlier ones: 100 000 parts took 85 s.
        var xml = "<smses><mms sub=\"x\">"
        for _ in 0..<100_000 { xml += "<part ct=\"text/plain\" text=\"1\"/>" }
        xml += "<part ct=\"text/plain\" text=\"Your code is 481516\"/></mms><sms body=\"PIN 2468\"/></smses>"
        let file = try Hostile.file("parts.xml", Data(xml.utf8))
        let run = try Hostile.run(["--input", "smsxml", "--json", file], measureMemory: true)
        #expect(run.finished && run.status == 0 && run.stderr.isEmpty, "\(run)")
        #expect(run.elapsed < .seconds(15), "took \(run.elapsed)")
        #expect(try Hostile.sources(run.stdout) == ["\(file)#1", "\(file)#2"])

        // The parts of one MMS are capped like any message (4 MiB), with one warning.
        var big = "<smses><mms>"
        let part = "<part ct=\"text/plain\" text=\"" + String(repeating: "y", count: 1000) + "\"/>"
        for _ in 0..<6000 { big += part }
        big += "</mms></smses>"
        let bigFile = try Hostile.file("big-parts.xml", Data(big.utf8))
        let capped = try Hostile.run(["--input", "smsxml", bigFile], measureMemory: true)
        #expect(capped.finished && capped.status == 1, "\(capped)")
        #expect(capped.stderr == "otpfill: \(bigFile)#1: Message longer than 4194304 bytes; only the first 4194304 were read\n")
        if let peak = capped.peakMemory { #expect(peak < 128 << 20, "peak RSS \(peak) bytes") }
    }

    @Test func headerParameterFloodStaysInBoundedMemory() throws {
        // 600 000 RFC 2231 sections in one Content-Type header took 120 MB before the cap.
        let mail = "Content-Type: text/plain; " + String(repeating: "a*0=b; ", count: 600_000) + "\n\nYour code is 481516\n"
        let file = try Hostile.file("params.eml", Data(mail.utf8))
        let run = try Hostile.run(["--input", "eml", file], measureMemory: true)
        #expect(run.finished && [0, 1].contains(run.status), "\(run)")
        if let peak = run.peakMemory { #expect(peak < 96 << 20, "peak RSS \(peak) bytes") }
    }

    static func nestedMail(depth: Int) -> String {
        var mail = "From: a@example.com\nSubject: Your sign-in code\nMIME-Version: 1.0\n"
        for level in 0..<depth {
            mail += "Content-Type: multipart/mixed; boundary=\"b\(level)\"\n\n--b\(level)\n"
        }
        mail += "Content-Type: text/plain\n\nYour verification code is 481516\n"
        for level in (0..<depth).reversed() { mail += "--b\(level)--\n" }
        return mail
    }

    @Test func fiveThousandNestedMIMEPartsAreBounded() throws {
        let file = try Hostile.file("nested.eml", Data(HostileInputTests.nestedMail(depth: 5000).utf8))
        let run = try Hostile.run(["--input", "eml", "--json", file], measureMemory: true)
        #expect(run.finished && [0, 1].contains(run.status), "\(run)")
        #expect(try Hostile.sources(run.stdout) == [file])
        if let peak = run.peakMemory { #expect(peak < 128 << 20, "peak RSS \(peak) bytes") }
        #expect(!run.stderr.contains("481516"))
        for format in ["auto", "text", "lines", "mbox"] {
            let other = try Hostile.run(["--input", format, "-q", file])
            #expect(other.finished && [0, 1].contains(other.status) && other.stdout.isEmpty, "\(format): \(other)")
        }
    }

    @Test func fiveThousandSiblingMIMEPartsAreBounded() throws {
        var mail = "Subject: parts\nContent-Type: multipart/mixed; boundary=\"x\"\n\n"
        for index in 0..<5000 { mail += "--x\nContent-Type: text/plain\n\npart \(index)\n" }
        mail += "--x\nContent-Type: text/plain\n\nYour code is 481516\n--x--\n"
        let file = try Hostile.file("siblings.eml", Data(mail.utf8))
        let run = try Hostile.run(["--input", "eml", file], measureMemory: true)
        #expect(run.finished && [0, 1].contains(run.status), "\(run)")
        if let peak = run.peakMemory { #expect(peak < 128 << 20, "peak RSS \(peak) bytes") }
    }

    // MARK: Nothing lost, nothing leaked

    @Test func everyLineGetsOneJSONObjectOrOneErrorLine() throws {
        let lines = ["Your code is 111111", "", "no code here", String(repeating: "z", count: 300), "\u{FFFD}\u{0}", "PIN 2222", "   "]
        let input = Data((lines.joined(separator: "\n") + "\n").utf8)
        let run = try Hostile.run(["--input", "lines", "--json", "--max-line-bytes", "200"], stdin: input)
        #expect(run.finished && run.status == 2, "\(run)")
        #expect(try Hostile.sources(run.stdout) == ["-#1", "-#2", "-#3", "-#5", "-#6", "-#7"])
        #expect(run.stderr == "otpfill: -#4: Line of 300 bytes is longer than the limit; skipped\n")
    }

    @Test func malformedJSONLinesAreNamedAndTheRestProcessed() throws {
        let input = Data("""
            {"id": "a", "text": "Your code is 111111"}
            {"id": "b", "text": "SECRET 999999
            not json at all SECRET 888888
            {"id": "c"}
            {"id": "d", "text": "PIN: 2222"}

            """.utf8)
        let run = try Hostile.run(["--input", "jsonl", "--json"], stdin: input)
        #expect(run.finished && run.status == 2, "\(run)")
        #expect(try Hostile.sources(run.stdout) == ["-#1", "-#5"])
        let errors = run.stderr.split(separator: "\n").map(String.init)
        #expect(errors.count == 3)
        #expect(errors.map { $0.split(separator: ":").prefix(2).joined(separator: ":") } == ["otpfill: -#2", "otpfill: -#3", "otpfill: -#4"])
        #expect(!run.stderr.contains("SECRET") && !run.stderr.contains("999999") && !run.stderr.contains("888888"))
    }

    @Test func stderrNeverEchoesMessageText() throws {
        let secret = "SECRET-TEXT 481516"
        // A truncated message, a refused origin, and an overlong line each produce a warning.
        var big = Data("Your code is 481516. \(secret)\n".utf8)
        big.append(Data(repeating: UInt8(ascii: "s"), count: 5 << 20))
        let bigFile = try Hostile.file("big-secret.txt", big)
        defer { try? FileManager.default.removeItem(atPath: bigFile) }
        let runs = [
            try Hostile.run([bigFile]),
            try Hostile.run(["--origin", "other.example"], stdin: Data("Your code is 481516. \(secret)\n\n@example.com #481516".utf8)),
            try Hostile.run(["--input", "lines", "--max-line-bytes", "10"], stdin: Data("\(secret)\n".utf8)),
            try Hostile.run(["--charset", "digits"], stdin: Data("Your code is K7PQ2X. \(secret)".utf8)),
        ]
        for run in runs {
            #expect(run.finished && !run.stderr.isEmpty, "\(run)")
            #expect(!run.stderr.contains("SECRET") && !run.stderr.contains("481516"), "\(run.stderr)")
        }
    }

    @Test func mailboxAndBackupLoseNoRecord() throws {
        var mbox = ""
        for index in 1...30 {
            mbox += "From a@example.com Mon Jan  1 00:00:00 2024\n"
            mbox += index % 10 == 0 ? "\u{0}\u{1}binary\u{FFFD}\n\n" : "Subject: Your code \(100000 + index)\n\nUse it now.\n\n"
        }
        let mboxFile = try Hostile.file("box.mbox", Data(mbox.utf8))
        let mail = try Hostile.run(["--input", "mbox", "--json", mboxFile])
        #expect(mail.finished && mail.status == 0, "\(mail)")
        #expect(try Hostile.sources(mail.stdout) == (1...30).map { "\(mboxFile)#\($0)" })

        var xml = "<?xml version='1.0'?>\n<smses count=\"40\">\n"
        for index in 1...40 { xml += "<sms address=\"1\" body=\"Your code is \(200000 + index) SECRET\" />\n" }
        xml += "<sms address=\"1\" body=\"cut off SECRET 999999"
        let xmlFile = try Hostile.file("cut.xml", Data(xml.utf8))
        let backup = try Hostile.run(["--input", "smsxml", "--json", xmlFile])
        #expect(backup.finished && backup.status == 2, "\(backup)")
        #expect(try Hostile.sources(backup.stdout) == (1...40).map { "\(xmlFile)#\($0)" })
        #expect(backup.stderr.hasPrefix("otpfill: \(xmlFile): ") && !backup.stderr.contains("SECRET"), "\(backup.stderr)")
    }

    @Test func redactMasksCodesInEveryOutput() throws {
        let input = Data("Your verification code is 481516".utf8)
        let plain = try Hostile.run(["--redact"], stdin: input)
        #expect(plain.status == 0 && plain.stdout == "48••16\n", "\(plain)")
        let report = try Hostile.run(["--redact", "--report"], stdin: input)
        #expect(report.status == 0 && report.stdout == "48••16  [•][•][•][•][•][•] 6/6 commit\n", "\(report)")
        for arguments in [["--redact", "--json"], ["--redact", "--all"], ["--redact", "--explain"]] {
            let run = try Hostile.run(arguments, stdin: input)
            #expect(run.status == 0 && run.stdout.contains("48••16") && !run.stdout.contains("481516"), "\(arguments): \(run)")
        }
    }
}

// MARK: - Running the binary

/// One finished (or stopped) run of `otpfill`.
struct HostileRun: CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String
    var elapsed: Duration
    /// False when the run was stopped at its time limit.
    var finished: Bool
    /// The peak resident set in bytes, when measured (`/usr/bin/time` is needed).
    var peakMemory: Int?

    var description: String {
        "status \(status)\(finished ? "" : " (stopped)") after \(elapsed)\nstdout: \(stdout.prefix(500))\nstderr: \(stderr.prefix(500))"
    }
}

enum Hostile {
    /// The `otpfill` built next to the test bundle, or in `.build/debug`.
    static let binary = OTPFillBinary.url.path

    /// A scratch directory for this test process, removed by the OS's tmp cleaning.
    static let directory: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("otpfill-hostile-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    static func file(_ name: String, _ data: Data) throws -> String {
        let url = directory.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    /// `/usr/bin/time`, which reports a child's own peak memory. (`getrusage(RUSAGE_CHILDREN)`
    /// in the test process does not: a child spawned from it starts out charged with the
    /// test process's own peak.)
    static let timeCommand = FileManager.default.isExecutableFile(atPath: "/usr/bin/time") ? "/usr/bin/time" : nil

    /// Runs otpfill with `arguments`, feeding `stdin` (or `/dev/null`), and stops it after
    /// `timeout`; with `measureMemory`, under `/usr/bin/time` when there is one.
    static func run(
        _ arguments: [String], stdin: Data? = nil, timeout: Duration = .seconds(30), measureMemory: Bool = false
    ) throws -> HostileRun {
        let id = UUID().uuidString
        let outURL = directory.appendingPathComponent("\(id).out"), errURL = directory.appendingPathComponent("\(id).err")
        let memoryURL = directory.appendingPathComponent("\(id).rss")
        defer { try? FileManager.default.removeItem(at: memoryURL) }
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let process = Process()
        if measureMemory, let timeCommand {
            process.executableURL = URL(fileURLWithPath: timeCommand)
            process.arguments = ["-f", "%M", "-o", memoryURL.path, binary] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
        }
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        var inputURL: URL?
        if let stdin {
            let url = directory.appendingPathComponent("\(id).in")
            try stdin.write(to: url)
            inputURL = url
            process.standardInput = try FileHandle(forReadingFrom: url)
        } else {
            process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        }
        defer { if let inputURL { try? FileManager.default.removeItem(at: inputURL) } }

        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        var finished = true
        while process.isRunning {
            if clock.now - start > timeout {
                finished = false
                process.terminate()
                break
            }
            usleep(5_000)
        }
        process.waitUntilExit()
        let elapsed = clock.now - start
        try out.close()
        try err.close()
        return HostileRun(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
            elapsed: elapsed,
            finished: finished && process.terminationReason == .exit,
            peakMemory: (try? String(contentsOf: memoryURL, encoding: .utf8))
                .flatMap { Int($0.split(separator: "\n").last ?? "") }.map { $0 * 1024 })
    }

    /// The `source` of each JSON Lines object in `output`, in order; fails on a line that is not an object.
    static func sources(_ output: String) throws -> [String] {
        try output.split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return try #require(object?["source"] as? String, "not a result object: \(line.prefix(200))")
        }
    }
}
