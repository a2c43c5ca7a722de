//! Array designators (`{ [2] = 7, 8 }`), which nvcc accepts in C++ but g++ does not (so
//! the lang corpus cannot use g++ as their reference): the expected values below follow
//! C's rules directly (a designator moves the position, later items continue after it, a
//! repeated position keeps the last value, unnamed elements are zero, an unsized array is
//! one past the largest position). Locals and `__device__` globals, through ptxas and
//! ptxsim.

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Options};
use ptxsim::{Arg, LaunchConfig, Sim};

const SOURCE: &str = r#"
struct P { int x, y; };
__device__ int garr[] = { [3] = 9, 1, [0] = 5 };
extern "C" __global__ void k(int* o) {
    int a[6] = { 1, [3] = 4, 5, [1] = 2 };
    P ps[3] = { [2] = { .y = 8 }, [0] = { 3 } };
    int over[3] = { [1] = 1, [1] = 6 };
    for (int i = 0; i < 6; i++) o[i] = a[i];
    o[6] = ps[0].x; o[7] = ps[0].y; o[8] = ps[1].x; o[9] = ps[2].y;
    o[10] = over[1];
    for (int i = 0; i < 5; i++) o[11 + i] = garr[i];
    o[16] = sizeof(garr) / sizeof(garr[0]);
}
"#;

#[test]
fn array_designators_follow_c() {
    let ptx = compile_str("designated.cu", SOURCE, &Options::with_arch("sm_80"))
        .unwrap_or_else(|e| panic!("{}", e.rendered))
        .output;
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", "designated_arrays").unwrap();
    }
    let mut sim = Sim::new(&ptx).unwrap();
    let out = sim.alloc("o", 17 * 4);
    sim.launch("k", &LaunchConfig::new([1, 1, 1], [1, 1, 1]), &[Arg::Ptr(out)])
        .unwrap();
    let b = sim.read(out, 17 * 4).unwrap();
    let got: Vec<i32> = b.chunks(4).map(|c| i32::from_le_bytes(c.try_into().unwrap())).collect();
    let want = [
        1, 2, 0, 4, 5, 0, // a: 1 at [0], [3]=4 then 5 at [4], [1]=2
        3, 0, 0, 8, // ps[0] = {3, 0}, ps[1] zero, ps[2].y = 8
        6, // the last value at a repeated position wins
        5, 0, 0, 9, 1, // garr: [3]=9 then 1 at [4], [0]=5
        5, // garr has 5 elements
    ];
    assert_eq!(got, want);
}
