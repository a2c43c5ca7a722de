// const local arrays as lookup tables
__host__ __device__ int days_before(int month, bool leap) {
    const int days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    int s = 0;
    for (int m = 0; m < month; m++) s += days[m] + (m == 1 && leap);
    return s;
}

__host__ __device__ long long run() {
    const unsigned char hex[16] = {'0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c', 'd', 'e', 'f'};
    long long s = 0;
    for (int m = 0; m < 12; m++) s = s * 3 + days_before(m, m % 2);
    unsigned v = 0xC0FFEEu;
    for (int k = 0; k < 6; k++, v >>= 4) s = s * 7 + hex[v & 15];
    return s;
}
