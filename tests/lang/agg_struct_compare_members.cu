// comparing structs member by member, and sorting pairs lexicographically
struct Key {
    int major;
    unsigned minor;
};

__host__ __device__ bool less(const Key& a, const Key& b) { return a.major != b.major ? a.major < b.major : a.minor < b.minor; }

__host__ __device__ long long run() {
    Key ks[6] = {{2, 1}, {1, 5}, {2, 0}, {-1, 9}, {1, 2}, {2, 1}};
    for (int i = 1; i < 6; i++) {
        Key v = ks[i];
        int j = i - 1;
        while (j >= 0 && less(v, ks[j])) {
            ks[j + 1] = ks[j];
            j--;
        }
        ks[j + 1] = v;
    }
    long long s = 0;
    for (int i = 0; i < 6; i++) s = s * 100 + (ks[i].major + 1) * 10 + ks[i].minor;
    return s;
}
