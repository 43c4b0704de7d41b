/// The text rules of RFC 5545: TEXT escapes (§3.3.11) and line folding (§3.1).
package enum ICSText {
    /// The longest line, in octets, not counting the CRLF.
    package static let lineLimit = 75

    /// Reads a TEXT value: `\\` is a backslash, `\;` `\,` the punctuation, `\n` or `\N` a
    /// line break. An unknown escape keeps the character after the backslash, and a
    /// trailing backslash stays: calendars written by hand deserve some slack.
    package static func unescaped(_ value: String) -> String {
        guard value.contains("\\") else { return value }
        var out = String.UnicodeScalarView()
        var escaping = false
        for scalar in value.unicodeScalars {
            if escaping {
                out.append(scalar == "n" || scalar == "N" ? "\n" : scalar)
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                out.append(scalar)
            }
        }
        if escaping { out.append("\\") }
        return String(out)
    }

    /// Writes a TEXT value: backslash, semicolon and comma escaped, line breaks as `\n`.
    /// A CR of a CRLF pair is dropped and other control characters become spaces, so a
    /// title can never break the file's structure.
    package static func escaped(_ text: String) -> String {
        var out = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n": if previous != "\r" { out += "\\n" }
            case "\r": out += "\\n"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += " "
            default: out.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
        return out
    }

    /// `line` as physical lines of at most `lineLimit` octets, each continuation starting
    /// with one space. Breaks fall between Unicode scalars, never inside one, so every
    /// physical line is valid UTF-8 on its own.
    package static func folded(_ line: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var octets = 0
        for scalar in line.unicodeScalars {
            let size = UTF8.width(scalar)
            if octets + size > lineLimit {
                lines.append(current)
                current = " "
                octets = 1
            }
            current.unicodeScalars.append(scalar)
            octets += size
        }
        lines.append(current)
        return lines
    }
}
