/// Decides whether a code may be filled on a host (`--origin HOST`, `--require-origin`).
///
/// "Same site" is judged on the registrable domain, approximated without the Public Suffix
/// List: the last two labels, or three when the second-to-last is a common second-level
/// suffix such as `co.uk` or `com.au`.
public struct OriginPolicy: Equatable, Sendable {
    /// The host the code is to be filled on.
    public var host: String
    /// Whether unbound codes are refused too.
    public var requireOrigin: Bool

    public init(host: String, requireOrigin: Bool = false) {
        self.host = host.lowercased()
        self.requireOrigin = requireOrigin
    }

    /// How a message's binding relates to ``host``. A code bound to the host (or to an
    /// embedded frame of that host) is `origin`; same site is `site`; anything else `refused`.
    public func evaluate(_ binding: OriginBinding?) -> OriginMatch {
        guard let binding else { return requireOrigin ? .refused : .unbound }
        let bound = [binding.host] + (binding.embedded.map { [$0] } ?? [])
        if bound.contains(host) { return .origin }
        if bound.contains(where: { OriginPolicy.registrableDomain($0) == OriginPolicy.registrableDomain(host) }) {
            return .site
        }
        return .refused
    }

    private static let secondLevelSuffixes: Set<String> = ["co", "com", "org", "net", "gov", "edu", "ac", "ne", "or", "go", "gob", "nic"]

    /// The registrable domain of `host` (`login.example.co.uk` → `example.co.uk`).
    public static func registrableDomain(_ host: String) -> String {
        let labels = host.lowercased().split(separator: ".").map(String.init)
        guard labels.count > 2 else { return labels.joined(separator: ".") }
        let keep = labels[labels.count - 1].count == 2 && secondLevelSuffixes.contains(labels[labels.count - 2]) ? 3 : 2
        return labels.suffix(keep).joined(separator: ".")
    }
}
