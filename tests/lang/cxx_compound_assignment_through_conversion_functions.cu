// A compound assignment to a scalar whose right operand is a class object with a
// conversion function ([over.match.oper]/3, [over.built]/19): with no viable operator
// function, the built-in `L& operator/=(L&, R)` takes the converted value (a fast
// divisor class used as `x /= d`, as HeCBench's idivide does)
struct Divisor {
    int d;
    __host__ __device__ operator int() const { return d; }
};
// `/` has an operator function; `/=` does not, so it uses the conversion.
__host__ __device__ int operator/(int n, const Divisor& d) { return n / d.d + 1000; }

struct Scale {
    float f;
    __host__ __device__ operator float() const { return f; }
};

__host__ __device__ long long run() {
    Divisor d{7};
    int x = 100;
    x /= d;
    int y = 100 / d;
    long long z = 50;
    z += d;
    z %= Divisor{9};
    float w = 3;
    w *= Scale{2.5f};
    return ((long long)x * 10000 + y) * 1000 + z * 100 + (long long)w;
}
