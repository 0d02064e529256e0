extension YAMLNode {
    /// True when the two trees are the same: kinds, texts, scalar styles,
    /// tags and every source range, wherever their documents keep them. What
    /// shows that a file read in two halves (``YAMLSplitParse``) is the file
    /// read whole; not `==`, which would suggest two nodes from different
    /// places could never be equal. Walked with an explicit stack.
    public func isSameTree(as other: YAMLNode) -> Bool {
        var pending = [(self, other)]
        while let (x, y) = pending.popLast() {
            let (rx, ry) = (x.record, y.record)
            guard rx.kind == ry.kind, rx.count == ry.count, rx.start == ry.start, rx.end == ry.end, x.tag == y.tag else {
                return false
            }
            if rx.kind == .scalar {
                let sameText = x.withText { xs in y.withText { ys in xs.elementsEqual(ys) } ?? false } ?? false
                guard rx.style == ry.style, sameText else { return false }
            } else {
                for i in 0..<Int(rx.count) {
                    pending.append(
                        (
                            YAMLNode(x.document, x.document.children[Int(rx.first) + i]),
                            YAMLNode(y.document, y.document.children[Int(ry.first) + i])
                        ))
                }
            }
        }
        return true
    }
}
