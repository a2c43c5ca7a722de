// narrow integers converted back and forth: sext/zext of a trunc to the
// source's width is one cvt on the wide register in PTX, and a trunc of that
// is the first trunc again (a selection shortcut once read a register the
// first trunc no longer wrote)
__host__ __device__ __noinline__ int mix(int v, unsigned w) {
    signed char a = (signed char)v;
    int wide = a;
    signed char back = (signed char)wide;
    unsigned char ua = (unsigned char)w;
    unsigned uwide = ua;
    unsigned char uback = (unsigned char)uwide;
    short s = (short)v;
    long long ls = s;
    short sback = (short)ls;
    char buf[4] = {back, (char)uback, (char)sback, 0};
    return buf[0] * 1000003 + buf[1] * 1009 + buf[2] * 7 + wide + (int)uwide + (int)ls;
}

__host__ __device__ long long run() {
    const int vs[] = {0, 1, -1, 127, 128, -129, 255, 256, 0x12345678, -0x7FFF1234, 40000, -40000};
    unsigned long long h = 0;
    for (int i = 0; i < 12; i++)
        h = h * 31 + (unsigned long long)mix(vs[i], (unsigned)vs[11 - i] * 2654435761u);
    return (long long)h;
}
