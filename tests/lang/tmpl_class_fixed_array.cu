// a templated fixed-size array class: type and non-type parameters, member functions
// and operators of the class template, the injected class name, a static const member
// depending on a parameter, instances by use (Array<float, 4>, Array<int, 6>)
template <typename T, int N>
struct Array {
    T data[N];
    static const int size = N;
    __host__ __device__ T& operator[](int i) { return data[i]; }
    __host__ __device__ const T& operator[](int i) const { return data[i]; }
    __host__ __device__ void fill(T v) {
        for (int i = 0; i < N; i++) data[i] = v;
    }
    __host__ __device__ Array operator+(const Array& o) const {
        Array r;
        for (int i = 0; i < N; i++) r[i] = data[i] + o[i];
        return r;
    }
    __host__ __device__ T max() const {
        T m = data[0];
        for (int i = 1; i < N; i++)
            if (data[i] > m) m = data[i];
        return m;
    }
    __host__ __device__ T dot(const Array& o) const {
        T s = 0;
        for (int i = 0; i < size; i++) s += data[i] * o.data[i];
        return s;
    }
};

__host__ __device__ long long run() {
    Array<float, 4> a, b;
    for (int i = 0; i < Array<float, 4>::size; i++) {
        a[i] = i * 0.5f;
        b[i] = 4 - i;
    }
    Array<float, 4> c = a + b;
    Array<int, 6> d;
    d.fill(3);
    d[4] = 11;
    const Array<int, 6>& cd = d;
    return (long long)(c.dot(a) * 4) * 10000 + cd.max() * 100 + cd[5] + (long long)c.max() * 1000000
           + sizeof(Array<double, 3>) * 100000000LL + Array<char, 9>::size;
}
