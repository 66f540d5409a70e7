//! Which relay server carries a match's first packets (and all of them when the two players
//! cannot reach each other directly).

use iroh::RelayUrl;

/// The relay choice, as Settings and `--relay` name it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Relay {
    /// The public relays of iroh's makers (number 0), found with their address lookup: a
    /// short code is enough.
    #[default]
    Public,
    /// One relay server, e.g. your own `iroh-relay`: both players must choose the same.
    Own(RelayUrl),
    /// No relay: players on the same network only; the code carries the host's addresses.
    Off,
}

/// A relay choice that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a relay: give 'public', 'off' or the relay's URL (https://…)")]
pub struct RelayError(pub String);

impl std::str::FromStr for Relay {
    type Err = RelayError;

    /// `public` (or nothing), `off`, or a URL starting with `http://` or `https://`.
    fn from_str(text: &str) -> Result<Relay, RelayError> {
        let text = text.trim();
        match text.to_ascii_lowercase().as_str() {
            "" | "public" => Ok(Relay::Public),
            "off" | "none" => Ok(Relay::Off),
            lower if lower.starts_with("http://") || lower.starts_with("https://") => text
                .parse()
                .map(Relay::Own)
                .map_err(|_| RelayError(oware_core::rules::shortened(text))),
            _ => Err(RelayError(oware_core::rules::shortened(text))),
        }
    }
}

impl std::fmt::Display for Relay {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Relay::Public => f.write_str("public"),
            Relay::Own(url) => write!(f, "{url}"),
            Relay::Off => f.write_str("off"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relay_choices_read_back_as_written() {
        for text in [
            "public",
            "off",
            "https://relay.example.org/",
            "http://127.0.0.1:3340/",
        ] {
            let relay: Relay = text.parse().expect("a relay");
            assert_eq!(relay.to_string(), text);
        }
        assert_eq!("".parse(), Ok(Relay::Public));
        assert_eq!(" OFF ".parse(), Ok(Relay::Off));
        assert!("relay.example.org".parse::<Relay>().is_err());
        assert!("https://".parse::<Relay>().is_err());
    }
}
