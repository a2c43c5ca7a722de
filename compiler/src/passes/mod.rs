//! The pass pipeline: the IR transformations run between IR generation and
//! PTX emission, in a fixed order (specs/passes.md).

pub mod address_chains;
pub mod bit_idioms;
pub mod branch_threading;
pub mod byval_copies;
pub mod call_sites;
pub mod callers_first;
mod constant_global_loads;
pub mod dce;
pub mod dead_slots;
pub mod exact_pow;
pub mod float_consts;
pub mod gep_offsets;
pub mod global_dce;
pub mod gvn;
pub mod hoist_common;
pub mod if_convert;
pub mod indexed_loads;
pub mod indexed_slot_fields;
pub mod infer_address_spaces;
pub mod inline;
pub mod instcombine;
pub mod instsimplify;
#[cfg(test)]
pub mod ir_text;
pub mod known_bits;
pub mod late_loads;
pub mod leaf_copies;
pub mod legalize_i128;
pub mod legalize_vectors;
pub mod licm;
pub mod load_cse;
pub mod load_store_vectorize;
pub mod loop_conditions;
pub mod loop_rotate;
pub mod loop_unroll;
pub mod loop_unroll_partial;
pub mod loop_unroll_runtime;
pub mod lower_kernel_args;
pub mod masked_terms;
pub mod mem2reg;
pub mod merge_blocks;
pub mod narrow_compares;
pub mod narrow_min_max;
pub mod narrow_shared_addresses;
pub mod noop_stores;
pub mod packed_lanes;
#[cfg(test)]
mod pass_files;
pub mod phi_loads;
pub mod punned_accesses;
pub mod record_loads;
pub mod scaled_sums;
pub mod sccp;
pub mod select_loads;
pub mod simplify_cfg;
pub mod sink;
pub mod slot_users;
pub mod sroa;
pub mod strength_reduce;
pub mod tail_recursion;
mod unroll_analysis;
pub mod unroll_shape;
pub mod unrolled_size;
pub mod vector_calls;
pub mod vector_memory;
pub mod word_phis;

use ptxc_ir::verify::StructuralError;
use ptxc_ir::{metadata_keys, FuncId, Function, MdData, Module};
use rustc_hash::FxHashSet;
use std::cell::RefCell;

/// What a pass may ask about the compilation.
pub struct PassContext {
    /// Optimization level 0..3; passes gated on it read it.
    pub opt_level: u8,
    /// Target SM as a number (`80` for `sm_80`).
    pub sm: u32,
    /// Kernels (from `nvvm.annotations`); a set, asked once per function.
    pub kernels: FxHashSet<FuncId>,
    /// Each function's own size before inlining: the inliner judges callees by it.
    pub own_sizes: inline::OwnSizes,
    /// The math library's functions (ptxc's own headers; also those linked in from
    /// the NVRTC library's cache, already optimized up to inlining): inline-callees
    /// leaves them to the kernels' inlining, as before it existed, in every compile
    /// alike (a compile through the cache prints what it prints without). Cleaning
    /// them up bottom-up cost the NVRTC `math` program 15% more work (issue 46).
    pub library: FxHashSet<FuncId>,
    /// References to each function, for the inliner (which keeps them up to date);
    /// counted again before each run that inlines.
    pub call_sites: RefCell<call_sites::CallSites>,
}

impl PassContext {
    /// The context for running the pipeline over `m`.
    pub fn new(m: &Module, opt_level: u8, sm: u32) -> PassContext {
        let cx = PassContext::uncounted(m, opt_level, sm);
        *cx.call_sites.borrow_mut() = call_sites::CallSites::of(m);
        cx
    }

    /// The context without the call sites, which the pipeline counts before each
    /// inline run (counting them here too was one more walk of every body).
    fn uncounted(m: &Module, opt_level: u8, sm: u32) -> PassContext {
        PassContext {
            opt_level,
            sm,
            kernels: kernel_functions(m).into_iter().collect(),
            own_sizes: inline::own_sizes(m),
            library: FxHashSet::default(),
            call_sites: RefCell::default(),
        }
    }
}

