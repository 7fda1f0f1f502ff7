import Glibc

/// One byte of flags per byte pair (65,536 of them), zero until set: ``RuleGate/Lookup/pairs``.
///
/// The table is mapped from the kernel's zeroed pages (`mmap`) rather than filled with zeros:
/// a run of one message builds two or three gates, and zeroing 64 KiB for each cost 0.8 % of
/// it. Pages no pair of the gate or the messages touches are never made resident.
final class PairFlags: @unchecked Sendable {
    /// The flags, by pair (first byte low).
    let flags: UnsafeMutablePointer<UInt8>
    private static let size = 1 << 16

    init() {
        let mapped = mmap(nil, PairFlags.size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let mapped, mapped != MAP_FAILED else { preconditionFailure("Could not map \(PairFlags.size) bytes for a rule gate") }
        flags = mapped.bindMemory(to: UInt8.self, capacity: PairFlags.size)
    }

    deinit { munmap(flags, PairFlags.size) }
}
