// pre/post increment and decrement on ints, floats, pointers
__host__ __device__ long long run() {
    int i = 5;
    int a = i++;
    int b = ++i;
    int c = i--;
    int d = --i;
    float f = 1.5f;
    f++;
    ++f;
    double g = 0.25;
    g--;
    int arr[4] = {10, 20, 30, 40};
    int* p = arr;
    int x = *p++;
    int y = *++p;
    int z = (*p)++;
    long long s = a;
    s = s * 10 + b;
    s = s * 10 + c;
    s = s * 10 + d;
    s = s * 100 + (long long)(f * 10);
    s = s * 100 + (long long)(g * -100);
    s = s * 100 + x;
    s = s * 100 + y;
    s = s * 100 + z;
    s = s * 100 + arr[2];
    return s;
}
