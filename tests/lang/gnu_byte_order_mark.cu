// A UTF-8 byte order mark at the start of the file is skipped (issue 42,
// translation phase 1), as g++ and nvcc do.
__host__ __device__ long long run() { return 42; }
