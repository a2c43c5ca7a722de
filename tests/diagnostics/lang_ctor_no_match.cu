// expect: error 9:10: no instance of constructor "Cell::Cell" matches the argument list
// expect: error 10:10: no default constructor exists for class "Cell"
// a constructor call whose arguments match no constructor, and a class without a default constructor
struct Cell {
    int v;
    __device__ Cell(int a, int b) : v(a * b) {}
};
__global__ void k(int* out) {
    Cell a(1, 2, 3);
    Cell b;
    out[0] = a.v + b.v;
}
