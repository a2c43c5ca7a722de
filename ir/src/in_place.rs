//! Renumbering a module's functions inside their own table. A CuTe compile's
//! table holds tens of thousands of `Function`s of some 700 bytes each: IR
//! generation's drop of the unneeded ones and its reorder each built a second
//! table beside the first (the reorder growing it by doubling), which faulted in
//! some 40 MB of fresh pages at the compile's peak (sgemm_sm80).

/// Moves the items at `order` (indices into `items`, each at most once) to the
/// front, in that order, and drops the others, in `items`' own allocation.
pub(crate) fn select_in_order<T>(items: &mut Vec<T>, order: &[usize]) {
    let n = items.len();
    // `at[slot]`: the original index of the item in `slot`; `pos` its inverse.
    let mut at: Vec<u32> = (0..n as u32).collect();
    let mut pos: Vec<u32> = at.clone();
    for (k, &orig) in order.iter().enumerate() {
        // Slots before `k` hold earlier items of `order`: `orig` is at `k` or later.
        let p = pos[orig] as usize;
        items.swap(k, p);
        let displaced = at[k];
        at[k] = orig as u32;
        at[p] = displaced;
        pos[orig] = k as u32;
        pos[displaced as usize] = p as u32;
    }
    items.truncate(order.len());
}

#[cfg(test)]
mod tests {
    use super::select_in_order;

    #[test]
    fn the_items_in_order_stay_in_that_order_and_the_others_go() {
        let mut v: Vec<String> = ["a", "b", "c", "d", "e"].iter().map(|s| s.to_string()).collect();
        select_in_order(&mut v, &[3, 0, 4, 1]);
        assert_eq!(v, ["d", "a", "e", "b"]);
        let mut w = vec![10, 11, 12];
        select_in_order(&mut w, &[2, 1, 0]);
        assert_eq!(w, [12, 11, 10]);
        select_in_order(&mut w, &[]);
        assert!(w.is_empty());
    }
}
