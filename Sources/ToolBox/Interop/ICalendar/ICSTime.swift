/// A DATE or DATE-TIME value of a calendar file (RFC 5545 §3.3.4, §3.3.5) and what it is
/// anchored to.
///
/// Three forms of date-time: floating (`20260310T090000`, local wherever you are), UTC
/// (`...Z`, converted to the local zone for display) and zoned (`TZID=Europe/Paris`).
/// This reader has no time-zone database, so a zoned time is read as local time: right
/// for the calendars a person keeps in their own zone, an hour or more off for an event
/// set in another one. The zone names that mean UTC itself ("UTC", "Etc/UTC", "GMT") are
/// read as UTC. Seconds are dropped; the agenda works in minutes.
package struct ICSTime: Sendable, Equatable {
    package enum Form: Sendable, Equatable {
        case date, floating, utc
        /// The TZID it named, read as local time.
        case zoned(String)
    }

    /// The value in its own frame: UTC for `.utc`, else wall-clock. No time for `.date`.
    package let value: LocalDateTime
    package let form: Form

    package init(value: LocalDateTime, form: Form) {
        self.value = value
        self.form = form
    }

    package var isDate: Bool { form == .date }

    /// The local wall-clock value a person reads.
    package func local(in zone: LocalZone) -> LocalDateTime {
        form == .utc ? zone.local(fromUTC: value) : value
    }

    /// The same form at another value of the same frame (a recurrence's next start).
    func moved(to value: LocalDateTime) -> ICSTime { ICSTime(value: value, form: form) }

    /// Reads `YYYYMMDD` or `YYYYMMDDTHHMMSS[Z]`. `VALUE=DATE` requires the first form.
    package static func parse(
        _ text: some StringProtocol, valueType: String? = nil, zone: String? = nil
    ) -> ICSTime? {
        let digits = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for i in range {
                guard i < digits.count, (0x30...0x39).contains(digits[i]) else { return nil }
                value = value * 10 + Int(digits[i] - 0x30)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(4..<6), let day = number(6..<8),
            let date = CivilDate(year: year, month: month, day: day)
        else { return nil }
        if digits.count == 8 { return ICSTime(value: LocalDateTime(date: date), form: .date) }
        guard valueType?.uppercased() != "DATE", digits.count == 15 || digits.count == 16,
            digits[8] == 0x54,
            let hour = number(9..<11), let minute = number(11..<13), let second = number(13..<15),
            second <= 60, let time = ClockTime(hour: hour, minute: minute)
        else { return nil }
        let value = LocalDateTime(date: date, time: time)
        if digits.count == 16 {
            guard digits[15] == 0x5A else { return nil }  // "Z"
            return ICSTime(value: value, form: .utc)
        }
        guard let zone else { return ICSTime(value: value, form: .floating) }
        return ICSTime(
            value: value, form: utcNames.contains(zone.uppercased()) ? .utc : .zoned(zone))
    }

    /// TZIDs that name UTC itself, upper case.
    static let utcNames: Set<String> = [
        "UTC", "ETC/UTC", "GMT", "ETC/GMT", "Z", "ZULU", "UCT", "ETC/UCT",
    ]

    /// The one value of `property`, or an error naming its line.
    static func value(of property: ICSProperty) throws(ICSError) -> ICSTime {
        guard
            let time = parse(
                property.value.trimmingSpaces, valueType: property.parameter("VALUE"),
                zone: property.parameter("TZID"))
        else {
            throw ICSError(
                line: property.line, "\(property.name) is not a date (YYYYMMDD) or date-time")
        }
        return time
    }

    /// The comma-separated values of an EXDATE or RDATE. A period (`start/end`) counts
    /// by its start.
    static func values(of property: ICSProperty) throws(ICSError) -> [ICSTime] {
        var times: [ICSTime] = []
        for item in property.value.split(separator: ",") {
            let start = item.split(separator: "/", maxSplits: 1).first ?? item
            let valueType =
                property.parameter("VALUE")?.uppercased() == "PERIOD"
                ? nil : property.parameter("VALUE")
            guard
                let time = parse(
                    start.trimmingSpaces, valueType: valueType, zone: property.parameter("TZID"))
            else {
                throw ICSError(
                    line: property.line,
                    "\(property.name) holds a value that is not a date or date-time")
            }
            times.append(time)
        }
        return times
    }

    /// A DURATION value (§3.3.6) in minutes: `P1D`, `PT1H30M`, `P2W`, `-PT15M`. Seconds
    /// are rounded down to the minute.
    static func minutes(inDuration text: String) -> Int? {
        var scalars = Substring(text.trimmingSpaces.uppercased())
        var sign = 1
        if scalars.first == "+" || scalars.first == "-" {
            if scalars.first == "-" { sign = -1 }
            scalars = scalars.dropFirst()
        }
        guard scalars.first == "P" else { return nil }
        scalars = scalars.dropFirst()
        var total = 0
        var inTime = false
        var digits = ""
        var sawPart = false
        for character in scalars {
            if character.isASCII, character.isNumber {
                digits.append(character)
                continue
            }
            if character == "T" {
                guard digits.isEmpty, !inTime else { return nil }
                inTime = true
                continue
            }
            guard let amount = Int(digits), amount < 1_000_000 else { return nil }
            digits = ""
            sawPart = true
            switch (character, inTime) {
            case ("W", false): total += amount * 7 * 1440
            case ("D", false): total += amount * 1440
            case ("H", true): total += amount * 60
            case ("M", true): total += amount
            case ("S", true): total += amount / 60
            default: return nil
            }
        }
        guard digits.isEmpty, sawPart else { return nil }
        return sign * total
    }
}
