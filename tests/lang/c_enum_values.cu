// enums with explicit and implicit values
enum Color { RED, GREEN = 5, BLUE, ALPHA = -2, BETA };
enum Small : unsigned char { S0 = 250, S1, S2 };

__host__ __device__ long long run() {
    long long s = RED;
    s = s * 10 + GREEN;
    s = s * 10 + BLUE;
    s = s * 10 + ALPHA;
    s = s * 10 + BETA;
    s = s * 1000 + S2;
    Color c = BLUE;
    int x = c + 1;
    s = s * 10 + x;
    s = s * 10 + sizeof(Small);
    return s;
}
