//! The endgame tables in the app: loaded from the per-user data folder at start, or built
//! there on a thread of their own at a low priority while play goes on. The small tables
//! come first (12 seeds in about a second), so the hints and the review judge endings
//! exactly from the start; each larger seed count is used, and saved, as soon as it is
//! built, and a build cut short goes on from the last one saved the next time. The 20-seed
//! tables are a setting, built on demand after the player has been told what they cost.

use crate::ai::EndgameTable;
use crate::ai::egtb::{approx_bytes, build_memory, positions_up_to};
use crate::gui::game::session::GameSession;
use crate::gui::settings::AppSettings;
use crate::gui::words::notice::Notice;
use crate::records::{load_or_build_table_with, table_path};
use crate::rules::{GrandSlamRule, Rules};
use crate::t;
use bevy::prelude::*;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, channel};
use std::sync::{Arc, Mutex};

/// The sizes the app offers: the default, and the larger set built on request.
pub const TABLE_SIZES: [usize; 2] = [15, 20];

/// Whether the app loads or builds tables at all (off in tests, screenshots and benchmarks,
/// where a build would compete with what is measured).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TablesWanted(pub bool);

impl Default for TablesWanted {
    fn default() -> Self {
        TablesWanted(true)
    }
}

/// What a table job sends back: the tables as each seed count is built, then the end.
enum TableNews {
    /// The tables so far, usable now.
    Grown(EndgameTable),
    /// The job's end.
    Done(Result<TablesLoaded, TablesFailed>),
}

/// Tables being loaded or built on another thread.
struct TableJob {
    rule: GrandSlamRule,
    seeds: usize,
    /// Seed counts finished so far (a load finishes them all at once).
    done: Arc<AtomicUsize>,
    news: Mutex<Receiver<TableNews>>,
}

/// The endgame tables the computer and the hints use.
#[derive(Resource, Default)]
pub struct EndgameTables {
    table: Option<Arc<EndgameTable>>,
    job: Option<TableJob>,
    /// A rule and size that failed: not tried again in this session.
    failed: Option<(GrandSlamRule, usize)>,
}

impl EndgameTables {
    /// The tables, once ready for these rules.
    pub fn for_rules(&self, rules: &Rules) -> Option<Arc<EndgameTable>> {
        self.table.clone().filter(|t| t.rules_match(rules))
    }

    /// Progress of a build or load under way: seed counts done and the size.
    pub fn progress(&self) -> Option<(usize, usize)> {
        self.job
            .as_ref()
            .map(|j| (j.done.load(Ordering::Relaxed).min(j.seeds), j.seeds))
    }

    /// The share of the work done, from 0 to 1: the positions of the seed counts built (the
    /// larger counts take most of the time).
    pub fn fraction_done(&self) -> Option<f32> {
        let (done, seeds) = self.progress()?;
        Some((positions_up_to(done) as f64 / positions_up_to(seeds).max(1) as f64) as f32)
    }

    /// The size of the tables in use.
    pub fn seeds(&self) -> Option<usize> {
        self.table.as_ref().map(|t| t.max_seeds())
    }
}

/// What building tables of `seeds` seeds costs, said before a build starts: the file's size
/// and the memory the build needs.
pub fn build_cost(seeds: usize) -> String {
    t!(
        "tables-cost",
        disk = approx_bytes(positions_up_to(seeds) as f64),
        memory = approx_bytes(build_memory(seeds) as f64)
    )
}

/// Registers the tables and keeps them matching the rules and the setting.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<EndgameTables>()
        .init_resource::<TablesWanted>()
        .add_systems(Update, (follow_rules_and_setting, collect_tables).chain());
}

/// Starts loading or building the tables the game's rules and the setting ask for.
fn follow_rules_and_setting(
    wanted: Res<TablesWanted>,
    session: Res<GameSession>,
    settings: Res<AppSettings>,
    mut tables: ResMut<EndgameTables>,
) {
    if !wanted.0 {
        return;
    }
    let rules = *session.game().rules();
    if rules.grand_slam == GrandSlamRule::AllowedIfWinning {
        return; // the tables cannot see the stores this rule depends on
    }
    let seeds = if TABLE_SIZES.contains(&settings.table_seeds) {
        settings.table_seeds
    } else {
        TABLE_SIZES[0]
    };
    let key = (rules.grand_slam, seeds);
    let have = tables
        .table
        .as_ref()
        .is_some_and(|t| t.rules_match(&rules) && t.max_seeds() == seeds);
    let building = tables
        .job
        .as_ref()
        .is_some_and(|j| (j.rule, j.seeds) == key);
    if have || building || tables.failed == Some(key) {
        return;
    }
    tables.job = Some(start(rules, seeds));
}

