//! One bracket of a Swiss round: its candidates in the Dutch order, each checked against
//! the absolute criteria and the players below, the best by the quality criteria kept.

use super::super::matching::max_pairs;
use super::Context;
use super::history::{Colour, Float, Strength};
use std::cell::RefCell;
use std::collections::HashMap;

/// A bracket's pairing: its pairs (higher ranked first) and the players moving down.
pub struct Chosen {
    pub pairs: Vec<(usize, usize)>,
    pub floaters: Vec<usize>,
}

/// The players below a bracket, and whether they can all be paired with a set of players
/// moving down (the completion criterion, C4).
pub struct Group<'a> {
    ctx: &'a Context<'a>,
    below: Vec<usize>,
    known: RefCell<HashMap<u64, bool>>,
    /// The next score group's players: the bracket the players moving down go to.
    next: Vec<usize>,
    next_known: RefCell<HashMap<u64, (u32, u32)>>,
}

impl<'a> Group<'a> {
    pub fn new(ctx: &'a Context<'a>, below: &[usize]) -> Group<'a> {
        Group {
            ctx,
            below: below.to_vec(),
            known: RefCell::new(HashMap::new()),
            next: Vec::new(),
            next_known: RefCell::new(HashMap::new()),
        }
    }

    /// The same, the players moving down going to the bracket of `next`.
    pub fn with_next(mut self, next: &[usize]) -> Group<'a> {
        self.next = next.to_vec();
        self
    }

    /// The pairs the next bracket can make with the players of `floaters` moving down to
    /// it (C7): all of them, and those of the players moving down.
    fn next_pairs(&self, floaters: u64) -> (u32, u32) {
        if let Some(&known) = self.next_known.borrow().get(&floaters) {
            return known;
        }
        let moved: Vec<usize> = (0..64).filter(|p| floaters & (1 << p) != 0).collect();
        let all: Vec<usize> = moved.iter().chain(&self.next).copied().collect();
        let ctx = self.ctx;
        let every = max_pairs(all.len(), |a, b| ctx.allowed(all[a], all[b])) as u32;
        let theirs = max_pairs(all.len(), |a, b| {
            (a < moved.len()) != (b < moved.len()) && ctx.allowed(all[a], all[b])
        }) as u32;
        self.next_known
            .borrow_mut()
            .insert(floaters, (every, theirs));
        (every, theirs)
    }

    /// Whether the players of `floaters` (a set) and those below can all be paired, one
    /// of them on a bye when they are odd.
    pub fn completes(&self, floaters: u64) -> bool {
        if let Some(&known) = self.known.borrow().get(&floaters) {
            return known;
        }
        let mut all: Vec<usize> = (0..64).filter(|p| floaters & (1 << p) != 0).collect();
        all.extend(&self.below);
        let odd = all.len() % 2 == 1;
        let n = all.len() + usize::from(odd);
        let ctx = self.ctx;
        let allowed = |a: usize, b: usize| match (all.get(a), all.get(b)) {
            (Some(&x), Some(&y)) => ctx.allowed(x, y),
            (Some(&x), None) | (None, Some(&x)) => ctx.may_sit_out(x),
            (None, None) => false,
        };
        let whole = max_pairs(n, allowed) * 2 == n;
        self.known.borrow_mut().insert(floaters, whole);
        whole
    }
}

/// How good a candidate is, by the quality criteria in their order: smaller is better.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Quality {
    /// C6: the score differences, largest first.
    differences: Vec<u32>,
    /// C7: the pairs the next bracket can make, all and of the players moving down (most
    /// first).
    next: (std::cmp::Reverse<u32>, std::cmp::Reverse<u32>),
    /// C9: rounds the player on the bye has not played.
    bye_unplayed: u32,
    /// C10, C11: topscorers (or their opponents) off balance by more than two, or with
    /// the same colour three times running.
    topscorers: (u32, u32),
    /// C12, C13: colour preferences not granted; strong ones.
    colours: (u32, u32),
    /// C14–C17: the same float as the last round (down, up), then as the round before.
    floats: (u32, u32, u32, u32),
    /// C18–C21: the scores of the players floating down again, and of the opponents of
    /// those floating up again (the last round's, then the round before's), largest first.
    float_scores: [Vec<u32>; 4],
}

