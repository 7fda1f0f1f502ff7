import ArgumentParser
import OTPFill

extension InputFormat: ExpressibleByArgument {}
extension SlotCharset: ExpressibleByArgument {}
extension PastePolicy: ExpressibleByArgument {}
