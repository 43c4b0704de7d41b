/// One property of an iCalendar file (RFC 5545 §3.1), after unfolding:
/// `DTSTART;TZID=Europe/Paris:20260310T090000`.
package struct ICSProperty: Sendable, Equatable {
    /// Upper case: names are case-insensitive.
    package let name: String
    /// Parameter names upper case, values without their quotes, in file order.
    package let parameters: [(name: String, values: [String])]
    /// The value as written: escapes in TEXT values are still there (see `ICSText`).
    package let value: String
    /// The first physical line of the property, counting from 1, for error messages.
    package let line: Int

    package init(
        name: String, parameters: [(name: String, values: [String])] = [], value: String, line: Int
    ) {
        self.name = name
        self.parameters = parameters
        self.value = value
        self.line = line
    }

    /// The first value of the parameter `name` (case-insensitive), or nil.
    package func parameter(_ name: String) -> String? {
        let wanted = name.uppercased()
        return parameters.first { $0.name == wanted }?.values.first
    }

    /// The value of a TEXT property, unescaped.
    package var text: String { ICSText.unescaped(value) }

    package static func == (lhs: ICSProperty, rhs: ICSProperty) -> Bool {
        lhs.name == rhs.name && lhs.value == rhs.value && lhs.line == rhs.line
            && lhs.parameters.map(\.name) == rhs.parameters.map(\.name)
            && lhs.parameters.map(\.values) == rhs.parameters.map(\.values)
    }
}

/// A `BEGIN:NAME` ... `END:NAME` block: a calendar, an event, a to-do, an alarm.
package struct ICSComponent: Sendable, Equatable {
    /// Upper case: `VCALENDAR`, `VEVENT`, `VTODO`.
    package let name: String
    /// The line of its `BEGIN`.
    package let line: Int
    package var properties: [ICSProperty] = []
    package var children: [ICSComponent] = []

    package init(name: String, line: Int) {
        self.name = name
        self.line = line
    }

    /// The first property called `name`, or nil.
    package func property(_ name: String) -> ICSProperty? {
        let wanted = name.uppercased()
        return properties.first { $0.name == wanted }
    }

    /// Every property called `name`, in file order (EXDATE may be given several times).
    package func properties(_ name: String) -> [ICSProperty] {
        let wanted = name.uppercased()
        return properties.filter { $0.name == wanted }
    }

    /// The children called `name`, in file order.
    package func children(_ name: String) -> [ICSComponent] {
        let wanted = name.uppercased()
        return children.filter { $0.name == wanted }
    }
}

/// Why a calendar file could not be read: the line, counting from 1, and what is wrong
/// there. Carries no text from the file beyond the property name.
package struct ICSError: Error, Sendable, Equatable, CustomStringConvertible {
    package let line: Int
    package let reason: String

    package init(line: Int, _ reason: String) {
        self.line = line
        self.reason = reason
    }

    package var description: String { "line \(line): \(reason)" }
}
