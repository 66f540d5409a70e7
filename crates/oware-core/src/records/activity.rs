//! The time a player spent in the game, day by day (`activity.ron` in their folder), for
//! the parent's page.

use super::progress_file::ProgressFile;
use serde::{Deserialize, Serialize};

/// The calendar date of a day counted as the files count them (days since 1970-01-01,
/// UTC): year, month (1–12) and day of the month; none past the calendar's end.
pub fn calendar_date(day: u64) -> Option<(i32, u8, u8)> {
    let julian = i32::try_from(day).ok()?.checked_add(2_440_588)?;
    let date = time::Date::from_julian_day(julian).ok()?;
    Some((date.year(), u8::from(date.month()), date.day()))
}

/// The days kept (a year and a day).
pub const ACTIVITY_DAYS: usize = 366;

/// One day's time in the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActivityDay {
    /// The day, as days since 1970-01-01 (UTC).
    pub day: u64,
    /// Seconds spent in the game that day.
    pub seconds: u32,
}

/// A player's time in the game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Activity {
    /// Each day played, oldest first, the last [`ACTIVITY_DAYS`].
    pub days: Vec<ActivityDay>,
}

impl Activity {
    /// Adds `seconds` on day `day` (a day before the last kept counts on the last).
    pub fn add(&mut self, day: u64, seconds: u32) {
        if self.days.last().is_none_or(|d| d.day < day) {
            self.days.push(ActivityDay { day, seconds: 0 });
            let over = self.days.len().saturating_sub(ACTIVITY_DAYS);
            self.days.drain(..over);
        }
        if let Some(last) = self.days.last_mut() {
            last.seconds = last.seconds.saturating_add(seconds);
        }
    }

    /// Seconds spent from day `from` on.
    pub fn seconds_since(&self, from: u64) -> u64 {
        self.days
            .iter()
            .filter(|d| d.day >= from)
            .map(|d| u64::from(d.seconds))
            .sum()
    }
}

impl ProgressFile for Activity {
    const FILE_NAME: &'static str = "activity.ron";
    fn days(&self) -> Vec<u64> {
        self.days.iter().map(|d| d.day).collect()
    }
    fn checked(mut self) -> Self {
        self.days.sort_by_key(|d| d.day);
        self.days.dedup_by_key(|d| d.day);
        let over = self.days.len().saturating_sub(ACTIVITY_DAYS);
        self.days.drain(..over);
        for d in &mut self.days {
            d.seconds = d.seconds.min(24 * 3600);
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_are_dated_as_the_calendar_dates_them() {
        assert_eq!(calendar_date(0), Some((1970, 1, 1)));
        assert_eq!(calendar_date(20_429), Some((2025, 12, 7)));
        assert_eq!(calendar_date(u64::MAX), None);
    }

    #[test]
    fn time_adds_up_by_day_and_a_hand_edited_file_is_brought_to_order() {
        let mut a = Activity::default();
        a.add(10, 60);
        a.add(10, 30);
        a.add(12, 600);
        a.add(11, 5);
        assert_eq!(a.days.len(), 2);
        assert_eq!(a.seconds_since(0), 695);
        assert_eq!(a.seconds_since(11), 605);
        let edited = Activity {
            days: vec![
                ActivityDay {
                    day: 5,
                    seconds: 999_999,
                },
                ActivityDay { day: 3, seconds: 1 },
                ActivityDay { day: 5, seconds: 2 },
            ],
        };
        let read = edited.checked();
        assert_eq!(read.days.len(), 2);
        assert_eq!(read.days[0].day, 3);
        assert_eq!(read.days[1].seconds, 24 * 3600);
    }

    #[test]
    fn a_file_naming_a_day_the_game_could_not_have_written_is_refused_and_left() {
        use crate::records::{load_progress, progress_path};
        let dir = tempfile::tempdir().expect("a folder");
        let path = progress_path::<Activity>(dir.path());
        let today = crate::learn::today();
        for day in [u64::MAX, 0, 1_000_000_000_000_000, today + 30] {
            let text = format!("(days: [(day: {today}, seconds: 60), (day: {day}, seconds: 5)])");
            std::fs::write(&path, &text).expect("written");
            match load_progress::<Activity>(&path) {
                Err(crate::records::SettingsError::Invalid { message, .. }) => {
                    assert!(message.contains(&day.to_string()), "{message}")
                }
                other => panic!("day {day} refused in words, not {other:?}"),
            }
            assert_eq!(
                std::fs::read_to_string(&path).ok(),
                Some(text),
                "left as it is"
            );
        }
        // The practice and puzzle files the same.
        let practice = progress_path::<crate::practice::PracticeProgress>(dir.path());
        let kind = "(right: 1, asked: 1)";
        let text =
            format!("(days: [(day: 0, per_kind: ({kind}, {kind}, {kind}, {kind}, {kind}))])");
        std::fs::write(&practice, text).expect("written");
        match load_progress::<crate::practice::PracticeProgress>(&practice) {
            Err(crate::records::SettingsError::Invalid { message, .. }) => {
                assert!(message.contains("day 0"), "{message}")
            }
            other => panic!("refused in words, not {other:?}"),
        }
        // Today and yesterday read.
        let text = format!(
            "(days: [(day: {}, seconds: 60), (day: {today}, seconds: 5)])",
            today - 1
        );
        std::fs::write(&path, &text).expect("written");
        let read = load_progress::<Activity>(&path)
            .expect("read")
            .expect("there");
        assert_eq!(read.seconds_since(0), 65);
    }
}