/// A pass over one function: its name (for `--verify-each` notes and
/// tooling), when it runs, and what it does.
pub struct Pass {
    /// The pass's name (`mem2reg`, `dce`, ...).
    pub name: &'static str,
    /// Whether the pass runs on function `id` of this compilation.
    pub enabled: fn(&PassContext, FuncId) -> bool,
    /// Transforms one function (the module is for types, constants and callees).
    pub run: fn(&PassContext, &mut Module, &mut Function),
    /// Whether the pass reads the bodies of other functions (inline copies its
    /// callees'): every function must then be through the passes before it.
    pub reads_other_bodies: bool,
}

/// The passes in pipeline order (specs/passes.md).
pub const PIPELINE: &[Pass] = &[
    Pass {
        name: "simplify-cfg",
        reads_other_bodies: false,
        enabled: |_, _| true,
        run: |_, _, f| {
            simplify_cfg::remove_unreachable_blocks(f);
        },
    },
    Pass {
        name: "tail-recursion",
        reads_other_bodies: false,
        enabled: |cx, _| cx.opt_level >= 2,
        run: |_, m, f| {
            tail_recursion::run(m, f);
        },
    },
    Pass {
        name: "callee-cleanup",
        reads_other_bodies: false,
        enabled: |cx, id| cx.opt_level >= 2 && !cx.kernels.contains(&id),
        run: |cx, m, f| {
            // A function the inline run may copy is promoted, folded and
            // unrolled once in its own body first, so that its callers copy
            // SSA instead of its stack slots and loops (issue 46: a kernel
            // calling `sinf`, `expf`, `logf`, `powf` and `tanhf` takes 27
            // library functions, Payne-Hanek's four loops among them).
            clean_slots(cx, m, f);
            // Only a leaf's loops: a loop around a call still to be inlined is
            // not innermost once it is, and stays a loop (cooperative groups'
            // reduce over a coalesced group searches lanes in a helper).
            let unrolled = calls_no_body(m, f) && loop_unroll::run(m, f) > 0;
            if !unrolled {
                // (loop-unroll folds after unrolling)
                instsimplify::run(m, f);
            }
            dce::run(m, f);
            // A body without loops in as few blocks as it takes (most of the math
            // library in one): the inliner puts a body of one block in place of its
            // call instead of splitting the caller's block around it (issue 46: the
            // kernel calling five math functions had 284 blocks after inlining).
            if !ptxc_ir::analysis::may_have_loops(f) {
                merge_blocks::run(f);
            }
            f.compact();
        },
    },
    Pass {
        name: INLINE_CALLEES,
        reads_other_bodies: true,
        enabled: |cx, id| cx.opt_level >= 2 && !cx.kernels.contains(&id) && !cx.library.contains(&id),
        run: |cx, m, f| {
            // Visited callees first (`callers_first::callees_first`), as LLVM's
            // inliner goes bottom-up: each function takes its callees' bodies
            // already inlined into and cleaned up, so a caller copies what its
            // callees fold to, not their whole call trees raw (CuTe's sgemm_sm80:
            // 479,088 raw instructions under its kernel, whose 20,000-instruction
            // limit left 5,656 calls and a 21 KB frame).
            if inline_with_cleanups(cx, m, f) > 0 {
                clean_body(cx, m, f);
            }
        },
    },
    Pass {
        name: "inline",
        reads_other_bodies: true,
        enabled: |cx, _| cx.opt_level >= 2,
        run: |cx, m, f| {
            inline_with_cleanups(cx, m, f);
        },
    },
    Pass {
        name: "byval-copies",
        reads_other_bodies: false,
        enabled: |cx, id| cx.opt_level > 0 && cx.kernels.contains(&id),
        run: |_, m, f| {
            byval_copies::run(m, f);
        },
    },
    Pass {
        name: "sroa",
        reads_other_bodies: false,
        enabled: |cx, _| cx.opt_level > 0,
        run: |_, m, f| {
            sroa::run(m, f);
        },
    },
    Pass {
        name: "mem2reg",
        reads_other_bodies: false,
        enabled: |_, _| true,
        run: |cx, m, f| {
            promote_slots(cx, m, f);
            // Promoted loads and stores leave half the nodes dead.
            f.compact();
        },
    },
    Pass {
        name: "licm",
        reads_other_bodies: false,
        enabled: |cx, _| cx.opt_level >= 2,
        run: |_, m, f| {
            licm::run(m, f);
        },
    },
    Pass {
        name: "loop-unroll",
        reads_other_bodies: false,
        enabled: |cx, _| cx.opt_level >= 2,
        run: |_, m, f| {
            // Inlined bodies' entry and return blocks would count against the
            // unrolled size as jumps per iteration.
            merge_blocks::run(f);
            loop_unroll::run(m, f);
        },
    },
    Pass {
        name: "loop-unroll-partial",
        reads_other_bodies: false,
        enabled: |cx, _| cx.opt_level >= 2,
        run: |_, m, f| {
            loop_unroll_partial::run(m, f);
        },
    },
    Pass {
        name: "loop-unroll-runtime",
        reads_other_bodies: false,
        enabled: |cx, _| cx.opt_level >= 2,
        run: |_, m, f| {
            loop_unroll_runtime::run(m, f);
        },
    },
    Pass {
        name: "bit-idioms",
        reads_other_bodies: false,
        enabled: |cx, _| cx.opt_level >= 2,
        run: |_, m, f| {
            bit_idioms::run(m, f);
        },
    },
    Pass {
        name: "loop-rotate",
        reads_other_bodies: false,
        enabled: |cx, _| cx.opt_level >= 2,
        run: |_, m, f| {
            loop_rotate::run(m, f);
        },
    },
    // Before licm: a loop's loads of the kernel's record parameter, read in
    // place once this pass casts it to the parameter space, move out of it.
    Pass {
        name: "lower-kernel-args",
        reads_other_bodies: false,
        enabled: |cx, id| cx.kernels.contains(&id),
        run: |_, m, f| lower_kernel_args::run(m, f),
    },
    Pass {
        name: "licm",
        reads_other_bodies: false,
        enabled: |cx, _| cx.opt_level >= 2,
        run: |_, m, f| {
            licm::run(m, f);
        },
    },
    Pass {
        name: "infer-address-spaces",
        reads_other_bodies: false,
        enabled: |cx, id| cx.opt_level > 0 || cx.kernels.contains(&id),
        run: |cx, m, f| {
            infer_address_spaces::run(m, f);
            if cx.opt_level > 0 {
                narrow_shared_addresses::run(m, f);
            }
        },
    },
    Pass {
        name: "instsimplify",
        reads_other_bodies: false,
        enabled: |cx, _| cx.opt_level > 0,
        run: |_, m, f| {
            instsimplify::run(m, f);
        },
    },
    Pass {
        name: "instcombine",
        reads_other_bodies: false,
        enabled: |cx, _| cx.opt_level > 0,
        run: |_, m, f| {
            // A rewrite's new instructions are operands of the next round's
            // (`(x + 8) + 1` once a scaling was distributed); what the
            // rewrites expose (`x & C` of one flag, its compare with 0) folds
            // to values already there.
            let mut rounds = 0;
            while rounds < MAX_INSTCOMBINE_ROUNDS && instcombine::run(m, f) > 0 {
                rounds += 1;
            }
            if rounds > 0 {
                instsimplify::run(m, f);
            }
        },
    },
    Pass {
        name: "fold-branches",
        reads_other_bodies: false,
        enabled: |cx, _| cx.opt_level > 0,
        run: |_, m, f| {
            // Phis left with one entry then stand for their value, and a
            // branch on one folds next (an iterator's `if (++k < 2) return;`
            // stepped twice in an unrolled loop: predicated_iterator.cu).
            let mut folded = false;
            // Values constant on every path still reachable given the constants
            // found (a loop left on its first trip), for the branches to fold.
            let constants_found = sccp::run(m, f) > 0;
            for _ in 0..MAX_BRANCH_FOLDS {
                if !simplify_cfg::fold_constant_branches(m, f) {
                    break;
                }
                instsimplify::run(m, f);
                folded = true;
            }
            // `a && b`'s join on a phi of `false` and `b`: the edge that
            // knows the answer jumps past it.
            if branch_threading::run(m, f) > 0 {
                instsimplify::run(m, f);
                simplify_cfg::remove_unreachable_blocks(f);
                folded = true;
            }
            if folded {
                // A slot only the arms left out used (a pointer into a local
                // after an unrolled `while (data != end)`, read in the cases of
                // a `switch (len & 7)` that folding decided) can be promoted now.
                if has_stack_slots(f) {
                    dce::run(m, f);
                    sroa::run(m, f);
                    mem2reg::run(m, f);
                }
            }
            // Constants found and slots promoted make new instcombine cases:
            // a flag word's `w & (1 << k)` with k now known, the word read
            // from a slot no longer (predicated_iterator.cu).
            if (folded || constants_found) && instcombine::run(m, f) > 0 {
                instsimplify::run(m, f);
            }
        },
    },
    Pass {
        name: "if-convert",
        reads_other_bodies: false,
        enabled: |cx, _| cx.opt_level >= 2,
        run: |_, m, f| {
            // A diamond inside a loop is now straight-line code, whose
            // invariant part can leave the loop as nvcc's branch-free math
            // does (an `acosf` of a value the loop does not change).
            if if_convert::run(m, f) > 0 {
                licm::run(m, f);
            }
        },
    },
    Pass {
        name: "gep-offsets",
        reads_other_bodies: false,
        enabled: |cx, _| cx.opt_level >= 2,
        run: |_, m, f| {
            gep_offsets::run(m, f);
        },
    },
    Pass {
        name: "gvn",
        reads_other_bodies: false,
        enabled: |cx, _| cx.opt_level > 0,
        run: |cx, m, f| {
            gvn::run(m, f);
            // `&s[t + k]` next to the `&s[t]` gvn just merged (gep-offsets).
            if cx.opt_level >= 2 && gep_offsets::reuse_known_addresses(m, f) > 0 {
                gvn::run(m, f);
            }
        },
    },
    Pass {
        name: "hoist-common",
        reads_other_bodies: false,
        enabled: |cx, _| cx.opt_level >= 2,
        run: |_, m, f| {
            hoist_common::run(m, f);
        },
    },
    Pass {
        name: "strength-reduce",
        reads_other_bodies: false,
        enabled: |cx, _| cx.opt_level >= 2,
        run: |_, m, f| {
            strength_reduce::run(m, f);
        },
    },
    Pass {
        name: "address-chains",
        reads_other_bodies: false,
        enabled: |cx, _| cx.opt_level >= 2,
        run: |_, m, f| {
            address_chains::run(m, f);
        },
    },
    Pass {
        name: "load-cse",
        reads_other_bodies: false,
        enabled: |cx, _| cx.opt_level > 0,
        run: |_, m, f| {
            load_cse::run(m, f);
        },
    },
    Pass {
        name: "dce",
        reads_other_bodies: false,
        enabled: |_, _| true,
        run: |_, m, f| {
            dce::run(m, f);
            f.compact();
        },
    },
    Pass {
        name: "merge-blocks",
        reads_other_bodies: false,
        enabled: |cx, _| cx.opt_level >= 2,
        run: |_, m, f| {
            // A branch made a jump leaves its condition's block holding more
            // than the jump until dce drops the condition: a few rounds.
            for _ in 0..4 {
                if !merge_blocks::run(f) {
                    break;
                }
                dce::run(m, f);
                f.compact();
            }
        },
    },
    Pass {
        name: "sink",
        reads_other_bodies: false,
        enabled: |cx, _| cx.opt_level >= 2,
        run: |_, m, f| {
            // After merge-blocks: an unrolled copy's address and the branch
            // on its predicate were in blocks a jump apart.
            sink::run(m, f);
        },
    },
    Pass {
        name: "phi-loads",
        reads_other_bodies: false,
        enabled: |cx, _| cx.opt_level >= 2,
        run: |_, m, f| {
            phi_loads::run(m, f);
        },
    },
    Pass {
        name: "late-loads",
        reads_other_bodies: false,
        enabled: |cx, _| cx.opt_level >= 2,
        run: |_, m, f| {
            late_loads::run(m, f);
        },
    },
    Pass {
        name: "noop-stores",
        reads_other_bodies: false,
        enabled: |cx, _| cx.opt_level >= 2,
        run: |_, m, f| {
            // After load-cse (a field loaded twice is one value) and merge-blocks
            // (a copy's load and store in one block); before the vectorizer, which
            // sees the narrowed stores.
            if noop_stores::run(m, f) > 0 {
                dce::run(m, f);
            }
        },
    },
    Pass {
        name: "load-store-vectorize",
        reads_other_bodies: false,
        enabled: |cx, _| cx.opt_level >= 2,
        run: |_, m, f| {
            // After merge-blocks, which joins the copies of an unrolled loop;
            // the merged accesses' address computations die here.
            if load_store_vectorize::run(m, f) > 0 {
                dce::run(m, f);
            }
        },
    },
    Pass {
        name: "legalize-vectors",
        reads_other_bodies: false,
        enabled: |_, _| true,
        run: |cx, m, f| legalize_vectors::run(m, f, cx.sm),
    },
];

