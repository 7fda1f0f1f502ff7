import Glibc

/// Values that start as zero, mapped from the kernel's zeroed pages (`mmap`) rather than filled
/// with zeros: ``RuleGate``'s slots per piece (`UInt64` words) and its flags per byte pair
/// (``RuleGate/Lookup/pairs``, 65,536 bytes).
///
/// An array of zeros is filled by glibc's `memset` with `rep stosb`, one instruction a byte
/// under callgrind: about 475 KB of words and 64 KiB of flags for each of the two or three gates
/// a run of one message builds, 4.7 % and 0.8 % of it when measured. Pages the gate and the
/// messages never touch are never made resident.
final class MappedZeros<Element>: @unchecked Sendable {
    /// The values, all 0 until written; written only while the gate is built.
    let values: UnsafeMutablePointer<Element>
    private let byteCount: Int

    /// `count` zeros.
    init(count: Int) {
        byteCount = max(1, count) * MemoryLayout<Element>.stride
        let mapped = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let mapped, mapped != MAP_FAILED else { preconditionFailure("Could not map \(byteCount) bytes for a rule gate") }
        values = mapped.bindMemory(to: Element.self, capacity: max(1, count))
    }

    deinit { munmap(values, byteCount) }
}
