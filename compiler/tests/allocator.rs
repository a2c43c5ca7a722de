//! The `ptxc` command's allocator (ptxc::allocator) as this test binary's
//! global allocator: blocks from before and after the switch to huge pages
//! keep their contents, grow, and are freed by the allocator that gave them.

use ptxc::allocator::CompileAllocator;

#[global_allocator]
static ALLOCATOR: CompileAllocator = CompileAllocator;

fn filled(n: usize, seed: u64) -> Vec<u64> {
    (0..n as u64)
        .map(|k| k.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ seed)
        .collect()
}

#[test]
fn blocks_survive_the_switch_to_huge_pages() {
    let mut before = filled(1000, 1);
    let small_before = String::from("allocated by malloc");
    ptxc::allocator::use_huge_pages();
    // Grown after the switch: moved over to mimalloc with its contents.
    before.extend(filled(100_000, 2));
    assert_eq!(&before[..1000], &filled(1000, 1)[..]);
    assert_eq!(&before[1000..], &filled(100_000, 2)[..]);
    let after: Vec<Vec<u64>> = (0..1000).map(|k| filled(k % 97 + 1, k as u64)).collect();
    for (k, v) in after.iter().enumerate() {
        assert_eq!(v, &filled(k % 97 + 1, k as u64));
    }
    // A large zeroed block and one aligned beyond the default.
    let zeroed = vec![0u8; 8 << 20];
    assert!(zeroed.iter().all(|&b| b == 0));
    #[repr(align(4096))]
    struct Page([u8; 4096]);
    let page = Box::new(Page([7; 4096]));
    assert_eq!(page.as_ref() as *const Page as usize % 4096, 0);
    assert!(page.0.iter().all(|&b| b == 7));
    drop((before, after, zeroed, page));
    // A block from before the switch, freed after it.
    assert_eq!(small_before, "allocated by malloc");
}