/// Steps of the search once a candidate was found, before the best so far is taken.
const LOOK_FURTHER: u32 = 500_000;
/// Steps of the search in one bracket, at most.
const MOST_STEPS: u64 = 3_000_000;

struct Search<'a> {
    ctx: &'a Context<'a>,
    group: Group<'a>,
    /// The bracket's players, ranked.
    members: &'a [usize],
    last: bool,
    lowest: u32,
    best: Option<(Quality, Chosen)>,
    perfect: Option<Quality>,
    /// The best the candidates of the players moved down now being paired could be.
    floor: Option<Quality>,
    after_first: u32,
    steps: u64,
}

impl Search<'_> {
    /// One more step of the search.
    fn step(&mut self) {
        self.steps += 1;
        if self.best.is_some() {
            self.after_first += 1;
        }
    }

    fn done(&self) -> bool {
        self.steps > MOST_STEPS
            || self.after_first > LOOK_FURTHER
            || matches!((&self.best, &self.perfect), (Some((q, _)), Some(p)) if q <= p)
    }

    fn rank(&self, p: usize) -> usize {
        self.members
            .iter()
            .position(|&q| q == p)
            .unwrap_or(usize::MAX)
    }

    fn quality(&self, pairs: &[(usize, usize)], floaters: &[usize]) -> Quality {
        let players = self.ctx.players;
        let score = |p: usize| players[p].score;
        let mut differences: Vec<u32> = pairs
            .iter()
            .map(|&(a, b)| score(a).abs_diff(score(b)))
            .chain(
                floaters
                    .iter()
                    .map(|&f| score(f) + 2 - self.lowest.min(score(f) + 2)),
            )
            .collect();
        differences.sort_unstable_by(|a, b| b.cmp(a));
        let bye_unplayed = match floaters {
            [bye] if self.last => players[*bye].unplayed,
            _ => 0,
        };
        let set = floaters.iter().fold(0u64, |s, &f| s | 1 << f);
        let (every, theirs) = self.group.next_pairs(set);
        let base = Quality {
            differences,
            next: (std::cmp::Reverse(every), std::cmp::Reverse(theirs)),
            bye_unplayed,
            topscorers: (0, 0),
            colours: (0, 0),
            floats: (0, 0, 0, 0),
            float_scores: Default::default(),
        };
        let q = self.counted(pairs, &base);
        let mut q = q;
        // Moving down, or on the bye, is a downfloat (C.04.3 1.4).
        for &f in floaters {
            q.floats.0 += u32::from(players[f].floats[0] == Float::Down);
            q.floats.2 += u32::from(players[f].floats[1] == Float::Down);
            for back in 0..2 {
                if players[f].floats[back] == Float::Down {
                    q.float_scores[2 * back].push(players[f].score);
                }
            }
        }
        for scores in &mut q.float_scores {
            scores.sort_unstable_by(|a, b| b.cmp(a));
        }
        q
    }

    /// The colours and floats `pairs` leave wanting, added to `base`.
    fn counted(&self, pairs: &[(usize, usize)], base: &Quality) -> Quality {
        let players = self.ctx.players;
        let score = |p: usize| players[p].score;
        let mut q = base.clone();
        for &(a, b) in pairs {
            let (pa, pb) = (&players[a], &players[b]);
            if pa.preference.is_some() && pa.preference == pb.preference {
                q.colours.0 += 1;
                q.colours.1 += u32::from(pa.strength.min(pb.strength) >= Strength::Strong);
            }
            if self.ctx.final_round && (self.ctx.is_topscorer(a) || self.ctx.is_topscorer(b)) {
                let game = self.ctx.colours(a, b, true);
                for (p, colour) in [(game.first, Colour::First), (game.second, Colour::Second)] {
                    let player = &players[p];
                    let d = player.difference
                        + match colour {
                            Colour::First => 1,
                            Colour::Second => -1,
                        };
                    q.topscorers.0 += u32::from(d.abs() > 2);
                    let mut played = player.by_round.iter().rev().filter_map(|c| *c);
                    let three = played.next() == Some(colour) && played.next() == Some(colour);
                    q.topscorers.1 += u32::from(three);
                }
            }
            let (high, low) = match score(a).cmp(&score(b)) {
                std::cmp::Ordering::Greater => (a, b),
                std::cmp::Ordering::Less => (b, a),
                std::cmp::Ordering::Equal => continue,
            };
            q.floats.0 += u32::from(players[high].floats[0] == Float::Down);
            q.floats.1 += u32::from(players[low].floats[0] == Float::Up);
            q.floats.2 += u32::from(players[high].floats[1] == Float::Down);
            q.floats.3 += u32::from(players[low].floats[1] == Float::Up);
            for back in 0..2 {
                if players[high].floats[back] == Float::Down {
                    q.float_scores[2 * back].push(score(high));
                }
                if players[low].floats[back] == Float::Up {
                    q.float_scores[2 * back + 1].push(score(high));
                }
            }
        }
        for scores in &mut q.float_scores {
            scores.sort_unstable_by(|a, b| b.cmp(a));
        }
        q
    }

    /// Whether no candidate that completes `pairs` can beat the best so far: what they
    /// already leave wanting only grows.
    fn hopeless(&self, pairs: &[(usize, usize)], (still, strong): (u32, u32)) -> bool {
        match (&self.best, &self.floor) {
            (Some((best, _)), Some(floor)) => {
                let mut q = self.counted(pairs, floor);
                q.colours.0 += still;
                q.colours.1 += strong;
                q >= *best
            }
            _ => false,
        }
    }

    /// Whether no candidate that completes `pairs` can beat the best so far, the players of
    /// `top` still to meet those of `bottom` not yet `used` (the bound on their colours is
    /// worked out only once there is a best to beat).
    fn hopeless_with(
        &self,
        pairs: &[(usize, usize)],
        top: &[usize],
        bottom: &[usize],
        used: &[bool],
    ) -> bool {
        self.best.is_some() && self.hopeless(pairs, self.denied_at_least(top, bottom, used))
    }

    /// The fewest colour preferences the players of `top` must be denied, each meeting one
    /// of the players of `bottom` not yet `used`: those of them left without a partner
    /// they may meet who does not want the same colour, in the largest matching of such
    /// partners; and the fewest of those that deny strong preferences on both sides (a
    /// pair denied with a mild preference in it needs one of the players who have one).
    fn denied_at_least(&self, top: &[usize], bottom: &[usize], used: &[bool]) -> (u32, u32) {
        let players = self.ctx.players;
        let free: Vec<usize> = bottom
            .iter()
            .zip(used)
            .filter(|&(_, &u)| !u)
            .map(|(&b, _)| b)
            .collect();
        let suits = |a: usize, b: usize| {
            let (pa, pb) = (players[a].preference, players[b].preference);
            (pa.is_none() || pa != pb) && self.ctx.allowed(a, b)
        };
        // Kuhn's augmenting paths: the partner of each free bottom player, if any.
        let mut partner: Vec<Option<usize>> = vec![None; free.len()];
        fn augment(
            a: usize,
            top: &[usize],
            free: &[usize],
            suits: &dyn Fn(usize, usize) -> bool,
            seen: &mut [bool],
            partner: &mut [Option<usize>],
        ) -> bool {
            for j in 0..free.len() {
                if seen[j] || !suits(top[a], free[j]) {
                    continue;
                }
                seen[j] = true;
                let taken = partner[j];
                if taken.is_none_or(|other| augment(other, top, free, suits, seen, partner)) {
                    partner[j] = Some(a);
                    return true;
                }
            }
            false
        }
        let mut matched = 0;
        for a in 0..top.len() {
            let mut seen = vec![false; free.len()];
            if augment(a, top, &free, &suits, &mut seen, &mut partner) {
                matched += 1;
            }
        }
        let denied = top.len() - matched;
        let mild = top
            .iter()
            .chain(&free)
            .filter(|&&p| players[p].preference.is_some() && players[p].strength < Strength::Strong)
            .count();
        (denied as u32, denied.saturating_sub(mild) as u32)
    }

    /// A complete candidate: kept when it leaves the players below pairable and is better
    /// than the best so far.
    fn leaf(&mut self, pairs: &[(usize, usize)], floaters: &[usize]) {
        self.step();
        if self.last && floaters.len() > 1 {
            return;
        }
        let set = floaters.iter().fold(0u64, |s, &f| s | 1 << f);
        if !self.group.completes(set) {
            return;
        }
        let q = self.quality(pairs, floaters);
        if self.best.as_ref().is_none_or(|(best, _)| q < *best) {
            let mut floaters = floaters.to_vec();
            floaters.sort_by_key(|&f| self.rank(f));
            self.best = Some((
                q,
                Chosen {
                    pairs: pairs.to_vec(),
                    floaters,
                },
            ));
        }
    }

    /// The players moved down, `chosen` of them to be paired with residents, each given a
    /// resident in the transposition order; then the rest of the bracket.
    fn moved_down(
        &mut self,
        chosen: &[usize],
        residents: &[usize],
        used: &mut Vec<bool>,
        pairs: &mut Vec<(usize, usize)>,
        rest_pairs: usize,
        unpaired_mdps: &[usize],
    ) {
        if self.done() {
            return;
        }
        self.step();
        let Some((&mdp, others)) = chosen.split_first() else {
            let remainder: Vec<usize> = residents
                .iter()
                .zip(used.iter())
                .filter(|(_, u)| !**u)
                .map(|(&r, _)| r)
                .collect();
            self.remainder(&remainder, rest_pairs, pairs, unpaired_mdps);
            return;
        };
        for i in 0..residents.len() {
            if used[i] || !self.ctx.allowed(mdp, residents[i]) {
                continue;
            }
            used[i] = true;
            pairs.push((mdp, residents[i]));
            if !self.hopeless_with(pairs, others, residents, used) {
                self.moved_down(others, residents, used, pairs, rest_pairs, unpaired_mdps);
            }
            pairs.pop();
            used[i] = false;
            if self.done() {
                return;
            }
        }
    }

    /// The homogeneous rest of a bracket, `count` pairs of it: the exchanges between its
    /// halves in the Dutch order, each with its transpositions.
    fn remainder(
        &mut self,
        rest: &[usize],
        count: usize,
        pairs: &mut Vec<(usize, usize)>,
        unpaired_mdps: &[usize],
    ) {
        // The players moved down already leave more wanting than the best so far.
        if self.hopeless(pairs, (0, 0)) {
            return;
        }
        let (s1, s2) = rest.split_at(count.min(rest.len()));
        for k in 0..=s1.len().min(s2.len()) {
            if self.done() || self.hopeless(pairs, (0, 0)) {
                return;
            }
            for (out, into) in exchanges(s1.len(), s2.len(), k) {
                self.step();
                if self.hopeless(pairs, (0, 0)) {
                    return;
                }
                let mut top: Vec<usize> = (0..s1.len())
                    .filter(|i| !out.contains(i))
                    .map(|i| s1[i])
                    .chain(into.iter().map(|&j| s2[j]))
                    .collect();
                let mut bottom: Vec<usize> = (0..s2.len())
                    .filter(|j| !into.contains(j))
                    .map(|j| s2[j])
                    .chain(out.iter().map(|&i| s1[i]))
                    .collect();
                top.sort_by_key(|&p| self.rank(p));
                bottom.sort_by_key(|&p| self.rank(p));
                let mut used = vec![false; bottom.len()];
                self.transpositions(&top, &bottom, &mut used, pairs, unpaired_mdps);
                if self.done() {
                    return;
                }
            }
        }
    }

    fn transpositions(
        &mut self,
        top: &[usize],
        bottom: &[usize],
        used: &mut Vec<bool>,
        pairs: &mut Vec<(usize, usize)>,
        unpaired_mdps: &[usize],
    ) {
        self.step();
        let Some((&a, others)) = top.split_first() else {
            let floaters: Vec<usize> = unpaired_mdps
                .iter()
                .copied()
                .chain(
                    bottom
                        .iter()
                        .zip(used.iter())
                        .filter(|(_, u)| !**u)
                        .map(|(&b, _)| b),
                )
                .collect();
            self.leaf(pairs, &floaters);
            return;
        };
        for j in 0..bottom.len() {
            if used[j] || !self.ctx.allowed(a, bottom[j]) {
                continue;
            }
            used[j] = true;
            pairs.push((a, bottom[j]));
            if !self.hopeless_with(pairs, others, bottom, used) {
                self.transpositions(others, bottom, used, pairs, unpaired_mdps);
            }
            pairs.pop();
            used[j] = false;
            if self.done() {
                return;
            }
        }
    }
}

