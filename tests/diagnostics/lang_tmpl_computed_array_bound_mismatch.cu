// expect: error 10:24: a reference of type "int (&)[4]" cannot be initialized with a value of type "int [6]"
// An array parameter whose bound the template's arguments compute takes only an
// array of that many elements
template <int N, int S>
__device__ int first(int (&a)[N * S]) {
    return a[0];
}
__device__ int f() {
    int a[6] = {};
    return first<2, 2>(a);
}
