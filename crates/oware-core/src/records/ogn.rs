//! OGN, the PGN-like game record of the Aualé GUI: tag pairs, a blank line, then numbered
//! moves with capture marks (`E+2`), comments in braces and variations in parentheses (side
//! lines: each one replaces the move before it).

use crate::rules::{
    Game, Move, MoveError, MoveTree, NodeId, Pit, Position, Rules, Side, format_position,
    parse_position,
};

/// A game read from or written to OGN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// Every tag pair in file order, unknown ones included (`Variant`, `FEN` among them).
    pub tags: Vec<(String, String)>,
    /// The game, replayed from its start through every move.
    pub game: Game,
    /// A comment after each ply of the game, by ply index.
    pub comments: Vec<Option<String>>,
    /// Every line of the record: the game's moves as the main line, and its variations.
    pub tree: MoveTree,
}

impl GameRecord {
    /// The value of tag `name` (in any case), trimmed; none when it is absent.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.trim())
    }
}

/// Why an OGN text was rejected. Lines and columns count from 1.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OgnError {
    /// Text that is neither a tag, a move, a comment nor a result.
    #[error("line {line}, column {column}: {what}")]
    Syntax {
        /// Line.
        line: usize,
        /// Column.
        column: usize,
        /// What was wrong.
        what: String,
    },
    /// A tag value that could not be used.
    #[error("tag [{tag}]: {what}")]
    Tag {
        /// The tag's name.
        tag: String,
        /// What was wrong.
        what: String,
    },
    /// A move that is illegal in its position.
    #[error("line {line}, column {column}: ply {ply}: move {mv} is illegal: {error}")]
    IllegalMove {
        /// Line.
        line: usize,
        /// Column.
        column: usize,
        /// 1-based ply number.
        ply: usize,
        /// The move.
        mv: char,
        /// Why.
        error: MoveError,
    },
    /// A capture mark that disagrees with what the move captures.
    #[error(
        "line {line}, column {column}: ply {ply}: {mv} is marked +{marked} but captures {actual}"
    )]
    CaptureMark {
        /// Line.
        line: usize,
        /// Column.
        column: usize,
        /// 1-based ply number.
        ply: usize,
        /// The move.
        mv: char,
        /// The mark written.
        marked: u32,
        /// Seeds the move captures.
        actual: u8,
    },
}

struct Cursor {
    chars: Vec<char>,
    at: usize,
    line: usize,
    column: usize,
}

impl Cursor {
    fn new(text: &str) -> Self {
        Cursor {
            chars: text.chars().collect(),
            at: 0,
            line: 1,
            column: 1,
        }
    }
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }
    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += 1;
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }
    fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }
    fn error(&self, what: impl Into<String>) -> OgnError {
        OgnError::Syntax {
            line: self.line,
            column: self.column,
            what: what.into(),
        }
    }
}

fn read_tag(cur: &mut Cursor) -> Result<(String, String), OgnError> {
    cur.bump(); // '['
    cur.skip_space();
    let mut name = String::new();
    while let Some(c) = cur.peek().filter(|c| c.is_alphanumeric() || *c == '_') {
        name.push(c);
        cur.bump();
    }
    if name.is_empty() {
        return Err(cur.error("a tag name was expected after '['"));
    }
    cur.skip_space();
    if cur.peek() != Some('"') {
        return Err(cur.error(format!("tag [{name}]: a quoted value was expected")));
    }
    cur.bump();
    let mut value = String::new();
    loop {
        match cur.bump() {
            None | Some('\n') => return Err(cur.error(format!("tag [{name}]: unterminated value"))),
            Some('\\') => match cur.bump() {
                Some(c @ ('"' | '\\')) => value.push(c),
                // A value ends on its line: a backslash does not carry it to the next (it
                // would be written back with the line break in it, and read no more).
                None | Some('\n') => {
                    return Err(cur.error(format!("tag [{name}]: unterminated value")));
                }
                Some(c) => {
                    value.push('\\');
                    value.push(c);
                }
            },
            Some('"') => break,
            Some(c) => value.push(c),
        }
    }
    cur.skip_space();
    if cur.peek() != Some(']') {
        return Err(cur.error(format!("tag [{name}]: ']' was expected")));
    }
    cur.bump();
    Ok((name, value))
}

