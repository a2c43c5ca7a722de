// A class template member's default argument that does not compile for the instance's
// arguments is reported where a call uses it.
struct NoDefault {
    int id;
    __device__ explicit NoDefault(int i) : id(i) {}
};
template <class Base>
struct no_throw : Base {
    __device__ no_throw(const Base& other = Base()) : Base(other) {}
};
__global__ void k(int* out) {
    no_throw<NoDefault> ok(NoDefault(1));
    no_throw<NoDefault> bad;
    out[0] = ok.id + bad.id;
}
// expect: error 13:25: the default argument of this call does not compile: no default constructor exists for class "NoDefault"
