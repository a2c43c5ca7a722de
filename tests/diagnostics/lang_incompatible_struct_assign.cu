// expect: error 8:9: a value of type "B" cannot be assigned to an entity of type "A"
// assigning one struct type to another
struct A { int x; };
struct B { int x; };
__global__ void k(int* out) {
    A a = {1};
    B b = {2};
    a = b;
    out[0] = a.x;
}
