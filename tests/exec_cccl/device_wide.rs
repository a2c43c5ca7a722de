//! CUB's device-wide algorithms run as the library launches them (tests/cccl/
//! device_reduce_scan.cu): the launches below are the ones CUB 3.5's host code
//! computes for sm_80 (cub/device/dispatch/dispatch_reduce.cuh and dispatch_scan.cuh
//! in the toolkit's CCCL), with the same grids, blocks, parameter records and
//! temporary-storage layout, one kernel after another on one simulated device.

use super::{as_f32, bytes_f32};
use ptxsim::{Arg, LaunchConfig, Sim};

/// `DeviceReduce::Sum` of floats at sm_80: the two-phase tuning's 256 threads of 16
/// items (tuning_reduce.cuh, `get_two_phase_tuning`), for both passes.
const REDUCE_THREADS: u32 = 256;
const REDUCE_TILE: u32 = REDUCE_THREADS * 16;
/// `CUB_PTX_SUBSCRIPTION_FACTOR`: blocks per SM slot the first pass may use.
const SUBSCRIPTION_FACTOR: u32 = 5;
/// `DeviceScan::InclusiveSum` of floats at sm_80: 288 threads of 8 items
/// (tuning_scan.cuh), a tile-state init kernel of 128 threads, and 32 padding tile
/// descriptors of 8 bytes (`ScanTileState<float, true>`: status and value in a `uint2`).
const SCAN_THREADS: u32 = 288;
const SCAN_TILE: u32 = SCAN_THREADS * 8;
const SCAN_INIT_THREADS: u32 = 128;
const TILE_STATUS_PADDING: u32 = 32;

/// The device CUB asks about before the first pass (`MultiProcessorCount`, and
/// `MaxSmOccupancy` of the reduce kernel): only their product bounds the grid.
#[derive(Clone, Copy)]
pub struct Device {
    pub sm_count: u32,
    pub sm_occupancy: u32,
}

/// An A100 (108 SMs; 8 blocks of 256 threads fit one).
pub const A100: Device = Device {
    sm_count: 108,
    sm_occupancy: 8,
};

/// The single `.entry` of `ptx` whose name holds every one of `parts`.
fn entry(ptx: &str, parts: &[&str]) -> String {
    let names: Vec<&str> = ptx
        .lines()
        .filter_map(|l| l.strip_prefix(".visible .entry ").or_else(|| l.strip_prefix(".entry ")))
        .map(|l| l.split('(').next().unwrap_or(l).trim())
        .filter(|n| parts.iter().all(|p| n.contains(p)))
        .collect();
    match names[..] {
        [one] => one.to_string(),
        _ => panic!("expected one kernel named with {parts:?}, found {names:?}"),
    }
}

/// One launch of `kernel` on `sim` (blocks one after another: the scan's look-back
/// waits on earlier tiles, which the real device schedules first too).
fn run(sim: &mut Sim, kernel: &str, grid: u32, block: u32, args: &[Arg]) {
    let mut cfg = LaunchConfig::new([grid, 1, 1], [block, 1, 1]);
    cfg.step_limit = Some(400_000_000);
    sim.launch(kernel, &cfg, args)
        .unwrap_or_else(|e| panic!("{kernel}<<<{grid}, {block}>>>: {e}"));
}

/// An empty function object passed by value (`cuda::std::plus<>`, `identity`,
/// `NullType`): one byte.
fn empty() -> Arg {
    Arg::Bytes(vec![0])
}

/// `GridEvenShare<unsigned>` as `DispatchInit(num_items, max_grid_size, tile_items)`
/// leaves it (grid_even_share.cuh), in its field order, and its grid size.
fn even_share(num_items: u32, max_grid_size: u32, tile_items: u32) -> (Vec<u8>, u32) {
    let total_tiles = num_items.div_ceil(tile_items);
    let grid_size = total_tiles.min(max_grid_size);
    let avg_tiles_per_block = total_tiles / grid_size;
    let big_shares = total_tiles - avg_tiles_per_block * grid_size;
    let normal_share_items = avg_tiles_per_block * tile_items;
    let normal_base_offset = big_shares * tile_items;
    let big_share_items = normal_share_items + tile_items;
    let fields = [
        total_tiles,
        big_shares,
        big_share_items,
        normal_share_items,
        normal_base_offset,
        num_items,
        grid_size,
        num_items, // block_offset: past the end until BlockInit
        num_items, // block_end
        0,         // block_stride
    ];
    (fields.iter().flat_map(|f| f.to_le_bytes()).collect(), grid_size)
}

