//! The `ptxc` command's allocator (ptxc::allocator) as this test binary's
//! global allocator: blocks from before and after the switch to huge pages
//! keep their contents, grow, and are freed by the allocator that gave them;
//! freed big blocks given out again are zeroed when asked.

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
    let big_before = filled(1 << 18, 3);
    let mut big_grown = filled(1 << 18, 4);
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
    // Big blocks (a mebibyte and more, mappings of their own): one from before the
    // switch grows into one, another grows from mimalloc's sizes past a mebibyte,
    // grows again (moved by the kernel), shrinks back under it and is freed.
    assert_eq!(big_before, filled(1 << 18, 3));
    drop(big_before);
    big_grown.extend(filled(1 << 18, 5));
    assert_eq!(&big_grown[..1 << 18], &filled(1 << 18, 4)[..]);
    assert_eq!(&big_grown[1 << 18..], &filled(1 << 18, 5)[..]);
    let mut growing: Vec<u64> = Vec::new();
    for k in 0..(3u64 << 20) {
        growing.push(k ^ 0x5a5a);
    }
    assert!(growing.iter().enumerate().all(|(k, &v)| v == k as u64 ^ 0x5a5a));
    growing.truncate(1000);
    growing.shrink_to_fit();
    assert!(growing.iter().enumerate().all(|(k, &v)| v == k as u64 ^ 0x5a5a));
    let big_zeroed = vec![0u64; 1 << 20];
    assert!(big_zeroed.iter().all(|&v| v == 0));
    #[repr(align(8192))]
    struct Aligned([u8; 2 << 20]);
    let aligned: Box<Aligned> = unsafe { Box::new_zeroed().assume_init() };
    assert_eq!(aligned.as_ref() as *const Aligned as usize % 8192, 0);
    assert!(aligned.0.iter().all(|&b| b == 0));
    drop((big_grown, growing, big_zeroed, aligned));
    // Freed big blocks are kept and given out again (whole, or grown): a zeroed
    // block is zero whatever the block it reuses held, and contents survive growth.
    for (dirty_len, zeroed_len) in [(6 << 20, 2 << 20), (2 << 20, 5 << 20), (3 << 20, 3 << 20)] {
        drop(vec![0xa5u8; dirty_len]);
        let mut zeroed = vec![0u8; zeroed_len];
        assert!(zeroed.iter().all(|&b| b == 0));
        zeroed.iter_mut().enumerate().for_each(|(k, b)| *b = k as u8);
        zeroed.extend(std::iter::repeat_n(9u8, 4 << 20));
        assert!(zeroed[..zeroed_len].iter().enumerate().all(|(k, &b)| b == k as u8));
        assert!(zeroed[zeroed_len..].iter().all(|&b| b == 9));
    }
}