/// Whether `f` calls no function with a body (intrinsics and declarations only).
fn calls_no_body(m: &Module, f: &Function) -> bool {
    f.layout.iter().flat_map(|&b| f.blocks[b].insts.iter()).all(|&i| {
        f.inst(i).opcode() != ptxc_ir::Opcode::Call
            || !matches!(f.operands(i).first(), Some(ptxc_ir::Value::Func(g)) if !m.functions[*g].is_declaration())
    })
}

/// Whether `f` still has a stack slot (allocas sit in the entry block).
fn has_stack_slots(f: &Function) -> bool {
    f.entry_block().is_some_and(|b| {
        f.blocks[b]
            .insts
            .iter()
            .any(|&i| f.inst(i).opcode() == ptxc_ir::Opcode::Alloca)
    })
}

/// Rounds of branch folding (each after the phis the last one left folded), at most.
/// Rounds of instcombine a run makes while rounds rewrite something.
const MAX_INSTCOMBINE_ROUNDS: usize = 3;
const MAX_BRANCH_FOLDS: usize = 4;

/// Cleanups of an inlining caller that passed the size limit, at most.
const MAX_INLINE_CLEANUPS: usize = 8;

/// The pass that inlines into every function but the kernels, callees first.
pub const INLINE_CALLEES: &str = "inline-callees";