/// The rule set named by a `Variant` tag.
fn rules_of_tag(value: &str) -> Result<Rules, OgnError> {
    value.trim().parse::<Rules>().map_err(|e| OgnError::Tag {
        tag: "Variant".into(),
        what: e.to_string(),
    })
}

/// Where records begin in OGN text read line by line: each at a tag line that follows move
/// text, a line inside a comment (`{` … `}`, which may span lines) being the comment's
/// whatever it starts with. Fed the bytes of each line (in pieces, so that a line of any
/// length is seen whole without being kept), told where each line ends. The one rule of
/// [`split_records`] and [`RecordReader`].
#[derive(Debug, Clone)]
struct RecordStarts {
    in_moves: bool,
    in_comment: bool,
    line: LineSeen,
}

/// What the current line is, from what was seen of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum LineSeen {
    /// Only white space so far.
    Blank,
    /// A tag line (`[` first, outside a comment).
    Tag,
    /// Move text, or a comment's.
    Moves,
}

impl RecordStarts {
    fn new() -> RecordStarts {
        RecordStarts {
            in_moves: true,
            in_comment: false,
            line: LineSeen::Blank,
        }
    }

    /// Takes the next bytes of the current line.
    fn feed(&mut self, bytes: &[u8]) {
        for &b in bytes {
            match self.line {
                // White space, and the bytes of a byte-order mark.
                LineSeen::Blank
                    if matches!(b, b' ' | b'\t' | b'\r' | b'\n' | 0xEF | 0xBB | 0xBF) => {}
                LineSeen::Blank if b == b'[' && !self.in_comment => self.line = LineSeen::Tag,
                LineSeen::Blank => {
                    self.line = LineSeen::Moves;
                    self.brace(b);
                }
                LineSeen::Tag => {}
                LineSeen::Moves => self.brace(b),
            }
        }
    }

    fn brace(&mut self, b: u8) {
        match b {
            b'{' if !self.in_comment => self.in_comment = true,
            b'}' if self.in_comment => self.in_comment = false,
            _ => {}
        }
    }

    /// The current line ended: true when a record starts with it.
    fn end_line(&mut self) -> bool {
        let starts = match self.line {
            LineSeen::Tag => std::mem::replace(&mut self.in_moves, false),
            LineSeen::Moves => {
                self.in_moves = true;
                false
            }
            LineSeen::Blank => false,
        };
        self.line = LineSeen::Blank;
        starts
    }
}

/// The records of a file holding several, one after another (as `selfplay --ogn` and the
/// library's export write them): each starts at a tag line that follows move text. Text
/// before the first tag is left out.
pub fn split_records(text: &str) -> Vec<&str> {
    let mut starts = Vec::new();
    let mut rule = RecordStarts::new();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        rule.feed(line.as_bytes());
        if rule.end_line() {
            starts.push(offset);
        }
        offset += line.len();
    }
    starts
        .iter()
        .enumerate()
        .map(|(i, &start)| &text[start..starts.get(i + 1).copied().unwrap_or(text.len())])
        .collect()
}

/// A record read by [`RecordReader`]: its text, or why it was left out.
#[derive(Debug)]
pub enum ReadRecord {
    /// The record's text.
    Text(String),
    /// The record is larger than the reader keeps (its text is not kept).
    TooLarge {
        /// The bytes it held.
        bytes: u64,
    },
}

/// The records of an OGN file of any size, read one at a time from `reader` (records as
/// [`split_records`] finds them): memory holds one record, never the file. A record longer
/// than `limit` bytes is told as [`ReadRecord::TooLarge`] and skipped; so is a line.
pub struct RecordReader<R> {
    reader: R,
    limit: u64,
    rule: RecordStarts,
    /// The record being read, and its size so far (past `limit`, its text is dropped).
    current: Option<(String, u64)>,
    line: Vec<u8>,
    done: bool,
    /// Bytes read so far.
    consumed: u64,
}

