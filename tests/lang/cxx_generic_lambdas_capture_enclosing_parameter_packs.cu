// A generic lambda with a capture default that names a function parameter pack of the
// enclosing function only in an expansion with its own parameter pack
// (`(load(ins, inputs), ...)`, as CUB's vectorized transform kernel loads each input):
// each of the enclosing pack's parameters is captured.
template <class T> struct Tile { T v[4]; };

template <class... Ptrs> __host__ __device__ long long combine(Ptrs... ins) {
    long long out = 0;
    auto provide = [&](auto... tiles) {
        auto load = [](auto in, auto& tile) {
            for (int i = 0; i < 4; ++i) tile.v[i] = in[i];
        };
        (load(ins, tiles), ...);
        for (int i = 0; i < 4; ++i) out = out * 10 + (tiles.v[i] + ...);
    };
    provide(Tile<int>{}, Tile<short>{});
    return out;
}

__host__ __device__ long long run() {
    int a[4] = {1, 2, 3, 4};
    short b[4] = {0, 1, 1, 2};
    return combine(a, b);
}