/// Inlines `f`'s calls; returns how many. A caller that reached the size limit
/// is cleaned up and inlining goes on while that frees room: CuTe's kernels are
/// thousands of calls on empty tuples that fold to nothing once inlined, but
/// their raw bodies pass the limit first (the lambdas left as calls kept the
/// register fragments in local memory).
fn inline_with_cleanups(cx: &PassContext, m: &mut Module, f: &mut Function) -> usize {
    let mut calls = 0;
    for _ in 0..MAX_INLINE_CLEANUPS {
        let done = inline::run(m, f, &cx.own_sizes, &mut cx.call_sites.borrow_mut());
        calls += done.calls;
        if !done.capped {
            break;
        }
        let size = inline::body_size(f);
        clean_body(cx, m, f);
        if inline::body_size(f) * 4 > size * 3 {
            break;
        }
    }
    calls
}

/// Splits and promotes `f`'s stack slots.
fn clean_slots(cx: &PassContext, m: &mut Module, f: &mut Function) {
    sroa::run(m, f);
    promote_slots(cx, m, f);
}

/// Promotes, folds and drops what inlining left in `f`, and its jump-only
/// blocks: what callee-cleanup does to a callee, without unrolling.
fn clean_body(cx: &PassContext, m: &mut Module, f: &mut Function) {
    clean_slots(cx, m, f);
    instsimplify::run(m, f);
    dce::run(m, f);
    merge_blocks::run(f);
    f.compact();
}

