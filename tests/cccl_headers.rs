//! CCCL's headers (libcu++, CUB, Thrust from the pinned `nvidia-cuda-cccl` wheel that
//! scripts/install-test-tools.sh puts in .cache/; `PTXC_CCCL` names the directory) go
//! through ptxc's preprocessor: `ptxc -E` of a translation unit including them succeeds
//! and their version macros expand to numbers. Under CI or `PTXC_REQUIRE_TOOLS=1` missing
//! headers fail the test.

#[path = "tools.rs"]
mod tools;

use ptxc::driver::{compile_str, Emit, Options};

/// `ptxc -E -isystem CCCL` of `source` at sm_80: the preprocessed text, or the errors.
fn preprocess(source: &str) -> Option<Result<String, String>> {
    let cccl = tools::require("CCCL headers (nvidia-cuda-cccl)", tools::cccl())?;
    let mut opts = Options::with_arch("sm_80");
    opts.emit = Emit::Preprocessed;
    opts.source.system_include_dirs.push(cccl);
    Some(
        compile_str("cccl_test.cu", source, &opts)
            .map(|c| c.output)
            .map_err(|e| e.rendered),
    )
}

/// The last line of the preprocessed text, where the test's own code ends up.
fn last_line(text: &str) -> &str {
    text.trim_end().lines().last().unwrap_or("")
}

#[test]
fn cuda_std_version_preprocesses() {
    let Some(result) = preprocess("#include <cuda/std/version>\nlong v = _LIBCUDACXX_CUDA_API_VERSION;\n") else {
        return;
    };
    let text = result.unwrap_or_else(|e| panic!("ptxc -E fails on <cuda/std/version>:\n{e}"));
    let line = last_line(&text);
    let value = line.trim_start_matches("long v = ").trim_end_matches(';');
    assert!(value.parse::<u64>().is_ok(), "the version macro did not expand: {line}");
}

#[test]
fn cub_and_thrust_version_headers_preprocess() {
    let src = "#include <cub/version.cuh>\n#include <thrust/version.h>\nlong v = CUB_VERSION + THRUST_VERSION;\n";
    let Some(result) = preprocess(src) else { return };
    let text = result.unwrap_or_else(|e| panic!("ptxc -E fails on CUB's and Thrust's version headers:\n{e}"));
    let line = last_line(&text);
    assert!(!line.contains("_VERSION"), "the version macros did not expand: {line}");
}

#[test]
fn cccl_type_traits_and_device_paths_preprocess() {
    // A large header with `__has_builtin` choices, push_macro/pop_macro, raw strings and
    // `NV_IF_TARGET` device paths.
    let src = "#include <cuda/std/type_traits>\n#include <cuda/std/atomic>\n\
               #if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ != 800\n#error wrong target\n#endif\nint end_marker;\n";
    let Some(result) = preprocess(src) else { return };
    let text = result.unwrap_or_else(|e| panic!("ptxc -E fails on <cuda/std/type_traits>:\n{e}"));
    assert_eq!(last_line(&text), "int end_marker;");
}

/// `<cuda/std/type_traits>` compiles (not only preprocesses) with no error, and
/// its traits answer as the standard says in a kernel that ptxas accepts.
#[test]
fn cccl_type_traits_compile_and_answer() {
    let Some(cccl) = tools::require("CCCL headers (nvidia-cuda-cccl)", tools::cccl()) else {
        return;
    };
    let src = "#include <cuda/std/type_traits>\n\
               namespace s = cuda::std;\n\
               __global__ void traits(int* out) {\n\
               \x20 out[0] = s::is_same<int, int>::value + 2 * s::is_same_v<int, long>;\n\
               \x20 out[1] = s::is_integral_v<unsigned char> + 2 * s::is_const_v<int>;\n\
               \x20 out[2] = (int)sizeof(s::remove_reference_t<double&>) + 10 * s::is_trivially_copyable<float>::value;\n\
               \x20 out[3] = s::is_destructible_v<int> + 2 * s::is_destructible_v<void> + 4 * s::is_destructible_v<int&>\n\
               \x20   + 8 * s::is_destructible_v<int[]> + 16 * s::is_destructible_v<float[3]>;\n\
               }\n";
    let mut opts = Options::with_arch("sm_80");
    opts.source.system_include_dirs.push(cccl);
    let ptx = compile_str("cccl_traits.cu", src, &opts)
        .map(|c| c.output)
        .unwrap_or_else(|e| panic!("ptxc fails on <cuda/std/type_traits>:\n{}", e.rendered));
    // The answers are constants stored by the kernel: 1, 1, 18, and 1 + 4 + 16 (int, int&
    // and float[3] are destructible; void and int[] are not: [meta.unary.prop]).
    for (k, want) in [(0, 1), (1, 1), (2, 18), (3, 21)] {
        let store = if k == 0 {
            format!("st.global.u32 \t[%rd2], {want};")
        } else {
            format!("st.global.u32 \t[%rd2+{}], {want};", 4 * k)
        };
        assert!(ptx.contains(&store), "expected `{store}` in\n{ptx}");
    }
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", "cccl_traits").unwrap_or_else(|e| panic!("ptxas rejected:\n{e}"));
    }
}

