// expect: error 6:34: "wid" is not a nonstatic data member or base class of class "Sz"
// a member initializer naming something that is not a member
struct Sz {
    int h;
    int area;
    __device__ Sz(int a) : h(a), wid(a), area(h * a) {}
};
__global__ void k(int* out) { Sz s(2); out[0] = s.area; }
