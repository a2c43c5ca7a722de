// references with static storage: namespace-scope references to __device__
// variables and array elements, a const reference that sees later writes, and a
// static local reference
__device__ int counter = 5;
__device__ int& ref = counter;
__device__ const int& cref = counter;
__device__ int table[4] = {1, 2, 3, 4};
__device__ int& third = table[2];

__host__ __device__ int bump() {
    static int& local_ref = counter;
    return ++local_ref;
}

__host__ __device__ long long run() {
    ref += 10;
    third *= 7;
    long long s = bump();
    s = s * 100 + cref;
    s = s * 100 + table[2] + third;
    return s;
}
