//! A tournament on the network: the messages between the organizer and its players
//! ([`message`]) and the organizer's side without the network ([`organizer`]): players
//! enter (or take their seat back with its ticket), each round's pairings go to them, their
//! games pass through the organizer from one player of a board to the other, both report
//! each result. See `docs/protocol.md`, *Tournaments on the network*.

pub mod live;
pub mod message;
pub mod organizer;
pub mod records;
pub mod seat;

#[cfg(test)]
mod tests;

pub use live::{LiveBoard, LiveGame, WordEnd};
pub use message::{HALL_ALPN, HALL_VERSION, HallMessage, PlaySettings, StandingLine, Verdict};
pub use organizer::{Conn, HallFile, Organizer, Out, Step};
pub use records::games_ogn;
pub use seat::{Entered, Heard, KeptSeat, Seat, result_of};
