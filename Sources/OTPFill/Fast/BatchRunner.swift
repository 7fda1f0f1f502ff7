import Dispatch
import Glibc

/// Runs one-message-per-line inputs (`lines`, `jsonl`) in batches of whole lines, on several
/// threads when asked, and hands back each batch's output in input order.
///
/// The reading thread cuts the input at newlines into batches of about ``batchBytes``; at most
/// `2 × jobs` batches are in flight, so memory stays bounded whatever the input size. Each
/// message goes through the same ``MessageProcessor`` as the one-at-a-time readers, and the
/// output of every job count is byte for byte the same (`--jobs 1` included).
public final class BatchRunner: Sendable {
    /// What one batch produced, in input order.
    public struct Output: Sendable {
        /// The rendered result lines, each ending in a newline.
        public var bytes: [UInt8] = []
        /// `(source, message)` pairs for standard error, in order.
        public var diagnostics: [(source: String, reason: String)] = []
        /// Whether some message had its code filled.
        public var found = false
        /// Whether some line was a problem (too long, bad JSON).
        public var trouble = false
    }

    /// Renders the output lines of one result.
    public typealias Render = @Sendable (MessageResult) -> [String]

    /// How large a batch grows before it is handed to a worker: 256 KiB. Up to `2 × jobs + 1`
    /// batches are held at once (with their line tables and outputs); with 1 MiB, two jobs
    /// peaked at 28-29 MB on 100 MB of lines, with 256 KiB at 20-21 MB, for the same instructions.
    public static let batchBytes = 1 << 18

    let processor: MessageProcessor
    let format: InputFormat
    let source: String
    let maxLineLength: Int
    let jobs: Int
    let everyResult: Bool
    let listsCandidates: Bool
    let render: Render
    let batchBytes: Int

    /// - Parameters:
    ///   - format: `.lines` or `.jsonl`.
    ///   - everyResult: render every result (`--json`, `--explain`); when false, a message
    ///     without a code is skipped without building its ``Message``, unless
    ///   - listsCandidates: results with candidates but no code are rendered too (`--all`).
    ///   - jobs: worker threads; 1 runs everything on the calling thread.
    ///   - batchBytes: how large a batch grows; ``batchBytes`` when omitted.
    public init(processor: MessageProcessor, format: InputFormat, source: String, limits: ReaderLimits = ReaderLimits(),
                jobs: Int, everyResult: Bool, listsCandidates: Bool = false, batchBytes: Int = BatchRunner.batchBytes, render: @escaping Render) {
        precondition(format == .lines || format == .jsonl, "BatchRunner reads lines and jsonl, not \(format)")
        self.processor = processor
        self.format = format
        self.source = source
        self.maxLineLength = max(1, limits.maxLineLength)
        self.jobs = max(1, jobs)
        self.everyResult = everyResult
        self.listsCandidates = listsCandidates
        self.render = render
        self.batchBytes = max(1, batchBytes)
    }

    /// The number of online processors (`sysconf(_SC_NPROCESSORS_ONLN)`), at least 1.
    public static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// Reads `stream` to its end and calls `consume` with each batch's output, in order, on the
    /// calling thread. A read error is reported as a last diagnostic.
    public func run(_ stream: ByteStream, consume: (Output) -> Void) {
        let queue = DispatchQueue(label: "otpfill.batch", attributes: .concurrent)
        var inFlight: [Pending] = []
        var head = 0
        func drain(keeping limit: Int) {
            while inFlight.count - head > limit {
                let pending = inFlight[head]
                pending.done.wait()
                consume(pending.output)
                inFlight[head] = Pending.finished
                head += 1
            }
            if head > 64 { inFlight.removeFirst(head); head = 0 }
        }
        let cutter = BatchCutter(maxLineLength: maxLineLength, batchBytes: batchBytes)
        func dispatch(_ batch: Batch) {
            if self.jobs == 1 {
                consume(self.process(batch))
                return
            }
            let pending = Pending(batch)
            inFlight.append(pending)
            queue.async {
                pending.output = self.process(pending.batch)
                pending.done.signal()
            }
            drain(keeping: 2 * self.jobs)
        }
        while let more = stream.readChunk({ chunk in cutter.add(chunk, emit: dispatch) }), more {}
        cutter.finish(emit: dispatch)
        drain(keeping: 0)
        if let error = stream.readError {
            consume(Output(diagnostics: [(source, SystemError.describe(error))], trouble: true))
        }
    }

    /// A batch handed to a worker; the worker's output is read only after `done`.
    private final class Pending: @unchecked Sendable {
        let batch: Batch
        var output = Output()
        let done = DispatchSemaphore(value: 0)
        init(_ batch: Batch) { self.batch = batch }
        static let finished = Pending(Batch(bytes: [], entries: [], firstLine: 0))
    }

    /// Processes the lines of one batch.
    func process(_ batch: Batch) -> Output {
        var output = Output()
        var lineNumber = batch.firstLine
        batch.bytes.withUnsafeBufferPointer { all in
            for entry in batch.entries {
                lineNumber += 1
                switch entry {
                case let .overlong(length):
                    output.diagnostics.append(("\(source)#\(lineNumber)", "Line of \(length) bytes is longer than the limit; skipped"))
                    output.trouble = true
                case let .line(start, end):
                    let line = UnsafeBufferPointer(rebasing: all[start..<end])
                    if format == .lines { processLine(line, lineNumber, &output) } else { processRecord(line, lineNumber, &output) }
                }
            }
        }
        return output
    }

