// using aliases of function-pointer-free compound types, nested in namespaces
namespace types {
using byte = unsigned char;
using word = unsigned short;
using vec4 = float[4];
}

using types::byte;

__host__ __device__ long long run() {
    byte b = 250;
    types::word w = 65000;
    types::vec4 v = {0.5f, 1.5f, 2.5f, 3.5f};
    b += 10;
    w += 1000;
    float sum = 0;
    for (float x : v) sum += x;
    return b * 1000000LL + w * 10 + (long long)sum;
}
