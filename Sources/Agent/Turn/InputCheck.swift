/// Input a turn refuses before reading it: empty, too long, or carrying control
/// characters that no person types (a NUL byte, an escape sequence).
package enum InputCheck {
    /// The longest request read. Longer text is refused with its length.
    package static let maximumLength = 2000

    /// Why `text` cannot be a request, worded for the person; nil when it can.
    package static func problem(_ text: String) -> String? {
        let trimmed = text.trimmingSpaces
        if trimmed.isEmpty {
            return
                "There was nothing to read. Type a request, for example \"remind me to call mum tomorrow\"."
        }
        if text.utf8.count > maximumLength {
            return
                "That request is \(text.utf8.count) bytes long; I read requests of up to \(maximumLength). Nothing was changed."
        }
        if text.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }
        ) {
            return
                "That request contains control characters (such as a NUL byte), so I did not read it. Nothing was changed."
        }
        if text.unicodeScalars.contains("\u{FFFD}") {
            return
                "That request is not valid UTF-8 text, so I did not read it. Nothing was changed."
        }
        return nil
    }
}
