//! Whether everyone in a group can be paired: a maximum matching in a general graph
//! (Edmonds' blossom algorithm). The Swiss asks it before it lets players float down, so
//! that the players left below can still all be paired.

/// The most pairs a graph of `n` vertices allows, `allowed(a, b)` telling whether `a` and
/// `b` may meet.
pub fn max_pairs(n: usize, allowed: impl Fn(usize, usize) -> bool) -> usize {
    let adj: Vec<Vec<usize>> = (0..n)
        .map(|a| (0..n).filter(|&b| a != b && allowed(a, b)).collect())
        .collect();
    let mut search = Search::new(n);
    let mut pairs = 0;
    for root in 0..n {
        if search.mate[root] != NONE {
            continue;
        }
        let mut v = search.augmenting_path(&adj, root);
        if v != NONE {
            pairs += 1;
        }
        while v != NONE {
            let pv = search.parent[v];
            let next = search.mate[pv];
            search.mate[v] = pv;
            search.mate[pv] = v;
            v = next;
        }
    }
    pairs
}

const NONE: usize = usize::MAX;

/// The state of the search for augmenting paths.
struct Search {
    mate: Vec<usize>,
    parent: Vec<usize>,
    base: Vec<usize>,
    used: Vec<bool>,
    blossom: Vec<bool>,
}

impl Search {
    fn new(n: usize) -> Search {
        Search {
            mate: vec![NONE; n],
            parent: vec![NONE; n],
            base: (0..n).collect(),
            used: vec![false; n],
            blossom: vec![false; n],
        }
    }

    /// The lowest common ancestor of `a` and `b` in the alternating tree.
    fn common_base(&self, mut a: usize, mut b: usize) -> usize {
        let mut seen = vec![false; self.mate.len()];
        loop {
            a = self.base[a];
            seen[a] = true;
            if self.mate[a] == NONE {
                break;
            }
            a = self.parent[self.mate[a]];
        }
        loop {
            b = self.base[b];
            if seen[b] {
                return b;
            }
            b = self.parent[self.mate[b]];
        }
    }

    fn mark_path(&mut self, mut v: usize, b: usize, mut child: usize) {
        while self.base[v] != b {
            self.blossom[self.base[v]] = true;
            self.blossom[self.base[self.mate[v]]] = true;
            self.parent[v] = child;
            child = self.mate[v];
            v = self.parent[self.mate[v]];
        }
    }

    /// An unmatched vertex reached from `root` by an augmenting path, or `NONE`.
    fn augmenting_path(&mut self, adj: &[Vec<usize>], root: usize) -> usize {
        let n = self.mate.len();
        self.used.iter_mut().for_each(|u| *u = false);
        self.parent.iter_mut().for_each(|p| *p = NONE);
        for (i, b) in self.base.iter_mut().enumerate() {
            *b = i;
        }
        self.used[root] = true;
        let mut queue = std::collections::VecDeque::from([root]);
        while let Some(v) = queue.pop_front() {
            for &to in &adj[v] {
                if self.base[v] == self.base[to] || self.mate[v] == to {
                    continue;
                }
                if to == root || (self.mate[to] != NONE && self.parent[self.mate[to]] != NONE) {
                    let shared = self.common_base(v, to);
                    self.blossom.iter_mut().for_each(|b| *b = false);
                    self.mark_path(v, shared, to);
                    self.mark_path(to, shared, v);
                    for i in 0..n {
                        if self.blossom[self.base[i]] {
                            self.base[i] = shared;
                            if !self.used[i] {
                                self.used[i] = true;
                                queue.push_back(i);
                            }
                        }
                    }
                } else if self.parent[to] == NONE {
                    self.parent[to] = v;
                    if self.mate[to] == NONE {
                        return to;
                    }
                    let next = self.mate[to];
                    self.used[next] = true;
                    queue.push_back(next);
                }
            }
        }
        NONE
    }
}

#[cfg(test)]
mod tests {
    use super::max_pairs;

    /// The most pairs by trying every way: for small graphs.
    fn brute(n: usize, allowed: &dyn Fn(usize, usize) -> bool, free: u32) -> usize {
        let Some(a) = (0..n).find(|&a| free & (1 << a) != 0) else {
            return 0;
        };
        let rest = free & !(1 << a);
        let mut best = brute(n, allowed, rest);
        for b in 0..n {
            if rest & (1 << b) != 0 && allowed(a, b) {
                best = best.max(1 + brute(n, allowed, rest & !(1 << b)));
            }
        }
        best
    }

    #[test]
    fn the_blossom_search_finds_as_many_pairs_as_trying_every_way() {
        let mut state: u64 = 0x9e37_79b9_7f4a_7c15;
        for trial in 0..400 {
            let n = 2 + trial % 11;
            let mut edges = vec![vec![false; n]; n];
            let pairs: Vec<(usize, usize)> = (0..n)
                .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
                .collect();
            for (a, b) in pairs {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                let on = state % 100 < 15 + (trial as u64 % 5) * 15;
                edges[a][b] = on;
                edges[b][a] = on;
            }
            let allowed = |a: usize, b: usize| edges[a][b];
            assert_eq!(
                max_pairs(n, allowed),
                brute(n, &allowed, (1 << n) - 1),
                "{edges:?}"
            );
        }
    }

    #[test]
    fn an_odd_cycle_is_paired_through_its_blossom() {
        // A triangle with a tail on each corner: three pairs only through the blossom.
        let edges = [(0, 1), (1, 2), (2, 0), (0, 3), (1, 4), (2, 5)];
        let allowed = |a: usize, b: usize| edges.contains(&(a, b)) || edges.contains(&(b, a));
        assert_eq!(max_pairs(6, allowed), 3);
    }
}
