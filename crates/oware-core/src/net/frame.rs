//! Frames on the wire: a 4-byte big-endian length, then that many bytes of UTF-8 JSON. A
//! frame longer than [`MAX_FRAME`], empty, not UTF-8 or not a message is an error, and
//! nothing is read past it.

use super::message::Message;
use crate::rules::shortened;

/// The longest frame read or written, in bytes.
pub const MAX_FRAME: usize = 16 * 1024;

/// Why bytes from a peer are not a message.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FrameError {
    /// A frame announced longer than [`MAX_FRAME`].
    #[error("a message of {0} bytes is longer than the {MAX_FRAME} allowed")]
    Oversized(usize),
    /// A frame of length 0.
    #[error("an empty message")]
    Empty,
    /// A frame that is not UTF-8 text.
    #[error("a message that is not text")]
    NotText,
    /// Text that is not a message of this protocol.
    #[error("not a message of this protocol: {0}")]
    NotAMessage(String),
}

/// The bytes of one message as a frame (a match's [`Message`], or another protocol's
/// message carried the same way).
pub fn encode<M: serde::Serialize>(message: &M) -> Vec<u8> {
    // Serialising these types cannot fail (no map has keys that are not strings).
    let body = serde_json::to_vec(message).unwrap_or_default();
    let mut frame = Vec::with_capacity(body.len() + 4);
    frame.extend_from_slice(&(body.len() as u32).to_be_bytes());
    frame.extend_from_slice(&body);
    frame
}

/// Reads frames from bytes as they arrive, in any pieces: messages of type `M` (a match's
/// [`Message`] unless said).
#[derive(Debug)]
pub struct FrameReader<M = Message> {
    buffer: Vec<u8>,
    failed: Option<FrameError>,
    kind: std::marker::PhantomData<fn() -> M>,
}

impl<M> Default for FrameReader<M> {
    fn default() -> Self {
        FrameReader {
            buffer: Vec::new(),
            failed: None,
            kind: std::marker::PhantomData,
        }
    }
}

impl<M: serde::de::DeserializeOwned> FrameReader<M> {
    /// Takes bytes received. After an error nothing more is kept.
    pub fn push(&mut self, bytes: &[u8]) {
        if self.failed.is_none() {
            self.buffer.extend_from_slice(bytes);
        }
    }

    /// The next whole message, `None` until one has arrived; an error ends the reading
    /// (every later call gives it again).
    pub fn next_message(&mut self) -> Result<Option<M>, FrameError> {
        if let Some(e) = &self.failed {
            return Err(e.clone());
        }
        let result = self.take();
        if let Err(e) = &result {
            self.failed = Some(e.clone());
            self.buffer.clear();
        }
        result
    }

    fn take(&mut self) -> Result<Option<M>, FrameError> {
        let Some(head) = self.buffer.get(..4) else {
            return Ok(None);
        };
        let len = u32::from_be_bytes([head[0], head[1], head[2], head[3]]) as usize;
        if len > MAX_FRAME {
            return Err(FrameError::Oversized(len));
        }
        if len == 0 {
            return Err(FrameError::Empty);
        }
        if self.buffer.len() < 4 + len {
            return Ok(None);
        }
        let body: Vec<u8> = self.buffer.drain(..4 + len).skip(4).collect();
        let text = std::str::from_utf8(&body).map_err(|_| FrameError::NotText)?;
        serde_json::from_str(text)
            .map(Some)
            .map_err(|e| FrameError::NotAMessage(shortened(&e.to_string())))
    }
}
