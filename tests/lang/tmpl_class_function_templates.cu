// function templates over class templates: deduction of a type parameter through
// Pair<T> by reference and Pair<T>* (the signature mentions Pair<T>), namespace-qualified
// class templates, and a class template instance used as a template argument
namespace geo {
template <typename T>
struct Pair {
    T a, b;
    __host__ __device__ T lo() const { return a < b ? a : b; }
    __host__ __device__ T hi() const { return a < b ? b : a; }
};
}

template <typename T>
__host__ __device__ T spread(const geo::Pair<T>& p) { return p.hi() - p.lo(); }

template <typename T>
__host__ __device__ void swap_in(geo::Pair<T>* p) {
    T t = p->a;
    p->a = p->b;
    p->b = t;
}

template <typename T, int N>
struct Stack {
    T items[N];
    int top;
    __host__ __device__ void push(const T& v) { items[top++] = v; }
    __host__ __device__ T pop() { return items[--top]; }
};

__host__ __device__ long long run() {
    geo::Pair<int> p = {9, 4};
    geo::Pair<double> q = {0.5, 3.25};
    swap_in(&p);
    Stack<geo::Pair<int>, 3> s;
    s.top = 0;
    s.push(p);
    geo::Pair<int> r = {7, 100};
    s.push(r);
    geo::Pair<int> back = s.pop();
    return spread(p) * 100000 + (long long)(spread(q) * 4) * 1000 + p.a * 10 + back.b + s.top * 1000000;
}
