#if canImport(Glibc)
    import Glibc
#endif

/// How a UTC instant becomes the wall-clock time a person reads, and back.
///
/// Calendar files write many times in UTC ("20260310T140000Z"); the agenda shows them as
/// local times. The zone is part of the tool context, like "now", so tests and evals pin
/// it and get the same answer on any machine.
package enum LocalZone: Sendable, Equatable {
    /// The process's zone (`TZ`, else /etc/localtime), through `localtime_r` and `mktime`,
    /// so a summer-time change between two occurrences is honoured.
    case system
    /// A fixed offset east of UTC: for tests and evals.
    case fixed(minutesEast: Int)

    /// The local wall-clock time of a UTC date-time. A value without a time passes through.
    package func local(fromUTC value: LocalDateTime) -> LocalDateTime {
        guard value.time != nil else { return value }
        let minutes = value.minutesSinceEpoch
        return LocalDateTime(minutesSinceEpoch: minutes + offsetMinutes(atUTC: minutes))
    }

    /// The UTC date-time of a local wall-clock time. A value without a time passes through.
    package func utc(fromLocal value: LocalDateTime) -> LocalDateTime {
        guard value.time != nil else { return value }
        switch self {
        case .fixed(let east):
            return value.adding(minutes: -east)
        case .system:
            var fields = tm()
            fields.tm_year = Int32(value.date.year - 1900)
            fields.tm_mon = Int32(value.date.month - 1)
            fields.tm_mday = Int32(value.date.day)
            fields.tm_hour = Int32(value.time?.hour ?? 0)
            fields.tm_min = Int32(value.time?.minute ?? 0)
            fields.tm_isdst = -1  // let the zone decide whether summer time applies
            let instant = mktime(&fields)
            guard instant != -1 else { return value }
            return LocalDateTime(minutesSinceEpoch: Int(instant) / 60)
        }
    }

    /// Minutes east of UTC at the UTC instant `minutes` after the epoch.
    func offsetMinutes(atUTC minutes: Int) -> Int {
        switch self {
        case .fixed(let east):
            return east
        case .system:
            var instant = time_t(minutes * 60)
            var fields = tm()
            guard localtime_r(&instant, &fields) != nil else { return 0 }
            return Int(fields.tm_gmtoff) / 60
        }
    }
}
