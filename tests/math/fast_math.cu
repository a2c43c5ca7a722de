// -use_fast_math: the standard single-precision functions become the
// intrinsics' approximate instructions (tests/fast_math.rs checks the PTX and
// runs this in ptxsim against the intrinsics' documented error bounds).
// a: angles in [-pi, pi], e: exponents, l: positive magnitudes.
extern "C" __global__ void fast(const float* a, const float* e, const float* l, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float ai = a[i], ei = e[i], li = l[i];
    float* o = y + 17 * i;
    o[0] = sinf(ai);
    o[1] = cosf(ai);
    o[2] = tanf(ai);
    sincosf(ai, &o[3], &o[4]);
    o[5] = expf(ei);
    o[6] = exp2f(ei);
    o[7] = exp10f(ei);
    o[8] = logf(li);
    o[9] = log2f(li);
    o[10] = log10f(li);
    o[11] = powf(li, ai);
    o[12] = li / (ai + 4.0f);
    o[13] = sqrtf(li);
    o[14] = rsqrtf(li);
    o[15] = 1.0f / li;
    o[16] = ai * ei + li;
}
