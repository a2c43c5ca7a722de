// struct layout: padding and sizeof follow the C ABI
struct A { char c; int i; };
struct B { char c; double d; char e; };
struct C { short s; char c; };
struct D { char a, b, c; };
struct E { long long x; char y; };

__host__ __device__ long long run() {
    long long s = sizeof(A);
    s = s * 100 + sizeof(B);
    s = s * 100 + sizeof(C);
    s = s * 100 + sizeof(D);
    s = s * 100 + sizeof(E);
    A a;
    s = s * 100 + ((char*)&a.i - (char*)&a);
    B b;
    s = s * 100 + ((char*)&b.e - (char*)&b);
    return s;
}
