import CYAMLPeer

/// The floor for compiling: libyaml's event loop over the bytes, doing nothing
/// with the events. No compiler can read YAML faster than this.
enum LibYAMLPeer {
    /// Returns the number of events, so the loop cannot be optimised away.
    static func countEvents(_ bytes: [UInt8]) -> Int {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return -1 }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            var count = 0
            while yaml_parser_parse(&parser, &event) == 1 {
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                count += 1
                if done { return count }
            }
            return -1
        }
    }
}
