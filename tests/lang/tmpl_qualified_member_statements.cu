// A statement that starts with a class template-id and a member of it is an
// expression when the member is a function or data member (`X<T>::f(a);`),
// and a declaration when it is a type (`X<int>::type v = 3;`).
template <class T>
struct Acc {
    typedef T value_type;
    using pointer = T*;
    __host__ __device__ static void add(T* sum, T v) { *sum += v; }
    __host__ __device__ static T twice(T v) { return v * 2; }
    static constexpr int scale = 3;
};

template <class T>
__host__ __device__ T total(const T* v, int n) {
    T sum = 0;
    for (int i = 0; i < n; ++i)
        Acc<T>::add(&sum, v[i]);
    Acc<T>::twice(sum);                     // result discarded
    typename Acc<T>::value_type extra = Acc<T>::twice(1);
    return sum + extra;
}

__host__ __device__ long long run() {
    int a[4] = {1, 2, 3, 4};
    long long r = total(a, 4);              // 10 + 2
    long long b[2] = {5, 6};
    r = r * 100 + total(b, 2);              // 11 + 2
    Acc<int>::value_type v = 7;             // a declaration
    Acc<int>::pointer p = &v;
    Acc<int>::add(p, Acc<int>::scale);      // an expression statement
    Acc<long long>::add(&r, 1000);
    return r * 100 + v;
}
