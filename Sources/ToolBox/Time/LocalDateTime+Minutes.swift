/// Wall-clock arithmetic in whole minutes, for event durations and zone offsets.
extension LocalDateTime {
    /// Minutes from 1970-01-01T00:00 on the same wall clock; an all-day value counts from
    /// its midnight.
    package var minutesSinceEpoch: Int {
        date.daysSinceEpoch * 1440 + (time?.minutesSinceMidnight ?? 0)
    }

    /// The date-time `minutes` after 1970-01-01T00:00 (before it when negative), with a time.
    package init(minutesSinceEpoch minutes: Int) {
        let days = minutes >= 0 ? minutes / 1440 : -((-minutes + 1439) / 1440)
        let rest = minutes - days * 1440
        self.init(
            date: CivilDate(daysSinceEpoch: days),
            time: ClockTime(hour: rest / 60, minute: rest % 60))
    }

    /// This value moved by `minutes`; an all-day value gains a time of day.
    package func adding(minutes: Int) -> LocalDateTime {
        LocalDateTime(minutesSinceEpoch: minutesSinceEpoch + minutes)
    }
}