impl<R: std::io::BufRead> RecordReader<R> {
    /// Reads the records of `reader`, each kept to `limit` bytes.
    pub fn new(reader: R, limit: u64) -> RecordReader<R> {
        RecordReader {
            reader,
            limit,
            rule: RecordStarts::new(),
            current: None,
            line: Vec::new(),
            done: false,
            consumed: 0,
        }
    }

    /// How many bytes were read so far (to show how far a long file is read).
    pub fn bytes_read(&self) -> u64 {
        self.consumed
    }

    fn finished(record: (String, u64), limit: u64) -> ReadRecord {
        let (text, bytes) = record;
        if bytes > limit {
            ReadRecord::TooLarge { bytes }
        } else {
            ReadRecord::Text(text)
        }
    }

    /// The next line, read up to its end but kept only to `limit` bytes; `None` at the end.
    fn next_line(&mut self) -> std::io::Result<Option<(String, u64)>> {
        self.line.clear();
        let mut length = 0u64;
        loop {
            let buffer = self.reader.fill_buf()?;
            if buffer.is_empty() {
                break;
            }
            let (take, ends) = match buffer.iter().position(|&b| b == b'\n') {
                Some(at) => (at + 1, true),
                None => (buffer.len(), false),
            };
            let room = usize::try_from(self.limit.saturating_sub(length)).unwrap_or(usize::MAX);
            self.line.extend_from_slice(&buffer[..take.min(room)]);
            self.rule.feed(&buffer[..take]);
            length += take as u64;
            self.consumed += take as u64;
            self.reader.consume(take);
            if ends {
                break;
            }
        }
        if length == 0 {
            return Ok(None);
        }
        Ok(Some((
            String::from_utf8_lossy(&self.line).into_owned(),
            length,
        )))
    }
}

impl<R: std::io::BufRead> Iterator for RecordReader<R> {
    type Item = std::io::Result<ReadRecord>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        loop {
            let line = match self.next_line() {
                Ok(line) => line,
                Err(e) => {
                    self.done = true;
                    return Some(Err(e));
                }
            };
            let Some((line, length)) = line else {
                self.done = true;
                return self
                    .current
                    .take()
                    .map(|record| Ok(Self::finished(record, self.limit)));
            };
            let starts = self.rule.end_line();
            let finished = if starts {
                self.current.replace((String::new(), 0))
            } else {
                None
            };
            if let Some((text, bytes)) = self.current.as_mut() {
                *bytes += length;
                if *bytes <= self.limit {
                    text.push_str(&line);
                } else {
                    // Past the limit: its text goes, its size is still counted.
                    *text = String::new();
                }
            }
            if let Some(record) = finished {
                return Some(Ok(Self::finished(record, self.limit)));
            }
        }
    }
}

/// Reads an OGN record: checks every tag, replays every move and checks capture marks.
pub fn parse_ogn(text: &str) -> Result<GameRecord, OgnError> {
    parse_ogn_with_rules(text, None)
}

/// Reads an OGN record as [`parse_ogn`] does, under `rules` when given whatever its
/// `Variant` tag says (the tag is kept among the tags).
pub fn parse_ogn_with_rules(text: &str, rules: Option<Rules>) -> Result<GameRecord, OgnError> {
    let mut cur = Cursor::new(text.strip_prefix('\u{feff}').unwrap_or(text));
    let tags = read_tags(&mut cur)?;
    let game = start_of(&tags, rules)?;
    let tree = MoveTree::new(*game.rules(), *game.start());
    let mut record = GameRecord {
        tags,
        game,
        comments: Vec::new(),
        tree,
    };
    let result = read_movetext(&mut cur, &mut record)?;
    declared_end(&mut record)?;
    if let Some((word, line, column)) = result
        && let Some(what) = result_disagrees(&word, &record.game)
    {
        return Err(OgnError::Syntax { line, column, what });
    }
    let results: Vec<&str> = record
        .tags
        .iter()
        .filter(|(n, _)| n.eq_ignore_ascii_case("Result"))
        .map(|(_, v)| v.trim())
        .collect();
    if results.windows(2).any(|two| two[0] != two[1]) {
        return Err(OgnError::Tag {
            tag: "Result".into(),
            what: "two Result tags say different things".into(),
        });
    }
    let tag = results.first().map(|t| t.to_string());
    if let Some(what) = tag.and_then(|t| result_disagrees(&t, &record.game)) {
        return Err(OgnError::Tag {
            tag: "Result".into(),
            what,
        });
    }
    Ok(record)
}

