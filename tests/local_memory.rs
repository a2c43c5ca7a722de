//! Kernels for which nvcc uses no local memory get none from ptxc either
//! (issue 45): whole-record copies, a small array bounded by `idx < n && i < N`
//! (the loop unrolls and the array is promoted), and a chain of forced-inline
//! steps deeper than a fixed number of inlining rounds (CUB's reductions), and
//! an array of `__half2` that the half2 functions read as pair vectors, and a
//! shuffle loop whose first mask is computed from a template argument, and a
//! local array of records filled by whole-record copies from memory, and records
//! assembled from local records by assignments to their fields, and arrays
//! indexed in loops too large for the plain unrolling budget (expf per copy),
//! and a padded record passed by value and chosen by `?:` (a warp sort), and
//! a local array filled and read by helpers larger than the plain inlining
//! limit, and byte reads of an integer local through a `char` pointer, and a record's
//! byte fields read through pointers of another byte type with a literal index,
//! and a record passed by value whose arrays are indexed at run time (read in
//! the parameter space) or written by the kernel, and CuTe-like tuples copied by parts, bound by
//! structured bindings and returned empty through adaptors, and a tree of
//! tiny calls that folds once inlined, too large to inline raw, and more small
//! loops than one unroll run used to take, and an iterator whose predicate word
//! is read at an index computed from its own fields, and a large fragment
//! cleared by a long `#pragma unroll` loop and copied onto itself, and the
//! double-buffered fragments of a warp-level GEMM loop, and a fragment of 128
//! halves taken as 32-bit words by inline PTX and read as halves (issue 44).
//! nvcc's PTX for each (tests/nvcc/) is checked to have none, so each case is
//! one where nvcc shows it can be done; the results are checked in ptxsim by
//! exec_ptxc and exec_nvcc.

use ptxc::driver::{compile_str, Options};

fn assert_no_local_memory(name: &str) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let nvcc = std::fs::read_to_string(dir.join(format!("nvcc/{name}.ptx"))).unwrap();
    assert!(!nvcc.contains("__local_depot"), "nvcc's {name}.ptx uses local memory");
    let src = std::fs::read_to_string(dir.join(format!("kernels/{name}.cu"))).unwrap();
    let ptx = compile_str(&format!("{name}.cu"), &src, &Options::with_arch("sm_80"))
        .expect("compiles")
        .output;
    assert!(
        !ptx.contains("__local_depot") && !ptx.contains(".local"),
        "{name}: ptxc uses local memory:\n{ptx}"
    );
}

#[test]
fn array_bounded_by_and_condition_lives_in_registers() {
    assert_no_local_memory("bounded_local_cache");
}

#[test]
fn deep_forced_inline_chain_leaves_no_frame() {
    assert_no_local_memory("inline_chain");
}

#[test]
fn record_copies_leave_no_frame() {
    assert_no_local_memory("aos_records");
}

#[test]
fn half2_array_read_as_pair_vectors_lives_in_registers() {
    assert_no_local_memory("half2_local_array");
}

#[test]
fn shuffle_loop_with_computed_start_unrolls() {
    assert_no_local_memory("grouped_shuffle_sums");
}

#[test]
fn record_fields_read_through_punned_pointers_leave_no_frame() {
    assert_no_local_memory("punned_byte_fields");
}

#[test]
fn record_copies_into_array_elements_leave_no_frame() {
    assert_no_local_memory("record_array_fill");
}

#[test]
fn records_assembled_from_local_records_leave_no_frame() {
    assert_no_local_memory("nested_record_assembly");
}

#[test]
fn arrays_indexed_in_large_loop_bodies_live_in_registers() {
    assert_no_local_memory("recurrent_gates");
}

#[test]
fn padded_record_by_value_and_chosen_by_conditional_leaves_no_frame() {
    assert_no_local_memory("warp_sort_tagged");
}

#[test]
fn local_array_passed_to_large_helpers_lives_in_registers() {
    assert_no_local_memory("lattice_cell");
}

#[test]
fn byte_reads_of_an_integer_local_leave_no_frame() {
    assert_no_local_memory("byte_order");
}

#[test]
fn by_value_record_indexed_at_run_time_is_read_in_parameter_space() {
    assert_no_local_memory("param_record_index");
}

#[test]
fn by_value_record_the_kernel_writes_leaves_no_frame() {
    // CUB's reduce and radix sort kernels set their block's range in their
    // `GridEvenShare` argument: the record gets a slot that sroa splits.
    assert_no_local_memory("written_param_record");
}

#[test]
fn records_copied_by_parts_and_empty_returns_leave_no_frame() {
    // CuTe's tuples (issue 44): a member record copied into the middle of
    // another, structured bindings, empty records returned through adaptors
    // holding a lambda's address, a lambda capturing records by reference.
    assert_no_local_memory("tuple_bindings");
}

#[test]
fn call_tree_folding_once_inlined_leaves_no_call_or_frame() {
    // CuTe's layout algebra (issue 44): 131,071 calls of tiny functions on
    // compile-time integers that fold to one add. Inlined callers first, their
    // raw bodies reached the caller limit and 6,327 calls stayed.
    assert_no_local_memory("folding_call_tree");
    let src = include_str!("kernels/folding_call_tree.cu");
    let ptx = compile_str("folding_call_tree.cu", src, &Options::with_arch("sm_80"))
        .expect("compiles")
        .output;
    assert!(!ptx.contains("\tcall"), "calls left:\n{ptx}");
}

#[test]
fn more_small_loops_than_one_unroll_run_took_leave_no_frame() {
    // A CUTLASS 2.x GEMM kernel holds 156 small loops once inlined (issue 44);
    // the unroller used to stop after 64.
    assert_no_local_memory("many_small_loops");
}

#[test]
fn iterator_read_at_an_index_computed_from_its_fields_leaves_no_frame() {
    // CUTLASS's PredicatedTileIterator (issue 44): `pred[word]` with `word`
    // computed from the iterator's own fields, which were in the same slot.
    assert_no_local_memory("predicated_iterator");
}

#[test]
fn fragment_cleared_by_a_long_pragma_loop_and_copied_onto_itself_leaves_no_frame() {
    // CUTLASS's split-K GEMM (issue 44): `Array<float, 128>::fill` under
    // `#pragma unroll`, and `accum = src_accum` with both the same fragment.
    assert_no_local_memory("self_assigned_fragment");
}

#[test]
fn double_buffered_fragments_of_an_unrolled_warp_loop_leave_no_frame() {
    // CUTLASS 2.x's `warp_mma_k` loop (issue 44): its `k == 0` and `k == 7`
    // parts fold away in all copies but one, which the unrolled size counts.
    assert_no_local_memory("double_buffered_fragments");
}

#[test]
fn half_fragment_taken_as_words_leaves_no_frame() {
    // CuTe's sgemm_sm80 (issue 44): 128 halves (more leaves than sroa took),
    // copied whole, updated as 32-bit words by inline PTX, read as halves.
    assert_no_local_memory("half_fragment_words");
}
