import FuzzSupport

// Fuzzes the line splitter and the lines, JSON Lines and text readers; see `LinesInvariants`.
//
// Built by `make fuzz` with libFuzzer (-DFUZZING): libFuzzer supplies `main` and calls the
// entry point below. Built plainly (`swift build`), it replays the files or directories named
// on its command line: `.build/debug/FuzzLines fuzz/corpus/FuzzLines`.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzEntry.run(data, size, LinesInvariants.check)
}

#if !FUZZING
@main
enum FuzzLinesReplay {
    static func main() { FuzzEntry.replay(LinesInvariants.check) }
}
#endif
