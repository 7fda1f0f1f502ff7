import Testing
@testable import OTPFill