/// The tag of a game that ended on time (PGN's `Termination`, `time forfeit`: the side to
/// move where the moves stop ran out of time).
pub const TIME_FORFEIT: (&str, &str) = ("Termination", "time forfeit");

/// The tag naming the side that resigned (`South`, `North`).
pub const RESIGNED: &str = "Resigned";

/// A game its moves leave in progress but that its tags end: by a time forfeit, or by the
/// resignation of the side named. A tag that names no side, or an end the game cannot
/// take, is refused.
fn declared_end(record: &mut GameRecord) -> Result<(), OgnError> {
    let refused = |tag: &str, what: String| OgnError::Tag {
        tag: tag.into(),
        what,
    };
    let forfeit = record
        .tag(TIME_FORFEIT.0)
        .is_some_and(|v| v.eq_ignore_ascii_case(TIME_FORFEIT.1));
    let resigned = match record.tag(RESIGNED) {
        None => None,
        Some(v) if v.eq_ignore_ascii_case("south") => Some(Side::South),
        Some(v) if v.eq_ignore_ascii_case("north") => Some(Side::North),
        Some(v) => return Err(refused(RESIGNED, format!("'{v}' is not South or North"))),
    };
    if !forfeit && resigned.is_none() {
        return Ok(());
    }
    if record.game.is_over() {
        return Err(refused(
            if forfeit { TIME_FORFEIT.0 } else { RESIGNED },
            "the moves already end the game".into(),
        ));
    }
    match resigned {
        Some(side) => record.game.resign(side),
        None => {
            let side = record.game.position().to_move();
            record.game.lose_on_time(side)
        }
    };
    Ok(())
}

/// Why a result (`S-N`, `*`) does not fit the game the moves make, if it does not: a
/// finished game's result is its final stores; a game in progress is `*`, or the stores
/// where it stopped (a resignation, say). Other forms (`1/2-1/2`, `?`) are not checked.
fn result_disagrees(word: &str, game: &Game) -> Option<String> {
    let stores = |s: [u8; 2]| format!("{}-{}", s[0], s[1]);
    let numbers = word.split_once('-').and_then(|(s, n)| {
        let number = |t: &str| {
            let t = t.trim();
            t.bytes()
                .all(|b| b.is_ascii_digit())
                .then(|| t.parse::<u32>().ok())
                .flatten()
        };
        Some([number(s)?, number(n)?])
    });
    if numbers.is_none() && !matches!(word, "*" | "?" | "1/2-1/2") {
        return Some(format!(
            "'{}' is not a result (the stores S-N, *, ? or 1/2-1/2)",
            crate::rules::shortened(&word.escape_debug().to_string())
        ));
    }
    let wide = |s: [u8; 2]| [u32::from(s[0]), u32::from(s[1])];
    match (word, numbers, game.outcome()) {
        ("*", _, Some(o)) => Some(format!(
            "the result '*' says the game goes on, but its moves end it {}",
            stores(o.final_stores)
        )),
        (_, Some(said), Some(o)) if said != wide(o.final_stores) => Some(format!(
            "the result {word} disagrees with the moves, which end the game {}",
            stores(o.final_stores)
        )),
        (_, Some(said), None) if said != wide(game.position().stores()) => Some(format!(
            "the result {word} disagrees with the moves: the game goes on, its stores {}",
            stores(game.position().stores())
        )),
        _ => None,
    }
}

