// members of class templates defined outside the class: const and non-const member
// functions, a static member, a constructor with member initializers, a member returning
// the class type, parameters named differently from the class's; instances made before
// and after the definitions are seen
template <typename T, int N>
struct Ring {
    T data[N];
    int head;
    __host__ __device__ Ring(T fill);
    __host__ __device__ void push(T v);
    __host__ __device__ T sum() const;
    __host__ __device__ static int capacity();
    __host__ __device__ Ring scaled(T k) const;
};

template <typename T, int N>
__host__ __device__ Ring<T, N>::Ring(T fill) : head(0) {
    for (int i = 0; i < N; i++) data[i] = fill;
}

__host__ __device__ long long early() {
    Ring<int, 3> r(1);
    r.push(5);
    return r.sum();
}

template <typename U, int M>
__host__ __device__ void Ring<U, M>::push(U v) {
    data[head] = v;
    head = (head + 1) % M;
}

template <typename T, int N>
__host__ __device__ T Ring<T, N>::sum() const {
    T s = 0;
    for (int i = 0; i < N; i++) s += data[i];
    return s;
}

template <typename T, int N>
__host__ __device__ int Ring<T, N>::capacity() { return N * 10; }

template <typename T, int N>
__host__ __device__ Ring<T, N> Ring<T, N>::scaled(T k) const {
    Ring<T, N> r(0);
    for (int i = 0; i < N; i++) r.data[i] = data[i] * k;
    return r;
}

__host__ __device__ long long run() {
    Ring<float, 4> f(0.5f);
    f.push(3.0f);
    f.push(4.0f);
    long long s = early();                                // 1 + 5 + 1 = 7
    s = s * 100 + (long long)f.sum();                     // 3 + 4 + 0.5 + 0.5 = 8
    s = s * 100 + Ring<float, 4>::capacity() + Ring<int, 3>::capacity();  // 70
    s = s * 1000 + (long long)f.scaled(10.0f).sum();      // 80
    Ring<long long, 2> w(7);
    w.push(100);
    s = s * 1000 + w.sum();                               // 107
    return s;
}
