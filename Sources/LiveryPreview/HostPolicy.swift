/// Which names `livery serve` answers to. A web page that rebinds its own
/// DNS name to this machine's address becomes same-origin with the server,
/// and could read trees, tables and diagnostics that quote source lines;
/// its requests still carry its own name in `Host` (and `Origin`), so the
/// server answers only requests addressed to it by an IP address,
/// `localhost`, the name it was bound to, or a name given with `--allow-host`.
public struct HostPolicy: Sendable, Hashable {
    /// Names allowed beyond addresses and `localhost`, lowercased.
    public private(set) var names: Set<String>

    /// The longest `Host` or `Origin` value looked at; longer ones are refused unread.
    static let maxLength = 1_024

    /// `bound` is the address or name the server listens on; `allowed`, the `--allow-host` names.
    public init(bound: String, allowed: [String] = []) {
        names = Set((allowed + [bound]).map { $0.lowercased() })
    }

    /// Whether a request's `Host` (HTTP/1.1's, or HTTP/2's `:authority`) names this server.
    public func allows(host: String?) -> Bool {
        guard let host, let parts = HostPolicy.parts(ofAuthority: host) else { return false }
        return allows(name: parts.name)
    }

    /// Whether a request's `Origin`, when it has one, is a page of this server.
    /// `null` (a sandboxed or file page) is refused.
    public func allows(origin: String) -> Bool {
        guard let page = HostPolicy.server(ofOrigin: origin) else { return false }
        return allows(name: page.name)
    }

    /// Whether a request that writes may come from a page with this
    /// `Origin`: only from a page of the very server it is sent to (the
    /// same name and port as its `Host`). Any IP address is one of the
    /// server's names, so ``allows(origin:)`` would let a page served from
    /// some other address write files.
    public func allows(origin: String, writingTo host: String?) -> Bool {
        guard let page = HostPolicy.server(ofOrigin: origin), let host, let target = HostPolicy.parts(ofAuthority: host) else {
            return false
        }
        return allows(name: page.name) && page.name == target.name && page.port == (target.port.isEmpty ? "80" : target.port)
    }

    /// The name and port (the scheme's default when left out) of an
    /// `http` or `https` origin; nil for any other.
    private static func server(ofOrigin origin: String) -> (name: String, port: String)? {
        guard origin.utf8.count <= maxLength else { return nil }
        for (scheme, port) in [("http://", "80"), ("https://", "443")] where origin.lowercased().hasPrefix(scheme) {
            let authority = origin.dropFirst(scheme.count)
            guard !authority.contains("/"), let parts = parts(ofAuthority: String(authority)) else { return nil }
            return (parts.name, parts.port.isEmpty ? port : parts.port)
        }
        return nil
    }

    private func allows(name: String) -> Bool {
        name == "localhost" || names.contains(name) || HostPolicy.isIPv4(name) || HostPolicy.isIPv6(name)
    }

    /// The host name, lowercased, and the port (empty when left out) of `name[:port]` or `[v6]:port`; nil when malformed.
    static func parts(ofAuthority authority: String) -> (name: String, port: String)? {
        guard !authority.isEmpty, authority.utf8.count <= maxLength,
            authority.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F && $0 != "@" })
        else { return nil }
        var name = Substring(authority)
        var port: Substring = ""
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return nil }
            port = name[name.index(after: close)...]
            name = name[...close]
            if !port.isEmpty {
                guard port.hasPrefix(":") else { return nil }
                port = port.dropFirst()
            }
        } else if let colon = name.lastIndex(of: ":") {
            port = name[name.index(after: colon)...]
            name = name[..<colon]
        }
        guard !name.isEmpty, port.allSatisfy(\.isASCII), port.allSatisfy(\.isNumber), port.count <= 5 else { return nil }
        // A trailing dot names the same host (`localhost.`).
        if name.hasSuffix("."), name.count > 1 { name = name.dropLast() }
        return (name.lowercased(), String(port))
    }

    /// Four decimal numbers of at most 255, as browsers send an IPv4 host.
    static func isIPv4(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy {
                $0.count >= 1 && $0.count <= 3 && $0.allSatisfy { $0.isASCII && $0.isNumber } && Int($0).map { $0 <= 255 } == true
            }
    }

    /// A bracketed IPv6 literal (`[::1]`): hex digits, colons and at most one embedded IPv4.
    static func isIPv6(_ name: String) -> Bool {
        guard name.hasPrefix("["), name.hasSuffix("]"), name.count > 2 else { return false }
        let inner = name.dropFirst().dropLast()
        return inner.contains(":") && inner.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
    }
}