/// mem2reg, repeated while slots go (from -O1). A slot whose address was
/// kept in another slot (`int n; expk(x, &n)` once expk is inlined: its
/// pointer parameter's slot) becomes promotable when that slot is. The phis
/// left for the promoted pointer slot (`phi [undef], [%n]` where an inlined
/// call was skipped) are dead but would still count as uses of `%n`: dce
/// drops them between rounds. A small record slot promoted whole (a lambda
/// holding two locals' addresses) leaves `extractvalue`s of its `insertvalue`
/// chain, folded between rounds so that the locals' addresses are plain again
/// for sroa (tests/kernels/tuple_bindings.cu).
fn promote_slots(cx: &PassContext, m: &mut Module, f: &mut Function) {
    for _ in 0..4 {
        if mem2reg::run(m, f) == 0 || cx.opt_level == 0 {
            break;
        }
        instsimplify::fold_extracts(m, f);
        dce::run(m, f);
        sroa::run(m, f);
    }
}

/// A pass that left the IR broken (ptxc's bug, reported as an internal error).
#[derive(Debug)]
pub struct BrokenByPass {
    /// Name of the pass after which the structural verifier failed.
    pub pass: &'static str,
    /// What the structural verifier found.
    pub errors: Vec<StructuralError>,
}

/// The names `run_pipeline` reports passes by, in order: the per-function
/// pipeline and the module passes around it.
pub fn pass_names() -> impl Iterator<Item = &'static str> {
    PIPELINE.iter().map(|p| p.name).chain(["legalize-i128", "global-dce"])
}