/// The tag pairs before the moves.
fn read_tags(cur: &mut Cursor) -> Result<Vec<(String, String)>, OgnError> {
    let mut tags = Vec::new();
    loop {
        cur.skip_space();
        if cur.peek() != Some('[') {
            return Ok(tags);
        }
        tags.push(read_tag(cur)?);
    }
}

/// The game before its first move: the rules of the `Variant` tag and the start of the
/// `FEN` tag (Abapa and the standard start when they are missing).
fn start_of(tags: &[(String, String)], chosen: Option<Rules>) -> Result<Game, OgnError> {
    let tag = |name: &str| {
        tags.iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.clone())
    };
    let rules = match (chosen, tag("Variant")) {
        (Some(rules), _) => rules,
        (None, Some(v)) if !v.trim().is_empty() && v.trim() != "?" => rules_of_tag(&v)?,
        (None, _) => Rules::ABAPA,
    };
    // Two start positions: the record cannot say which it means.
    let fens: Vec<&str> = tags
        .iter()
        .filter(|(n, _)| n.eq_ignore_ascii_case("FEN"))
        .map(|(_, v)| v.trim())
        .collect();
    if let Some(other) = fens.iter().find(|v| Some(*v) != fens.first()) {
        return Err(OgnError::Tag {
            tag: "FEN".into(),
            what: format!(
                "a second, different start position: '{}'",
                crate::rules::shortened(other)
            ),
        });
    }
    let start = match tag("FEN") {
        Some(fen) => parse_position(&fen, &rules).map_err(|e| OgnError::Tag {
            tag: "FEN".into(),
            what: e.to_string(),
        })?,
        None => Position::start(&rules),
    };
    Ok(Game::from_position(rules, start))
}

/// The moves, comments, variations and result after the tags, played into `record`; the
/// result token, if there is one, with its line and column.
fn read_movetext(
    cur: &mut Cursor,
    record: &mut GameRecord,
) -> Result<Option<(String, usize, usize)>, OgnError> {
    let mut result: Option<(String, usize, usize)> = None;
    // The tree's node for the game's last move.
    let mut main = MoveTree::ROOT;
    loop {
        cur.skip_space();
        let Some(c) = cur.peek() else {
            return Ok(result);
        };
        if result.is_some() {
            return Err(cur.error(format!("'{c}' after the result")));
        }
        match c {
            '{' => {
                let body = read_comment(cur)?;
                if let Some(slot) = record.comments.last_mut() {
                    *slot = Some(match slot.take() {
                        Some(old) => format!("{old} {body}"),
                        None => body,
                    });
                }
            }
            '(' => {
                let base = record
                    .tree
                    .parent(main)
                    .ok_or_else(|| cur.error("a variation must follow the move it replaces"))?;
                read_variation(cur, &mut record.tree, base, 1)?;
            }
            ';' => while cur.bump().is_some_and(|ch| ch != '\n') {},
            '*' => {
                result = Some(("*".to_string(), cur.line, cur.column));
                cur.bump();
            }
            '0'..='9' => {
                let (line, column) = (cur.line, cur.column);
                result = read_number_or_result(cur)?.map(|word| (word, line, column));
            }
            _ => {
                let mv = read_move(cur, &mut record.game)?;
                // Legal in the game, so legal in the tree whose main line it is.
                main = record
                    .tree
                    .add(main, mv)
                    .map_err(|_| cur.error("the move could not be added"))?;
                record.comments.push(None);
            }
        }
    }
}

/// A comment in braces, its white space folded.
fn read_comment(cur: &mut Cursor) -> Result<String, OgnError> {
    let (line, column) = (cur.line, cur.column);
    cur.bump();
    let mut body = String::new();
    loop {
        match cur.bump() {
            None => {
                return Err(OgnError::Syntax {
                    line,
                    column,
                    what: "unterminated comment".into(),
                });
            }
            Some('}') => break,
            Some(ch) => body.push(ch),
        }
    }
    Ok(body.split_whitespace().collect::<Vec<_>>().join(" "))
}

