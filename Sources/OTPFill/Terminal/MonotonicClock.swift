import Glibc

/// Milliseconds of `CLOCK_MONOTONIC` (`clock_gettime(2)`), the time base of ``PromptSession``.
public enum MonotonicClock {
    public static func milliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000
    }
}