    private func processLine(_ line: UnsafeBufferPointer<UInt8>, _ number: Int, _ output: inout Output) {
        // The one-at-a-time reader decodes the line into a String, repairing invalid UTF-8; ASCII
        // lines are their own decoding, so they are searched in place.
        if ByteSearch.isASCII(line) {
            let extraction = processor.extractor.extract(utf8: line)
            guard needsResult(extraction) else { return }
            let message = Message(source: "\(source)#\(number)", text: String(decoding: line, as: UTF8.self))
            emit(processor.process(message, extraction: extraction), &output)
        } else {
            let message = Message(source: "\(source)#\(number)", text: String(decoding: line, as: UTF8.self))
            let extraction = processor.extractor.extract(message.text)
            guard needsResult(extraction) else { return }
            emit(processor.process(message, extraction: extraction), &output)
        }
    }

    /// Whether a line's result can print or report anything. Without a winning code nothing is
    /// filled, printed or refused (plain, report, quiet), except the candidates under `--all`
    /// and everything under `--json` and `--explain`.
    @inline(__always)
    private func needsResult(_ extraction: Extraction) -> Bool {
        everyResult || extraction.best != nil || (listsCandidates && !extraction.candidates.isEmpty)
    }

    private func processRecord(_ line: UnsafeBufferPointer<UInt8>, _ number: Int, _ output: inout Output) {
        if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }
        switch JSONLinesReader.record(Array(line), source: "\(source)#\(number)") {
        case let .problem(source, reason):
            output.diagnostics.append((source, reason))
            output.trouble = true
        case let .message(message):
            let extraction = processor.extractor.extract(message.text)
            guard needsResult(extraction) || !message.warnings.isEmpty else { return }
            emit(processor.process(message, extraction: extraction), &output)
        }
    }

    private func emit(_ result: MessageResult, _ output: inout Output) {
        if result.filledCode != nil { output.found = true }
        for warning in result.message.warnings { output.diagnostics.append((result.message.source, warning)) }
        if let refusal = result.refusal { output.diagnostics.append((result.message.source, refusal)) }
        for line in render(result) {
            output.bytes.append(contentsOf: line.utf8)
            output.bytes.append(0x0A)
        }
    }
}

/// Lines of input for one worker: the bytes of whole lines and where each line lies.
struct Batch: Sendable {
    enum Entry: Sendable {
        /// Bytes `start..<end` of ``bytes``, without the LF (nor a CR before it).
        case line(Int, Int)
        /// A line over the length limit; its bytes were not kept.
        case overlong(Int)
    }

    var bytes: [UInt8]
    var entries: [Entry]
    /// The number of lines before this batch.
    var firstLine: Int
}

/// Cuts a byte stream into ``Batch``es at newlines, the way ``LineSplitter`` cuts lines: a
/// final line without LF still counts, a CR before LF is dropped, and a line longer than the
/// limit is counted but never buffered.
final class BatchCutter {
    private let maxLineLength: Int
    private let batchBytes: Int
    private var bytes: [UInt8] = []
    private var entries: [Batch.Entry] = []
    private var lineStart = 0
    private var overlong: Int? = nil
    private var linesBefore = 0

    init(maxLineLength: Int, batchBytes: Int) {
        self.maxLineLength = maxLineLength
        self.batchBytes = batchBytes
        bytes.reserveCapacity(batchBytes + 64 * 1024)
    }

    /// Adds one chunk; calls `emit` for each batch that is full. Returns true (keep reading).
    func add(_ chunk: UnsafeBufferPointer<UInt8>, emit: (Batch) -> Void) -> Bool {
        guard let base = chunk.baseAddress else { return true }
        var position = 0
        while position < chunk.count {
            let found = memchr(base + position, 0x0A, chunk.count - position)
            let end = found.map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? chunk.count
            let piece = UnsafeBufferPointer(rebasing: chunk[position..<end])
            if let length = overlong {
                overlong = length + piece.count
            } else if bytes.count - lineStart + piece.count > maxLineLength {
                overlong = bytes.count - lineStart + piece.count
                bytes.removeSubrange(lineStart...)
            } else {
                bytes.append(contentsOf: piece)
            }
            position = end
            if found != nil {
                position += 1
                endLine(terminated: true)
                if bytes.count >= batchBytes { flush(emit) }
            }
        }
        return true
    }

    /// Ends the input: the last line, if any, and the last batch.
    func finish(emit: (Batch) -> Void) {
        if overlong != nil || bytes.count > lineStart { endLine(terminated: false) }
        flush(emit)
    }

    private func endLine(terminated: Bool) {
        if let length = overlong {
            entries.append(.overlong(length))
            overlong = nil
            return
        }
        var end = bytes.count
        if terminated, end > lineStart, bytes[end - 1] == 0x0D { end -= 1 }
        entries.append(.line(lineStart, end))
        lineStart = bytes.count
    }

    private func flush(_ emit: (Batch) -> Void) {
        guard !entries.isEmpty else { return }
        let batch = Batch(bytes: bytes, entries: entries, firstLine: linesBefore)
        linesBefore += entries.count
        bytes = []
        bytes.reserveCapacity(batchBytes + 64 * 1024)
        entries = []
        lineStart = 0
        emit(batch)
    }
}
