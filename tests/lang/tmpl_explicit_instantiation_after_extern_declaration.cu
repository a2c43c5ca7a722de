// An explicit instantiation definition after an `extern template` declaration of the
// same instance defines it in this file ([temp.explicit]/11), whether it was called
// before the definition or not.
template <int N>
__host__ __device__ int scaled_sum(const int* v, int n) {
    int s = 0;
    for (int k = 0; k < n; ++k)
        s += v[k] * N;
    return s;
}

extern template __host__ __device__ int scaled_sum<2>(const int*, int);
extern template __host__ __device__ int scaled_sum<3>(const int*, int);

__host__ __device__ int early(const int* v) { return scaled_sum<2>(v, 4); }

template __host__ __device__ int scaled_sum<2>(const int*, int);
template __host__ __device__ int scaled_sum<3>(const int*, int);

__host__ __device__ long long run() {
    const int v[4] = {1, 2, 3, 4};
    return early(v) * 10000LL + scaled_sum<3>(v, 4) * 100;
}
