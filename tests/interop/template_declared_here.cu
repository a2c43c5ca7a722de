// A function template only declared in this file: its instances are defined by
// another file's explicit instantiations (template_instantiated_there.cu), so calls
// go to external functions, linked with -rdc (C++ [temp.explicit]; nvcc accepts it).
template <class T> __device__ T scaled(T x, int k);

__global__ void use_scaled(long long* out, int v) {
    out[0] = scaled(v, 3);
    out[1] = (long long)scaled((float)v + 0.5f, 4);
    out[2] = scaled((long long)v << 33, 2) >> 32;
}
