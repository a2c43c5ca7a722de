// Duff's device: case labels inside a do-while nested in the switch body
__host__ __device__ void duff_copy(int* to, const int* from, int count) {
    int n = (count + 7) / 8;
    switch (count % 8) {
    case 0: do { *to++ = *from++;
    case 7:      *to++ = *from++;
    case 6:      *to++ = *from++;
    case 5:      *to++ = *from++;
    case 4:      *to++ = *from++;
    case 3:      *to++ = *from++;
    case 2:      *to++ = *from++;
    case 1:      *to++ = *from++;
            } while (--n > 0);
    }
}

__host__ __device__ long long run() {
    int src[40], dst[40];
    long long s = 0;
    for (int count = 1; count <= 19; count++) {
        for (int i = 0; i < 40; i++) { src[i] = i * 7 + count; dst[i] = -1; }
        duff_copy(dst, src, count);
        for (int i = 0; i < 40; i++) s = (s * 3 + dst[i] + (i < count ? 0 : 1000)) % 1000000007;
    }
    return s;
}
