// arrays inside structs and structs inside arrays keep element alignment
struct Mixed {
    char tag;
    double vals[2];
    short s;
};
struct Wrap {
    Mixed m[3];
    char last;
};

__host__ __device__ long long run() {
    Wrap w;
    for (int i = 0; i < 3; i++) {
        w.m[i].tag = (char)('a' + i);
        w.m[i].vals[0] = i * 1.5;
        w.m[i].vals[1] = -i;
        w.m[i].s = (short)(i * 1000);
    }
    w.last = 'z';
    long long s = sizeof(Mixed);
    s = s * 1000 + sizeof(Wrap);
    s = s * 1000 + ((char*)&w.m[2].vals[1] - (char*)&w);
    s = s * 1000 + ((char*)&w.last - (char*)&w);
    double t = 0;
    for (int i = 0; i < 3; i++) t += w.m[i].vals[0] + w.m[i].vals[1] + w.m[i].s + w.m[i].tag;
    return s * 10000 + (long long)t;
}
