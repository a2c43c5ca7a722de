// designated initializers for records: skipped fields are zero, nested lists, later items continue
struct P { int x, y, z; };
struct Q { P p; int a[3]; double d; };
struct R { char tag; short s; long long big; };

__host__ __device__ long long run() {
    P p = { .x = 1, .z = 3 };
    Q q = { .p = { .y = 2 }, .d = 1.5 };
    Q q2 = { .a = { 4, 5 }, .d = 2.0 };
    P after = { .y = 6, 7 };          // 7 goes to z
    R r = { .s = -9, .big = 1LL << 40 };
    long long s = p.x * 100 + p.y * 10 + p.z;
    s = s * 10 + q.p.x + q.p.y + q.p.z;
    s = s * 10 + (long long)(q.d * 2) + q.a[0] + q.a[2];
    s = s * 100 + q2.a[0] * 10 + q2.a[1] + q2.a[2] + q2.p.y;
    s = s * 10 + (long long)q2.d;
    s = s * 100 + after.x * 10 + after.z + after.y;
    s = s * 100 + r.tag + r.s + (r.big >> 38);
    return s;
}
