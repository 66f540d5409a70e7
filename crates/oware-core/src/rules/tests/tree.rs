//! The tree of explored lines: the main line and side lines, moves checked by the rules.

use super::*;
use proptest::prelude::*;

fn moves(text: &str) -> Vec<Move> {
    text.chars().map(mv).collect()
}

#[test]
fn side_lines_branch_from_the_main_line_and_keep_it() {
    let mut tree = MoveTree::new(Rules::ABAPA, Position::start(&Rules::ABAPA));
    let end = tree
        .add_line(MoveTree::ROOT, &moves("FfEa"))
        .expect("legal");
    assert_eq!(tree.path(end), moves("FfEa"));
    // After F f, D instead of E: a side line; the main line stays E a.
    let ff = tree.find(&moves("Ff")).expect("in the tree");
    let d = tree.add(ff, mv('D')).expect("legal");
    assert_eq!(tree.children(ff).len(), 2);
    assert_eq!(tree.main_line_after(ff), moves("Ea"));
    assert_eq!(tree.path(d), moves("FfD"));
    // Playing a move already there reuses it.
    assert_eq!(tree.add(ff, mv('E')), Ok(tree.children(ff)[0]));
    assert_eq!(tree.len(), 5);
    // The game at a node has the main line after it to redo.
    let game = tree.game_at(ff);
    assert_eq!(game.moves(), moves("Ff"));
    assert_eq!(game.redo_moves(), moves("Ea"));
    // A move the rules refuse is refused with their reason, and adds nothing.
    assert!(matches!(
        tree.add(ff, mv('a')),
        Err(MoveError::NotYourPit { .. })
    ));
    assert_eq!(tree.len(), 5);
    // Promoting the side line makes it the main line.
    tree.promote(d);
    assert_eq!(tree.main_line_after(MoveTree::ROOT), moves("FfD"));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn every_node_is_the_game_its_path_plays(
        lines in prop::collection::vec((any::<u16>(), prop::collection::vec(any::<u8>(), 0..30)), 1..6),
    ) {
        let rules = Rules::ABAPA;
        let mut tree = MoveTree::new(rules, Position::start(&rules));
        for (from, choices) in lines {
            // Branch from any node so far, then play legal moves chosen at random.
            let mut node = usize::from(from) % (tree.len() + 1);
            for c in choices {
                let game = tree.game_at(node);
                let legal = game.legal_moves().to_vec();
                if legal.is_empty() {
                    break;
                }
                node = tree.add(node, legal[usize::from(c) % legal.len()]).expect("legal");
            }
        }
        for node in 0..=tree.len() {
            let path = tree.path(node);
            prop_assert_eq!(tree.find(&path), Some(node));
            let mut game = Game::from_position(rules, Position::start(&rules));
            for &m in &path {
                game.play(m).expect("a path is legal");
            }
            let at = tree.game_at(node);
            prop_assert_eq!(at.position(), game.position());
            if let Some(ply) = tree.ply(node) {
                prop_assert_eq!(ply.after, *game.position());
            }
        }
    }
}
