import OTPFill
@main struct Tmp { static func main() { print((try? Pattern("a(?<x>b)"))?.groupNames ?? [:]) } }
