// expect: warning 5:9: 'LIMIT' macro redefined
// expect: error 8:25: identifier "missing" is undefined
// redefining a macro differently warns; the error after it is still reported
#define LIMIT 10
#define LIMIT 20
__global__ void k(int* out) {
    int LIMIT_ok = LIMIT;
    out[0] = LIMIT_ok + missing;
}
