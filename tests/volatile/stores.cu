// Stores through volatile lvalues: a pointer to volatile, a volatile global,
// compound assignment and increments, and the four members of a volatile
// float4 written one by one (a spin-wait's flag and payload, as a Barnes-Hut
// tree's cells are published to other blocks).
__device__ volatile int ready;

__global__ void publish(volatile float4 *cells, volatile int *counts, int k, float m)
{
    counts[k] = 3;
    cells[k].x = m;
    cells[k].y = m * 2.0f;
    cells[k].z = m * 3.0f;
    cells[k].w = m * 4.0f;
    counts[k + 1] += 2;
    ++counts[k + 2];
    counts[k + 3]--;
    ready = 1;
}
