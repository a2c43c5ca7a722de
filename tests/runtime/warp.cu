// Warp-level builtins. Launch: grid 1, block 64; in[64] = i * 37 % 101, out[64 * 18].
__global__ void warp(const int* in, unsigned* out, double* dout)
{
    int t = threadIdx.x;
    int v = in[t];
    unsigned* o = out + 18 * t;
    o[0] = __shfl_sync(0xffffffffu, v, (t * 5) & 31);
    o[1] = __shfl_up_sync(0xffffffffu, v, 3);
    o[2] = __shfl_down_sync(0xffffffffu, v, 5, 16);
    o[3] = __shfl_xor_sync(0xffffffffu, v, 6);
    o[4] = __ballot_sync(0xffffffffu, v & 1);
    o[5] = __all_sync(0xffffffffu, v >= 0) + 2 * __any_sync(0xffffffffu, v == 40) + 4 * __uni_sync(0xffffffffu, v & 1);
    o[6] = __activemask();
    o[7] = __match_any_sync(0xffffffffu, v % 3);
    int pred;
    o[8] = __match_all_sync(0xffffffffu, t / 32, &pred);
    o[9] = pred;
    o[10] = __lanemask_lt();
    o[11] = __lanemask_ge();
    float f = __shfl_down_sync(0xffffffffu, (float)v * 0.5f, 1);
    o[12] = (unsigned)(f * 2.0f);
    unsigned long long q = __shfl_xor_sync(0xffffffffu, (unsigned long long)v << 40 | (unsigned)t, 1);
    o[13] = (unsigned)(q >> 40) + (unsigned)(q & 0xff) * 1000u;
    dout[t] = __shfl_sync(0xffffffffu, (double)v * 0.25, 0);
    __syncwarp();
    __syncwarp(0xffffffffu);
    o[14] = __match_any_sync(0xffffffffu, (float)(v % 5) * 0.5f);
    o[15] = __match_all_sync(0xffffffffu, (double)(t / 32), &pred) + (unsigned)pred;
    // long and unsigned long have their own overloads (gpugen seed 14 found them missing).
    o[16] = __match_any_sync(0xffffffffu, (long)(v % 3) - 1);
    o[17] = __match_all_sync(0xffffffffu, (unsigned long)(t / 32) << 33, &pred) + (unsigned)pred;
}
