// explicit template arguments, including conversions they force
template <typename T>
__host__ __device__ T convert(double v) {
    return (T)v;
}

template <typename To, typename From>
__host__ __device__ To narrow(From v) {
    return (To)v;
}

__host__ __device__ long long run() {
    long long s = convert<int>(3.9);
    s = s * 100 + convert<unsigned char>(300.0 - 45.0);
    s = s * 1000 + narrow<short>(70000);
    s = s * 10 + sizeof(convert<float>(1.0));
    s = s * 10 + sizeof(narrow<long long>(1));
    s = s * 100 + narrow<int, double>(42.75);
    return s;
}
