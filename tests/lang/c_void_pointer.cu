// void* round trips and char* views of objects
__host__ __device__ long long run() {
    int x = 0x11223344;
    void* vp = &x;
    int* ip = (int*)vp;
    unsigned char* bytes = (unsigned char*)&x;
    long long s = *ip;
    s = s * 1000 + bytes[0];
    s = s * 1000 + bytes[3];
    double d = 1.0;
    unsigned char* db = (unsigned char*)&d;
    s = s * 1000 + db[7];
    const void* cvp = vp;
    s = s * 10 + (cvp == (const void*)&x);
    return s;
}
