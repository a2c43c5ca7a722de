// a fixed-size array class: operator[] with const and non-const overloads, size(),
// a member function taking the class by const reference, and unary/compound operators
struct Arr8 {
    int v[8];
    __host__ __device__ int& operator[](int i) { return v[i]; }
    __host__ __device__ const int& operator[](int i) const { return v[i]; }
    __host__ __device__ int size() const { return 8; }
    __host__ __device__ int dot(const Arr8& o) const {
        int s = 0;
        for (int i = 0; i < size(); i++) s += (*this)[i] * o[i];
        return s;
    }
    __host__ __device__ Arr8 operator-() const {
        Arr8 r;
        for (int i = 0; i < 8; i++) r[i] = -v[i];
        return r;
    }
    __host__ __device__ Arr8& operator*=(int k) {
        for (int i = 0; i < 8; i++) v[i] *= k;
        return *this;
    }
    __host__ __device__ bool operator!=(const Arr8& o) const {
        for (int i = 0; i < 8; i++)
            if (v[i] != o.v[i]) return true;
        return false;
    }
};

__host__ __device__ long long run() {
    Arr8 a, b;
    for (int i = 0; i < a.size(); i++) {
        a[i] = i + 1;
        b[i] = 8 - i;
    }
    const Arr8& cb = b;
    int first = cb[0];
    a *= 3;
    Arr8 n = -b;
    return a.dot(b) * 1000 + n.dot(a) + first * 10 + (a != b) + (a != a) * 7 + (-n).dot(b);
}
