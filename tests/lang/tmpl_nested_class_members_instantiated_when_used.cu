// Member functions of a class nested in a class template are instantiated only when
// used, as the template's own members are ([temp.inst]/4): CUTLASS's
// `Array<T, N>::reverse_iterator::operator++(int)` builds an `iterator` from `*this`,
// which no instance can do, and is never called.
template <class T, int N> struct Arr {
    T v[N];
    struct iterator {
        T* p;
        __host__ __device__ iterator(T* q) : p(q) {}
        __host__ __device__ T& operator*() const { return *p; }
    };
    struct reverse_iterator {
        T* p;
        __host__ __device__ reverse_iterator(T* q) : p(q) {}
        __host__ __device__ reverse_iterator& operator++() {
            --p;
            return *this;
        }
        __host__ __device__ reverse_iterator operator++(int) {
            iterator ret(*this);  // no such constructor: only an error if used
            --p;
            return ret;
        }
        __host__ __device__ T& operator*() const { return *p; }
    };
    __host__ __device__ iterator begin() { return iterator(v); }
    __host__ __device__ reverse_iterator rbegin() { return reverse_iterator(v + N - 1); }
};

__host__ __device__ long long run() {
    Arr<int, 3> a{{1, 2, 3}};
    auto r = a.rbegin();
    long long x = *r;
    ++r;
    x = x * 10 + *r;
    return x * 10 + *a.begin();
}
