// Explicit specializations of a function template whose return type only
// substitution can read (`value_t<It>`, as CUB's ThreadLoad declares it): the
// specialization's own signature names the arguments, the return pattern deduces
// nothing; calls with those arguments reach the specialization.
template <class T> struct value_of;
template <class T> struct value_of<T*> { using type = T; };
template <class T> struct value_of<const T*> { using type = T; };
template <class It> using value_t = typename value_of<It>::type;
enum Mode { PLAIN, TWICE };
template <Mode M, class It> __host__ __device__ value_t<It> load(It p);
template <> __host__ __device__ int load<PLAIN, const int*>(const int* p) { return *p; }
template <> __host__ __device__ int load<TWICE, const int*>(const int* p) { return *p * 2; }
template <> __host__ __device__ float load<TWICE, const float*>(const float* p) { return *p * 2.0f; }
__host__ __device__ long long run() {
    const int v[2] = {7, 9};
    const float f = 1.5f;
    return load<PLAIN>(v) * 1000 + load<TWICE>(v + 1) * 10 + (long long)load<TWICE>(&f);
}