/// `*to = *from` on `thrust::device_ptr`s assigns through the proxy reference's
/// declared copy assignment (`device_reference` also has a member template
/// `operator=`): the value moves, not the reference's pointer, and the temporary
/// `*to` is no built-in lvalue to be refused (HeCBench's sort-cuda, remap-cuda).
#[test]
fn thrust_device_ptr_assigns_through_its_reference() {
    let Some(cccl) = tools::require("CCCL headers (nvidia-cuda-cccl)", tools::cccl()) else {
        return;
    };
    let src = "#include <thrust/device_ptr.h>\n\
               template <class It> __device__ void copy_to(It from, It to) { *to = *from; }\n\
               __global__ void k(int* x) {\n\
               \x20 thrust::device_ptr<int> a(x), b(x + 1);\n\
               \x20 copy_to(a, b);\n\
               }\n";
    let mut opts = Options::with_arch("sm_80");
    opts.source.system_include_dirs.push(cccl);
    let ptx = compile_str("cccl_device_ref.cu", src, &opts)
        .map(|c| c.output)
        .unwrap_or_else(|e| panic!("ptxc fails on device_ptr assignment:\n{}", e.rendered));
    assert!(ptx.contains("ld.global.u32 \t%r1, [%rd2];"), "x[0] is loaded:\n{ptx}");
    assert!(
        ptx.contains("st.global.u32 \t[%rd2+4], %r1;"),
        "and stored to x[1]:\n{ptx}"
    );
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", "cccl_device_ref").unwrap_or_else(|e| panic!("ptxas rejected:\n{e}"));
    }
}

#[test]
fn ctime_and_cuda_std_ctime_in_either_order() {
    // CCCL, freestanding under ptxc, defines ::timespec itself; ptxc's <ctime> takes that
    // definition when the toolkit is there, so neither order redefines the class (issue 42).
    let Some(cccl) = tools::require("CCCL headers (nvidia-cuda-cccl)", tools::cccl()) else {
        return;
    };
    for (first, second) in [("ctime", "cuda/std/ctime"), ("cuda/std/ctime", "ctime")] {
        let src = format!(
            "#include <{first}>\n#include <{second}>\n\
             __global__ void k(long* out) {{\n\
             \x20 struct timespec t = {{3, 4}};\n\
             \x20 out[0] = (long)t.tv_sec * 10 + t.tv_nsec + (long)sizeof(std::timespec);\n\
             }}\n"
        );
        let mut opts = Options::with_arch("sm_80");
        opts.source.system_include_dirs.push(cccl.clone());
        let ptx = compile_str("cccl_ctime.cu", &src, &opts)
            .map(|c| c.output)
            .unwrap_or_else(|e| panic!("ptxc fails on <{first}> then <{second}>:\n{}", e.rendered));
        assert!(
            ptx.contains("st.global.u64 \t[%rd2], 50;"),
            "<{first}> then <{second}>:\n{ptx}"
        );
    }
}

/// The `.entry` names of `ptx`, sorted.
fn entries(ptx: &str) -> Vec<String> {
    let mut names: Vec<String> = ptx
        .lines()
        .filter_map(|l| l.split(".entry ").nth(1))
        .map(|rest| rest.split('(').next().unwrap_or(rest).trim().to_string())
        .collect();
    names.sort();
    names
}

