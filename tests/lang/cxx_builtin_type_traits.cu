// The compiler's built-in type traits (GCC's and Clang's, as CCCL calls them) and
// the __builtin_* helpers: value traits on scalars, enums, unions, classes with and
// without constructors, destructors, copies, bases, virtual functions; type traits
// (__underlying_type, __remove_cv, __decay, ...); g++ 12 lacks __is_convertible and
// the type traits, so its build uses <type_traits> for those.
#ifdef __CUDACC__
#define CONV(a, b) __is_convertible(a, b)
#define TT(trait, std_name, ...) trait(__VA_ARGS__)
#else
#include <type_traits>
#define CONV(a, b) std::is_convertible<a, b>::value
#define TT(trait, std_name, ...) std::std_name<__VA_ARGS__>::type
#endif
struct Empty {};
struct Pod { int a; float b; };
struct WithCtor { int v; __host__ __device__ WithCtor(int x) : v(x) {} };
struct WithDtor { int v; __host__ __device__ ~WithDtor() { v = 0; } };
struct WithCopy { int v; __host__ __device__ WithCopy(const WithCopy& o) : v(o.v) {} __host__ __device__ WithCopy() : v(1) {} };
struct Base { int b; };
struct Derived : Base { int d; };
struct Poly { virtual __host__ __device__ int f() { return 1; } };
struct Abstract { virtual __host__ __device__ int g() = 0; };
struct Conv { __host__ __device__ operator int() const { return 3; } };
union U { int i; float f; };
enum E { A, B };
enum class SE : short { X };
struct Assign { int v; __host__ __device__ Assign& operator=(int x) { v = x; return *this; } };
template <class T, class... Args> struct is_ctor { static constexpr bool value = __is_constructible(T, Args...); };
template <class T> struct underlying { typedef __underlying_type(T) type; };
__host__ __device__ long long run() {
  unsigned long long bits = 0;
  int k = 0;
  auto put = [&](bool b) { bits = (bits * 2 + b) % 1000000007ULL; ++k; };
  put(__is_same(int, int)); put(__is_same(int, const int)); put(__is_same(long, long long));
  put(__is_base_of(Base, Derived)); put(__is_base_of(Derived, Base)); put(__is_base_of(Base, Base)); put(__is_base_of(int, int));
  put(__is_class(Pod)); put(__is_class(U)); put(__is_class(int)); put(__is_union(U)); put(__is_enum(E)); put(__is_enum(SE)); put(__is_enum(int));
  put(__is_trivially_copyable(Pod)); put(__is_trivially_copyable(WithCopy)); put(__is_trivially_copyable(WithDtor)); put(__is_trivially_copyable(Poly)); put(__is_trivially_copyable(int[3]));
  put(__is_empty(Empty)); put(__is_empty(Pod)); put(__is_empty(Poly));
  put(__is_polymorphic(Poly)); put(__is_polymorphic(Pod)); put(__is_abstract(Abstract)); put(__is_abstract(Poly));
  put(__is_pod(Pod)); put(__is_pod(WithCtor)); put(__is_standard_layout(Pod)); put(__is_standard_layout(Derived)); put(__is_standard_layout(Poly));
  put(__has_trivial_destructor(Pod)); put(__has_trivial_destructor(WithDtor));
  put(__is_constructible(WithCtor, int)); put(__is_constructible(WithCtor)); put(__is_constructible(Pod)); put(__is_constructible(int, float)); put(__is_constructible(int*, int));
  put(is_ctor<WithCtor, long>::value); put(is_ctor<Pod, Pod>::value);
  put(__is_trivially_constructible(Pod)); put(__is_trivially_constructible(WithCtor, int)); put(__is_trivially_constructible(int, int));
  put(__is_assignable(int&, int)); put(__is_assignable(int, int)); put(__is_assignable(Assign&, int)); put(__is_assignable(const int&, int));
  put(CONV(int, double)); put(CONV(Derived*, Base*)); put(CONV(Base*, Derived*)); put(CONV(Conv, int)); put(CONV(int, WithCtor));
  put(__is_final(Pod)); put(__is_trivial(Pod)); put(__is_trivial(WithCtor)); put(__is_aggregate(Pod)); put(__is_aggregate(WithCtor));
  put(__has_virtual_destructor(Poly));
  put(__is_same(TT(__remove_cv, remove_cv, const volatile int), int));
  put(__is_same(TT(__remove_const, remove_const, const volatile int), volatile int));
  put(__is_same(TT(__remove_reference_t, remove_reference, const int&), const int));
  put(__is_same(TT(__remove_cvref, remove_cv, TT(__remove_reference_t, remove_reference, const int&&)), int));
  put(__is_same(TT(__remove_pointer, remove_pointer, int* const), int));
  put(__is_same(TT(__add_pointer, add_pointer, int&), int*));
  put(__is_same(TT(__add_lvalue_reference, add_lvalue_reference, int&&), int&));
  put(__is_same(TT(__add_rvalue_reference, add_rvalue_reference, int&), int&));
  put(__is_same(TT(__remove_all_extents, remove_all_extents, int[2][3]), int));
  put(__is_same(TT(__remove_extent, remove_extent, int[2][3]), int[3]));
  put(__is_same(TT(__decay, decay, const int[4]), const int*));
  put(__is_same(TT(__decay, decay, const int&), int));
  underlying<SE>::type s = 5; underlying<E>::type e = 7;
  long long r = (long long)(bits % 1000000007ULL) + k * 1000000007LL * 100 + sizeof(s) * 10 + sizeof(e);
  r += __builtin_expect(k > 3, 1) + (__builtin_is_constant_evaluated() ? 100 : 0);
  int x = 4; int* p = __builtin_addressof(x);
#ifdef __CUDACC__
  __builtin_assume(x == 4);
#endif

  if (x < 0) __builtin_unreachable();
  return r * 10 + *p;
}
