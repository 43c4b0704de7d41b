internal import ToolBox

/// The searches the date grammar needs: the next 4 March, the next 27th, the next Friday.
extension CivilDate {
    /// The first `month`/`day` on or after this date. 29 February waits for a leap year;
    /// nil when the day never exists ("30 February").
    func nextOccurrence(month: Int, day: Int) -> CivilDate? {
        for year in self.year...(self.year + 8) {
            if let date = CivilDate(year: year, month: month, day: day), date >= self {
                return date
            }
        }
        return nil
    }

    /// The first `day` of a month on or after this date, skipping months too short for it
    /// (the next 31st after 1 April is 31 May).
    func nextOccurrence(dayOfMonth day: Int, weekday: Int? = nil) -> CivilDate? {
        var month = firstOfMonth
        for _ in 0..<13 {
            if let date = CivilDate(year: month.year, month: month.month, day: day), date >= self,
                weekday == nil || date.weekday == weekday
            {
                return date
            }
            month = month.adding(months: 1)
        }
        return nil
    }

    /// The first `weekday` after this date, never this date itself.
    func next(_ weekday: Int) -> CivilDate {
        adding(days: (weekday - self.weekday + 6) % 7 + 1)
    }

    /// The first `weekday` on or after this date.
    func nextOrSame(_ weekday: Int) -> CivilDate {
        adding(days: (weekday - self.weekday + 7) % 7)
    }

    /// The last `weekday` before this date, never this date itself.
    func previous(_ weekday: Int) -> CivilDate {
        adding(days: -((self.weekday - weekday + 6) % 7 + 1))
    }

    /// The `weekday` of this date's Monday-to-Sunday week.
    func inWeek(_ weekday: Int) -> CivilDate {
        startOfWeek.adding(days: weekday - 1)
    }
}
