import FuzzSupport

// Fuzzes the extractor and the message processor on raw bytes; see `ExtractorInvariants`.
//
// Built by `make fuzz` with libFuzzer (-DFUZZING): libFuzzer supplies `main` and calls the
// entry point below. Built plainly (`swift build`), it replays the files or directories named
// on its command line: `.build/debug/FuzzExtractor fuzz/corpus/FuzzExtractor`.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzEntry.run(data, size, ExtractorInvariants.check)
}

#if !FUZZING
@main
enum FuzzExtractorReplay {
    static func main() { FuzzEntry.replay(ExtractorInvariants.check) }
}
#endif
