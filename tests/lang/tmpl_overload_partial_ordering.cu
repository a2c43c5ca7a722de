// overloaded function templates and partial ordering: f(T) / f(T*) / f(const T*) pick
// the most specialized viable template, an ordinary function beats a template instance
// with equally good conversions but loses to a better-matching instance, explicit
// template arguments leave the ordinary functions out, and templates overloaded by
// arity and by reference parameters
template <typename T>
__host__ __device__ int pick(T x) { return 1; }
template <typename T>
__host__ __device__ int pick(T* x) { return 2; }
template <typename T>
__host__ __device__ int pick(const T* x) { return 4; }
__host__ __device__ int pick(int x) { return 3; }

__host__ __device__ int conv(float x) { return 5; }
template <typename T>
__host__ __device__ int conv(T x) { return 6; }

template <typename T>
__host__ __device__ T sum(T a) { return a; }
template <typename T>
__host__ __device__ T sum(T a, T b) { return a + b; }
template <typename T>
__host__ __device__ T sum(T a, T b, T c) { return a + b + c; }

struct P { int v; };
template <typename T>
__host__ __device__ int ref(const T& x) { return 7; }
__host__ __device__ int ref(const P& p) { return p.v; }

template <typename T>
__host__ __device__ int len(T* a) { return -1; }
template <typename T>
__host__ __device__ int len(T** a) { return 2; }

// an explicit specialization of one template of an overloaded name
template <>
__host__ __device__ int pick<double>(double* x) { return 8; }

__host__ __device__ long long run2() {
    double d = 0;
    return pick(&d) * 10 + pick(d);
}

__host__ __device__ long long run() {
    int x = 0;
    const int* cp = &x;
    long long s = pick(1);           // 3: ordinary function
    s = s * 10 + pick(&x);           // 2
    s = s * 10 + pick(2.0f);         // 1
    s = s * 10 + pick<int>(1);       // 1: explicit arguments
    s = s * 10 + pick(cp);           // 4: const T* is more specialized
    s = s * 10 + pick('c');          // 1: T = char is exact, int needs a promotion
    s = s * 10 + conv(1.0f);         // 5
    s = s * 10 + conv(1);            // 6
    s = s * 10 + conv<float>(1.0f);  // 6
    s = s * 1000 + sum(1) + sum(2, 3) * 10 + sum(1, 2, 3) * 100;  // 1 + 50 + 600
    P p = {9};
    s = s * 100 + ref(p) * 10 + ref(2.5);  // 97
    int* pp = &x;
    s = s * 100 + len(&pp) + 10 * (len(pp) + 2);  // 2 + 10
    s = s * 100 + run2();  // 81
    return s;
}
