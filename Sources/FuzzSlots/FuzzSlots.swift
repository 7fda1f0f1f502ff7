import FuzzSupport

// Fuzzes the slot model under random event sequences; see `SlotInvariants`.
//
// Built by `make fuzz` with libFuzzer (-DFUZZING): libFuzzer supplies `main` and calls the
// entry point below. Built plainly (`swift build`), it replays the files or directories named
// on its command line: `.build/debug/FuzzSlots fuzz/corpus/FuzzSlots`.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzEntry.run(data, size, SlotInvariants.check)
}

#if !FUZZING
@main
enum FuzzSlotsReplay {
    static func main() { FuzzEntry.replay(SlotInvariants.check) }
}
#endif