/// How deep variations may nest: deeper ones are refused rather than read recursively.
const MAX_NESTING: usize = 64;

/// A variation in parentheses, played into `tree` from `base` (the node before the move it
/// replaces): its moves are checked like the game's, nested variations replace the move
/// before them within it, and comments and move numbers are read and left.
fn read_variation(
    cur: &mut Cursor,
    tree: &mut MoveTree,
    base: NodeId,
    depth: usize,
) -> Result<(), OgnError> {
    let (line, column) = (cur.line, cur.column);
    if depth > MAX_NESTING {
        return Err(cur.error(format!("variations nested more than {MAX_NESTING} deep")));
    }
    cur.bump(); // '('
    let mut node = base;
    loop {
        cur.skip_space();
        let Some(c) = cur.peek() else {
            return Err(OgnError::Syntax {
                line,
                column,
                what: "unterminated variation".into(),
            });
        };
        match c {
            ')' => {
                cur.bump();
                return Ok(());
            }
            '{' => {
                read_comment(cur)?;
            }
            '(' => {
                let before = tree
                    .parent(node)
                    .filter(|_| node != base)
                    .ok_or_else(|| cur.error("a variation must follow the move it replaces"))?;
                read_variation(cur, tree, before, depth + 1)?;
            }
            ';' => while cur.bump().is_some_and(|ch| ch != '\n') {},
            '*' => {
                cur.bump();
            }
            '0'..='9' => {
                read_number_or_result(cur)?;
            }
            _ => {
                let mut game = tree.game_at(node);
                let mv = read_move(cur, &mut game)?;
                node = tree
                    .add(node, mv)
                    .map_err(|_| cur.error("the move could not be added"))?;
            }
        }
    }
}

/// A move number (`12.`) or a result (`25-13`): the result's text, `None` for a number.
fn read_number_or_result(cur: &mut Cursor) -> Result<Option<String>, OgnError> {
    let (line, column) = (cur.line, cur.column);
    let mut word = String::new();
    while let Some(ch) = cur
        .peek()
        .filter(|ch| ch.is_ascii_digit() || matches!(ch, '-' | '/' | '.'))
    {
        word.push(ch);
        cur.bump();
    }
    let syntax = |what: String| OgnError::Syntax { line, column, what };
    if word.contains('-') {
        let ok = word.split('-').count() == 2
            && word
                .split('-')
                .all(|p| !p.is_empty() && p.chars().all(|ch| ch.is_ascii_digit() || ch == '/'));
        if !ok {
            return Err(syntax(format!("'{word}' is not a result")));
        }
        return Ok(Some(word));
    }
    if !word.ends_with('.') || word.trim_end_matches('.').contains('.') {
        return Err(syntax(format!("'{word}' is not a move number")));
    }
    Ok(None)
}

/// One move (`E`, `E+2`, `E!?`), played and its capture mark checked.
fn read_move(cur: &mut Cursor, game: &mut Game) -> Result<Move, OgnError> {
    let (line, column) = (cur.line, cur.column);
    let c = cur.peek().unwrap_or(' ');
    let Some(pit) = Pit::from_letter(c) else {
        return Err(cur.error(format!(
            "'{c}' is not a move (A-F, a-f), a move number, a comment or a result"
        )));
    };
    cur.bump();
    let mut marked = None;
    if cur.peek() == Some('+') {
        cur.bump();
        let mut digits = String::new();
        while let Some(d) = cur.peek().filter(char::is_ascii_digit) {
            digits.push(d);
            cur.bump();
        }
        marked = Some(
            digits
                .parse::<u32>()
                .map_err(|_| cur.error("a number was expected after '+'"))?,
        );
    }
    while cur.peek().is_some_and(|ch| matches!(ch, '!' | '?')) {
        cur.bump();
    }
    if cur
        .peek()
        .is_some_and(|ch| !ch.is_whitespace() && !matches!(ch, '{' | '(' | ')' | ';'))
    {
        return Err(cur.error("a move must be followed by a space"));
    }
    let ply = game.plies().len() + 1;
    let mover = game.position().to_move();
    let before = game.position().stores()[mover.index()];
    let played = game
        .play(Move::new(pit))
        .map_err(|error| OgnError::IllegalMove {
            line,
            column,
            ply,
            mv: c,
            error,
        })?;
    let actual = played.report.capture.seeds;
    // On the move that ends the game the Aualé GUI marks what the mover's store gains,
    // the seeds gathered at the end included: either count is the move's.
    let gained = store_gain(game, mover, before).unwrap_or(actual);
    if let Some(marked) = marked.filter(|&m| m != u32::from(actual) && m != u32::from(gained)) {
        return Err(OgnError::CaptureMark {
            line,
            column,
            ply,
            mv: c,
            marked,
            actual,
        });
    }
    Ok(Move::new(pit))
}

