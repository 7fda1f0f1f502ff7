import Dispatch
import Synchronization
import Testing

@testable import OTPFill

/// One compiled pattern used from many threads, and find-all over large buffers.
@Suite struct PatternConcurrencyTests {
    private static func subject(seed: Int, codes: Int) -> String {
        var text = ""
        for index in 0..<codes {
            let code = String((seed * 7_919 + index * 104_729) % 1_000_000)
            text += "msg \(index): your code is \(String(repeating: "0", count: 6 - code.count))\(code). "
        }
        return text
    }

    @Test func patternSharedAcrossThreadsGivesIdenticalResults() throws {
        let pattern = try Pattern(#"(?<code>\b\d{6}\b)"#)
        let subject = Self.subject(seed: 1, codes: 500)
        let expected = pattern.allMatches(in: subject)
        #expect(expected.count == 500)
        let results = Mutex<[[PatternMatch]]>([])
        DispatchQueue.concurrentPerform(iterations: 64) { _ in
            let found = pattern.allMatches(in: subject)
            results.withLock { $0.append(found) }
        }
        let all = results.withLock { $0 }
        #expect(all.count == 64)
        #expect(all.allSatisfy { $0 == expected })
    }

    @Test func concurrentTasksWithDifferentSubjectsDoNotSeeEachOthersMatches() async throws {
        let pattern = try Pattern(#"(?<code>\b\d{6}\b)"#)
        let seeds = Array(0..<32)
        let expected = seeds.map {
            pattern.strings(in: Self.subject(seed: $0, codes: 200), group: "code")
        }
        let found = await withTaskGroup(of: (Int, [String]).self) { group in
            for seed in seeds {
                group.addTask {
                    (seed, pattern.strings(in: Self.subject(seed: seed, codes: 200), group: "code"))
                }
            }
            var found = Array(repeating: [String](), count: seeds.count)
            for await (seed, codes) in group { found[seed] = codes }
            return found
        }
        #expect(found == expected)
    }

    @Test func findAllOverTwoMegabytesIsLinear() throws {
        let pattern = try Pattern(#"(?<!\d)\d{6}(?!\d)"#)
        let record = Array("code 123456; ".utf8)
        let repeats = 2_000_000 / record.count + 1
        var subject: [UInt8] = []
        subject.reserveCapacity(record.count * repeats)
        for _ in 0..<repeats { subject += record }
        #expect(subject.count > 2_000_000)
        let clock = ContinuousClock()
        var count = 0
        let elapsed = clock.measure {
            subject.withUnsafeBufferPointer { buffer in
                pattern.forEachMatch(in: buffer) { _ in
                    count += 1
                    return true
                }
            }
        }
        #expect(count == repeats)
        // Re-validating 2 MB of UTF-8 for each of the ~150,000 matches would take minutes.
        #expect(elapsed < .seconds(2))
    }

    @Test func findAllOverTwoMegabytesWithInvalidBytesFindsEveryCode() throws {
        let pattern = try Pattern(#"(?<!\d)\d{6}(?!\d)"#)
        let record: [UInt8] = [0xFF] + Array("654321".utf8) + [0xC3, 0x20, 0xE2, 0x82]
        let repeats = 2_000_000 / record.count + 1
        var subject: [UInt8] = []
        for _ in 0..<repeats { subject += record }
        let found = subject.withUnsafeBufferPointer { pattern.allMatches(in: $0) }
        #expect(found.count == repeats)
        #expect(found.first?.range == 1..<7)
        #expect(found.last?.range.count == 6)
    }
}
