// Thrust's random number engines and distributions in a kernel (<thrust/random.h>):
// each thread seeds a minstd_rand from its index, draws, skips ahead with discard
// (Thrust's modular-exponentiation path for c == 0), and draws integers in [0, 100)
// from a uniform_int_distribution over a default_random_engine. Including the header
// brings Thrust's stream operators of the engines (std::basic_ostream) and its
// friend declarations by qualified names (friend struct thrust::random::detail::...).
#include <thrust/random.h>

__global__ void thrust_random(const unsigned* seed, unsigned* raw, int* dist)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    thrust::minstd_rand rng(seed[0] + t);
    raw[t * 3 + 0] = rng();
    rng.discard(t * 7);
    raw[t * 3 + 1] = rng();
    thrust::default_random_engine other(seed[0] ^ t);
    thrust::uniform_int_distribution<int> d(0, 99);
    dist[t * 2 + 0] = d(other);
    dist[t * 2 + 1] = d(other);
    raw[t * 3 + 2] = other();
}
