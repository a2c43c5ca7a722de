// A function template declared, used, and defined after the use ([temp.point]: the
// end of the file is a point of instantiation): the call names the instance its
// declaration gives, the definition gives its body. A dependent call in that body
// finds, by argument-dependent lookup at the end of the file, a function template
// declared only after the use (`weigh` below). A member function template declared
// in its class and defined outside it after a use works the same way
struct Sample {
    int value;
    int weight;
};

template <class T, class U>
__host__ __device__ T scale(const T* v, U k);

struct Ring {
    int n;
    template <class T>
    __host__ __device__ T at(const T* v, int i) const;
};

__host__ __device__ int pick(const Ring& r, const int* v) { return r.at(v, 7); }

template <class S>
__host__ __device__ long long total(const S* samples, int n);

__host__ __device__ long long run() {
    float f[2] = {1.5f, 2.25f};
    int i[2] = {3, 4};
    Sample s[3] = {{1, 2}, {3, 4}, {5, 6}};
    long long r = (long long)(scale(f, 2) * 4);
    r = r * 100 + scale(i, 3.5f);
    r = r * 1000 + total(s, 3);
    Ring ring{3};
    int w[3] = {7, 8, 9};
    r = r * 100 + pick(ring, w) * 10 + (int)ring.at(f, 3);
    return r;
}

template <class T, class U>
__host__ __device__ T scale(const T* values, U factor) {
    return values[1] * factor;
}

template <class S>
__host__ __device__ long long total(const S* samples, int n) {
    long long t = 0;
    for (int k = 0; k < n; k++) t += weigh(samples[k], k);
    return t;
}

template <class T>
__host__ __device__ T Ring::at(const T* values, int i) const {
    return values[i % n];
}

template <class S>
__host__ __device__ long long weigh(const S& s, int k) {
    return s.value * s.weight + k;
}