/// The exchanges of `k` players between halves of `s1` and `s2` players, in the Dutch
/// order: the smallest difference of the numbers exchanged, then the lowest-ranked of the
/// top half moved first, then the highest-ranked of the bottom half.
fn exchanges(s1: usize, s2: usize, k: usize) -> Vec<(Vec<usize>, Vec<usize>)> {
    if k == 0 {
        return vec![(Vec::new(), Vec::new())];
    }
    let outs = combinations(s1, k);
    let intos = combinations(s2, k);
    let mut all = Vec::new();
    for out in &outs {
        for into in &intos {
            all.push((out.clone(), into.clone()));
            if all.len() > 200_000 {
                break;
            }
        }
    }
    // Numbers in the bracket: the top half's from 1, the bottom half's after them.
    let key = |(out, into): &(Vec<usize>, Vec<usize>)| {
        let moved_up: usize = into.iter().map(|j| s1 + j + 1).sum();
        let moved_down: usize = out.iter().map(|i| i + 1).sum();
        let mut outs_high: Vec<std::cmp::Reverse<usize>> =
            out.iter().map(|&i| std::cmp::Reverse(i)).collect();
        outs_high.sort();
        let mut intos_low = into.clone();
        intos_low.sort();
        (moved_up.abs_diff(moved_down), outs_high, intos_low)
    };
    all.sort_by_cached_key(key);
    all
}

