//! The match code a host reads out to its guest: 16 characters of Crockford's base 32 in
//! groups of four (`7K3M-Q9XD-2HVA-ZR6B`, 80 bits), from which both sides derive the host's
//! key, so that the guest can reach the host by its key alone. When no relay is used, the
//! host's addresses follow after an `@`.
//!
//! The code is the match's secret: whoever holds it can host the match or join it. Eighty
//! bits keep it out of reach of guessing, online or offline.

use iroh::{EndpointId, SecretKey, TransportAddr};
use rand::RngExt;
use std::net::SocketAddr;

/// Crockford's base 32: digits and letters without I, L, O and U.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// The characters of a code, without the dashes.
const LENGTH: usize = 16;

/// The context of the key derivation (it names this use of the code, and its version).
const CONTEXT: &str = "oware 2026-12 match code to host key v1";

/// A match code that cannot be read, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CodeError {
    /// Too few or too many characters.
    #[error("a match code has {LENGTH} letters and digits; this one has {0}")]
    Length(usize),
    /// A character that is not in the code's alphabet.
    #[error("'{0}' cannot be in a match code")]
    Character(char),
    /// An address after the `@` that is not an IP address and port.
    #[error("'{0}' is not an address (IP:port)")]
    Address(String),
}

/// A match code: the secret both sides share, and the host's addresses if it gave them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchCode {
    secret: [u8; LENGTH],
    addresses: Vec<SocketAddr>,
}

impl MatchCode {
    /// A new random code.
    pub fn random() -> MatchCode {
        let mut rng = rand::rng();
        let mut secret = [0u8; LENGTH];
        for c in &mut secret {
            *c = ALPHABET[rng.random_range(0..ALPHABET.len())];
        }
        MatchCode {
            secret,
            addresses: Vec::new(),
        }
    }

    /// The same code with the host's direct addresses.
    pub fn with_addresses(mut self, addresses: impl IntoIterator<Item = SocketAddr>) -> Self {
        self.addresses = addresses.into_iter().collect();
        self
    }

    /// The host's secret key, derived from the code.
    pub fn host_key(&self) -> SecretKey {
        SecretKey::from_bytes(&blake3::derive_key(CONTEXT, &self.secret))
    }

    /// The host's key (its address on the network), derived from the code.
    pub fn host_id(&self) -> EndpointId {
        self.host_key().public()
    }

    /// The ports of the host's direct addresses given in the code: IPv4's and IPv6's.
    pub fn ports(&self) -> (Option<u16>, Option<u16>) {
        let port = |v4: bool| {
            self.addresses
                .iter()
                .find(|a| a.is_ipv4() == v4)
                .map(SocketAddr::port)
        };
        (port(true), port(false))
    }

    /// The host's direct addresses given in the code.
    pub fn addresses(&self) -> impl Iterator<Item = TransportAddr> + '_ {
        self.addresses.iter().map(|a| TransportAddr::Ip(*a))
    }

    /// The code without the addresses, as people read it: four groups of four.
    pub fn short(&self) -> String {
        let mut text = String::with_capacity(LENGTH + 3);
        for (i, c) in self.secret.iter().enumerate() {
            if i > 0 && i % 4 == 0 {
                text.push('-');
            }
            text.push(char::from(*c));
        }
        text
    }
}

impl std::fmt::Display for MatchCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.short())?;
        let places: Vec<String> = self.addresses.iter().map(ToString::to_string).collect();
        if !places.is_empty() {
            write!(f, "@{}", places.join(","))?;
        }
        Ok(())
    }
}

/// The character of the alphabet a typed one stands for: either case; I and L read as 1,
/// O as 0.
fn normalise(c: char) -> Option<u8> {
    let c = match c.to_ascii_uppercase() {
        'I' | 'L' => '1',
        'O' => '0',
        c => c,
    };
    u8::try_from(c).ok().filter(|b| ALPHABET.contains(b))
}

impl std::str::FromStr for MatchCode {
    type Err = CodeError;

