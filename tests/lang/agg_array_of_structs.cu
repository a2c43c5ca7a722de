// arrays of structs, indexing and pointer walking
struct Item { int key; float val; };

__host__ __device__ long long run() {
    Item items[6];
    for (int i = 0; i < 6; i++) {
        items[i].key = i * 3;
        items[i].val = i * 0.5f;
    }
    Item* p = items;
    long long s = 0;
    for (Item* e = p + 6; p != e; ++p) s = s * 7 + p->key + (long long)(p->val * 2);
    s = s * 100 + sizeof(items) / sizeof(items[0]);
    return s;
}
