import FuzzSupport

// Fuzzes the digit normalizer; see `NormalizerInvariants`.
//
// Built by `make fuzz` with libFuzzer (-DFUZZING): libFuzzer supplies `main` and calls the
// entry point below. Built plainly (`swift build`), it replays the files or directories named
// on its command line: `.build/debug/FuzzNormalizer fuzz/corpus/FuzzNormalizer`.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzEntry.run(data, size, NormalizerInvariants.check)
}

#if !FUZZING
@main
enum FuzzNormalizerReplay {
    static func main() { FuzzEntry.replay(NormalizerInvariants.check) }
}
#endif
