// class and struct keywords declare the same kind of type; unions in classes
class Sample {
public:
    int count;
    union {
        int i;
        float f;
    } value;
    double weight;
};

struct Holder {
    Sample samples[2];
};

__host__ __device__ long long run() {
    Holder h;
    h.samples[0].count = 3;
    h.samples[0].value.i = 77;
    h.samples[0].weight = 0.25;
    h.samples[1] = h.samples[0];
    h.samples[1].value.f = 1.5f;
    long long s = sizeof(Sample);
    s = s * 100 + sizeof(Holder);
    s = s * 1000 + h.samples[0].value.i;
    s = s * 100 + (long long)(h.samples[1].value.f * 10);
    s = s * 10 + h.samples[1].count;
    s = s * 100 + (long long)(h.samples[1].weight * 100);
    return s;
}
