import FuzzSupport

// Fuzzes the JSON parser; see `JSONInvariants`.
//
// Built by `make fuzz` with libFuzzer (-DFUZZING): libFuzzer supplies `main` and calls the
// entry point below. Built plainly (`swift build`), it replays the files or directories named
// on its command line: `.build/debug/FuzzJSON fuzz/corpus/FuzzJSON`.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzEntry.run(data, size, JSONInvariants.check)
}

#if !FUZZING
@main
enum FuzzJSONReplay {
    static func main() { FuzzEntry.replay(JSONInvariants.check) }
}
#endif
