//! The app's words in every language it speaks, through Fluent: one file per language in
//! `assets/i18n/`, and one for the lessons in `assets/i18n/lessons/` (built into the
//! program, so a language can never be missing), the
//! language chosen by the player or followed from the system's, English wherever a message
//! is missing. Numbers and plurals are Fluent's ("1 seed", "2 seeds"; French "0 graine").
//!
//! Code asks for a message with [`t!`](crate::t): `t!("menu-game")`,
//! `t!("seeds-count", count = n)`.

mod number_words;
#[cfg(test)]
mod tests;

pub use number_words::number_in_words;

pub use fluent_bundle::FluentArgs;
use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;
use std::sync::{Arc, LazyLock, RwLock};
use unic_langid::LanguageIdentifier;

/// A language the app speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Language {
    /// English (also the fallback for any missing message).
    #[default]
    English,
    /// French.
    French,
    /// Thai.
    Thai,
    /// Vietnamese.
    Vietnamese,
}

impl Language {
    /// Every language, in the order the settings list them.
    pub const ALL: [Language; 4] = [
        Language::English,
        Language::French,
        Language::Thai,
        Language::Vietnamese,
    ];

    /// Its code (BCP 47), as `--lang` takes it and the settings file stores it.
    pub const fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::French => "fr",
            Language::Thai => "th",
            Language::Vietnamese => "vi",
        }
    }

    /// Its name in itself, as the language menu shows it.
    pub const fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::French => "Français",
            Language::Thai => "ไทย",
            Language::Vietnamese => "Tiếng Việt",
        }
    }

    /// The language of a code or locale such as `fr`, `fr-CA`, `th_TH.UTF-8` or `VI`.
    pub fn from_code(code: &str) -> Option<Language> {
        let primary = code
            .trim()
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The system's language if the app speaks it, else English.
    pub fn of_system() -> Language {
        sys_locale::get_locales()
            .find_map(|locale| Language::from_code(&locale))
            .unwrap_or_default()
    }

    /// The words of its lessons and puzzles (a Fluent file of their own).
    pub const fn lessons_source(self) -> &'static str {
        match self {
            Language::English => include_str!("../../assets/i18n/lessons/en.ftl"),
            Language::French => include_str!("../../assets/i18n/lessons/fr.ftl"),
            Language::Thai => include_str!("../../assets/i18n/lessons/th.ftl"),
            Language::Vietnamese => include_str!("../../assets/i18n/lessons/vi.ftl"),
        }
    }

    /// Its Fluent file.
    pub const fn source(self) -> &'static str {
        match self {
            Language::English => include_str!("../../assets/i18n/en.ftl"),
            Language::French => include_str!("../../assets/i18n/fr.ftl"),
            Language::Thai => include_str!("../../assets/i18n/th.ftl"),
            Language::Vietnamese => include_str!("../../assets/i18n/vi.ftl"),
        }
    }
}

/// A language code that names no language the app speaks.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown language '{0}' (expected en, fr, th or vi)")]
pub struct LanguageError(pub String);

impl std::str::FromStr for Language {
    type Err = LanguageError;

    fn from_str(text: &str) -> Result<Language, LanguageError> {
        Language::from_code(text).ok_or_else(|| LanguageError(text.to_string()))
    }
}

/// The messages of one language, with English behind it for anything missing.
pub struct Translator {
    language: Language,
    bundle: FluentBundle<FluentResource>,
    english: Option<FluentBundle<FluentResource>>,
}

impl std::fmt::Debug for Translator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Translator")
            .field("language", &self.language)
            .finish_non_exhaustive()
    }
}

/// The bundle of `language`'s file. The files are the program's own and checked by the
/// tests; a message that does not parse is left out (and English answers for it).
fn bundle(language: Language) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = language.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around arguments: the overlay's fonts would draw them.
    bundle.set_use_isolating(false);
    for source in [language.source(), language.lessons_source()] {
        let resource = match FluentResource::try_new(source.to_string()) {
            Ok(resource) => resource,
            Err((partial, _errors)) => partial,
        };
        // Duplicate ids keep the first; the tests refuse them anyway.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

impl Translator {
    /// The messages of `language`.
    pub fn new(language: Language) -> Translator {
        Translator {
            language,
            bundle: bundle(language),
            english: (language != Language::English).then(|| bundle(Language::English)),
        }
    }

    /// The language it speaks.
    pub fn language(&self) -> Language {
        self.language
    }

    /// Whether this language's own file has message `id` (not the English fallback).
    pub fn has(&self, id: &str) -> bool {
        self.bundle
            .get_message(id)
            .is_some_and(|m| m.value().is_some())
    }

    /// Message `id` with `args`, from this language, else English, else the id itself.
    pub fn format(&self, id: &str, args: Option<&FluentArgs>) -> String {
        for bundle in std::iter::once(&self.bundle).chain(self.english.as_ref()) {
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return bundle
                    .format_pattern(pattern, args, &mut errors)
                    .into_owned();
            }
        }
        id.to_string()
    }
}

static CURRENT: LazyLock<RwLock<Arc<Translator>>> =
    LazyLock::new(|| RwLock::new(Arc::new(Translator::new(Language::English))));

/// The translator in use.
pub fn current() -> Arc<Translator> {
    match CURRENT.read() {
        Ok(guard) => Arc::clone(&guard),
        Err(poisoned) => Arc::clone(&poisoned.into_inner()),
    }
}

/// Switches the app to `language` (nothing happens if it already speaks it).
pub fn set_language(language: Language) {
    if current().language() == language {
        return;
    }
    let translator = Arc::new(Translator::new(language));
    match CURRENT.write() {
        Ok(mut guard) => *guard = translator,
        Err(poisoned) => *poisoned.into_inner() = translator,
    }
}

/// The language in use.
pub fn language() -> Language {
    current().language()
}

/// Message `id` in the language in use.
pub fn text(id: &str) -> String {
    current().format(id, None)
}

/// Message `id` with `args` in the language in use.
pub fn text_with(id: &str, args: &FluentArgs) -> String {
    current().format(id, Some(args))
}

/// A message in the language in use: `t!("id")` or `t!("id", name = value, …)`, where each
/// value is a number (for plurals and digits) or a string.
#[macro_export]
macro_rules! t {
    ($id:literal) => {
        $crate::i18n::text($id)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::FluentArgs::new();
        $( args.set(stringify!($name), $crate::i18n::arg($value)); )+
        $crate::i18n::text_with($id, &args)
    }};
}

/// A value a message takes: numbers stay numbers (so plurals work), the rest becomes text.
pub fn arg<'a>(value: impl Into<Arg>) -> fluent_bundle::FluentValue<'a> {
    match value.into() {
        Arg::Number(n) => fluent_bundle::FluentValue::from(n),
        Arg::Text(s) => fluent_bundle::FluentValue::from(s),
    }
}

/// A message argument.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// A number.
    Number(f64),
    /// Text.
    Text(String),
}

macro_rules! number_arg {
    ($($ty:ty),*) => {$(
        impl From<$ty> for Arg {
            fn from(n: $ty) -> Arg {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f32, f64);

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<char> for Arg {
    fn from(c: char) -> Arg {
        Arg::Text(c.to_string())
    }
}
