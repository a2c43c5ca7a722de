// Structured bindings (C++17): names for the elements of an array, the data
// members of a class (or of its one base that has them), by copy, by
// reference and by forwarding reference, also as range-for variables. Each
// name is an alias of its element: writes through a reference binding reach
// the object, bit-fields read and write as bit-fields, a copy is a copy.
struct Pair { int first; long long second; };
struct Bits { unsigned lo : 4; unsigned : 2; unsigned hi : 6; };
struct Base { short a; short b; };
struct Derived : Base { static const int ignored = 5; };
struct Vec3 { float x, y, z; };

__host__ __device__ Pair make_pair(int f, long long s) { return Pair{f, s}; }

__host__ __device__ Vec3 scaled(Vec3 v, float k) {
    auto [x, y, z] = v;
    return Vec3{x * k, y * k, z * k};
}

__host__ __device__ long long run() {
    long long r = 0;

    int arr[3] = {4, 5, 6};
    auto [a0, a1, a2] = arr;      // a copy of the array
    a0 = 40;
    r += arr[0] * 100 + a0 + a1 * a2;      // 400 + 40 + 30

    auto& [r0, r1, r2] = arr;     // aliases of arr's elements
    r1 = 50;
    r += arr[1] + r0 + r2;                 // 50 + 4 + 6

    Pair p = make_pair(7, 1000000000000LL);
    auto [f, s] = p;
    f += 1;
    r += f + s / 1000000000 + p.first;     // 8 + 1000 + 7

    auto& [pf, ps] = p;
    pf = 70;
    ps += 1;
    r += p.first + p.second % 1000;        // 70 + 1

    const auto& [cf, cs] = make_pair(3, 9);  // lifetime-extended temporary
    r += cf * cs;                          // 27

    auto&& [mf, ms] = make_pair(11, 12);
    mf *= 2;
    r += mf + ms;                          // 22 + 12

    Bits bits = {9, 33};
    auto& [lo, hi] = bits;
    lo = 15;
    hi += 1;
    r += bits.lo * 100 + bits.hi;          // 1500 + 34

    Derived d;
    d.a = 3;
    d.b = 4;
    auto [da, db] = d;
    r += da * db;                          // 12

    Vec3 v = scaled(Vec3{1.0f, 2.0f, 3.0f}, 2.0f);
    auto [vx, vy, vz] = v;
    r += (long long)(vx + vy * 10 + vz * 100); // 2 + 40 + 600

    Pair ps_arr[3] = {{1, 10}, {2, 20}, {3, 30}};
    for (auto [k, val] : ps_arr)
        r += k * val;                      // 10 + 40 + 90
    for (auto& [k, val] : ps_arr)
        val = k;
    for (const auto& [k, val] : ps_arr)
        r += k + val;                      // 2 + 4 + 6

    int grid[2][2] = {{1, 2}, {3, 4}};
    auto& [row0, row1] = grid;             // elements that are arrays
    decltype(a1) copy = row1[1] + row0[0];  // decltype names the element type
    r += copy;                             // 5

    auto [x1, y1] = arr[0] > 10 ? Pair{1, 2} : Pair{3, 4};
    r = r * 10 + x1 + y1;                  // r * 10 + 3
    return r;
}