/// libcu++'s `optional` and `compute_capability` in constant expressions (issue 42):
/// the evaluator follows `this` into base sub-objects and unions with an active member.
#[test]
fn cuda_std_optional_in_constant_expressions() {
    let Some(cccl) = tools::require("CCCL headers (nvidia-cuda-cccl)", tools::cccl()) else {
        return;
    };
    let src = "#include <cuda/std/optional>\n#include <cuda/__device/compute_capability.h>\n\
               __host__ __device__ constexpr cuda::std::optional<int> geti(int k) { if (k == 0) return {}; return k; }\n\
               static_assert(!geti(0).has_value() && geti(3).value() == 3, \"optional\");\n\
               static_assert(::cuda::compute_capability{8, 0} >= ::cuda::compute_capability{6, 0}, \"\");\n\
               static_assert(!(::cuda::compute_capability{7, 5} >= ::cuda::compute_capability{8, 0}), \"\");\n\
               __global__ void k(int* out) { constexpr int v = geti(42).value(); out[0] = v; }\n";
    let mut opts = Options::with_arch("sm_80");
    opts.source.system_include_dirs.push(cccl);
    let ptx = compile_str("cccl_optional.cu", src, &opts)
        .map(|c| c.output)
        .unwrap_or_else(|e| panic!("ptxc fails on constexpr cuda::std::optional:\n{}", e.rendered));
    assert!(ptx.contains("st.global.u32 \t[%rd2], 42;"), "{ptx}");
}

/// A file with a kernel of its own and host code calling CUB's device-wide `call`
/// twice (the size query, then the run) with `args` after the temporary storage
/// (over `const float* in` and `float* out`): ptxc compiles it, ptxas accepts the PTX,
/// every kernel in `nvcc` (what `nvcc -ptx -arch=sm_80 -std=c++17`, CUDA 13 with
/// CCCL 3.5, emits for it) is there, and every other kernel's name contains one of
/// `known_extra`.
fn device_wide_call_emits(call: &str, args: &str, name: &str, nvcc: &[String], known_extra: &[&str]) {
    let Some(cccl) = tools::require("CCCL headers (nvidia-cuda-cccl)", tools::cccl()) else {
        return;
    };
    let src = format!(
        "#include <cub/cub.cuh>\n\
         __global__ void fill(float* p, int n) {{ int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) p[i] = 1.0f; }}\n\
         void run(const float* in, float* out, int n, cudaStream_t stream) {{\n\
         \x20 size_t tmp = 0;\n\
         \x20 {call}(nullptr, tmp, {args});\n\
         \x20 void* d_tmp = nullptr;\n\
         \x20 cudaMalloc(&d_tmp, tmp);\n\
         \x20 {call}(d_tmp, tmp, {args});\n\
         }}\n"
    );
    source_emits(&cccl, &src, name, nvcc, known_extra);
}

/// `src` (named `name`) compiles with CCCL's headers at `cccl`, ptxas accepts its PTX,
/// every kernel in `nvcc` is there and every other kernel's name contains one of
/// `known_extra`.
fn source_emits(cccl: &std::path::Path, src: &str, name: &str, nvcc: &[String], known_extra: &[&str]) {
    let mut opts = Options::with_arch("sm_80");
    opts.source.system_include_dirs.push(cccl.to_path_buf());
    let ptx = compile_str(&format!("{name}.cu"), src, &opts)
        .map(|c| c.output)
        .unwrap_or_else(|e| panic!("ptxc fails on {name}:\n{}", e.rendered));
    let got = entries(&ptx);
    for want in nvcc {
        assert!(got.contains(want), "missing kernel {want}; ptxc emitted {got:#?}");
    }
    let extra: Vec<&String> = got.iter().filter(|g| !nvcc.contains(g)).collect();
    assert!(
        extra.iter().all(|e| known_extra.iter().any(|k| e.contains(k))),
        "kernels nvcc does not emit: {extra:#?}"
    );
    if let Some(ptxas) = tools::require("ptxas", tools::ptxas()) {
        tools::run_ptxas(&ptxas, &ptx, "sm_80", name).unwrap_or_else(|e| panic!("ptxas rejected:\n{e}"));
    }
}

