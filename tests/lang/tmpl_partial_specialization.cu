// partial specializations of class templates: pointer and const-pointer patterns (the
// more specialized wins), a pattern on a defaulted second parameter, non-type patterns
// (a fixed value, a fixed type with the value deduced), and trait-style member typedefs
// and constants
template <typename T, typename U = int>
struct Kind { __host__ __device__ static int id() { return 1; } };
template <typename T>
struct Kind<T*> { __host__ __device__ static int id() { return 2; } };
template <typename T>
struct Kind<const T*> { __host__ __device__ static int id() { return 3 + sizeof(T); } };
template <typename T, typename U>
struct Kind<T, U*> { __host__ __device__ static int id() { return 5; } };

template <typename T, int N>
struct Arr {
    T v[N];
    __host__ __device__ int size() const { return N; }
};
template <int N>
struct Arr<char, N> {
    __host__ __device__ int size() const { return -N; }
};
template <typename T>
struct Arr<T, 1> {
    T only;
    __host__ __device__ int size() const { return 100 + (int)sizeof(T); }
};

template <typename T>
struct RemovePtr { typedef T type; static const int depth = 0; };
template <typename T>
struct RemovePtr<T*> { typedef typename RemovePtr<T>::type type; static const int depth = 1 + RemovePtr<T>::depth; };

__host__ __device__ long long run() {
    long long s = Kind<int>::id();
    s = s * 10 + Kind<int*>::id();
    s = s * 10 + Kind<const double*>::id();   // 11
    s = s * 10 + Kind<float, int*>::id();
    Arr<int, 3> a;
    Arr<char, 5> b;
    Arr<double, 1> c;
    s = s * 1000 + a.size() + b.size() + c.size();   // 3 - 5 + 108 = 106
    RemovePtr<int**>::type x = 7;
    s = s * 100 + x * 10 + RemovePtr<int**>::depth;   // 72
    return s;
}
