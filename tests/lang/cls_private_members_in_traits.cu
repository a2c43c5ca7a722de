// The type traits ask from outside a class: a constructor or assignment operator the
// class declares after `private:` or `protected:` does not make it constructible or
// assignable (a class that can be moved into but not move-constructed is not
// swappable, as libraries test it), while the public ones beside it still count.

struct NotMoveConstructible {
    __host__ __device__ NotMoveConstructible() {}
    __host__ __device__ NotMoveConstructible& operator=(NotMoveConstructible&&) { return *this; }

private:
    __host__ __device__ NotMoveConstructible(NotMoveConstructible&&);
};

struct Guarded {
    __host__ __device__ Guarded(int v) : v(v) {}
    __host__ __device__ Guarded& operator=(int x) {
        v = x;
        return *this;
    }
    int v;

protected:
    __host__ __device__ Guarded(double) : v(0) {}
    __host__ __device__ Guarded& operator=(const char*) { return *this; }

public:
    __host__ __device__ Guarded(const Guarded& o) : v(o.v) {}
};

__host__ __device__ long long run() {
    Guarded g(3);
    g = 5;
    Guarded h(g);
    long long bits = __is_constructible(NotMoveConstructible, NotMoveConstructible&&) +
                     2 * __is_assignable(NotMoveConstructible&, NotMoveConstructible&&) +
                     4 * __is_constructible(NotMoveConstructible) + 8 * __is_constructible(Guarded, int) +
                     16 * __is_constructible(Guarded, double) + 32 * __is_assignable(Guarded&, int) +
                     64 * __is_assignable(Guarded&, const char*) + 128 * __is_constructible(Guarded, const Guarded&);
    return bits * 100 + h.v;
}
