// class with public data members is laid out like a struct
class Pt {
public:
    int x;
    int y;
    double w;
};

__host__ __device__ long long run() {
    Pt p;
    p.x = 3;
    p.y = -4;
    p.w = 2.5;
    Pt q = p;
    q.x *= 10;
    return (long long)sizeof(Pt) * 100000 + q.x * 1000 + p.x * 100 + (long long)(q.w * 4) - q.y;
}