/// How [`run_pipeline`] walks the module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// Each pass over every function before the next pass starts, so the
    /// module is whole between passes (`--verify-each`, `--print-after`).
    PassMajor,
    /// Each function through every pass of a run while its IR is in the
    /// cache; only a pass that reads other functions' bodies (inline) waits
    /// for the passes before it to be done everywhere. The output is the
    /// same as pass-major's (tests/pass_order.rs); the time is not: with
    /// thousands of functions pass-major streams the whole module through
    /// memory once per pass.
    FunctionMajor,
}

/// The pipeline cut into runs for [`Order::FunctionMajor`]: a pass that reads
/// other functions' bodies is a run of its own.
fn runs_of_passes() -> impl Iterator<Item = &'static [Pass]> {
    let mut rest = PIPELINE;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let len = match rest.iter().position(|p| p.reads_other_bodies) {
            Some(0) => 1,
            Some(k) => k,
            None => rest.len(),
        };
        let (run, after) = rest.split_at(len);
        rest = after;
        Some(run)
    })
}

/// Runs the pipeline over every function, in `order`. With `check_structure`
/// (always in debug and test builds), the structural verifier
/// (`ptxc_ir::verify`) runs after every pass and the first pass that breaks
/// the IR stops the pipeline. `after_each` is called after each pass with its
/// name (used by `--verify-each`; under [`Order::FunctionMajor`] only after
/// the module-wide steps, since the module is never whole between passes).
/// `lap` is called with a pass's name as soon as the pass itself is done, and
/// with `structural-verify` after each structural check (`--time-passes`).
pub fn run_pipeline(
    m: &mut Module,
    opt_level: u8,
    sm: u32,
    check_structure: bool,
    order: Order,
    after_each: &mut dyn FnMut(&str, &Module),
    lap: &mut dyn FnMut(&'static str),
) -> Result<(), BrokenByPass> {
    let library = FxHashSet::default();
    run_pipeline_linked(
        m,
        opt_level,
        sm,
        check_structure,
        order,
        after_each,
        lap,
        None,
        &library,
    )
}

/// Called once, before the first pass that reads other functions' bodies (inline),
/// with each function's size before the pipeline: may add functions whose bodies
/// already went through the passes before it (the NVRTC library's cache of its math
/// library, `driver/library_cache.rs`), returned with their sizes before those passes.
pub type BeforeInline<'a> = &'a mut dyn FnMut(&mut Module, &inline::OwnSizes) -> Vec<(FuncId, usize)>;

/// [`run_pipeline`] with a [`BeforeInline`] step.
#[allow(clippy::too_many_arguments)]
pub fn run_pipeline_linked(
    m: &mut Module,
    opt_level: u8,
    sm: u32,
    check_structure: bool,
    order: Order,
    after_each: &mut dyn FnMut(&str, &Module),
    lap: &mut dyn FnMut(&'static str),
    mut before_inline: Option<BeforeInline<'_>>,
    library: &FxHashSet<String>,
) -> Result<(), BrokenByPass> {
    let check_structure = check_structure || cfg!(debug_assertions);
    let check = |m: &Module, pass: &'static str, lap: &mut dyn FnMut(&'static str)| match check_structure {
        true => {
            let result = ptxc_ir::verify::verify_module(m).map_err(|errors| BrokenByPass { pass, errors });
            lap("structural-verify");
            result
        }
        false => Ok(()),
    };
    // Unreferenced internal functions and globals (the math library's tables,
    // the user's unused functions) are dropped first at every level: nvcc
    // never emits them, and the per-function passes need not see them.
    global_dce::run(m);
    lap("global-dce");
    check(m, "global-dce", lap)?;
    let mut cx = PassContext::uncounted(m, opt_level, sm);
    cx.library = m
        .functions
        .iter()
        .filter(|(_, f)| library.contains(&f.name))
        .map(|(id, _)| id)
        .collect();
    let mut ids: Vec<FuncId> = m.functions.keys().collect();
    let runs: Vec<&[Pass]> = match order {
        Order::PassMajor => PIPELINE.chunks(1).collect(),
        Order::FunctionMajor => runs_of_passes().collect(),
    };
    for run in runs {
        if let Some(link) = before_inline
            .as_mut()
            .filter(|_| run.iter().any(|p| p.reads_other_bodies))
        {
            for (id, size) in link(m, &cx.own_sizes) {
                ids.push(id);
                cx.own_sizes.insert(id, size);
                cx.library.insert(id);
            }
            before_inline = None;
            lap("library-cache");
        }
        // The inline run visits callers first, and a function only while a
        // visited body still refers to it (`callers_first.rs`); inline-callees
        // callees first; the others every function in module order.
        let reads_bodies = run.iter().any(|p| p.reads_other_bodies) && opt_level >= 2;
        if reads_bodies {
            *cx.call_sites.get_mut() = call_sites::CallSites::of(m);
        }
        let bottom_up = reads_bodies && run.iter().any(|p| p.name == INLINE_CALLEES);
        let mut callers_first = match reads_bodies && !bottom_up {
            true => Some(callers_first::CallersFirst::new(m, &ids)),
            false => None,
        };
        let order = match bottom_up {
            true => callers_first::callees_first(m, &ids),
            false => ids.clone(),
        };
        let mut in_order = order.into_iter();
        while let Some(id) = match callers_first.as_mut() {
            Some(walk) => walk.next_function(),
            None => in_order.next(),
        } {
            if m.functions[id].is_declaration() {
                continue;
            }
            let mut f = std::mem::take(&mut m.functions[id]);
            for pass in run {
                if (pass.enabled)(&cx, id) {
                    (pass.run)(&cx, m, &mut f);
                }
                if run.len() > 1 {
                    lap(pass.name);
                    if check_structure {
                        let errors = ptxc_ir::verify::verify_function(m, &f);
                        lap("structural-verify");
                        if !errors.is_empty() {
                            m.functions[id] = f;
                            return Err(BrokenByPass {
                                pass: pass.name,
                                errors,
                            });
                        }
                    }
                }
            }
            m.functions[id] = f;
            if let Some(walk) = callers_first.as_mut() {
                walk.visited(m, id);
            }
        }
        if let [pass] = run {
            lap(pass.name);
            check(m, pass.name, lap)?;
            after_each(pass.name, m);
        }
        // Once inlining is done, an internal function whose every call was inlined
        // (most of the math library) is dead: the global-dce at the end drops it,
        // so the passes after inlining need not optimize it (at -O2 and above,
        // where that global-dce runs; the output is the same).
        if opt_level >= 2 && run.iter().any(|p| p.reads_other_bodies) {
            let live = global_dce::live_functions(m);
            ids.retain(|&id| live.contains(id));
            lap("global-dce");
        }
    }
    if opt_level >= 2 {
        // The functions skipped since inlining go before legalize-i128 reads every body.
        global_dce::run(m);
        lap("global-dce");
    }
    // After every per-function pass, so they all see `i128` whole.
    let expanded = legalize_i128::run(m);
    if opt_level > 0 {
        // The halves' code repeats per operation (`a << k`, `a >> k` each
        // compute `64 - k`): merge the repeats and drop what is unused.
        for id in expanded {
            let mut f = std::mem::take(&mut m.functions[id]);
            gvn::run(m, &mut f);
            dce::run(m, &mut f);
            m.functions[id] = f;
        }
    }
    lap("legalize-i128");
    check(m, "legalize-i128", lap)?;
    after_each("legalize-i128", m);
    if opt_level >= 2 {
        global_dce::run(m);
        lap("global-dce");
        check(m, "global-dce", lap)?;
        after_each("global-dce", m);
    }
    Ok(())
}

/// Functions named as kernels in `nvvm.annotations`.
pub fn kernel_functions(m: &Module) -> Vec<ptxc_ir::FuncId> {
    let mut out = Vec::new();
    for (name, nodes) in &m.named_md {
        if name != metadata_keys::NVVM_ANNOTATIONS {
            continue;
        }
        for &n in nodes {
            if let MdData::Tuple(ops) = m.md.get(n) {
                let func = ops.first().copied().flatten().map(|o| m.md.get(o).clone());
                let key = ops.get(1).copied().flatten().map(|o| m.md.get(o).clone());
                if let (Some(MdData::Func(f)), Some(MdData::String(k))) = (func, key) {
                    if k == "kernel" {
                        out.push(f);
                    }
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::PIPELINE;

    /// The documented order (specs/passes.md); a runner arm whose pass is missing
    /// here never runs, which once silently disabled instsimplify and GVN.
    #[test]
    fn pipeline_order() {
        let names: Vec<&str> = PIPELINE.iter().map(|p| p.name).collect();
        assert_eq!(
            names,
            [
                "simplify-cfg",
                "tail-recursion",
                "callee-cleanup",
                "inline-callees",
                "inline",
                "byval-copies",
                "sroa",
                "mem2reg",
                "licm",
                "loop-unroll",
                "loop-unroll-partial",
                "loop-unroll-runtime",
                "bit-idioms",
                "loop-rotate",
                "lower-kernel-args",
                "licm",
                "infer-address-spaces",
                "instsimplify",
                "instcombine",
                "fold-branches",
                "if-convert",
                "gep-offsets",
                "gvn",
                "hoist-common",
                "strength-reduce",
                "address-chains",
                "load-cse",
                "dce",
                "merge-blocks",
                "sink",
                "phi-loads",
                "late-loads",
                "noop-stores",
                "load-store-vectorize",
                "legalize-vectors"
            ]
        );
    }

    /// The structural verifier runs between passes: IR that is already broken
    /// stops the pipeline at the first check, naming the pass before it.
    #[test]
    fn broken_ir_stops_the_pipeline_with_the_pass_name() {
        let text = "define i32 @f(i1 %c, i32 %x) {\nentry:\n  br i1 %c, label %a, label %b\n\
                    a:\n  %y = add i32 %x, 1\n  br label %b\n\
                    b:\n  %z = add i32 %y, 2\n  ret i32 %z\n}\n";
        let mut m = ptxc_ir::parse_module(text).expect("parses");
        let broken = super::run_pipeline(
            &mut m,
            3,
            80,
            true,
            super::Order::FunctionMajor,
            &mut |_, _| {},
            &mut |_| {},
        )
        .expect_err("caught");
        assert_eq!(broken.pass, "global-dce");
        assert!(
            broken.errors[0].message.contains("%y, which does not dominate"),
            "{:?}",
            broken.errors
        );
    }
}
