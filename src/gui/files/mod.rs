//! Files: the autosave, quick save and load, and Open… / Save as… with the system's
//! dialogs.

pub mod autosave;
pub mod files_menu;
pub mod saves;
