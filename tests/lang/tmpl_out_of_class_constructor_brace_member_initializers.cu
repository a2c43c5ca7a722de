// Constructors of a class template defined outside the class with brace
// mem-initializers (`: data{re, T()}`, `: base_t{v}`): the definition runs to the
// body's brace, not to the first brace of an initializer.
template <class T>
struct pair_base {
    T sum;
};

template <class T>
struct duo : pair_base<T> {
    using base_t = pair_base<T>;
    __host__ __device__ duo(const T& re);
    __host__ __device__ duo(const T& re, const T& im);
    template <class U>
    __host__ __device__ duo(const duo<U>& other);
    T data[2];
};

template <typename T>
__host__ __device__ duo<T>::duo(const T& re)
    // the imaginary part is value-initialized
    : base_t{re}, data{re, T()}
{}

template <typename T>
__host__ __device__ duo<T>::duo(const T& re, const T& im) : base_t{re + im}, data{re, im} {
    data[1] += 1;
}

template <typename T>
template <typename U>
__host__ __device__ duo<T>::duo(const duo<U>& other)
    : base_t{T(other.sum)}, data{T(other.data[0]), T(other.data[1])}
{}

__host__ __device__ long long run() {
    duo<int> a(5);
    duo<int> b(3, 4);
    duo<long long> c(b);
    long long r = a.data[0] * 10 + a.data[1];
    r = r * 100 + a.sum;
    r = r * 1000 + b.data[0] * 100 + b.data[1] * 10 + b.sum;
    r = r * 1000 + c.data[0] * 100 + c.data[1] * 10 + c.sum;
    return r;
}