/// `cub::DeviceReduce::Sum(temp, bytes, in, out, n)` on `device`: the sum CUB leaves
/// in `out`.
pub fn device_reduce_sum(ptx: &str, input: &[f32], device: Device) -> f32 {
    let policy = "policy_selector_from_typesIfjN4cuda3std3__44plusIvEE";
    let mut sim = Sim::new(ptx).unwrap_or_else(|e| panic!("ptxsim rejects the PTX: {e}"));
    let n = input.len() as u32;
    let d_in = sim.alloc_from("in", &bytes_f32(input));
    let d_out = sim.alloc_from("out", &[0; 4]);
    if n <= REDUCE_TILE {
        // One tile: DeviceReduceSingleTileKernel<<<1, 256>>>(in, out, n, op, init, identity).
        let kernel = entry(ptx, &["28DeviceReduceSingleTileKernel", policy, "PKfPf"]);
        let args = [
            Arg::Ptr(d_in),
            Arg::Ptr(d_out),
            Arg::U32(n),
            empty(),
            Arg::F32(0.0),
            empty(),
        ];
        run(&mut sim, &kernel, 1, REDUCE_THREADS, &args);
    } else {
        // Two passes: each block of the first reduces its even share of tiles into the
        // temporary storage (max_blocks floats), one block reduces those.
        let max_blocks = device.sm_count * device.sm_occupancy * SUBSCRIPTION_FACTOR;
        let d_partials = sim.alloc_from("block_reductions", &vec![0; max_blocks as usize * 4]);
        let (share, grid) = even_share(n, max_blocks, REDUCE_TILE);
        let first = entry(ptx, &["18DeviceReduceKernel", policy]);
        let args = [
            Arg::Ptr(d_in),
            Arg::Ptr(d_partials),
            Arg::U32(n),
            Arg::Bytes(share),
            empty(),
            Arg::F32(0.0),
            empty(),
        ];
        run(&mut sim, &first, grid, REDUCE_THREADS, &args);
        let second = entry(ptx, &["28DeviceReduceSingleTileKernel", policy, "PfSF_i"]);
        let args = [
            Arg::Ptr(d_partials),
            Arg::Ptr(d_out),
            Arg::I32(grid as i32),
            empty(),
            Arg::F32(0.0),
            empty(),
        ];
        run(&mut sim, &second, 1, REDUCE_THREADS, &args);
    }
    as_f32(&sim.read(d_out, 4).expect("read the sum"))[0]
}

/// `cub::DeviceScan::InclusiveSum(temp, bytes, in, out, n)`: the prefix sums CUB
/// leaves in `out`. The temporary storage holds the tile descriptors of the decoupled
/// look-back; the init kernel marks them invalid before the scan kernel runs.
pub fn device_inclusive_sum(ptx: &str, input: &[f32]) -> Vec<f32> {
    let policy = "policy_selector_from_typesIPKfPffjN4cuda3std3__44plusIvEELb0EEE";
    let mut sim = Sim::new(ptx).unwrap_or_else(|e| panic!("ptxsim rejects the PTX: {e}"));
    let n = input.len() as u32;
    let d_in = sim.alloc_from("in", &bytes_f32(input));
    let d_out = sim.alloc_from("out", &vec![0; input.len() * 4]);
    let num_tiles = n.div_ceil(SCAN_TILE);
    // Garbage where the descriptors go: the init kernel must set every one it uses.
    let descriptors = vec![0xa5; (num_tiles + TILE_STATUS_PADDING) as usize * 8];
    let d_temp = sim.alloc_from("tile_descriptors", &descriptors);
    // tile_state_kernel_arg_t: a union of 16 bytes whose `ScanTileState` member is the
    // descriptors' address.
    let mut tile_state = d_temp.to_le_bytes().to_vec();
    tile_state.resize(16, 0);
    let init = entry(ptx, &["20DeviceScanInitKernel", policy]);
    let args = [Arg::Bytes(tile_state.clone()), Arg::I32(num_tiles as i32)];
    run(
        &mut sim,
        &init,
        num_tiles.div_ceil(SCAN_INIT_THREADS),
        SCAN_INIT_THREADS,
        &args,
    );
    // DeviceScanKernel<<<num_tiles, 288>>>(in, out, tile_state, start_tile 0, op,
    // NullType init, n, num_stages 1).
    let scan = entry(ptx, &["16DeviceScanKernel", policy]);
    let args = [
        Arg::Ptr(d_in),
        Arg::Ptr(d_out),
        Arg::Bytes(tile_state),
        Arg::I32(0),
        empty(),
        empty(),
        Arg::U32(n),
        Arg::I32(1),
    ];
    run(&mut sim, &scan, num_tiles, SCAN_THREADS, &args);
    as_f32(&sim.read(d_out, input.len() * 4).expect("read the scan"))
}

/// Small whole numbers, so every order of float additions gives the exact sum.
fn inputs(n: usize) -> Vec<f32> {
    (0..n).map(|i| ((i * 37 + 11) % 19) as f32 - 9.0).collect()
}

/// Sum and prefix sums of 1000 items (one tile each) and of 100000 (two reduce passes
/// over 25 tiles; 44 scan tiles looking back), on an A100 and on a device of 1 SM
/// that fits 2 reduce blocks (10 first-pass blocks, 5 of them with an extra tile),
/// against the sums computed here.
pub fn check_device_reduce_scan(ptx: &str) {
    for n in [1000, 100_000] {
        let input = inputs(n);
        let want: f32 = input.iter().sum();
        assert_eq!(device_reduce_sum(ptx, &input, A100), want, "DeviceReduce::Sum of {n}");
        let mut acc = 0.0f32;
        let prefix: Vec<f32> = input
            .iter()
            .map(|x| {
                acc += x;
                acc
            })
            .collect();
        let got = device_inclusive_sum(ptx, &input);
        if let Some(i) = (0..n).find(|&i| got[i] != prefix[i]) {
            panic!(
                "DeviceScan::InclusiveSum of {n}: item {i} is {}, not {}",
                got[i], prefix[i]
            );
        }
    }
    let small = Device {
        sm_count: 1,
        sm_occupancy: 2,
    };
    let input = inputs(100_000);
    let want: f32 = input.iter().sum();
    assert_eq!(
        device_reduce_sum(ptx, &input, small),
        want,
        "DeviceReduce::Sum over uneven shares"
    );
}
