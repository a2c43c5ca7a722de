// A template parameter given explicitly is not deduced, and where a parameter's type
// names it inside a template-id (`Tensor<E, L> const&` with `E = float`) the argument's
// instance must carry exactly that type: `f<float>(Tensor<int, long>)` drops that
// candidate instead of choosing it and failing to bind (CuTe's `make_fragment_like<T>`
// overloads). At the top level a given parameter still lets the argument convert.
template <class E, class L> struct Tensor { E e; L l; };
template <class T> struct Box { T v; };

template <class NewT, class Layout> __host__ __device__ int make_like(Layout const&) { return 1; }
template <class NewT, class Engine, class Layout> __host__ __device__ int make_like(Tensor<Engine, Layout> const&) { return 2; }
template <class Engine, class Layout> __host__ __device__ int make_like(Tensor<Engine, Layout> const&) { return 3; }

template <class E, class L> __host__ __device__ int pick(Tensor<const E, L> const&) { return 4; }
template <class E, class L, class X> __host__ __device__ int pick(X const&) { return 5; }

template <class T> __host__ __device__ int nested(Box<Box<T>> const&) { return 6; }
template <class T, class U> __host__ __device__ int nested(U const&) { return 7; }

template <class T> __host__ __device__ long long widen(T x) { return (long long)x * 2; }

__host__ __device__ long long run() {
    Tensor<int, long> t{1, 2};
    Tensor<const int, long> c{3, 4};
    Box<Box<int>> b{{5}};
    long long r = make_like<float>(t);                  // 2: 3 needs Engine = float
    r = r * 10 + make_like<float>(7);                   // 1
    r = r * 10 + pick<int, long>(c);                    // 4: both viable, 4 more specialized
    r = r * 10 + pick<long, long>(c);                   // 5: 4 needs E = long
    r = r * 10 + pick<int, int>(c);                     // 5: 4 needs L = int
    r = r * 10 + nested<int>(b);                        // 6
    r = r * 10 + nested<char>(b);                       // 7
    r = r * 100 + widen<long long>(21);                 // a given parameter converts
    return r;
}
