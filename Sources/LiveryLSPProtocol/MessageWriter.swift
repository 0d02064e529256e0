/// Frames a message for the wire: `Content-Length` and the JSON body.
public enum MessageWriter {
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
