//! Tests of the AI: forced wins, tables against exhaustive search, the stop flag, levels.

mod judge_tests;
mod search_tests;
mod table_tests;
