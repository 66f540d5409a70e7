//! The headless online match over real loopback connections.
