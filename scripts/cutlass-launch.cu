// The host side of issue 44's CUTLASS 2.x GEMM examples, for scripts/run-cutlass.py: builds
// the `Arguments` each example builds (its operator type, layouts and leading dimensions; the
// problem size, alpha, beta and the device addresses from the command line), calls the
// operator's `initialize` as the example does, and prints what its `run()` would launch: the
// kernel, grid, block, dynamic shared memory and the `Params` bytes, plus the operands'
// layouts and any buffer the host would fill (GemmArray's pointer arrays).
//
//     cutlass-launch EXAMPLE m=M n=N k=K count=C alpha=X beta=Y A=ADDR B=ADDR C=ADDR D=ADDR
//                    workspace=ADDR ptrA=ADDR ptrB=ADDR ptrC=ADDR
//
// EXAMPLE: basic_gemm, batched_gemm, array_gemm, splitk_gemm, turing_tensorop_gemm. `count`
// is the batch count (batched, array) or the split-K slice count (splitk). Output, one item
// a line, fields separated by tabs:
//
//     operand NAME TYPE ROLE ROWS COLS ROW_STRIDE COL_STRIDE BATCH_STRIDE BATCHES
//     buffer NAME u64 V1,V2,...
//     workspace BYTES
//     launch GX,GY,GZ BX,BY,BZ SHARED_BYTES PARAMS_HEX
//
// ROLE is in (read), out (written) or inout. Launches are printed in the order `run()` makes
// them (the script knows which kernel each is). Needs nvcc as the compiler driver: CUTLASS's device headers
// use threadIdx, __syncthreads and <<<...>>> outside templates, which g++ cannot parse. No
// device code is generated (no kernel is launched), and no CUDA runtime call is made.

#include "cutlass/gemm/device/gemm.h"
#include "cutlass/gemm/device/gemm_array.h"
#include "cutlass/gemm/device/gemm_batched.h"
#include "cutlass/gemm/device/gemm_splitk_parallel.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>

// The operators keep their Params private; an explicit instantiation may name a private member
// (C++17 [temp.spec]/6), which is how these read them without editing CUTLASS.
template <class Tag, typename Tag::type Pointer>
struct Steal {
  friend typename Tag::type member(Tag) { return Pointer; }
};
#define PRIVATE_MEMBER(Tag, Class, Type, name)    \
  struct Tag {                                    \
    using type = Type Class::*;                   \
    friend type member(Tag);                      \
  };                                              \
  template struct Steal<Tag, &Class::name>;

// ---- The examples' operator types (as each example's source declares them) ----

using ColumnMajor = cutlass::layout::ColumnMajor;
using RowMajor = cutlass::layout::RowMajor;

// 00_basic_gemm: CutlassSgemmNN.
using BasicGemm = cutlass::gemm::device::Gemm<float, ColumnMajor, float, ColumnMajor, float, ColumnMajor>;

// 05_batched_gemm: cutlass_strided_batched_sgemm and cutlass_array_sgemm.
using BatchedGemm = cutlass::gemm::device::GemmBatched<float, ColumnMajor, float, ColumnMajor, float, ColumnMajor>;
using ArrayGemm = cutlass::gemm::device::GemmArray<float, ColumnMajor, float, ColumnMajor, float, ColumnMajor>;

// 06_splitK_gemm: Volta tensor ops, half inputs, float accumulation and output.
using SplitKGemm = cutlass::gemm::device::GemmSplitKParallel<
    cutlass::half_t, ColumnMajor, cutlass::half_t, RowMajor, float, RowMajor, float, cutlass::arch::OpClassTensorOp,
    cutlass::arch::Sm70, cutlass::gemm::GemmShape<128, 128, 32>, cutlass::gemm::GemmShape<64, 64, 32>,
    cutlass::gemm::GemmShape<8, 8, 4>,
    cutlass::epilogue::thread::LinearCombination<float, 128 / cutlass::sizeof_bits<float>::value, float, float>>;

