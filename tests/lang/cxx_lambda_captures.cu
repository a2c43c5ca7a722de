// lambda captures: by copy ([=], [x]), by reference ([&], [&y]) with mutation through
// the reference, init-captures, mutable copies that leave the original unchanged
__host__ __device__ long long run() {
    int a = 3, b = 4;
    long long r = 0;
    auto add = [=](int x) { return a + b + x; };
    a = 100;  // the copy taken above is unaffected
    r = add(1);
    auto inc = [&](int by) { a += by; b *= 2; };
    inc(5);
    inc(1);
    r = (r * 131 + a) % 1000000007;
    r = (r * 131 + b) % 1000000007;
    int c = 7;
    auto mix = [c, &a](int k) { a -= k; return c * k; };
    r = (r * 131 + mix(3)) % 1000000007;
    r = (r * 131 + a) % 1000000007;
    auto init = [v = c + 1, &w = b](int k) { w += k; return v * k; };
    r = (r * 131 + init(2)) % 1000000007;
    r = (r * 131 + b) % 1000000007;
    auto counter = [n = 0]() mutable { n += 1; return n; };
    counter();
    counter();
    r = (r * 131 + counter()) % 1000000007;
    int m = 5;
    auto bump = [m]() mutable { m += 10; return m; };
    r = (r * 131 + bump()) % 1000000007;
    r = (r * 131 + bump()) % 1000000007;
    r = (r * 131 + m) % 1000000007;
    return r;
}
