package import ToolBox

/// When a capture is due, when its words hold date phrases said apart from each other.
///
/// One run of date phrases ("tomorrow at 5pm", "friday, 3 o'clock") is the due date, and
/// all of it leaves the title. Two runs said apart are read as a person means them:
/// - a day and a time of day are one moment: "remind me tomorrow to call mum at 5pm",
///   "remind me at 5pm to call mum tomorrow";
/// - otherwise the run said right after the head ("remind me on thursday to ...") or,
///   failing that, the run that closes the request ("... on thursday") is when; the other
///   run is part of what to do, and stays in the title: "remind me to prep for friday's
///   meeting on thursday", "remind me next week to book the hotel for june".
enum CaptureWhen {
    struct Reading {
        let due: LocalDateTime
        /// The date phrases that say when, to cut from the title.
        let phrases: [Range<Int>]
    }

    /// The reading of `forward`, the forward date phrases in `slot` left to right (none
    /// where something is moved to), or nil when they make one run or none, a repeat is
    /// said, or neither run is plainly when: the first phrase is then the due date, and
    /// every phrase is cut, as for one run.
    static func read(
        _ forward: [(range: Range<Int>, value: LocalDateTime, isPast: Bool)], slot: Range<Int>,
        in clause: Clause
    ) -> Reading? {
        guard forward.count >= 2, clause.repeatPhrase == nil else { return nil }
        var runs: [[(range: Range<Int>, value: LocalDateTime)]] = []
        for date in forward {
            if let last = runs.last?.last, last.range.upperBound <= date.range.lowerBound,
                joins(clause.normalizedText(last.range.upperBound..<date.range.lowerBound))
            {
                runs[runs.count - 1].append((date.range, date.value))
            } else {
                runs.append([(date.range, date.value)])
            }
        }
        guard runs.count == 2 else { return nil }
        let times = clause.timesOfDay
        let saysTime = runs.map { run in run.allSatisfy { times.contains($0.range) } }
        if saysTime[0] != saysTime[1] {
            let day = runs[saysTime[0] ? 1 : 0][0].value
            guard day.time == nil, let time = runs[saysTime[0] ? 0 : 1][0].value.time else {
                return nil
            }
            return Reading(
                due: LocalDateTime(date: day.date, time: time),
                phrases: runs.flatMap { $0.map(\.range) })
        }
        let opening =
            clause.normalizedText(slot.lowerBound..<runs[0][0].range.lowerBound)
            .utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ",") }
        let end = runs[1][runs[1].count - 1].range.upperBound
        let closing =
            end <= slot.upperBound
            && clause.normalizedText(end..<slot.upperBound)
                .utf8.allSatisfy { CaptureReading.trailingMarks.contains($0) }
        guard let run = opening ? runs[0] : closing ? runs[1] : nil else { return nil }
        return Reading(due: run[0].value, phrases: run.map(\.range))
    }

    /// Whether the words between two date phrases join them into one run: nothing but
    /// marks and spaces, or "and"/"or" ("monday and tuesday").
    static func joins(_ between: Substring) -> Bool {
        let words = between.split { $0 == " " || $0 == "," }
        return words.isEmpty || (words.count == 1 && (words[0] == "and" || words[0] == "or"))
    }
}
