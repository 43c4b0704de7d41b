package import ToolBox

#if canImport(Glibc)
    import Glibc
#endif

/// "Now" for one turn: `PB_NOW` (ISO 8601 local time) when set, else the system clock in
/// the local time zone. Read once per turn and passed down, so nothing below the turn
/// layer reads a clock.
package struct TurnClock: Sendable, Equatable {
    package let now: LocalDateTime
    /// `YYYY-MM-DDTHH:MM:SS`.
    package let timestamp: String

    package init(now: LocalDateTime, seconds: Int = 0) {
        self.now = now
        self.timestamp =
            now.date.description + "T" + (now.time?.description ?? "00:00")
            + ":" + pad(seconds, 2)
    }

    /// Why `PB_NOW` could not be used.
    package struct BadClock: Error, Equatable { package let value: String }

    /// The clock from the environment, or the system's.
    package static func current(environment value: String? = Self.environmentValue())
        throws(BadClock) -> TurnClock
    {
        if let value, !value.isEmpty {
            guard let parsed = LocalDateTime(iso: value) else { throw BadClock(value: value) }
            let seconds = value.count >= 19 ? Int(value.suffix(2)) ?? 0 : 0
            return TurnClock(
                now: LocalDateTime(
                    date: parsed.date, time: parsed.time ?? ClockTime(hour: 0, minute: 0)),
                seconds: seconds)
        }
        var seconds = time(nil)
        var parts = tm()
        localtime_r(&seconds, &parts)
        let date =
            CivilDate(
                year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1,
                day: Int(parts.tm_mday))
            ?? CivilDate(daysSinceEpoch: 0)
        let clock = ClockTime(hour: Int(parts.tm_hour), minute: Int(parts.tm_min))
        return TurnClock(now: LocalDateTime(date: date, time: clock), seconds: Int(parts.tm_sec))
    }

    package static func environmentValue() -> String? {
        getenv("PB_NOW").map { String(cString: $0) }
    }
}