/// The `k`-element subsets of `0..n`, in lexicographic order.
fn combinations(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    let mut current = Vec::with_capacity(k);
    fn grow(n: usize, k: usize, from: usize, current: &mut Vec<usize>, all: &mut Vec<Vec<usize>>) {
        if current.len() == k {
            all.push(current.clone());
            return;
        }
        for i in from..n {
            if n - i < k - current.len() {
                break;
            }
            current.push(i);
            grow(n, k, i + 1, current, all);
            current.pop();
            if all.len() > 5_000 {
                return;
            }
        }
    }
    grow(n, k, 0, &mut current, &mut all);
    all
}

/// The best pairing of a bracket (`members` ranked, the first `moved` of them moved down
/// from above), with the players of `below` still to pair, those of `next` in the next
/// bracket; `None` when none keeps the
/// absolute criteria and the completion.
pub fn pair(
    ctx: &Context,
    members: &[usize],
    moved: usize,
    next: &[usize],
    below: &[usize],
) -> Option<Chosen> {
    let (mdps, residents) = members.split_at(moved.min(members.len()));
    let most = max_pairs(members.len(), |a, b| ctx.allowed(members[a], members[b]));
    let lowest = members
        .iter()
        .map(|&p| ctx.players[p].score)
        .min()
        .unwrap_or(0);
    for total in (0..=most).rev() {
        let mut search = Search {
            ctx,
            group: Group::new(ctx, below).with_next(next),
            members,
            last: below.is_empty(),
            lowest,
            best: None,
            perfect: None,
            floor: None,
            after_first: 0,
            steps: 0,
        };
        for paired_mdps in (0..=mdps.len().min(total).min(residents.len())).rev() {
            let rest_pairs = total - paired_mdps;
            if rest_pairs * 2 > residents.len() - paired_mdps {
                continue;
            }
            for chosen in combinations(mdps.len(), paired_mdps) {
                let chosen_mdps: Vec<usize> = chosen.iter().map(|&i| mdps[i]).collect();
                let unpaired: Vec<usize> = (0..mdps.len())
                    .filter(|i| !chosen.contains(i))
                    .map(|i| mdps[i])
                    .collect();
                let floor = perfect_for(&search, &chosen_mdps, &unpaired, residents, rest_pairs);
                if search.perfect.is_none() {
                    search.perfect = Some(floor.clone());
                }
                // The pairs' own colours are counted on the floor as they are made.
                search.floor = Some(Quality {
                    colours: (0, 0),
                    ..floor
                });
                let mut used = vec![false; residents.len()];
                let mut pairs = Vec::new();
                search.moved_down(
                    &chosen_mdps,
                    residents,
                    &mut used,
                    &mut pairs,
                    rest_pairs,
                    &unpaired,
                );
                if search.done() {
                    break;
                }
            }
            if search.done() {
                break;
            }
        }
        if let Some((_, chosen)) = search.best {
            return Some(chosen);
        }
    }
    None
}