/// What the mover's store gained with the last move played, seeds taken at the end of the
/// game included (`before` is what it held before the move); `None` if the store went down.
fn store_gain(game: &Game, mover: Side, before: u8) -> Option<u8> {
    let after = match game.outcome() {
        Some(outcome) => outcome.final_stores[mover.index()],
        None => game.position().stores()[mover.index()],
    };
    after.checked_sub(before)
}

/// Whether the game's last move ended it (rather than the players' agreement to stop a
/// cycle, which a record does not hold).
fn ended_by_its_last_move(game: &Game, outcome: &crate::rules::Outcome) -> bool {
    !(game.rules().cycle == crate::rules::CycleRule::ByAgreement
        && outcome.reason == crate::rules::EndReason::Cycle)
}

const ROSTER: [&str; 8] = [
    "Variant", "Event", "Site", "Date", "Round", "South", "North", "Result",
];

fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The result written in the `Result` tag and after the moves: final stores `S-N`, or `*`.
fn result_text(game: &Game) -> String {
    match game.outcome() {
        Some(o) => format!("{}-{}", o.final_stores[0], o.final_stores[1]),
        None => "*".to_string(),
    }
}

/// Writes a game as OGN: the roster tags first (`?` when unknown), the other tags given,
/// `FEN` when the game did not start from the standard position with South to move.
pub fn write_ogn(game: &Game, tags: &[(String, String)], comments: &[Option<String>]) -> String {
    write_record(game, None, tags, comments)
}

/// Writes every line of a tree as OGN: its main line as the game (as [`write_ogn`] writes
/// one), each side line in parentheses after the move it replaces.
pub fn write_ogn_tree(
    tree: &MoveTree,
    tags: &[(String, String)],
    comments: &[Option<String>],
) -> String {
    let mut end = MoveTree::ROOT;
    while let Some(&next) = tree.children(end).first() {
        end = next;
    }
    let game = tree.game_at(end);
    let mut main = vec![MoveTree::ROOT];
    main.extend(std::iter::successors(
        tree.children(MoveTree::ROOT).first().copied(),
        |&n| tree.children(n).first().copied(),
    ));
    write_record(&game, Some((tree, &main)), tags, comments)
}

/// The side lines that leave the main line with `first` (a child of `parent`, `ply` plies
/// from the start): one variation for each line to its end, each from `first`, so that no
/// variation holds another — what other programs read (the Aualé GUI stops at a nested
/// one). Lines sharing their first moves repeat them; read back, they make the same tree.
fn side_line_tokens(tree: &MoveTree, first: NodeId, ply: usize) -> Vec<String> {
    let mut lines = Vec::new();
    lines_to_their_ends(tree, first, &mut Vec::new(), &mut lines);
    let mut tokens = Vec::new();
    for line in lines {
        let mut variation = Vec::new();
        for (k, &node) in line.iter().enumerate() {
            let i = ply + k;
            if k == 0 || i.is_multiple_of(2) {
                let dots = if i.is_multiple_of(2) { "." } else { "..." };
                variation.push(format!("{}{dots}", i / 2 + 1));
            }
            if let Some(ply) = tree.ply(node) {
                let mut token = ply.report.mv.letter().to_string();
                if ply.report.capture.seeds > 0 {
                    token.push_str(&format!("+{}", ply.report.capture.seeds));
                }
                variation.push(token);
            }
        }
        if let Some(first) = variation.first_mut() {
            first.insert(0, '(');
        }
        if let Some(last) = variation.last_mut() {
            last.push(')');
        }
        tokens.extend(variation);
    }
    tokens
}

