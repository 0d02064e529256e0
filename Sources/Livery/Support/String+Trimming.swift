extension Substring {
    /// Without leading and trailing spaces and tabs. Works over UTF-8 (both are
    /// one byte), which keeps it cheap on the compile path's state keys.
    func trimmingSpaces() -> String {
        let blank: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
        guard let first = utf8.firstIndex(where: { !blank($0) }), let last = utf8.lastIndex(where: { !blank($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String { self[...].trimmingSpaces() }
}
