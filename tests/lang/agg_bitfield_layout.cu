// bit-field layout as the x86-64 System V ABI gives it: units of the declared type,
// fields that would cross a unit boundary move to the next unit, zero-width and unnamed
// bit-fields, char/short/long long units, ordinary members after bit-fields, unions
struct A { unsigned a : 4; unsigned b : 30; };
struct B { char c; int x : 4; };
struct C { char x : 4; char y : 4; char z : 1; };
struct D { short s : 9; short t : 9; };
struct E { int a : 3; int : 0; int b : 3; };
struct F { unsigned long long a : 33; unsigned long long b : 33; };
struct G { int a : 5; int : 7; char c; };
struct H { char c; long long x : 12; };
union U { int a : 3; unsigned long long b : 40; };
struct I { int x; unsigned char f : 1; };

__host__ __device__ long long run() {
    long long s = 0;
    s = s * 17 + sizeof(A);
    s = s * 17 + sizeof(B);
    s = s * 17 + sizeof(C);
    s = s * 17 + sizeof(D);
    s = s * 17 + sizeof(E);
    s = s * 17 + sizeof(F);
    s = s * 17 + sizeof(G);
    s = s * 17 + sizeof(H);
    s = s * 17 + sizeof(U);
    s = s * 17 + sizeof(I);
    s = s * 7 + alignof(B);
    s = s * 7 + alignof(C);
    s = s * 7 + alignof(F);
    G g;
    s = s * 11 + ((char*)&g.c - (char*)&g);
    H h;
    h.c = 1;
    h.x = -5;
    F f = {0x1ffffffffULL, 3};
    s = s * 13 + h.x + (long long)(f.a >> 20) + (long long)f.b;
    return s;
}