// 08_turing_tensorop_gemm: int8 tensor ops, int32 accumulation and output, two stages.
using TuringGemm = cutlass::gemm::device::Gemm<
    int8_t, RowMajor, int8_t, ColumnMajor, int32_t, RowMajor, int32_t, cutlass::arch::OpClassTensorOp,
    cutlass::arch::Sm75, cutlass::gemm::GemmShape<128, 256, 64>, cutlass::gemm::GemmShape<64, 64, 64>,
    cutlass::gemm::GemmShape<8, 8, 16>,
    cutlass::epilogue::thread::LinearCombination<int32_t, 128 / cutlass::sizeof_bits<int32_t>::value, int32_t,
                                                 int32_t>,
    cutlass::gemm::threadblock::GemmIdentityThreadblockSwizzle<>, 2>;

// A column-major C makes device::Gemm, GemmBatched and GemmArray run a row-major operator on
// the transposed problem (`underlying_operator_`); that one holds `params_`.
using BasicUnder = BasicGemm::UnderlyingOperator;
using BatchedUnder = BatchedGemm::UnderlyingOperator;
using ArrayUnder = ArrayGemm::UnderlyingOperator;
PRIVATE_MEMBER(BasicOperator, BasicGemm, BasicUnder, underlying_operator_)
PRIVATE_MEMBER(BasicParams, BasicUnder, BasicUnder::GemmKernel::Params, params_)
PRIVATE_MEMBER(BatchedOperator, BatchedGemm, BatchedUnder, underlying_operator_)
PRIVATE_MEMBER(BatchedParams, BatchedUnder, BatchedUnder::GemmKernel::Params, params_)
PRIVATE_MEMBER(ArrayOperator, ArrayGemm, ArrayUnder, underlying_operator_)
PRIVATE_MEMBER(ArrayParams, ArrayUnder, ArrayUnder::GemmKernel::Params, params_)
PRIVATE_MEMBER(TuringParams, TuringGemm, TuringGemm::GemmKernel::Params, params_)
PRIVATE_MEMBER(SplitKGemmParams, SplitKGemm, SplitKGemm::GemmKernel::Params, gemm_params_)
PRIVATE_MEMBER(SplitKReductionParams, SplitKGemm, SplitKGemm::ReductionKernel::Params, reduction_params_)

// ---- Output ----

template <class Params>
void print_launch(dim3 grid, dim3 block, int shared, Params const &params) {
  std::printf("launch\t%u,%u,%u\t%u,%u,%u\t%d\t", grid.x, grid.y, grid.z, block.x, block.y, block.z, shared);
  unsigned char const *bytes = reinterpret_cast<unsigned char const *>(&params);
  for (size_t i = 0; i < sizeof(Params); ++i) {
    std::printf("%02x", bytes[i]);
  }
  std::printf("\n");
}

// What device::Gemm's, GemmBatched's and GemmArray's `run()` launch: one CTA per tile the
// swizzle maps, GemmKernel::kThreadCount threads, the SharedStorage as dynamic shared memory.
template <class Operator, class Params>
void print_gemm_launch(Params const &params) {
  using GemmKernel = typename Operator::GemmKernel;
  typename Operator::ThreadblockSwizzle swizzle;
  print_launch(swizzle.get_grid_shape(params.grid_tiled_shape), dim3(GemmKernel::kThreadCount, 1, 1),
                           int(sizeof(typename GemmKernel::SharedStorage)), params);
}

void print_operand(char const *name, char const *type, char const *role, int rows, int cols, int64_t row_stride,
                   int64_t col_stride, int64_t batch_stride, int batches) {
  std::printf("operand\t%s\t%s\t%s\t%d\t%d\t%lld\t%lld\t%lld\t%d\n", name, type, role, rows, cols,
              (long long)row_stride, (long long)col_stride, (long long)batch_stride, batches);
}

// ---- The command line ----

struct Options {
  std::string example;
  std::map<std::string, std::string> values;

