// Found by Csmith (seeds 9, 20, 29, 44, 49, 52, 68, 92, 95, 103, 110, 119, 128
// and 129 of the first 150 'basic' programs): `==`, `!=`, the relational
// operators and `?:` on pointers that differ in qualifiers below the first
// level (`const long **` and `long **`) were rejected as "operand types are
// incompatible". C++ brings them to their composite pointer type, the
// cv-combined type (`const long *const *`); also with `void*`, a base class
// and a null pointer constant. Every result depends on the real addresses.
struct Base {
    int b;
};
struct Derived : Base {
    int d;
};

__device__ long g_a = 7;
__device__ long g_b = 9;

__host__ __device__ long long run() {
    long a = 1, b = 2;
    long* pa = &a;
    long* pb = &b;
    const long* cpa = &a;
    long** ppa = &pa;
    const long** cppa = &cpa;
    long long r = 0;
    // Same object seen through differently qualified pointers.
    r = r * 2 + (cppa == ppa) + (ppa != cppa) + (*cppa == *ppa);
    r = r * 2 + ((const long* const*)ppa == ppa);
    long** pp2 = &pb;
    r = r * 2 + (cppa < pp2 || cppa > pp2) + (cppa <= ppa) + (ppa >= cppa);
    // ?: yields the cv-combined type `const long *const *`.
    for (int c = 0; c < 2; c++) {
        auto sel = c ? cppa : pp2;
        r = r * 3 + (int)**sel;
        const long* const* same = sel;
        r = r * 3 + (same == sel);
    }
    // Three levels: `int *const **` and `int ***`.
    int x = 5, y = 6;
    int* px = &x;
    int* py = &y;
    int** ppx = &px;
    int** ppy = &py;
    int* const* cppx = ppx;
    int* const** c3 = &cppx;
    int*** m3 = &ppy;
    r = r * 2 + (c3 == m3) + (c3 != m3);
    int* const* const* sel3 = (x > y) ? c3 : m3;
    r = r * 10 + ***sel3;
    // `const int **` and `int *const *` combine to `const int *const *`.
    const int* cpx = &x;
    const int** ci = &cpx;
    int* const* icp = &px;
    r = r * 2 + (ci == icp) + (*ci == *icp);
    const int* const* both = (y > x) ? ci : icp;
    r = r * 10 + **both;
    // With void*: the composite is `const void *`.
    const void* vp = &a;
    r = r * 2 + (vp == cpa) + (pa == vp);
    const void* vsel = a < b ? vp : pb;
    r = r * 2 + (vsel == &a);
    // A pointer to a class and a pointer to its base: a pointer to the base.
    Derived d;
    d.b = 3;
    d.d = 4;
    Derived* pd = &d;
    const Base* pbase = &d;
    r = r * 2 + (pbase == pd) + (pd != pbase);
    r = r * 10 + (a < b ? pd : pbase)->b;
    // A null pointer constant takes the other operand's type.
    const long* const* nul = 0;
    r = r * 2 + (nul == 0) + (cppa != 0) + (0 == nul);
    const long* const* pick = a > b ? nul : cppa;
    r = r * 10 + (int)**pick;
    // Globals through qualified pointers.
    long* gp = &g_a;
    const long* cgp = &g_b;
    long** gpp = &gp;
    const long** cgpp = &cgp;
    r = r * 100 + **(g_a < g_b ? cgpp : gpp);
    return r;
}
