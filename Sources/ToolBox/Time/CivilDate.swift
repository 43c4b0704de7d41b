/// A calendar day in the proleptic Gregorian calendar, with no time zone.
///
/// Due dates are wall-clock facts ("Friday", "the 27th"), so they are kept as civil
/// values rather than instants: a task due on Friday stays due on Friday when the
/// machine changes zone. Arithmetic uses Howard Hinnant's days-from-civil algorithm,
/// which is exact for every year this program can meet and needs no Calendar object.
package struct CivilDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    package let year: Int
    package let month: Int
    package let day: Int

    /// Builds a date if the fields name a real day, else nil ("2026-02-30").
    package init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), year >= 1, year <= 9999,
            day >= 1, day <= CivilDate.daysIn(month: month, year: year)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `ordinal` days after 1970-01-01 (negative before it).
    package init(daysSinceEpoch ordinal: Int) {
        let z = ordinal + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        self.month = m
        self.day = d
    }

    /// Days since 1970-01-01.
    package var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// ISO weekday: 1 is Monday, 7 is Sunday.
    package var weekday: Int {
        let w = (daysSinceEpoch + 3) % 7  // 1970-01-01 was a Thursday (ISO 4)
        return (w < 0 ? w + 7 : w) + 1
    }

    package func adding(days: Int) -> CivilDate {
        CivilDate(daysSinceEpoch: daysSinceEpoch + days)
    }

    /// Adds calendar months, clamping the day to the target month's length
    /// (31 January plus one month is 28 or 29 February).
    package func adding(months: Int) -> CivilDate {
        let index = year * 12 + (month - 1) + months
        let y = index / 12
        let m = index % 12 + 1
        let d = min(day, CivilDate.daysIn(month: m, year: y))
        return CivilDate(year: y, month: m, day: d) ?? self
    }

    package func adding(years: Int) -> CivilDate { adding(months: 12 * years) }

    /// Whole days from `self` to `other` (positive when `other` is later).
    package func days(until other: CivilDate) -> Int {
        other.daysSinceEpoch - daysSinceEpoch
    }

    /// The Monday of this date's Monday-to-Sunday week.
    package var startOfWeek: CivilDate { adding(days: 1 - weekday) }

    package var firstOfMonth: CivilDate { adding(days: 1 - day) }

    package var lastOfMonth: CivilDate {
        adding(days: CivilDate.daysIn(month: month, year: year) - day)
    }

    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    package static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// `YYYY-MM-DD`.
    package var description: String {
        guard (0...9999).contains(year) else {
            return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
        }
        return String(unsafeUninitializedCapacity: 10) { out in
            writeISO(into: out)
            return 10
        }
    }

    /// Writes `YYYY-MM-DD` (a year of 0 to 9999) into the first ten bytes of `out`:
    /// dates are formatted for every reading, so without interpolation.
    func writeISO(into out: UnsafeMutableBufferPointer<UInt8>) {
        writeDigits(year, width: 4, into: out, at: 0)
        out[4] = UInt8(ascii: "-")
        writeDigits(month, width: 2, into: out, at: 5)
        out[7] = UInt8(ascii: "-")
        writeDigits(day, width: 2, into: out, at: 8)
    }

    /// Reads `YYYY-MM-DD`, nothing else.
    package init?(iso text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    package static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

/// A wall-clock time of day, to the minute.
package struct ClockTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    package let hour: Int
    package let minute: Int

    package init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// Reads `HH:MM`.
    package init?(iso text: some StringProtocol) {
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 2 else { return nil }
        self.init(hourField: fields[0], minuteField: fields[1])
    }

    /// The two-digit hour and minute fields of `HH:MM` (and of a date-time's time).
    init?<Field: StringProtocol>(hourField: Field, minuteField: Field) {
        guard hourField.count == 2, minuteField.count == 2, let h = Int(hourField),
            let m = Int(minuteField)
        else { return nil }
        self.init(hour: h, minute: m)
    }

    package var minutesSinceMidnight: Int { hour * 60 + minute }

    /// `HH:MM`.
    package var description: String {
        String(unsafeUninitializedCapacity: 5) { out in
            writeISO(into: out, at: 0)
            return 5
        }
    }

    /// Writes `HH:MM` into `out` at `offset`.
    func writeISO(into out: UnsafeMutableBufferPointer<UInt8>, at offset: Int) {
        writeDigits(hour, width: 2, into: out, at: offset)
        out[offset + 2] = UInt8(ascii: ":")
        writeDigits(minute, width: 2, into: out, at: offset + 3)
    }

    package static func < (lhs: ClockTime, rhs: ClockTime) -> Bool {
        lhs.minutesSinceMidnight < rhs.minutesSinceMidnight
    }
}

/// A civil date with an optional time: what a due date, a snooze or "now" is.
package struct LocalDateTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    package let date: CivilDate
    package let time: ClockTime?

    package init(date: CivilDate, time: ClockTime? = nil) {
        self.date = date
        self.time = time
    }

    /// `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`: the eval's and the export's form.
    package var description: String {
        guard let time, (0...9999).contains(date.year) else {
            return time.map { "\(date)T\($0)" } ?? date.description
        }
        return String(unsafeUninitializedCapacity: 16) { out in
            date.writeISO(into: out)
            out[10] = UInt8(ascii: "T")
            time.writeISO(into: out, at: 11)
            return 16
        }
    }

    /// Reads `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM` or `YYYY-MM-DDTHH:MM:SS` (seconds dropped).
    package init?(iso text: some StringProtocol) {
        let halves = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
        guard let date = CivilDate(iso: halves[0]) else { return nil }
        if halves.count == 1 {
            self.init(date: date)
            return
        }
        let clock = halves[1].split(separator: ":", omittingEmptySubsequences: false)
        guard clock.count == 2 || clock.count == 3,
            let time = ClockTime(hourField: clock[0], minuteField: clock[1])
        else { return nil }
        if clock.count == 3 {
            guard clock[2].count == 2, let s = Int(clock[2]), (0...59).contains(s) else {
                return nil
            }
        }
        self.init(date: date, time: time)
    }

    /// Orders by day, and an all-day value before any time on the same day.
    package static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        if lhs.date != rhs.date { return lhs.date < rhs.date }
        return (lhs.time?.minutesSinceMidnight ?? -1) < (rhs.time?.minutesSinceMidnight ?? -1)
    }
}

/// Writes `value` (0 up to 10^width - 1) as `width` digits into `out` at `offset`.
func writeDigits(
    _ value: Int, width: Int, into out: UnsafeMutableBufferPointer<UInt8>, at offset: Int
) {
    var rest = value
    for position in stride(from: offset + width - 1, through: offset, by: -1) {
        out[position] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
    }
}

/// Left-pads a non-negative number with zeros.
package func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width
        ? digits : String(repeating: "0", count: width - digits.count) + digits
}
