// Two function templates taking `T&` and `const T&` both accept a `const` lvalue
// equally well (`T` = `const float` for the first): partial ordering then prefers
// the more cv-qualified referee ([temp.deduct.partial]/9), so `const T&` is chosen,
// as Thrust's raw_reference_cast overloads rely on (CUB's transform kernels call it on
// every element). Before, ptxc reported "more than one instance of overloaded
// function". A non-const lvalue still picks `T&` (the better reference binding).
template <class T> __host__ __device__ int which(T &) { return 1; }
template <class T> __host__ __device__ int which(const T &) { return 2; }

struct Proxy {
    float *p;
};

template <class T, class U> __host__ __device__ int pair(T &, const U &) { return 3; }
template <class T, class U> __host__ __device__ int pair(const T &, const U &) { return 4; }

__host__ __device__ long long run() {
    float x = 1;
    const float y = 2;
    const float arr[2] = {3, 4};
    Proxy px{&x};
    const Proxy cp{&x};
    long long r = which(x);          // 1
    r = r * 10 + which(y);           // 2
    r = r * 10 + which(arr[1]);      // 2
    r = r * 10 + which(px);          // 1
    r = r * 10 + which(cp);          // 2
    r = r * 10 + which(Proxy{&x});   // 2: a prvalue binds only const T&
    r = r * 10 + pair(x, y);         // 3
    r = r * 10 + pair(y, x);         // 4
    return r;
}
