// rvalue references: T&& parameters bind temporaries and xvalues (static_cast<T&&>,
// std::move), overloads on T& / T&& pick by value category, named rvalue
// references are lvalues, and `const T&` / `T&&` locals extend temporaries
#include <utility>

struct Acc {
    int sum, n;
};

__host__ __device__ int take(int&& x) {
    x += 1;  // the temporary (or moved-from object) is modifiable
    return x;
}
__host__ __device__ int pick(int&) { return 1; }
__host__ __device__ int pick(const int&) { return 2; }
__host__ __device__ int pick(int&&) { return 3; }
__host__ __device__ int total(Acc&& a) { return a.sum * 10 + a.n; }
__host__ __device__ int total(const Acc& a) { return -(a.sum * 10 + a.n); }
__host__ __device__ int again(int&& x) { return pick(x) * 10 + pick(std::move(x)); }

__host__ __device__ long long run() {
    int v = 5;
    const int cv = 9;
    long long r = take(3);
    r = r * 100 + take(std::move(v));  // v becomes 6
    r = r * 100 + take(static_cast<int&&>(v));  // v becomes 7
    r = r * 10 + v;
    r = r * 10 + pick(v);
    r = r * 10 + pick(cv);
    r = r * 10 + pick(7);
    r = r * 10 + pick(std::move(v));
    long long r2 = again(4);
    Acc a = {4, 2};
    r2 = r2 * 100 + total(Acc{1, 2});
    r2 = r2 * 1000 + total(a) + 100;
    long long r3 = total(std::move(a));
    const int& c = v + 1;  // a temporary whose lifetime is the reference's
    int&& rr = v * 2;
    rr += 1;
    r3 = r3 * 100 + c + rr;
    double&& d = 1.5f;  // a converted temporary
    r3 = r3 * 10 + (long long)(d * 2);
    // r: 8 digits, r2: 7 digits, r3: 5 digits (below 2^16)
    r = (r * 10000000 + r2) ^ (r3 << 47);
    return r;
}