  int integer(char const *key) const { return int(std::strtol(get(key).c_str(), nullptr, 0)); }
  double number(char const *key) const { return std::strtod(get(key).c_str(), nullptr); }
  template <class T>
  T *address(char const *key) const {
    return reinterpret_cast<T *>(uintptr_t(std::strtoull(get(key).c_str(), nullptr, 0)));
  }
  std::string get(char const *key) const {
    auto it = values.find(key);
    return it == values.end() ? "0" : it->second;
  }
};

bool check(cutlass::Status status, char const *what) {
  if (status != cutlass::Status::kSuccess) {
    std::fprintf(stderr, "cutlass-launch: %s: %s\n", what, cutlass::cutlassGetStatusString(status));
    return false;
  }
  return true;
}

// ---- The examples ----

// 00_basic_gemm: column-major A, B, C (lda = M, ldb = K, ldc = M); C is read and written.
int basic_gemm(Options const &o) {
  int m = o.integer("m"), n = o.integer("n"), k = o.integer("k");
  BasicGemm op;
  BasicGemm::Arguments args({m, n, k}, {o.address<float>("A"), m}, {o.address<float>("B"), k},
                            {o.address<float>("C"), m}, {o.address<float>("C"), m},
                            {float(o.number("alpha")), float(o.number("beta"))});
  if (!check(op.initialize(args), "initialize")) {
    return 1;
  }
  print_operand("A", "f32", "in", m, k, 1, m, 0, 1);
  print_operand("B", "f32", "in", k, n, 1, k, 0, 1);
  print_operand("C", "f32", "inout", m, n, 1, m, 0, 1);
  print_gemm_launch<BasicUnder>(op.*member(BasicOperator()).*member(BasicParams()));
  return 0;
}

// 05_batched_gemm: A batched after each other (lda = m), B batched along K (ldb = k * count),
// C after each other (ldc = m); C is read and written. The array form gets the same matrices
// through arrays of pointers.
int batched_gemm(Options const &o, bool array) {
  int m = o.integer("m"), n = o.integer("n"), k = o.integer("k"), count = o.integer("count");
  int lda = m, ldb = k * count, ldc = m;
  int64_t stride_a = int64_t(lda) * k, stride_b = k, stride_c = int64_t(ldc) * n;
  float alpha = float(o.number("alpha")), beta = float(o.number("beta"));
  print_operand("A", "f32", "in", m, k, 1, lda, stride_a, count);
  print_operand("B", "f32", "in", k, n, 1, ldb, stride_b, count);
  print_operand("C", "f32", "inout", m, n, 1, ldc, stride_c, count);
  if (!array) {
    BatchedGemm op;
    BatchedGemm::Arguments args({m, n, k}, {o.address<float>("A"), lda}, stride_a, {o.address<float>("B"), ldb},
                                stride_b, {o.address<float>("C"), ldc}, stride_c, {o.address<float>("C"), ldc},
                                stride_c, {alpha, beta}, count);
    if (!check(op.initialize(args), "initialize")) {
      return 1;
    }
    print_gemm_launch<BatchedUnder>(op.*member(BatchedOperator()).*member(BatchedParams()));
    return 0;
  }
  char const *names[] = {"A", "B", "C"};
  int64_t strides[] = {stride_a, stride_b, stride_c};
  for (int i = 0; i < 3; ++i) {
    std::printf("buffer\tptr%s\tu64\t", names[i]);
    for (int b = 0; b < count; ++b) {
      std::printf("%s%llu", b ? "," : "",
                  (unsigned long long)(uintptr_t(o.address<float>(names[i]) + b * strides[i])));
    }
    std::printf("\n");
  }
  ArrayGemm op;
  ArrayGemm::Arguments args({m, n, k}, o.address<float const *const>("ptrA"), lda,
                            o.address<float const *const>("ptrB"), ldb, o.address<float const *const>("ptrC"), ldc,
                            o.address<float *const>("ptrC"), ldc, {alpha, beta}, count);
  if (!check(op.initialize(args), "initialize")) {
    return 1;
  }
  print_gemm_launch<ArrayUnder>(op.*member(ArrayOperator()).*member(ArrayParams()));
  return 0;
}