    /// Reads a code as typed: dashes and spaces anywhere, either case, then perhaps `@` and
    /// addresses separated by commas.
    fn from_str(text: &str) -> Result<MatchCode, CodeError> {
        let (secret_text, places) = match text.trim().split_once('@') {
            Some((s, p)) => (s, Some(p)),
            None => (text.trim(), None),
        };
        let mut secret = Vec::with_capacity(LENGTH);
        for c in secret_text.chars().filter(|c| !matches!(c, '-' | ' ')) {
            secret.push(normalise(c).ok_or(CodeError::Character(c))?);
        }
        let secret: [u8; LENGTH] = secret
            .as_slice()
            .try_into()
            .map_err(|_| CodeError::Length(secret.len()))?;
        let mut addresses = Vec::new();
        for place in places.unwrap_or("").split(',').map(str::trim) {
            if place.is_empty() {
                continue;
            }
            let addr = place
                .parse()
                .map_err(|_| CodeError::Address(oware_core::rules::shortened(place)))?;
            addresses.push(addr);
        }
        Ok(MatchCode { secret, addresses })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_reads_back_as_written_with_or_without_addresses() {
        let code = MatchCode::random();
        assert_eq!(code.short().len(), 19);
        assert_eq!(code.to_string().parse::<MatchCode>(), Ok(code.clone()));
        let addr: SocketAddr = "192.168.1.20:40123".parse().expect("an address");
        let v6: SocketAddr = "[fe80::1]:5".parse().expect("an address");
        let with = code.clone().with_addresses([addr, v6]);
        assert_eq!(
            with.to_string(),
            format!("{}@192.168.1.20:40123,[fe80::1]:5", code.short())
        );
        assert_eq!(with.to_string().parse::<MatchCode>(), Ok(with.clone()));
        assert_eq!(with.host_id(), code.host_id());
    }

    #[test]
    fn a_code_is_read_as_people_type_it() {
        let code: MatchCode = "7K3M-Q9XD-2HVA-ZR6B".parse().expect("a code");
        let typed: MatchCode = " 7k3m q9xd 2hva zr6b ".parse().expect("a code");
        assert_eq!(typed, code);
        let confused: MatchCode = "ABCD-EFGH-IJKL-MN0P".parse().expect("a code");
        let meant: MatchCode = "ABCD-EFGH-1JK1-MNOP".parse().expect("a code");
        assert_eq!(confused, meant);
        assert_eq!(confused.short(), "ABCD-EFGH-1JK1-MN0P");
    }

    #[test]
    fn the_host_key_is_the_same_on_both_sides_and_differs_between_codes() {
        let a: MatchCode = "7K3M-Q9XD-2HVA-ZR6B".parse().expect("a code");
        let b: MatchCode = "7K3M-Q9XD-2HVA-ZR6C".parse().expect("a code");
        assert_eq!(a.host_id(), a.clone().host_id());
        assert_ne!(a.host_id(), b.host_id());
        // Fixed, so that every version of the program derives the same key from a code:
        // BLAKE3's derive_key of the 16 characters, as an Ed25519 seed (computed apart from
        // this program, with Python's blake3 and cryptography packages).
        assert_eq!(
            a.host_id().to_string(),
            "7eaad9ad29d8638d0d6f511bd77215926ac630b432ecea99f15651669948728c"
        );
    }

    #[test]
    fn bad_codes_are_refused_with_the_reason() {
        assert_eq!("7K3M-Q9XD".parse::<MatchCode>(), Err(CodeError::Length(8)));
        assert_eq!(
            "7K3M-Q9XD-2HVA-ZR6U".parse::<MatchCode>(),
            Err(CodeError::Character('U'))
        );
        assert_eq!(
            "7K3M-Q9XD-2HVA-ZR6B@home".parse::<MatchCode>(),
            Err(CodeError::Address("home".into()))
        );
        assert!("".parse::<MatchCode>().is_err());
        assert!("ÄÄÄÄ-ÄÄÄÄ-ÄÄÄÄ-ÄÄÄÄ".parse::<MatchCode>().is_err());
    }
}