/// The best quality a candidate could have: the score differences of the first pairing
/// of the players moved down, no bye unplayed, and no colour or float left wanting.
fn perfect_for(
    search: &Search,
    chosen: &[usize],
    unpaired: &[usize],
    residents: &[usize],
    rest_pairs: usize,
) -> Quality {
    let score = |p: usize| search.ctx.players[p].score;
    let resident = residents.first().map_or(0, |&r| score(r));
    let rest_floaters = residents.len() - chosen.len() - 2 * rest_pairs;
    let mut differences: Vec<u32> = chosen
        .iter()
        .map(|&m| score(m).abs_diff(resident))
        .chain(std::iter::repeat_n(0, rest_pairs))
        .chain(
            unpaired
                .iter()
                .map(|&f| score(f) + 2 - search.lowest.min(score(f) + 2)),
        )
        .chain(std::iter::repeat_n(
            resident + 2 - search.lowest.min(resident + 2),
            rest_floaters,
        ))
        .collect();
    differences.sort_unstable_by(|a, b| b.cmp(a));
    let moving = unpaired.len() + rest_floaters;
    let next = search.group.next.len();
    // The bracket's players wanting one colour beyond those wanting the other, the players
    // without a preference and those left unpaired: pairs denied whichever players are
    // moved down or paired (a bound for every candidate, not only these players').
    let players = search.ctx.players;
    let paired = chosen.iter().chain(unpaired).chain(residents);
    let (mut first, mut second, mut open, mut mild) = (0usize, 0usize, 0usize, 0usize);
    for &p in paired {
        match players[p].preference {
            Some(Colour::First) => first += 1,
            Some(Colour::Second) => second += 1,
            None => open += 1,
        }
        mild +=
            usize::from(players[p].preference.is_some() && players[p].strength < Strength::Strong);
    }
    let denied = (first.abs_diff(second).saturating_sub(open + moving)).div_ceil(2);
    Quality {
        differences,
        next: (
            std::cmp::Reverse(((moving + next) / 2) as u32),
            std::cmp::Reverse(moving.min(next) as u32),
        ),
        bye_unplayed: 0,
        topscorers: (0, 0),
        colours: (denied as u32, denied.saturating_sub(mild) as u32),
        floats: (0, 0, 0, 0),
        float_scores: Default::default(),
    }
}
