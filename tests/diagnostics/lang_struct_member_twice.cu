// expect: error 5:11: "a" has already been declared in the current scope
// a struct with two members of the same name
struct S {
    int a;
    float a;
};
__global__ void k(int* out) { out[0] = sizeof(S); }
