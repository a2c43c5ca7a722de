// __int128 and unsigned __int128 in device code (issue 17, seed 000's type
// table): i128 in the IR, 16 bytes aligned to 16, mangled n and o as nvcc
// mangles them; by-value parameters and results are 16-byte .param arrays
// aligned to 16 and globals 16-byte .b8 arrays, as in nvcc's PTX for this
// file. tests/types.rs checks the names, the PTX lines and ptxas.
static_assert(sizeof(__int128) == 16 && alignof(__int128) == 16, "__int128 layout");
static_assert(sizeof(unsigned __int128) == 16 && alignof(unsigned __int128) == 16, "layout");
static_assert((unsigned __int128)-1 > 0 && (__int128)-1 < 0, "signedness");

__device__ __int128 g = 5;

// A 128-bit member: its initializer's high half lands at byte 8.
struct Wide { __int128 x; int y; };
__device__ Wide w = {((__int128)1 << 70) + 9, 3};

__global__ void k(__int128* a, __int128* b) { b[0] = a[0] + a[1]; }

__device__ __noinline__ __int128 f(__int128 a) { return a * 3; }

__global__ void par(__int128 x, unsigned __int128 y, __int128* o) { o[0] = f(x) * y + g + w.x; }
