// sizeof on types and expressions
__host__ __device__ long long run() {
    int arr[10];
    double d = 0;
    long long s = 0;
    s = s * 10 + sizeof(char);
    s = s * 10 + sizeof(short);
    s = s * 10 + sizeof(int);
    s = s * 10 + sizeof(long);
    s = s * 10 + sizeof(long long);
    s = s * 10 + sizeof(float);
    s = s * 10 + sizeof(double);
    s = s * 10 + sizeof(void*);
    s = s * 100 + sizeof arr;
    s = s * 10 + sizeof d;
    s = s * 100 + sizeof(int[3][4]);
    s = s * 10 + sizeof(arr[0]);
    s = s * 10 + sizeof(1 + 1.0f);
    s = s * 10 + sizeof('a');
    return s;
}
