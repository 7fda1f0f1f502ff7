import Glibc

/// Words that start as zero, mapped from the kernel's zeroed pages (`mmap`) rather than filled
/// with zeros: ``RuleGate``'s slots per piece.
///
/// An array of zeros is filled by glibc's `memset` with `rep stosb`, one instruction a byte
/// under callgrind: about 475 KB for each of the two gates a run of one message builds, 4.7 %
/// of it. Pages holding only pieces the gate does not use are never made resident.
final class MappedWords: @unchecked Sendable {
    /// The words, all 0 until written; written only while the gate is built.
    let words: UnsafeMutablePointer<UInt64>
    private let byteCount: Int

    /// `count` words of zeros.
    init(count: Int) {
        byteCount = max(1, count) * MemoryLayout<UInt64>.stride
        let mapped = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let mapped, mapped != MAP_FAILED else { preconditionFailure("Could not map \(byteCount) bytes for a rule gate") }
        words = mapped.bindMemory(to: UInt64.self, capacity: max(1, count))
    }

    deinit { munmap(words, byteCount) }
}
