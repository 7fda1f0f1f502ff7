/// Whether a code may be filled on the host the user asked for (`--origin HOST`).
public enum OriginMatch: String, Sendable {
    /// Bound to exactly that host.
    case origin
    /// Bound to a same-site host (a subdomain or parent of it).
    case site
    /// Not bound to any origin; usable unless `--require-origin`.
    case unbound
    /// Bound to another site, or unbound while an origin is required: never filled.
    case refused
}
