// expect: error 8:14: "v" is not a namespace or class
// Only a namespace, a type or a template may come before `::`; a variable is found
// only when nothing else of its name is
enum dir { x };
__device__ void f(int* dir) {
    int v = 1;
    dir[0] = dir::x;
    dir[1] = v::x;
}
