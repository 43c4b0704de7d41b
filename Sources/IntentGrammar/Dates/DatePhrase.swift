internal import ToolBox

/// A part of the day, and the clock time it stands for when no time is said.
enum DayPart {
    case morning, afternoon, evening, night, endOfDay

    /// Minutes since midnight: morning 09:00, afternoon 15:00, evening 18:00, night 20:00,
    /// end of day 17:00 (the eval-data README's table).
    var minutes: Int {
        switch self {
        case .morning: 9 * 60
        case .afternoon: 15 * 60
        case .evening: 18 * 60
        case .night: 20 * 60
        case .endOfDay: 17 * 60
        }
    }
}

enum Meridiem {
    case am, pm
}

/// What a piece of a phrase says about the day.
struct DayClaim {
    /// How the day was named, which decides how it combines with a second naming
    /// ("Tuesday the 19th", "next week Wednesday", "tomorrow, 13/04/21").
    enum Role: Equatable {
        /// Relative to today: "tomorrow", "next Friday", "the end of the month".
        case relative
        /// Names a week as well as a day: "next week", "in 2 weeks". A weekday said with
        /// it picks that day of the week.
        case week
        /// A date with its year.
        case calendar
        case yearless(month: Int, day: Int)
        case dayOfMonth(Int)
        /// A weekday; `bare` when said without this/next/last.
        case weekday(Int, bare: Bool)

        var isCalendarLike: Bool {
            switch self {
            case .calendar, .yearless, .dayOfMonth: true
            default: false
            }
        }
    }

    var date: CivilDate
    var role: Role
    var isPast = false
    /// "on 15" is the 15th only when a time follows ("on 15 at 8pm"); alone it is too
    /// likely a count.
    var needsTime = false
    /// The last day of the period the words name, when they name several days: "next
    /// week" is its Monday (`date`) through its Sunday, "this month" today through the
    /// month's last day. Nil for one day.
    var through: CivilDate? = nil
}

/// A clock time as said, before a part of the day or the bare-hour rule settles it.
struct ClockClaim {
    var hour: Int
    var minute: Int
    var meridiem: Meridiem? = nil
    /// Said in a form that needs no am/pm guess: 24-hour ("15:00", "07:30"), noon, midnight.
    var literal = false
    /// Minutes added once the hour is settled: "quarter to 5" is 5 then -15.
    var offset = 0
    /// A bare number ("8 tonight", "6 in the afternoon") is an hour only next to a part of
    /// the day.
    var needsPart = false

    /// Minutes since midnight. Without am/pm the part of the day decides; without one, 1 to
    /// 7 are afternoon hours and 8 to 11 morning ones, because that is when errands happen.
    func minutes(in part: DayPart?) -> Int {
        var h = hour
        if literal {
            h = hour
        } else if let meridiem {
            h = hour % 12 + (meridiem == .pm ? 12 : 0)
        } else {
            switch part {
            case .morning: h = hour
            case .afternoon, .evening: h = hour == 12 ? 12 : hour + 12
            // Night runs past midnight: "tonight at 11" is 23:00, "tonight at 2" 02:00.
            case .night: h = hour == 12 ? 0 : (hour >= 6 ? hour + 12 : hour)
            case .endOfDay, nil: h = (1...7).contains(hour) ? hour + 12 : hour
            }
        }
        let total = h * 60 + minute + offset
        return (total % 1440 + 1440) % 1440
    }
}

/// One piece of a date phrase: "Friday", "at 3pm", "in the morning", "in 2 hours".
enum DatePiece {
    case day(DayClaim, part: DayPart? = nil, tonight: Bool = false)
    case clock(ClockClaim)
    case part(DayPart)
    /// A moment complete in itself: "in 2 hours", "15 minutes ago".
    case instant(LocalDateTime, isPast: Bool)
}

/// The pieces of one phrase so far, combined as they are read.
struct PhraseDraft {
    var day: DayClaim?
    var clock: ClockClaim?
    var part: DayPart?
    /// The night is tonight's: its small hours are tomorrow's unless they are already here.
    var saysTonight = false
    var instant: LocalDateTime?
    var isPast = false

