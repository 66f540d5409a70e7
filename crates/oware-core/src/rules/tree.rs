//! The moves explored from one start: a tree whose first child at every node is the main
//! line and whose other children are side lines (variations), as an analysis board keeps
//! them and an OGN record writes them in parentheses.

use super::{Game, Move, MoveError, Ply, Position, Rules};

/// A node of a [`MoveTree`]: the position after a sequence of moves from the start.
pub type NodeId = usize;

#[derive(Clone, Debug, PartialEq, Eq)]
struct Node {
    parent: Option<NodeId>,
    /// The move that led here and what it did (`None` at the start).
    ply: Option<Ply>,
    /// The moves tried from here, the main line's first.
    children: Vec<NodeId>,
}

/// Every line explored from a start position. Moves are checked by the rules as they are
/// added (cycles included: a line ends where its game would).
#[derive(Clone, Debug)]
pub struct MoveTree {
    rules: Rules,
    start: Position,
    nodes: Vec<Node>,
    /// The game at the node last added to, so that a line added move after move (a record
    /// read) is played once rather than from the start at every move.
    cursor: Option<(NodeId, Game)>,
}

impl PartialEq for MoveTree {
    fn eq(&self, other: &MoveTree) -> bool {
        self.rules == other.rules && self.start == other.start && self.nodes == other.nodes
    }
}

impl Eq for MoveTree {}

impl MoveTree {
    /// The start, with no move yet.
    pub const ROOT: NodeId = 0;

    /// A tree with only its start.
    pub fn new(rules: Rules, start: Position) -> MoveTree {
        MoveTree {
            rules,
            start,
            nodes: vec![Node {
                parent: None,
                ply: None,
                children: Vec::new(),
            }],
            cursor: None,
        }
    }

    /// A tree whose main line is a game's moves and then the moves taken back that redo
    /// would play again.
    pub fn of_game(game: &Game) -> MoveTree {
        let mut tree = MoveTree::new(*game.rules(), *game.start());
        let line: Vec<Move> = game.moves().into_iter().chain(game.redo_moves()).collect();
        // The game's own moves and its redo moves are legal by construction.
        let _ = tree.add_line(MoveTree::ROOT, &line);
        tree
    }

    /// The rule set.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// How many moves the tree holds.
    pub fn len(&self) -> usize {
        self.nodes.len() - 1
    }

    /// True when no move has been added.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The node a move led from, `None` for the start (or an unknown node).
    pub fn parent(&self, node: NodeId) -> Option<NodeId> {
        self.nodes.get(node)?.parent
    }

    /// The moves tried from a node, the main line's first.
    pub fn children(&self, node: NodeId) -> &[NodeId] {
        self.nodes.get(node).map_or(&[], |n| n.children.as_slice())
    }

    /// The move that led to a node and what it did (`None` for the start).
    pub fn ply(&self, node: NodeId) -> Option<&Ply> {
        self.nodes.get(node)?.ply.as_ref()
    }

    /// The moves from the start to a node.
    pub fn path(&self, node: NodeId) -> Vec<Move> {
        let mut moves: Vec<Move> = std::iter::successors(Some(node), |&n| self.parent(n))
            .filter_map(|n| self.ply(n).map(|p| p.report.mv))
            .collect();
        moves.reverse();
        moves
    }

    /// The node the moves lead to from the start, if the tree holds them.
    pub fn find(&self, moves: &[Move]) -> Option<NodeId> {
        moves
            .iter()
            .try_fold(MoveTree::ROOT, |node, &mv| self.child_with(node, mv))
    }

    /// The moves of the main line after a node: its first child, that one's first, …
    pub fn main_line_after(&self, node: NodeId) -> Vec<Move> {
        let mut moves = Vec::new();
        let mut at = node;
        while let Some(&next) = self.children(at).first() {
            if let Some(ply) = self.ply(next) {
                moves.push(ply.report.mv);
            }
            at = next;
        }
        moves
    }

    /// The game that reaches a node: its moves played from the start, with the main line
    /// after it ready to redo.
    pub fn game_at(&self, node: NodeId) -> Game {
        let after = self.main_line_after(node);
        let mut game = self.game_through(node, &after);
        for _ in 0..after.len() {
            game.undo();
        }
        game
    }

    /// The game that plays the moves to a node, then `more`.
    fn game_through(&self, node: NodeId, more: &[Move]) -> Game {
        let mut game = Game::from_position(self.rules, self.start);
        for mv in self.path(node).into_iter().chain(more.iter().copied()) {
            if game.play(mv).is_err() {
                break; // cannot happen: every move was checked when added
            }
        }
        game
    }

    fn child_with(&self, node: NodeId, mv: Move) -> Option<NodeId> {
        self.children(node)
            .iter()
            .copied()
            .find(|&c| self.ply(c).is_some_and(|p| p.report.mv == mv))
    }

    /// Plays `mv` after `node`: the child that has it, or a new one (the main line if it is
    /// the first move tried there, else a side line). Refused, with the reason, when the
    /// rules refuse the move there.
    pub fn add(&mut self, node: NodeId, mv: Move) -> Result<NodeId, MoveError> {
        if let Some(child) = self.child_with(node, mv) {
            return Ok(child);
        }
        if node >= self.nodes.len() {
            return Err(MoveError::GameOver);
        }
        let mut game = match self.cursor.take() {
            Some((at, game)) if at == node => game,
            _ => self.game_through(node, &[]),
        };
        let played = game.play(mv).copied();
        let ply = match played {
            Ok(ply) => ply,
            Err(error) => {
                // The game was not changed: it still stands at `node`.
                self.cursor = Some((node, game));
                return Err(error);
            }
        };
        let id = self.nodes.len();
        self.nodes.push(Node {
            parent: Some(node),
            ply: Some(ply),
            children: Vec::new(),
        });
        self.nodes[node].children.push(id);
        self.cursor = Some((id, game));
        Ok(id)
    }

    /// Plays a line of moves after `node`; the node the last one reached.
    pub fn add_line(&mut self, node: NodeId, moves: &[Move]) -> Result<NodeId, MoveError> {
        moves.iter().try_fold(node, |at, &mv| self.add(at, mv))
    }

    /// Every line to its end, as moves from the start, in the order of the tree (the main
    /// line first): adding them in this order to a new tree builds this one again.
    pub fn lines(&self) -> Vec<Vec<Move>> {
        let mut lines = Vec::new();
        let mut stack = vec![MoveTree::ROOT];
        while let Some(node) = stack.pop() {
            let children = self.children(node);
            if children.is_empty() && node != MoveTree::ROOT {
                lines.push(self.path(node));
            }
            stack.extend(children.iter().rev());
        }
        lines
    }

    /// The lines below a node as text, children in order, each followed by its own in
    /// parentheses: `F(f(E a) D) E` (for logs and tests).
    pub fn outline(&self, node: NodeId) -> String {
        self.children(node)
            .iter()
            .map(|&c| {
                let mv = self.ply(c).map_or('?', |p| p.report.mv.letter());
                let below = self.outline(c);
                if below.is_empty() {
                    mv.to_string()
                } else {
                    format!("{mv}({below})")
                }
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Makes the line through `node` the main line at every branch on its way.
    pub fn promote(&mut self, node: NodeId) {
        let mut child = node;
        while let Some(parent) = self.parent(child) {
            let children = &mut self.nodes[parent].children;
            if let Some(i) = children.iter().position(|&c| c == child) {
                let moved = children.remove(i);
                children.insert(0, moved);
            }
            child = parent;
        }
    }
}
