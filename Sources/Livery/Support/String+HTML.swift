extension String {
    /// The text escaped for HTML element content and quoted attribute values.
    public var htmlEscaped: String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