/// What a table job hands back: the tables, and why the saved file was replaced, if it was.
struct TablesLoaded {
    table: EndgameTable,
    replaced: Option<crate::records::ReplacedTables>,
}

/// Why a table job gave no tables; it crosses back as its type, to be put into words in
/// the player's language.
enum TablesFailed {
    /// The data folder or the file.
    File(crate::records::FileError),
    /// A size that cannot be built.
    Size(crate::ai::egtb::TableSizeError),
}

fn start(rules: Rules, seeds: usize) -> TableJob {
    let done = Arc::new(AtomicUsize::new(0));
    let (sender, receiver) = channel();
    let progress = done.clone();
    crate::gui::computer::background::spawn_low(move || {
        let grown = sender.clone();
        let result = table_path(&rules, seeds)
            .map_err(TablesFailed::File)
            .and_then(|path| {
                load_or_build_table_with(
                    &path,
                    &rules,
                    seeds,
                    &mut |n, _| progress.store(n, Ordering::Relaxed),
                    // Each seed count is used as soon as it is built. The app may have
                    // closed meanwhile: nobody to tell.
                    &mut |table| {
                        let _ = grown.send(TableNews::Grown(table.clone()));
                    },
                )
                .map_err(TablesFailed::Size)
            })
            .map(|loaded| {
                if let Some(e) = loaded.not_saved {
                    warn!("endgame tables built but not saved: {e}");
                }
                let replaced = loaded.replaced;
                if let Some(r) = &replaced {
                    warn!("endgame tables could not be used and were built again: {r}");
                }
                TablesLoaded {
                    table: loaded.table,
                    replaced,
                }
            });
        let _ = sender.send(TableNews::Done(result));
    });
    TableJob {
        rule: rules.grand_slam,
        seeds,
        done,
        news: Mutex::new(receiver),
    }
}

fn collect_tables(mut tables: ResMut<EndgameTables>, mut notices: MessageWriter<Notice>) {
    let Some(job) = tables.job.as_ref() else {
        return;
    };
    let (rule, seeds) = (job.rule, job.seeds);
    let mut news = Vec::new();
    if let Ok(receiver) = job.news.lock() {
        news.extend(receiver.try_iter());
    }
    for item in news {
        match item {
            TableNews::Grown(table) => {
                // A larger size asked for keeps the tables already there until it passes them.
                if tables.seeds().is_none_or(|s| table.max_seeds() > s)
                    || tables
                        .table
                        .as_ref()
                        .is_some_and(|t| t.grand_slam_rule() != rule)
                {
                    tables.table = Some(Arc::new(table));
                }
            }
            TableNews::Done(result) => {
                tables.job = None;
                finish(&mut tables, (rule, seeds), result, &mut notices);
            }
        }
    }
}

/// The end of a table job: the whole tables, or why there are none of that size.
fn finish(
    tables: &mut EndgameTables,
    key: (GrandSlamRule, usize),
    result: Result<TablesLoaded, TablesFailed>,
    notices: &mut MessageWriter<Notice>,
) {
    match result {
        Ok(TablesLoaded { table, replaced }) => {
            if let Some(why) = replaced {
                let why = crate::gui::words::errors::table_file_error(&why.error);
                notices.write(Notice(t!("notice-tables-rebuilt", error = why)));
            } else if table.max_seeds() > TABLE_SIZES[0] {
                notices.write(Notice(t!("notice-tables-ready", seeds = table.max_seeds())));
            }
            tables.table = Some(Arc::new(table));
        }
        Err(e) => {
            tables.failed = Some(key);
            let why = match &e {
                TablesFailed::File(e) => crate::gui::words::errors::file_error(e),
                TablesFailed::Size(e) => crate::gui::words::errors::table_size_error(e),
            };
            notices.write(Notice(t!("notice-tables-unavailable", error = why)));
        }
    }
}