/// `cub::DeviceReduce::Sum`: CUB's reduce kernels are instantiated (their tuning, a
/// `cuda::std::optional` of a policy struct, is evaluated at compile time).
#[test]
fn cub_device_reduce_sum_emits_nvcc_kernels() {
    let ns = "_ZN3cub16_V_300500_SM_8006detail";
    let selector = "INS2_26policy_selector_from_typesIfjN4cuda3std3__44plusIvEELNS5_9execution3__411determinism15__determinism_tE1EEE";
    let nvcc = [
        "_Z4fillPfi".to_string(),
        format!("{ns}11EmptyKernelIvEEvv"),
        format!("{ns}6reduce18DeviceReduceKernel{selector}Lb1EPKfPfjjS9_ffNS7_8identityEEEvT1_T2_T4_NS0_13GridEvenShareIT3_EET5_T7_T8_"),
        format!("{ns}6reduce28DeviceReduceSingleTileKernel{selector}PKfPfjS9_ffNS7_8identityEEEvT0_T1_T2_T3_T4_T6_"),
        format!("{ns}6reduce28DeviceReduceSingleTileKernel{selector}PfSF_iS9_ffNS7_8identityEEEvT0_T1_T2_T3_T4_T6_"),
    ];
    // Known difference: ptxc parses the bodies of constexpr members of class template
    // instances with the class, so the unused `DeferredSingleTileSecondKernel` getter of
    // `DeviceReduceKernelSource` instantiates its kernel, which nvcc leaves out.
    device_wide_call_emits(
        "cub::DeviceReduce::Sum",
        "in, out, n, stream",
        "cccl_device_reduce",
        &nvcc,
        &["DeviceReduceDeferredSingleTileKernel"],
    );
}

/// `cub::DeviceScan::InclusiveSum`: the scan's tuning evaluates at compile time (an
/// empty `cuda::std::optional` of a policy struct with default member initializers
/// below sm_90: the union's constructor names its `char` member only), and its block
/// algorithms' `TempStorage{}` of several KiB is value-initialized as a whole.
#[test]
fn cub_device_scan_inclusive_sum_emits_nvcc_kernels() {
    let ns = "_ZN3cub16_V_300500_SM_8006detail4scan";
    let selector =
        "INS2_26policy_selector_from_typesIPKfPffjN4cuda3std3__44plusIvEELb0EEES6_S7_NS0_13ScanTileStateIfLb1EEE";
    // nvcc also emits `EmptyKernel<void>` here, which ptxc does not instantiate in this
    // file (CUB's host-side PTX version query names it).
    let nvcc = [
        "_Z4fillPfi".to_string(),
        format!("{ns}20DeviceScanInitKernel{selector}fEEvNS2_23tile_state_kernel_arg_tIT2_T3_EEi"),
        format!("{ns}16DeviceScanKernel{selector}SC_NS0_8NullTypeEjfLb0ELb0ESG_EEvT0_T1_NS2_23tile_state_kernel_arg_tIT2_T6_EEiT3_T4_T5_i"),
    ];
    device_wide_call_emits(
        "cub::DeviceScan::InclusiveSum",
        "in, out, n, stream",
        "cccl_device_scan",
        &nvcc,
        &["EmptyKernel"],
    );
}

/// `cub::DeviceRadixSort::SortKeys` of floats (all 32 bits): the single-tile,
/// histogram, exclusive-sum, init and onesweep kernels nvcc emits. Known difference,
/// as for Sum: the unused getters of `DeviceRadixSortKernelSource` instantiate the
/// upsweep, scan-bins and downsweep kernels of the older multi-pass sort, which nvcc
/// leaves out at sm_80. Its warp-level parts needed a fold whose pattern holds another expansion (`static_for`'s
/// `(op(integral_constant<I>{}, args...), ...)`, calling a generic lambda) and a
/// conversion function template whose result is a non-deduced context
/// (`warp_shuffle_result`'s `operator enable_if_t<..., U>()`).
#[test]
fn cub_device_radix_sort_sort_keys_emits_nvcc_kernels() {
    let ns = "_ZN3cub16_V_300500_SM_8006detail";
    let selector = "INS2_26policy_selector_from_typesIfNS0_8NullTypeEjEE";
    let nvcc = [
        "_Z4fillPfi".to_string(),
        format!("{ns}11EmptyKernelIvEEvv"),
        format!("{ns}10radix_sort31DeviceRadixSortSingleTileKernel{selector}LNS0_9SortOrderE0EfS5_jNS1_21identity_decomposer_tEEEvPKT1_PS9_PKT2_PSD_T3_iiT4_"),
        format!("{ns}10radix_sort30DeviceRadixSortHistogramKernel{selector}LNS0_9SortOrderE0EfjNS1_21identity_decomposer_tEEEvPT2_PKT1_S9_iiT3_"),
        format!("{ns}10radix_sort33DeviceRadixSortExclusiveSumKernel{selector}jEEvPT0_"),
        format!("{ns}10radix_sort25DeviceRadixSortInitKernel{selector}ijEEvPT0_mPT1_m"),
        format!("{ns}10radix_sort25DeviceRadixSortInitKernel{selector}iiEEvPT0_mPT1_m"),
        format!("{ns}10radix_sort29DeviceRadixSortOnesweepKernel{selector}LNS0_9SortOrderE0EfS5_jiiNS1_21identity_decomposer_tEEEvPT5_SA_PT3_PKSB_PT1_PKSF_PT2_PKSJ_T4_iiT6_"),
    ];
    device_wide_call_emits(
        "cub::DeviceRadixSort::SortKeys",
        "in, out, n, 0, 32, stream",
        "cccl_device_radix_sort",
        &nvcc,
        &[
            "DeviceRadixSortUpsweepKernel",
            "RadixSortScanBinsKernel",
            "DeviceRadixSortDownsweepKernel",
        ],
    );
}

