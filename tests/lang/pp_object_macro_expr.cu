// object-like macros holding expressions, types and statements
#define N 12
#define HALF (N / 2)
#define T_INT unsigned long long
#define BODY \
    for (int i = 0; i < N; i++) acc += i * HALF

__host__ __device__ long long run() {
    T_INT acc = 0;
    BODY;
    return (long long)acc * 10 + sizeof(T_INT);
}