// 06_splitK_gemm: column-major A (M x K), row-major B (K x N), C and D row-major (M x N); the
// GEMM kernel writes one partial product per slice into the workspace, the reduction kernel
// sums them into D with alpha and beta.
int splitk_gemm(Options const &o) {
  int m = o.integer("m"), n = o.integer("n"), k = o.integer("k");
  SplitKGemm::Arguments args({m, n, k}, {o.address<cutlass::half_t>("A"), m}, {o.address<cutlass::half_t>("B"), n},
                             {o.address<float>("C"), n}, {o.address<float>("D"), n},
                             {float(o.number("alpha")), float(o.number("beta"))}, o.integer("count"));
  std::printf("workspace\t%zu\n", SplitKGemm::get_workspace_size(args));
  SplitKGemm op;
  if (!check(op.initialize(args, o.address<void>("workspace")), "initialize")) {
    return 1;
  }
  print_operand("A", "f16", "in", m, k, 1, m, 0, 1);
  print_operand("B", "f16", "in", k, n, n, 1, 0, 1);
  print_operand("C", "f32", "in", m, n, n, 1, 0, 1);
  print_operand("D", "f32", "out", m, n, n, 1, 0, 1);
  // GemmSplitKParallel::run: the GEMM as device::Gemm launches it, then the reduction.
  auto const &gemm = op.*member(SplitKGemmParams());
  print_gemm_launch<SplitKGemm>(gemm);
  using Reduction = SplitKGemm::ReductionKernel;
  print_launch(Reduction::grid_shape(gemm.problem_size.mn()), Reduction::block_shape(), 0,
                          op.*member(SplitKReductionParams()));
  return 0;
}

// 08_turing_tensorop_gemm: row-major A (M x K), column-major B (K x N), C and D row-major.
int turing_tensorop_gemm(Options const &o) {
  int m = o.integer("m"), n = o.integer("n"), k = o.integer("k");
  TuringGemm::Arguments args({m, n, k}, {o.address<int8_t>("A"), k}, {o.address<int8_t>("B"), k},
                             {o.address<int32_t>("C"), n}, {o.address<int32_t>("D"), n},
                             {o.integer("alpha"), o.integer("beta")}, 1);
  TuringGemm op;
  if (!check(op.initialize(args), "initialize")) {
    return 1;
  }
  print_operand("A", "i8", "in", m, k, k, 1, 0, 1);
  print_operand("B", "i8", "in", k, n, 1, k, 0, 1);
  print_operand("C", "i32", "in", m, n, n, 1, 0, 1);
  print_operand("D", "i32", "out", m, n, n, 1, 0, 1);
  print_gemm_launch<TuringGemm>(op.*member(TuringParams()));
  return 0;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: cutlass-launch EXAMPLE key=value...\n");
    return 2;
  }
  Options o;
  o.example = argv[1];
  for (int i = 2; i < argc; ++i) {
    char const *eq = std::strchr(argv[i], '=');
    if (!eq) {
      std::fprintf(stderr, "cutlass-launch: expected key=value, got %s\n", argv[i]);
      return 2;
    }
    o.values[std::string(argv[i], size_t(eq - argv[i]))] = eq + 1;
  }
  if (o.example == "basic_gemm") return basic_gemm(o);
  if (o.example == "batched_gemm") return batched_gemm(o, false);
  if (o.example == "array_gemm") return batched_gemm(o, true);
  if (o.example == "splitk_gemm") return splitk_gemm(o);
  if (o.example == "turing_tensorop_gemm") return turing_tensorop_gemm(o);
  std::fprintf(stderr, "cutlass-launch: unknown example %s\n", o.example.c_str());
  return 2;
}
