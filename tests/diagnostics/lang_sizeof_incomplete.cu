// expect: error 5:14: incomplete type "Later" is not allowed
// sizeof of an incomplete struct type
struct Later;
__global__ void k(unsigned long* out) {
    out[0] = sizeof(Later);
}
