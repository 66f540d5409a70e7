//! Strongly connected components of a directed graph, for the endgame tables (cycles of
//! moves without a capture) and their checks.

/// Calls `visit` with every strongly connected component of the graph on nodes
/// `0..count`, where `successor(v, i)` is the `i`-th successor of `v` (None past the last).
/// Each component comes after every component it can reach (Tarjan's order), so a caller
/// can value components from the end of the game backwards. Iterative: no recursion depth.
pub fn for_each_component(
    count: usize,
    successor: impl Fn(usize, usize) -> Option<usize>,
    mut visit: impl FnMut(&[u32]),
) {
    const UNSEEN: u32 = u32::MAX;
    let mut order = vec![UNSEEN; count];
    let mut low = vec![0u32; count];
    let mut on_stack = vec![false; count];
    let mut stack: Vec<u32> = Vec::new();
    let mut calls: Vec<(usize, usize)> = Vec::new();
    let mut counter = 0u32;
    for start in 0..count {
        if order[start] != UNSEEN {
            continue;
        }
        order[start] = counter;
        low[start] = counter;
        counter += 1;
        stack.push(start as u32);
        on_stack[start] = true;
        calls.push((start, 0));
        while let Some(&mut (v, ref mut i)) = calls.last_mut() {
            if let Some(w) = successor(v, *i) {
                *i += 1;
                if order[w] == UNSEEN {
                    order[w] = counter;
                    low[w] = counter;
                    counter += 1;
                    stack.push(w as u32);
                    on_stack[w] = true;
                    calls.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(order[w]);
                }
                continue;
            }
            calls.pop();
            if let Some(&(parent, _)) = calls.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if low[v] == order[v] {
                let at = stack
                    .iter()
                    .rposition(|&w| w as usize == v)
                    .unwrap_or_default();
                for &w in &stack[at..] {
                    on_stack[w as usize] = false;
                }
                visit(&stack[at..]);
                stack.truncate(at);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::for_each_component;

    fn components(next: &[Vec<usize>]) -> Vec<Vec<u32>> {
        let mut out = Vec::new();
        for_each_component(
            next.len(),
            |v, i| next[v].get(i).copied(),
            |c| {
                let mut c = c.to_vec();
                c.sort_unstable();
                out.push(c);
            },
        );
        out
    }

    #[test]
    fn cycles_form_one_component_and_come_after_what_they_reach() {
        // 0 → 1 → 2 → 0 is a cycle; 2 → 3 → 4 → 3 another, reached from the first; 5 alone.
        let next = vec![vec![1], vec![2], vec![0, 3], vec![4], vec![3], vec![0]];
        let found = components(&next);
        assert_eq!(found, vec![vec![3, 4], vec![0, 1, 2], vec![5]]);
    }

    #[test]
    fn a_graph_without_cycles_gives_single_nodes_from_the_end_backwards() {
        let next = vec![vec![1, 2], vec![2], vec![]];
        assert_eq!(components(&next), vec![vec![2], vec![1], vec![0]]);
    }
}
