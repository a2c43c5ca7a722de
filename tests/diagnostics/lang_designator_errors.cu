// expect: error 8:38: nested designators are not supported yet
// expect: error 9:14: class "P" has no field "w"
// expect: error 10:19: subscript out of range
// designators naming what does not exist (messages as nvcc words them) and a nested designator
// (which nvcc accepts and ptxc does not yet)
struct P { int x, y; };
__global__ void k(int* o) {
    P ps[2] = { [1] = { .y = 8 }, [0].x = 1 };
    P q = { .w = 1 };
    int a[2] = { [5] = 1 };
    o[0] = ps[0].x;
}
