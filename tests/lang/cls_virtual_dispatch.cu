// virtual functions: calls through base pointers and references reach the final
// overrider (also several levels down, and a function not overridden in between);
// calls on objects of known type and qualified calls (`p->Base::describe()`) are
// direct; `override`, `final`; a virtual call inside a member function dispatches
// on `*this`; constructors and destructors see their own class's functions
__device__ long long g_seen = 0;
struct Animal {
    int legs;
    __host__ __device__ Animal(int l) : legs(l) { g_seen = g_seen * 10 + kind(); }
    __host__ __device__ virtual int kind() const { return 1; }
    __host__ __device__ virtual int sound(int times) const { return times * 10; }
    __host__ __device__ int describe() const { return kind() * 100 + legs; }
    __host__ __device__ virtual ~Animal() { g_seen = g_seen * 10 + kind(); }
};
struct Dog : Animal {
    int tricks;
    __host__ __device__ Dog(int t) : Animal(4), tricks(t) { g_seen = g_seen * 10 + kind(); }
    __host__ __device__ int kind() const override { return 2; }
    __host__ __device__ int sound(int times) const override { return times * 20 + tricks; }
    __host__ __device__ ~Dog() override { g_seen = g_seen * 10 + 7; }
};
struct Puppy final : Dog {
    __host__ __device__ Puppy() : Dog(1) {}
    __host__ __device__ int kind() const final { return 3; }
};
struct Bird : Animal {
    __host__ __device__ Bird() : Animal(2) {}
    __host__ __device__ int sound(int times) const override { return times * 3; }
};
__host__ __device__ int sum_sounds(Animal* const* zoo, int n) {
    int s = 0;
    for (int i = 0; i < n; i++) s = s * 7 + zoo[i]->sound(i + 1) + zoo[i]->kind();
    return s;
}
__host__ __device__ int by_ref(const Animal& a) { return a.sound(2) * 10 + a.kind(); }
__host__ __device__ void mix(unsigned long long& h, long long v) { h = h * 1000003ULL + (unsigned long long)v; }

__host__ __device__ long long run() {
    unsigned long long h = 0;
    {
        Dog d(5);
        Puppy p;
        Bird b;
        Animal a(6);
        mix(h, g_seen);
        g_seen = 0;
        Animal* zoo[4] = {&d, &p, &b, &a};
        mix(h, sum_sounds(zoo, 4));
        mix(h, by_ref(d) + by_ref(p) * 1000 + by_ref(b) * 1000000);
        mix(h, d.describe() + p.describe() * 1000 + b.describe() * 1000000);
        Animal* pa = &p;
        mix(h, pa->Animal::kind() * 10 + pa->kind());
        Dog& rd = p;
        mix(h, rd.sound(3) + rd.Dog::kind() * 1000);
    }
    mix(h, g_seen);
    return (long long)(h >> 2);
}
