import CPCRE2
import Synchronization

/// A PCRE2 regular expression compiled once, JIT-compiled, and safe to share between threads.
///
/// Every pattern is compiled in UTF mode with `PCRE2_MATCH_INVALID_UTF`, so any byte sequence
/// is a valid subject: invalid UTF-8 simply never matches, and no call re-validates the subject
/// (a find-all loop stays linear). Matching goes through `pcre2_jit_match_8` when the JIT is
/// available and `pcre2_match_8` otherwise, always under explicit match and depth limits:
/// running into a limit means "no match here", never a crash or a hang.
///
/// JIT compilation is lazy: the first ``jitThreshold`` match attempts run PCRE2's interpreter
/// (a pattern used for one message is never worth its 30–100 µs of JIT compilation); the
/// attempt after that JIT-compiles a copy of the code (`pcre2_code_copy_8`), which is then
/// published to every thread. The interpreter and the JIT give the same matches. A pattern may
/// carry a rewrite that the JIT compiles instead (the same matches, found faster:
/// ``DecimalDigitClass``, ``AlternationFactoring``), so that the rewrite is paid for only by
/// patterns used often.
///
/// After `init` the compiled code is read-only; match data is created per call, so one
/// `Pattern` can be used from many threads at once.
public final class Pattern: @unchecked Sendable {
    /// Compile options beyond the UTF mode every pattern gets.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Letters match either case (`PCRE2_CASELESS`).
        public static let caseless = Options(rawValue: PCRE2_CASELESS)
        /// `\d`, `\w`, `\b` and POSIX classes use Unicode properties (`PCRE2_UCP`); slower.
        public static let unicodeProperties = Options(rawValue: PCRE2_UCP)
        /// `^` and `$` match at line breaks (`PCRE2_MULTILINE`).
        public static let multiline = Options(rawValue: PCRE2_MULTILINE)
        /// `.` also matches a newline (`PCRE2_DOTALL`).
        public static let dotAll = Options(rawValue: PCRE2_DOTALL)
        /// A search may be told the last byte its match can start at (`PCRE2_USE_OFFSET_LIMIT`;
        /// ``forEachRange(in:from:limit:group:_:)``), so that it does not try the rest.
        public static let offsetLimit = Options(rawValue: PCRE2_USE_OFFSET_LIMIT)
    }

    /// What one attempt to match produced.
    public enum Outcome: Equatable, Sendable {
        case match(PatternMatch)
        case noMatch
        /// The match, depth or JIT stack limit was reached: treated as no match by callers.
        case limitExceeded(code: Int32, message: String)
    }

    /// The default number of internal match steps before PCRE2 gives up (`pcre2_set_match_limit_8`).
    public static let defaultMatchLimit: UInt32 = 1_000_000
    /// The default backtracking depth limit (`pcre2_set_depth_limit_8`).
    public static let defaultDepthLimit: UInt32 = 10_000
    /// How many attempts of one find-all scan may run into a limit before the scan gives up.
    public static let maxLimitHitsPerScan = 8

    /// The pattern as it was written.
    public let source: String
    /// Named groups and their numbers, from PCRE2's name table.
    public let groupNames: [String: Int]
    /// The number of capturing groups, not counting group 0.
    public let captureCount: Int
    /// Whether matching runs JIT-compiled code (after ``jitThreshold`` attempts).
    public var isJITCompiled: Bool { jitState.load(ordering: .acquiring) == Pattern.jitReady }

    /// Match attempts run by the interpreter before the pattern is JIT-compiled; 0 compiles at init.
    public let jitThreshold: Int
    /// The default ``jitThreshold``: enough that one message never pays for the JIT.
    public static let defaultJITThreshold = 16

    /// The interpreter's code; never JIT-compiled, so it stays valid while the JIT copy is made.
    private let code: OpaquePointer
    private let context: OpaquePointer
    private let flags: UInt32
    private let matchLimit: UInt32
    private let depthLimit: UInt32
    /// Gives the source the JIT compiles instead of ``source``; `nil` (or a `nil` result, or a
    /// rewrite that does not compile) JIT-compiles the pattern itself.
    private let jitRewrite: (@Sendable (String) -> String?)?
    /// A JIT-compiled copy of `code`, set once when `jitState` becomes `jitReady`.
    nonisolated(unsafe) private var jitCode: OpaquePointer?
    private let jitState = Atomic<Int>(0)
    private let attempts = Atomic<Int>(0)
    private static let jitNone = 0, jitBuilding = 1, jitReady = 2, jitUnavailable = 3

    /// Compiles `pattern` (`pcre2_compile_8`) and JIT-compiles it (`pcre2_jit_compile_8`).
    ///
    /// - Parameters:
    ///   - pattern: PCRE2 syntax; inline flags such as `(?i)` work.
    ///   - options: extra compile options; UTF mode is always on.
    ///   - matchLimit: match steps allowed per attempt; defaults to ``defaultMatchLimit``.
    ///   - depthLimit: backtracking depth allowed per attempt; defaults to ``defaultDepthLimit``.
    ///   - jitThreshold: interpreter attempts before JIT compilation; defaults to ``defaultJITThreshold``.
    ///   - jitRewrite: turns `pattern` into the source the JIT compiles instead, which must
    ///     give the same matches with the same groups; `nil` to JIT-compile `pattern` itself.
    ///   - interpretsRewrite: the interpreter runs the rewrite too, so that it is compiled once
    ///     (the JIT takes a copy); `pattern` itself is compiled only when there is no rewrite or
    ///     it does not compile. Only for a pattern known to compile: an error is `pattern`'s.
    /// - Throws: ``PCRE2Error/compile(message:pattern:offset:)`` with PCRE2's message and offset.
    public convenience init(
        _ pattern: String,
        options: Options = [],
        matchLimit: UInt32 = Pattern.defaultMatchLimit,
        depthLimit: UInt32 = Pattern.defaultDepthLimit,
        jitThreshold: Int = Pattern.defaultJITThreshold,
        jitRewrite: (@Sendable (String) -> String?)? = nil,
        interpretsRewrite: Bool = false
    ) throws(PCRE2Error) {
        let flags = Pattern.flags(options)
        var errorCode: Int32 = 0
        var errorOffset = 0
        let rewritten = interpretsRewrite ? jitRewrite?(pattern).flatMap {
            Pattern.compile($0, flags: flags, errorCode: &errorCode, errorOffset: &errorOffset)
        } : nil
        guard let compiled = rewritten ?? Pattern.compile(pattern, flags: flags, errorCode: &errorCode, errorOffset: &errorOffset) else {
            throw .compile(message: PCRE2Error.message(for: errorCode), pattern: pattern, offset: errorOffset)
        }
        self.init(code: compiled, source: pattern, matchLimit: matchLimit, depthLimit: depthLimit,
                  jitThreshold: jitThreshold, jitRewrite: interpretsRewrite ? nil : jitRewrite)
    }

    /// A pattern whose code PCRE2 has compiled already from `source` (``SerializedPatterns``
    /// decodes it); the pattern owns `code` from here on. The other parameters are `init`'s.
    init(
        code compiled: OpaquePointer,
        source: String,
        matchLimit: UInt32 = Pattern.defaultMatchLimit,
        depthLimit: UInt32 = Pattern.defaultDepthLimit,
        jitThreshold: Int = Pattern.defaultJITThreshold,
        jitRewrite: (@Sendable (String) -> String?)? = nil
    ) {
        self.source = source
        flags = Pattern.info(compiled, PCRE2_INFO_ARGOPTIONS)
        self.matchLimit = matchLimit
        self.depthLimit = depthLimit
        self.jitRewrite = jitRewrite
        guard let matchContext = pcre2_match_context_create_8(nil) else {
            pcre2_code_free_8(compiled)
            preconditionFailure("PCRE2 could not allocate a match context")
        }
        pcre2_set_match_limit_8(matchContext, matchLimit)
        pcre2_set_depth_limit_8(matchContext, depthLimit)
        code = compiled
        context = matchContext
        self.jitThreshold = max(0, jitThreshold)
        captureCount = Int(Pattern.info(compiled, PCRE2_INFO_CAPTURECOUNT))
        groupNames = Pattern.readNameTable(compiled)
        if self.jitThreshold == 0 { _ = compileJIT(inPlace: true) }
    }

    /// The compile options of a pattern with `options`: UTF mode, where invalid UTF-8 never matches.
    static func flags(_ options: Options) -> UInt32 {
        PCRE2_UTF | PCRE2_MATCH_INVALID_UTF | options.rawValue
    }

    /// The interpreter's code as `pcre2_serialize_encode_8` writes it, for ``SerializedPatterns``;
    /// `nil` if PCRE2 refuses.
    func serialized() -> [UInt8]? {
        var bytes: UnsafeMutablePointer<UInt8>? = nil
        var size = 0
        var codes: [OpaquePointer?] = [code]
        guard pcre2_serialize_encode_8(&codes, 1, &bytes, &size, nil) == 1, let bytes else { return nil }
        defer { pcre2_serialize_free_8(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: size))
    }

    deinit {
        pcre2_match_context_free_8(context)
        if let jitCode, jitCode != code { pcre2_code_free_8(jitCode) }
        pcre2_code_free_8(code)
    }

    /// The JIT code if it is ready; after ``jitThreshold`` attempts the first caller builds it
    /// (`pcre2_jit_compile_8` on a copy: it must not run on code other threads are matching).
    ///
    /// An attempt on a long subject counts as one per 128 bytes: the interpreter took a third of
    /// a million instructions for some rules on one e-mail, ten times their JIT compilation.
    @inline(__always)
    private func jitted(subjectLength: Int) -> OpaquePointer? {
        let state = jitState.load(ordering: .acquiring)
        if state == Pattern.jitReady { return jitCode }
        if state != Pattern.jitNone { return nil }
        guard attempts.wrappingAdd(1 + subjectLength >> 7, ordering: .relaxed).newValue > jitThreshold else { return nil }
        return compileJIT()
    }

    /// JIT-compiles the rewrite, or else a copy of `code`; `inPlace` (from `init`, when no
    /// other thread can be matching it) JIT-compiles `code` itself: a long run's patterns are
    /// JIT-compiled at once and never interpreted, and the copy doubled their compiled code.
    /// The interpreter's calls pass `PCRE2_NO_JIT`, so `code` is still interpreted there.
    private func compileJIT(inPlace: Bool = false) -> OpaquePointer? {
        guard jitState.compareExchange(expected: Pattern.jitNone, desired: Pattern.jitBuilding,
                                       ordering: .acquiring).exchanged else { return nil }
        guard let copy = rewrittenCode() ?? (inPlace ? code : pcre2_code_copy_8(code)) else {
            jitState.store(Pattern.jitUnavailable, ordering: .releasing)
            return nil
        }
        guard pcre2_jit_compile_8(copy, PCRE2_JIT_COMPLETE) == 0 else {
            if copy != code { pcre2_code_free_8(copy) }
            jitState.store(Pattern.jitUnavailable, ordering: .releasing)
            return nil
        }
        jitCode = copy
        jitState.store(Pattern.jitReady, ordering: .releasing)
        return copy
    }

    /// ``source`` compiled through ``jitRewrite``, if it gives a rewrite that compiles.
    private func rewrittenCode() -> OpaquePointer? {
        guard let rewritten = jitRewrite?(source) else { return nil }
        var errorCode: Int32 = 0
        var errorOffset = 0
        return Pattern.compile(rewritten, flags: flags, errorCode: &errorCode, errorOffset: &errorOffset)
    }

    /// `pcre2_compile_8` on `source`'s UTF-8; `nil` with PCRE2's error code and offset when it fails.
    private static func compile(_ source: String, flags: UInt32, errorCode: inout Int32, errorOffset: inout Int) -> OpaquePointer? {
        Array(source.utf8).withUnsafeBufferPointer { buffer in
            pcre2_compile_8(buffer.baseAddress ?? Pattern.emptySubject, buffer.count, flags, &errorCode, &errorOffset, nil)
        }
    }

    // MARK: Matching bytes

    /// Tries to match once, starting the search at byte `start` of `subject`.
    ///
    /// Look-behind may inspect bytes before `start`, as with `pcre2_match_8`'s start offset.
    public func outcome(in subject: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Outcome {
        precondition(start >= 0 && start <= subject.count, "start offset \(start) is outside the subject")
        return withMatchData { run(subject, start, $0) }
    }

    /// The first match at or after byte `start`, or `nil` (also when a limit was reached).
    public func firstMatch(in subject: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> PatternMatch? {
        if case let .match(found) = outcome(in: subject, from: start) { return found }
        return nil
    }

    /// Whether the pattern matches anywhere at or after `start`; copies no groups.
    public func matches(_ subject: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Bool {
        firstMatch(in: subject, from: start) != nil
    }

    /// Calls `body` with each non-overlapping match in order until it returns `false`.
    ///
    /// Empty matches advance by one character, so the loop always ends.
    public func forEachMatch(
        in subject: UnsafeBufferPointer<UInt8>,
        from start: Int = 0,
        _ body: (PatternMatch) throws -> Bool
    ) rethrows {
        try withMatchData { matchData in
            try forEachMatch(subject, start, matchData, body)
        }
    }

    private func forEachMatch(
        _ subject: UnsafeBufferPointer<UInt8>,
        _ start: Int,
        _ matchData: OpaquePointer,
        _ body: (PatternMatch) throws -> Bool
    ) rethrows {
        var offset = start
        var limitsHit = 0
        while offset <= subject.count {
            let found: PatternMatch
            switch run(subject, offset, matchData) {
            case let .match(match):
                found = match
            case .noMatch:
                return
            case .limitExceeded:
                // No decision at this start; try from the next character, but a subject that
                // keeps hitting limits is hostile and gets no more work.
                limitsHit += 1
                guard limitsHit < Pattern.maxLimitHitsPerScan else { return }
                offset = Pattern.scalarStart(after: offset, in: subject)
                continue
            }
            guard try body(found) else { return }
            let range = found.range
            offset = range.isEmpty ? Pattern.scalarStart(after: range.upperBound, in: subject) : range.upperBound
        }
    }

    /// Every non-overlapping match at or after `start`, in order.
    public func allMatches(in subject: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> [PatternMatch] {
        var found: [PatternMatch] = []
        forEachMatch(in: subject, from: start) { found.append($0); return true }
        return found
    }

    // MARK: Matching strings

    /// The first match in `text`; ranges are UTF-8 byte offsets into `text`.
    public func firstMatch(in text: String) -> PatternMatch? {
        var text = text
        return text.withUTF8 { firstMatch(in: $0) }
    }

    /// Every non-overlapping match in `text`; ranges are UTF-8 byte offsets into `text`.
    public func allMatches(in text: String) -> [PatternMatch] {
        var text = text
        return text.withUTF8 { allMatches(in: $0) }
    }

    /// The text of every match of the named (or, when `group` is `nil`, whole) group in `text`.
    public func strings(in text: String, group: String? = nil) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            allMatches(in: bytes).compactMap { found in
                guard let range = group.map({ found[$0] }) ?? found.range else { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            }
        }
    }

    // MARK: Internals

    /// A byte to point at when a subject or pattern is empty: PCRE2 wants a non-null pointer.
    nonisolated(unsafe) private static let emptySubject: UnsafePointer<UInt8> = {
        let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return UnsafePointer(pointer)
    }()

    /// Calls `body` with match data big enough for this pattern: the thread's shared block
    /// (`cpcre2_thread_match_data`) when it fits, else one made for this call.
    @inline(__always)
    private func withMatchData<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
        if captureCount < 64, let shared = cpcre2_thread_match_data() {
            return try body(shared)
        }
        guard let matchData = pcre2_match_data_create_from_pattern_8(code, nil) else {
            preconditionFailure("PCRE2 could not allocate match data")
        }
        defer { pcre2_match_data_free_8(matchData) }
        return try body(matchData)
    }

    /// Calls `body` with the range of each non-overlapping match at or after byte `start`
    /// (default 0) in order, and the range of group `group` in it (`nil` when `group` is `nil`
    /// or did not take part), until it returns `false`. The same matches as
    /// ``forEachMatch(in:from:_:)``, without building a ``PatternMatch`` (two arrays and a
    /// dictionary) for each.
    ///
    /// A search from a later start (``RuleGate/Allowed/start(of:)``) that runs into a limit
    /// before its first match starts again from 0: the retries step on from where the search
    /// began, and must be the ones a search from 0 makes.
    ///
    /// `limit` (``RuleGate/Allowed/limit(of:)``), for a pattern compiled with
    /// ``Options/offsetLimit``, is the last byte at which a match can start
    /// (`pcre2_set_offset_limit_8`): no start after it is tried, and the matches are the same.
    /// A start after it could have run into a match or depth limit, but never matched, so the
    /// scan would have found nothing more either way.
    func forEachRange(
        in subject: UnsafeBufferPointer<UInt8>,
        from start: Int = 0,
        limit: Int? = nil,
        group: Int?,
        _ body: (Range<Int>, Range<Int>?) -> Bool
    ) {
        precondition(start >= 0 && start <= subject.count, "start offset \(start) is outside the subject")
        withMatchData { matchData in
            var from = start
            var offset = start
            var limitsHit = 0
            let unset = cpcre2_unset()
            while offset <= subject.count {
                let rc = runRaw(subject, offset, matchData, limit: limit)
                if rc == PCRE2_ERROR_NOMATCH || rc == PCRE2_ERROR_PARTIAL { return }
                if rc < 0, offset == from, from > 0 {
                    from = 0
                    offset = 0
                    continue
                }
                if rc < 0 {
                    limitsHit += 1
                    guard limitsHit < Pattern.maxLimitHitsPerScan else { return }
                    offset = Pattern.scalarStart(after: offset, in: subject)
                    continue
                }
                let (range, groupRange) = matchedRanges(matchData, group: group, unset: unset)
                guard body(range, groupRange) else { return }
                offset = range.isEmpty ? Pattern.scalarStart(after: range.upperBound, in: subject) : range.upperBound
            }
        }
    }

    /// The first byte after `offset` that starts a character: where a scan goes on after an
    /// empty match or a start that ran into a limit, so that it never starts inside one.
    @inline(__always)
    private static func scalarStart(after offset: Int, in subject: UnsafeBufferPointer<UInt8>) -> Int {
        var next = offset + 1
        while next < subject.count, subject[next] & 0xC0 == 0x80 { next += 1 }
        return next
    }

    /// The whole match and group `group`'s range (`nil` when the group did not take part) of the
    /// match that `matchData` holds.
    @inline(__always)
    private func matchedRanges(_ matchData: OpaquePointer, group: Int?, unset: Int) -> (Range<Int>, Range<Int>?) {
        let vector = pcre2_get_ovector_pointer_8(matchData)!
        let pairs = Int(pcre2_get_ovector_count_8(matchData))
        var groupRange: Range<Int>? = nil
        if let group, group <= captureCount, group < pairs {
            let lower = vector[2 * group], upper = vector[2 * group + 1]
            if lower != unset && upper >= lower { groupRange = lower..<upper }
        }
        return (vector[0]..<vector[1], groupRange)
    }

    /// ``forEachRange(in:from:limit:group:_:)`` for a pattern whose every match starts at a byte
    /// `nextStart` gives: `nextStart(offset)` is the first at
    /// or after `offset`, `nil` when there is none. Only those bytes are tried, each with one
    /// search whose offset limit is its start (a pattern compiled without ``Options/offsetLimit``
    /// is scanned as before), instead of a search that tries every byte from `start` to `limit`: in an e-mail, a rule's words ("order", "call") stand a few times
    /// between its first and its last.
    ///
    /// The matches are the same: PCRE2 counts its match limit afresh at each start (the JIT
    /// and the interpreter alike), so each search is the one a scan makes at that byte. A
    /// start that runs into a limit hands the whole search to the scan, which takes it from
    /// `start` with its own retries; the matches already reported are skipped there.
    func forEachRange(
        in subject: UnsafeBufferPointer<UInt8>,
        from start: Int,
        limit: Int?,
        startingAt nextStart: (Int) -> Int?,
        group: Int?,
        _ body: (Range<Int>, Range<Int>?) -> Bool
    ) {
        precondition(start >= 0 && start <= subject.count, "start offset \(start) is outside the subject")
        guard flags & PCRE2_USE_OFFSET_LIMIT != 0 else {
            // Without an offset limit each search would run on to the end.
            forEachRange(in: subject, from: start, limit: limit, group: group, body)
            return
        }
        var reported = 0
        let ranIntoLimit: Bool = withMatchData { matchData in
            var offset = start
            let unset = cpcre2_unset()
            while offset <= subject.count, let at = nextStart(offset) {
                let rc = runRaw(subject, at, matchData, limit: at)
                if rc == PCRE2_ERROR_NOMATCH || rc == PCRE2_ERROR_PARTIAL {
                    offset = at + 1
                    continue
                }
                if rc < 0 { return true }
                let (range, groupRange) = matchedRanges(matchData, group: group, unset: unset)
                reported += 1
                guard body(range, groupRange) else { return false }
                offset = range.isEmpty ? Pattern.scalarStart(after: range.upperBound, in: subject) : range.upperBound
            }
            return false
        }
        guard ranIntoLimit else { return }
        var skipped = 0
        forEachRange(in: subject, from: start, limit: limit, group: group) { range, groupRange in
            guard skipped == reported else {
                skipped += 1
                return true
            }
            return body(range, groupRange)
        }
    }

    /// Whether the pattern matches anywhere in `subject` at or after byte `start` (as
    /// ``matches(_:from:)``), copying nothing; `limit` as for ``forEachRange(in:from:limit:group:_:)``.
    func hasMatch(in subject: UnsafeBufferPointer<UInt8>, from start: Int = 0, limit: Int? = nil) -> Bool {
        matchesAnywhere(in: subject, from: start, limit: limit) ?? false
    }

    /// ``hasMatch(in:from:limit:)``, told apart from a limit: `nil` when PCRE2 ran into its
    /// match or depth limit and so cannot say (a find-all scan would go on from the next character).
    func matchesAnywhere(in subject: UnsafeBufferPointer<UInt8>, from start: Int = 0, limit: Int? = nil) -> Bool? {
        precondition(start >= 0 && start <= subject.count, "start offset \(start) is outside the subject")
        return withMatchData { matchData in
            let rc = runRaw(subject, start, matchData, limit: limit)
            if rc >= 0 { return true }
            if rc == PCRE2_ERROR_NOMATCH || rc == PCRE2_ERROR_PARTIAL { return false }
            return nil
        }
    }

    /// One match attempt: PCRE2's return code (the JIT, or the interpreter when the JIT's stack
    /// ran out). With a `limit`, the thread's match context carries it (the pattern's own is
    /// shared between threads, so read-only).
    @inline(__always)
    private func runRaw(_ subject: UnsafeBufferPointer<UInt8>, _ start: Int, _ matchData: OpaquePointer, limit: Int? = nil) -> Int32 {
        let base = subject.baseAddress ?? Pattern.emptySubject
        var context = self.context
        if let limit, flags & PCRE2_USE_OFFSET_LIMIT != 0, let threadContext = cpcre2_thread_match_context() {
            pcre2_set_match_limit_8(threadContext, matchLimit)
            pcre2_set_depth_limit_8(threadContext, depthLimit)
            pcre2_set_offset_limit_8(threadContext, limit)
            context = threadContext
        }
        let jit = jitted(subjectLength: subject.count)
        var rc = if let jit {
            pcre2_jit_match_8(jit, base, subject.count, start, 0, matchData, context)
        } else {
            pcre2_match_8(code, base, subject.count, start, PCRE2_NO_JIT, matchData, context)
        }
        if rc == PCRE2_ERROR_JIT_STACKLIMIT {
            // The JIT's 32 KiB machine stack does not grow; the interpreter keeps its
            // backtracking on the heap under the same match and depth limits, so it decides what
            // the JIT could not. The subject is not re-validated: PCRE2_MATCH_INVALID_UTF makes
            // the interpreter treat bad bytes as non-matching.
            rc = pcre2_match_8(code, base, subject.count, start, PCRE2_NO_JIT, matchData, context)
        }
        return rc
    }

    private func run(_ subject: UnsafeBufferPointer<UInt8>, _ start: Int, _ matchData: OpaquePointer) -> Outcome {
        let rc = runRaw(subject, start, matchData)
        if rc == PCRE2_ERROR_NOMATCH || rc == PCRE2_ERROR_PARTIAL { return .noMatch }
        if rc < 0 { return .limitExceeded(code: rc, message: PCRE2Error.message(for: rc)) }
        let vector = pcre2_get_ovector_pointer_8(matchData)!
        let pairs = Int(pcre2_get_ovector_count_8(matchData))
        let unset = cpcre2_unset()
        var groups: [Range<Int>?] = []
        groups.reserveCapacity(captureCount + 1)
        for index in 0...captureCount {
            guard index < pairs else { groups.append(nil); continue }
            let lower = vector[2 * index], upper = vector[2 * index + 1]
            groups.append(lower == unset || upper < lower ? nil : lower..<upper)
        }
        return .match(PatternMatch(groups: groups, names: groupNames))
    }

    /// `pcre2_pattern_info_8` for a 32-bit item (`PCRE2_INFO_ARGOPTIONS`, `PCRE2_INFO_CAPTURECOUNT` …).
    static func info(_ code: OpaquePointer, _ what: Int32) -> UInt32 {
        var value: UInt32 = 0
        _ = pcre2_pattern_info_8(code, UInt32(what), &value)
        return value
    }

    /// Reads `PCRE2_INFO_NAMETABLE`: entries of a 2-byte big-endian group number and a NUL-terminated name.
    private static func readNameTable(_ code: OpaquePointer) -> [String: Int] {
        let count = Int(info(code, PCRE2_INFO_NAMECOUNT))
        guard count > 0 else { return [:] }
        let entrySize = Int(info(code, PCRE2_INFO_NAMEENTRYSIZE))
        var table: UnsafePointer<UInt8>? = nil
        _ = pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMETABLE), &table)
        guard let table else { return [:] }
        var names: [String: Int] = [:]
        for entry in 0..<count {
            let start = table + entry * entrySize
            let number = Int(start[0]) << 8 | Int(start[1])
            var length = 0
            while length < entrySize - 2, start[2 + length] != 0 { length += 1 }
            let name = String(decoding: UnsafeBufferPointer(start: start + 2, count: length), as: UTF8.self)
            names[name] = number
        }
        return names
    }
}