/// `cub::DeviceSegmentedSort::SortPairs` (ggml's argsort.cu sorts rows so): the kernels'
/// launch bounds and shared storage come from a tuning policy whose selector calls a
/// lambda capturing `this` and binds `max`'s references to its members, all in constant
/// expressions; nvcc's six kernels (segmented sort small, large and fallback, the
/// three-way partition and its init, `EmptyKernel`), no other.
#[test]
fn cub_device_segmented_sort_pairs_emits_nvcc_kernels() {
    let Some(cccl) = tools::require("CCCL headers (nvidia-cuda-cccl)", tools::cccl()) else {
        return;
    };
    let src = "#include <cub/cub.cuh>\n\
               void run(const float* keys_in, float* keys_out, const int* values_in, int* values_out,\n\
               \x20        const int* offsets, int n, int segments, cudaStream_t stream) {\n\
               \x20 size_t tmp = 0;\n\
               \x20 cub::DeviceSegmentedSort::SortPairs(nullptr, tmp, keys_in, keys_out, values_in, values_out, n,\n\
               \x20   segments, offsets, offsets + 1, stream);\n\
               }\n";
    let ns = "_ZN3cub16_V_300500_SM_8006detail";
    let sort = format!("{ns}14segmented_sort");
    let from_types = "ILNS0_9SortOrderE0ENS2_26policy_selector_from_typesIfiEEfiPKiS8_iEE";
    let nvcc = [
        format!("{ns}11EmptyKernelIvEEvv"),
        format!("{sort}30DeviceSegmentedSortKernelLarge{from_types}vPKjPKT1_PSB_NS1_20device_double_bufferISB_EEPKT2_PSH_NSF_ISH_EET3_T4_"),
        format!("{sort}30DeviceSegmentedSortKernelSmall{from_types}vjjjPKjSA_PKT1_PSB_PKT2_PSF_T3_T4_"),
        format!("{sort}33DeviceSegmentedSortFallbackKernel{from_types}vPKT1_PS9_NS1_20device_double_bufferIS9_EEPKT2_PSF_NSD_ISF_EET3_T4_"),
        format!("{ns}19three_way_partition29DeviceThreeWayPartitionKernelINS2_26policy_selector_from_typesIjiEEN6thrust16_V_300500_SM_80017counting_iteratorIjNS7_11use_defaultES9_S9_NS7_20__compile_time_valueILi1EEEEEPjSD_N4cuda3std3__416reverse_iteratorISD_EESD_NS0_13ScanTileStateImLb1EEENS1_14segmented_sort22LargeSegmentsSelectorTIiPKiSO_EENSL_22SmallSegmentsSelectorTIiSO_SO_EEiNS2_19streaming_context_tIlEEEEvT0_T1_T2_T3_T4_T5_T6_T7_T8_iT9_"),
        format!("{ns}19three_way_partition33DeviceThreeWayPartitionInitKernelINS0_13ScanTileStateImLb1EEEPjEEvT_iT0_"),
    ];
    source_emits(&cccl, src, "cccl_device_segmented_sort", &nvcc, &[]);
}
