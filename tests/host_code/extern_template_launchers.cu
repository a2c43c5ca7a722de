// Host launchers instantiated in another translation unit (`extern template`, as ggml's
// mmf.cu declares its instances): calling one here instantiates neither its body nor the
// kernel it launches, as with nvcc. An instance defined here does launch its kernel, also
// after an `extern template` declaration of it ([temp.explicit]/11: the definition wins,
// as in each of ggml's template-instances/*.cu), whether or not it was called between.
template <int N> __global__ void fill(float* y) { y[threadIdx.x] = N; }
template <int N> void launch_fill(float* y) { fill<N><<<1, 32>>>(y); }

extern template void launch_fill<3>(float*);
template void launch_fill<4>(float*);

extern template void launch_fill<5>(float*);
template void launch_fill<5>(float*);

extern template void launch_fill<6>(float*);

void run(float* y) {
    launch_fill<3>(y);
    launch_fill<4>(y);
    launch_fill<6>(y);
}

template void launch_fill<6>(float*);

// A definition before the declaration (nvcc warns): the declaration takes no body away.
template void launch_fill<7>(float*);
extern template void launch_fill<7>(float*);
