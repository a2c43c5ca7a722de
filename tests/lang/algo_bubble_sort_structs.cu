// sorting an array of structs by key with struct swaps
struct Rec { int key; short tag; };

__host__ __device__ long long run() {
    Rec r[12];
    for (int i = 0; i < 12; i++) {
        r[i].key = (i * 37 + 11) % 23;
        r[i].tag = (short)i;
    }
    for (int i = 0; i < 12; i++)
        for (int j = 0; j + 1 < 12 - i; j++)
            if (r[j].key > r[j + 1].key) {
                Rec t = r[j];
                r[j] = r[j + 1];
                r[j + 1] = t;
            }
    long long s = 0;
    for (int i = 0; i < 12; i++) s = s * 13 + r[i].tag;
    return s;
}
