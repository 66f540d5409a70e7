//! Rule options and their named presets (docs/rules.md, "Variants").

use std::fmt;
use std::str::FromStr;

/// What happens to a move whose captures would leave the opponent with no seeds.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum GrandSlamRule {
    /// R6 (Abapa): nothing is captured; the move stands.
    #[default]
    Forfeit,
    /// Captures only when it brings the mover to a winning total (R8); otherwise R6.
    AllowedIfWinning,
    /// May not be played while another legal move exists; if forced, played under R6.
    Illegal,
    /// Captures normally; the opponent then has no move and the game ends by R9.
    CaptureAll,
    /// Captures normally; the opponent then takes the seeds left on the mover's side.
    OpponentTakes,
}

impl GrandSlamRule {
    /// Every option, in the order of docs/rules.md.
    pub const ALL: [GrandSlamRule; 5] = [
        GrandSlamRule::Forfeit,
        GrandSlamRule::AllowedIfWinning,
        GrandSlamRule::Illegal,
        GrandSlamRule::CaptureAll,
        GrandSlamRule::OpponentTakes,
    ];

    /// The option's name as written in docs/rules.md.
    pub const fn name(self) -> &'static str {
        match self {
            GrandSlamRule::Forfeit => "forfeit",
            GrandSlamRule::AllowedIfWinning => "allowed-if-winning",
            GrandSlamRule::Illegal => "illegal",
            GrandSlamRule::CaptureAll => "capture-all",
            GrandSlamRule::OpponentTakes => "opponent-takes",
        }
    }

    /// The option with this name.
    pub fn from_name(name: &str) -> Option<GrandSlamRule> {
        GrandSlamRule::ALL
            .into_iter()
            .find(|r| r.name().eq_ignore_ascii_case(name))
    }
}

/// How a repeated position (R10) is handled.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum CycleRule {
    /// R10: the game ends as soon as a position repeats.
    #[default]
    Automatic,
    /// The game goes on until both players agree to end it.
    ByAgreement,
}

impl CycleRule {
    /// The option's name as written in docs/rules.md.
    pub const fn name(self) -> &'static str {
        match self {
            CycleRule::Automatic => "automatic",
            CycleRule::ByAgreement => "by-agreement",
        }
    }
}

/// A complete rule set: one value for every option of docs/rules.md.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Rules {
    /// The grand-slam option (R6 and its alternatives).
    pub grand_slam: GrandSlamRule,
    /// The cycle option (R10).
    pub cycle: CycleRule,
    /// Seeds in each pit at the start, 3 to 6.
    pub seeds_per_pit: u8,
    /// Whether the stores are drawn at the ends of the board (display only).
    pub stores_shown: bool,
}

impl Default for Rules {
    fn default() -> Self {
        Rules::ABAPA
    }
}

/// Why a variant description was not understood.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum VariantError {
    /// A word that is neither a preset nor an option.
    #[error(
        "unknown variant option '{}' (expected abapa, grand-slam=forfeit|allowed-if-winning|illegal|capture-all|opponent-takes, cycle=automatic|by-agreement, seeds=3..6, stores=yes|no)",
        super::quote::shortened(.0)
    )]
    Unknown(String),
    /// Seeds per pit outside 3..=6.
    #[error("seeds per pit must be 3 to 6, got '{}'", super::quote::shortened(.0))]
    Seeds(String),
    /// An empty description.
    #[error("empty variant name")]
    Empty,
}

impl Rules {
    /// Abapa, the tournament rules and the default.
    pub const ABAPA: Rules = Rules {
        grand_slam: GrandSlamRule::Forfeit,
        cycle: CycleRule::Automatic,
        seeds_per_pit: 4,
        stores_shown: true,
    };

    /// Seeds in play: 12 × seeds per pit.
    #[inline]
    pub const fn total_seeds(&self) -> u8 {
        self.seeds_per_pit * 12
    }