/// Every line from `node` to an end of the tree, first children first.
fn lines_to_their_ends(
    tree: &MoveTree,
    node: NodeId,
    path: &mut Vec<NodeId>,
    lines: &mut Vec<Vec<NodeId>>,
) {
    path.push(node);
    match tree.children(node) {
        [] => lines.push(path.clone()),
        children => {
            for &child in children {
                lines_to_their_ends(tree, child, path, lines);
            }
        }
    }
    path.pop();
}

fn write_record(
    game: &Game,
    tree: Option<(&MoveTree, &[NodeId])>,
    tags: &[(String, String)],
    comments: &[Option<String>],
) -> String {
    let rules = game.rules();
    let given = |name: &str| {
        tags.iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    };
    let mut out = String::new();
    for name in ROSTER {
        let value = match name {
            "Variant" => {
                if *rules == Rules::ABAPA {
                    "Abapa".to_string()
                } else {
                    rules.name()
                }
            }
            "Result" => result_text(game),
            _ => given(name).unwrap_or("?").to_string(),
        };
        out.push_str(&format!("[{name} \"{}\"]\n", escape(&value)));
    }
    let standard = Position::start_with(rules, Side::South);
    if *game.start() != standard {
        out.push_str(&format!("[FEN \"{}\"]\n", format_position(game.start())));
    }
    for (name, value) in tags {
        let known =
            ROSTER.iter().any(|r| r.eq_ignore_ascii_case(name)) || name.eq_ignore_ascii_case("FEN");
        if !known {
            out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
        }
    }
    out.push('\n');
    let mut tokens: Vec<String> = Vec::new();
    let last = game.plies().len().saturating_sub(1);
    let mut after_side_line = false;
    for (i, ply) in game.plies().iter().enumerate() {
        if i % 2 == 0 {
            tokens.push(format!("{}.", i / 2 + 1));
        } else if after_side_line {
            tokens.push(format!("{}...", i / 2 + 1));
        }
        after_side_line = false;
        let mut token = ply.report.mv.letter().to_string();
        // As the Aualé GUI marks a move: what the mover's store gains, on the move that
        // ends the game with the seeds then gathered.
        let mut gain = ply.report.capture.seeds;
        if i == last
            && let Some(outcome) = game.outcome().filter(|o| ended_by_its_last_move(game, o))
        {
            let mover = ply.report.mv.side();
            let before = ply.after.stores()[mover.index()] - ply.report.capture.seeds;
            gain = outcome.final_stores[mover.index()].saturating_sub(before);
        }
        if gain > 0 {
            token.push_str(&format!("+{gain}"));
        }
        tokens.push(token);
        if let Some(Some(comment)) = comments.get(i) {
            tokens.push(format!("{{{}}}", comment.replace('}', ")")));
        }
        // The side lines that replace this move: the other children of the node before it.
        if let Some((tree, main)) = tree
            && let Some(&parent) = main.get(i)
        {
            for &other in tree.children(parent).iter().skip(1) {
                tokens.extend(side_line_tokens(tree, other, i));
                after_side_line = true;
            }
        }
    }
    // The result ends the moves: the final stores, or `*` for a game in progress.
    tokens.push(result_text(game));
    let mut line = String::new();
    for token in tokens {
        if !line.is_empty() && line.len() + 1 + token.len() > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&token);
    }
    if !line.is_empty() {
        out.push_str(&line);
        out.push('\n');
    }
    out
}
