// expect: error 8:43: too many initializer values
// expect: error 9:33: list-initialization of an object type "void" is not allowed because the type is incomplete
// expect: error 11:23: too many initializer values
// brace lists as values: too many for the returned aggregate or for an array of
// objects with constructors, and `return {...};` in a void function (nvcc's texts)
struct Pair { int a, b; };
struct V { int x; __device__ V(int a) : x(a) {} };
__device__ Pair mk(int a) { return {a, 2, 3}; }
__device__ void none() { return {1}; }
__global__ void k(int* o) {
    V arr[2] = {1, 2, 3};
    o[0] = mk(1).a + arr[0].x;
}
