import NutritionEngine
import Testing

@Suite struct CalendarDateTests {
    @Test func knownDayNumbersAndWeekdays() throws {
        // 2000-01-01T00:00:00Z is Unix time 946684800 = 10957 × 86400; it was a Saturday.
        let millennium = try #require(CalendarDate(iso: "2000-01-01"))
        #expect(millennium.dayNumber == 10_957)
        #expect(millennium.weekday == .saturday)
        #expect(CalendarDate(dayNumber: 0).description == "1970-01-01")
        #expect(CalendarDate(dayNumber: 0).weekday == .thursday)
        #expect(CalendarDate(iso: "2026-11-30")?.weekday == .monday)
        // 1970-01-01 to 2100-12-31 is 47846 days (Python datetime.date difference).
        #expect(CalendarDate(iso: "2100-12-31")?.dayNumber == 47_846)
        #expect(CalendarDate(iso: "1600-01-01")?.dayNumber == -135_140)
    }

    @Test func leapYearsFollowTheGregorianRule() {
        #expect(CalendarDate(iso: "2000-02-29") != nil)
        #expect(CalendarDate(iso: "2024-02-29") != nil)
        #expect(CalendarDate(iso: "1900-02-29") == nil)
        #expect(CalendarDate(iso: "2026-02-29") == nil)
        #expect(CalendarDate(iso: "2026-04-31") == nil)
    }

    @Test(arguments: [
        "2026-1-05", "2026/01/05", "20260105", "2026-00-10", "2026-13-01", "2026-01-00", " 2026-01-05", "２０２６-01-05",
        "",
    ])
    func malformedDatesAreRefused(_ text: String) {
        #expect(CalendarDate(iso: text) == nil)
    }

    @Test func everyDayRoundTripsThroughItsText() {
        // Property over 1900-2100: text → date → text is the identity and consecutive days differ by one.
        var previous: CalendarDate?
        for dayNumber in -25_567...47_846 {
            let date = CalendarDate(dayNumber: dayNumber)
            let parsed = CalendarDate(iso: date.description)
            #expect(parsed == date)
            if let previous { #expect(previous.days(to: date) == 1) }
            previous = date
            if parsed != date { break }
        }
    }

    @Test func weeksStartOnTheRequestedDay() throws {
        let wednesday = try #require(CalendarDate(iso: "2026-11-04"))
        #expect(wednesday.startOfWeek(beginningOn: .monday).description == "2026-11-02")
        #expect(wednesday.startOfWeek(beginningOn: .sunday).description == "2026-11-01")
        #expect(wednesday.startOfWeek(beginningOn: .wednesday) == wednesday)
        #expect(wednesday.startOfWeek(beginningOn: .thursday).description == "2026-10-29")
    }
}

@Suite struct TimestampAndLocalDayTests {
    @Test func offsetsAndFormsAgree() throws {
        // calendar.timegm(datetime(2026, 11, 2, 23, 40)) = 1793662800.
        let utc = try #require(Timestamp("2026-11-02T23:40:00Z"))
        #expect(utc.secondsSince1970 == 1_793_662_800)
        #expect(Timestamp("2026-11-03T00:40:00+01:00") == utc)
        #expect(Timestamp("2026-11-03T00:40+0100") == utc)
        #expect(Timestamp("2026-11-02T18:40:00-05:00") == utc)
        // Apple Health export form; timegm(2023-09-11 05:25:52) = 1694409952.
        #expect(Timestamp("2023-09-11 05:25:52 +0000")?.secondsSince1970 == 1_694_409_952)
        #expect(Timestamp("2026-11-02T23:40:00.5Z")?.secondsSince1970 == 1_793_662_800.5)
    }

    @Test(arguments: [
        "2026-11-02T23:40:00", "2026-11-02 23:40", "2026-11-02T24:00:00Z", "2026-11-02T23:40:00+1",
        "2026-11-02T23:40:00 Berlin",
    ])
    func timesWithoutAUsableOffsetAreRefused(_ text: String) {
        #expect(Timestamp(text) == nil)
    }

    @Test func berlinDaysFollowDaylightSavingTime() throws {
        let clock = try #require(LocalDayClock(timeZoneIdentifier: "Europe/Berlin"))
        // Summer time (UTC+2) ended at 01:00 UTC on 25 Oct 2026.
        #expect(clock.day(of: try #require(Timestamp("2026-10-24T22:30:00Z"))).description == "2026-10-25")
        #expect(clock.day(of: try #require(Timestamp("2026-10-25T22:30:00Z"))).description == "2026-10-25")
        #expect(clock.day(of: try #require(Timestamp("2026-10-25T23:30:00Z"))).description == "2026-10-26")
        #expect(clock.day(of: try #require(Timestamp("2026-11-02T22:59:59Z"))).description == "2026-11-02")
        #expect(clock.day(of: try #require(Timestamp("2026-11-02T23:00:00Z"))).description == "2026-11-03")
    }

    @Test func dayStartsAtHourMovesEarlyMorningsBack() throws {
        let late = try #require(LocalDayClock(timeZoneIdentifier: "America/New_York", dayStartsAtHour: 4))
        // New York is UTC-5 in November: 08:59 UTC = 03:59 local (previous day), 09:00 UTC = 04:00 local.
        #expect(late.day(of: try #require(Timestamp("2026-11-10T08:59:00Z"))).description == "2026-11-09")
        #expect(late.day(of: try #require(Timestamp("2026-11-10T09:00:00Z"))).description == "2026-11-10")
        #expect(LocalDayClock(timeZoneIdentifier: "Europe/Atlantis") == nil)
        #expect(LocalDayClock(timeZoneIdentifier: "UTC", dayStartsAtHour: 24) == nil)
    }
}