    /// Adds a piece, or says no when it names something already named ("Friday Monday",
    /// "3pm 4pm"), which ends the phrase before it.
    mutating func absorb(_ piece: DatePiece, today: CivilDate) -> Bool {
        if let instant {
            // "in an hour today": the day the moment falls on, said again.
            guard case .day(let claim, nil, _) = piece, Self.names(claim, instant) else {
                return false
            }
            return true
        }
        switch piece {
        case .instant(let value, let past):
            // "today in an hour": the moment on the day just named.
            if let day, clock == nil, part == nil, Self.names(day, value) {
                instant = value
                isPast = isPast || past
                return true
            }
            guard day == nil, clock == nil, part == nil else { return false }
            instant = value
            isPast = isPast || past
        case .clock(let claim):
            guard clock == nil else { return false }
            clock = claim
        case .part(let newPart):
            guard part == nil else { return false }
            part = newPart
        case .day(let claim, let newPart, let tonight):
            if newPart != nil, part != nil { return false }
            if let existing = day {
                guard let merged = Self.merge(existing, claim, today: today) else { return false }
                day = merged
            } else {
                day = claim
            }
            if let newPart {
                part = newPart
                saysTonight = tonight
            }
            isPast = isPast || claim.isPast
        }
        return true
    }

    /// Whether a relative day ("today", "tomorrow") is the day a moment falls on.
    private static func names(_ day: DayClaim, _ moment: LocalDateTime) -> Bool {
        day.role == .relative && !day.needsTime && day.date == moment.date
    }

    /// A time of day and no day: "4pm", "half 3", "the afternoon". "End of day" is
    /// today's, as "tonight" is.
    var isTimeOfDay: Bool {
        instant == nil && day == nil && (clock != nil || part != nil) && part != .endOfDay
    }

    /// The last day of the period the phrase names ("next week", "this weekend"), when
    /// nothing narrows it to one day or a time: nil for "next week at 3pm".
    var through: CivilDate? {
        guard instant == nil, clock == nil, part == nil else { return nil }
        return day?.through
    }

    /// Whether every piece got the company it needs ("on 15" a time, "8" a part of the day).
    var isComplete: Bool {
        if day?.needsTime == true, clock == nil { return false }
        if clock?.needsPart == true, part == nil { return false }
        return true
    }

    /// Two namings of one day. A weekday qualifies the other: it picks the day of a named
    /// week, and may carry a yearless date to the next year or a bare day of the month to a
    /// later month where the two agree ("Fri, Jul 18" said in 2013 is 2014; "Monday 21" is
    /// the next 21st that is a Monday). Further than that, the date wins over the weekday.
    /// A relative day next to a date is apposition: the date wins.
    static func merge(_ a: DayClaim, _ b: DayClaim, today: CivilDate) -> DayClaim? {
        if case .weekday(let weekday, let bare) = a.role {
            return qualify(b, by: weekday, bare: bare, today: today)
        }
        if case .weekday(let weekday, let bare) = b.role {
            return qualify(a, by: weekday, bare: bare, today: today)
        }
        if a.role == .relative, b.role.isCalendarLike { return b }
        if b.role == .relative, a.role.isCalendarLike { return a }
        return nil
    }

    private static func qualify(
        _ claim: DayClaim, by weekday: Int, bare: Bool, today: CivilDate
    ) -> DayClaim? {
        var result = claim
        switch claim.role {
        case .week:
            result.date = claim.date.inWeek(weekday)
            result.role = .relative
            result.through = nil
        case .calendar:
            break
        case .yearless(let month, let day):
            if bare, claim.date.weekday != weekday,
                let later = CivilDate(year: claim.date.year + 1, month: month, day: day),
                later.weekday == weekday
            {
                result.date = later
            }
        case .dayOfMonth(let day):
            if bare, let agreeing = today.nextOccurrence(dayOfMonth: day, weekday: weekday) {
                result.date = agreeing
            }
        case .relative, .weekday:
            return nil
        }
        return result
    }

    /// The value of the phrase. A time with no day is today if still to come, else
    /// tomorrow; "end of day" alone is today's.
    func resolve(today: CivilDate, nowMinute: Int) -> LocalDateTime {
        if let instant { return instant }
        var minutes: Int?
        if let clock {
            minutes = clock.minutes(in: part)
        } else if let part {
            minutes = part.minutes
        }
        var date = today
        if let day {
            date = day.date
            // Night runs past midnight: its small hours belong to the next date, unless
            // "tonight" is said in them and the time is still to come.
            if part == .night, clock != nil, let m = minutes, m < 6 * 60,
                !(saysTonight && nowMinute < 6 * 60 && m > nowMinute)
            {
                date = date.adding(days: 1)
            }
        } else if part == .endOfDay, clock == nil {
            date = today
        } else if let m = minutes {
            date = m > nowMinute ? today : today.adding(days: 1)
        }
        let time = minutes.flatMap { ClockTime(hour: $0 / 60, minute: $0 % 60) }
        return LocalDateTime(date: date, time: time)
    }
}
