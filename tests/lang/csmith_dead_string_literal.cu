// Found by Csmith (seeds 14, 16, 22, 34 and 15 more of the first 150): a string
// literal used only by a function that global dead-code elimination removed left
// a constant naming its (removed) global in the module's constant pool, and PTX
// generation stopped with "malformed IR for PTX generation: constant ...: unknown
// global ...". Constants naming a removed global now become poison.
__device__ int g_keep = 3;

static __device__ const char *name_of(int k) {
    const char *s = "never used";
    return k ? s : "either";
}

__host__ __device__ long long run() { return g_keep * 7 + 1; }
