/// Reads an iCalendar file (RFC 5545) into its components.
///
/// Lines end in CRLF, though a bare LF is accepted too: files pass through editors and
/// mail. A line that starts with a space or a tab continues the one before (§3.1); the
/// joining happens on bytes, before decoding, because a writer may fold in the middle of
/// a multi-byte character. Blank lines are skipped. Anything else that does not parse is
/// an `ICSError` naming the line, so a person can open the file and look.
package enum ICSReader {
    /// The top-level components of `bytes`: normally one `VCALENDAR`.
    package static func components(_ bytes: [UInt8]) throws(ICSError) -> [ICSComponent] {
        var top: [ICSComponent] = []
        var open: [ICSComponent] = []
        for (number, text) in try unfold(bytes) {
            let property = try contentLine(text, line: number)
            switch property.name {
            case "BEGIN":
                let name = property.value.uppercased()
                guard isName(name) else {
                    throw ICSError(line: number, "BEGIN without a component name")
                }
                open.append(ICSComponent(name: name, line: number))
            case "END":
                let name = property.value.uppercased()
                guard let current = open.popLast() else {
                    throw ICSError(
                        line: number, "END:\(isName(name) ? name : "?") without a matching BEGIN")
                }
                guard current.name == name else {
                    throw ICSError(
                        line: number,
                        "END:\(isName(name) ? name : "?") where END:\(current.name) was expected"
                            + " (BEGIN at line \(current.line))")
                }
                if open.isEmpty {
                    top.append(current)
                } else {
                    open[open.count - 1].children.append(current)
                }
            default:
                guard !open.isEmpty else {
                    throw ICSError(
                        line: number, "\(property.name) outside any BEGIN:VCALENDAR block")
                }
                open[open.count - 1].properties.append(property)
            }
        }
        if let unclosed = open.last {
            throw ICSError(
                line: unclosed.line,
                "BEGIN:\(unclosed.name) is never closed by END:\(unclosed.name)")
        }
        guard !top.isEmpty else {
            throw ICSError(line: 1, "no BEGIN:VCALENDAR; this is not a calendar file")
        }
        return top
    }

    /// Logical lines with the number of the physical line each starts on.
    static func unfold(_ bytes: [UInt8]) throws(ICSError) -> [(Int, String)] {
        var lines: [(Int, [UInt8])] = []
        var number = 0
        var start = 0
        // A UTF-8 byte order mark is not part of the first line.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        while start < bytes.count {
            number += 1
            var end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            let next = end + 1
            if end > start, bytes[end - 1] == 0x0D { end -= 1 }
            let physical = bytes[start..<end]
            start = next
            if let first = physical.first, first == 0x20 || first == 0x09 {
                guard !lines.isEmpty else {
                    throw ICSError(line: number, "a continuation line with no line before it")
                }
                lines[lines.count - 1].1.append(contentsOf: physical.dropFirst())
            } else if !physical.isEmpty {
                lines.append((number, Array(physical)))
            }
        }
        return try lines.map { number, bytes throws(ICSError) in
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw ICSError(line: number, "not valid UTF-8")
            }
            return (number, text)
        }
    }

    /// Splits `NAME;PARAM=a,"b:c";OTHER=d:value` into its parts.
    static func contentLine(_ text: String, line: Int) throws(ICSError) -> ICSProperty {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func take(while keep: (Unicode.Scalar) -> Bool) -> String {
            var out = String.UnicodeScalarView()
            while index < scalars.count, keep(scalars[index]) {
                out.append(scalars[index])
                index += 1
            }
            return String(out)
        }
        let name = take { $0 != ";" && $0 != ":" }.uppercased()
        guard index < scalars.count else {
            throw ICSError(line: line, "no ':' between the name and the value")
        }
        guard isName(name) else { throw ICSError(line: line, "a property without a valid name") }
        var parameters: [(name: String, values: [String])] = []
        while index < scalars.count, scalars[index] == ";" {
            index += 1
            let parameter = take { $0 != "=" && $0 != ":" && $0 != ";" }.uppercased()
            guard isName(parameter), index < scalars.count, scalars[index] == "=" else {
                throw ICSError(line: line, "a parameter of \(name) is not NAME=VALUE")
            }
            index += 1
            var values: [String] = []
            while true {
                if index < scalars.count, scalars[index] == "\"" {
                    index += 1
                    values.append(take { $0 != "\"" })
                    guard index < scalars.count else {
                        throw ICSError(
                            line: line, "a quoted parameter value of \(name) is never closed")
                    }
                    index += 1
                } else {
                    values.append(take { $0 != "," && $0 != ";" && $0 != ":" })
                }
                guard index < scalars.count, scalars[index] == "," else { break }
                index += 1
            }
            parameters.append((parameter, values))
        }
        guard index < scalars.count, scalars[index] == ":" else {
            throw ICSError(line: line, "no ':' between the name and the value of \(name)")
        }
        var value = String.UnicodeScalarView()
        value.append(contentsOf: scalars[(index + 1)...])
        return ICSProperty(name: name, parameters: parameters, value: String(value), line: line)
    }

    /// Names are letters, digits and hyphens (§3.1).
    static func isName(_ text: String) -> Bool {
        !text.isEmpty
            && text.unicodeScalars.allSatisfy {
                ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0)
                    || $0 == "-"
            }
    }
}
