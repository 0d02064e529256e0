#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's open-file limit. `livery serve` raises the soft limit to
/// the hard one at start: each connection, each event stream and each file
/// a render reads holds a descriptor, and the usual soft limit (1,024) is
/// far below what the connection limit admits.
enum DescriptorLimit {
    /// Raises the soft limit to the hard limit; returns the limit in force.
    @discardableResult
    static func raiseToHardLimit() -> Int {
        var limit = rlimit()
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return 0 }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        return Int(clamping: limit.rlim_cur)
    }
}