    /// Captures that win outright (R8): more than half of all seeds.
    #[inline]
    pub const fn winning_total(&self) -> u8 {
        self.seeds_per_pit * 6 + 1
    }

    /// The canonical name: `abapa`, or `abapa` followed by the options that differ.
    pub fn name(&self) -> String {
        let mut name = String::from("abapa");
        if self.grand_slam != GrandSlamRule::Forfeit {
            name.push_str(",grand-slam=");
            name.push_str(self.grand_slam.name());
        }
        if self.cycle != CycleRule::Automatic {
            name.push_str(",cycle=");
            name.push_str(self.cycle.name());
        }
        if self.seeds_per_pit != 4 {
            name.push_str(&format!(",seeds={}", self.seeds_per_pit));
        }
        if !self.stores_shown {
            name.push_str(",stores=no");
        }
        name
    }

    fn apply_option(&mut self, word: &str) -> Result<(), VariantError> {
        let lower = word.trim().to_ascii_lowercase();
        let (key, value) = match lower.split_once('=') {
            Some((k, v)) => (Some(k.trim().to_string()), v.trim().to_string()),
            None => (None, lower.clone()),
        };
        let unknown = || VariantError::Unknown(word.trim().to_string());
        match key.as_deref() {
            None => {
                if value == "abapa" || value == "default" {
                    *self = Rules {
                        stores_shown: self.stores_shown,
                        ..Rules::ABAPA
                    };
                } else if let Some(rule) = GrandSlamRule::from_name(&value) {
                    self.grand_slam = rule;
                } else if value == "automatic" {
                    self.cycle = CycleRule::Automatic;
                } else if value == "by-agreement" {
                    self.cycle = CycleRule::ByAgreement;
                } else if value == "no-stores" {
                    self.stores_shown = false;
                } else if let Some(n) = value.strip_suffix("-seeds") {
                    self.seeds_per_pit = parse_seeds(n)?;
                } else {
                    return Err(unknown());
                }
            }
            Some("grand-slam" | "grandslam" | "grand_slam") => {
                self.grand_slam = GrandSlamRule::from_name(&value).ok_or_else(unknown)?;
            }
            Some("cycle") => {
                self.cycle = match value.as_str() {
                    "automatic" => CycleRule::Automatic,
                    "by-agreement" => CycleRule::ByAgreement,
                    _ => return Err(unknown()),
                };
            }
            Some("seeds" | "seeds-per-pit") => self.seeds_per_pit = parse_seeds(&value)?,
            Some("stores" | "stores-shown") => {
                self.stores_shown = match value.as_str() {
                    "yes" | "true" | "on" => true,
                    "no" | "false" | "off" => false,
                    _ => return Err(unknown()),
                };
            }
            Some(_) => return Err(unknown()),
        }
        Ok(())
    }
}

fn parse_seeds(text: &str) -> Result<u8, VariantError> {
    match text.trim().parse::<u8>() {
        Ok(n @ 3..=6) => Ok(n),
        _ => Err(VariantError::Seeds(text.trim().to_string())),
    }
}

impl FromStr for Rules {
    type Err = VariantError;

    /// Reads `abapa` or a list of options separated by `,` or `+`, each `key=value` or a
    /// bare value: `abapa,grand-slam=capture-all`, `capture-all+seeds=5`, `by-agreement`.
    fn from_str(text: &str) -> Result<Rules, VariantError> {
        if text.split([',', '+']).all(|word| word.trim().is_empty()) {
            return Err(VariantError::Empty);
        }
        // The Aualé GUI names the standard rules so in its records.
        let words: Vec<&str> = text.split_whitespace().collect();
        if words.len() == 2
            && words[0].eq_ignore_ascii_case("oware")
            && words[1].eq_ignore_ascii_case("abapa")
        {
            return Ok(Rules::ABAPA);
        }
        let mut rules = Rules::ABAPA;
        for word in text.split([',', '+']) {
            if word.trim().is_empty() {
                continue;
            }
            rules.apply_option(word)?;
        }
        Ok(rules)
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}
