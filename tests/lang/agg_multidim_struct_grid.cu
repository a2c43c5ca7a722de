// 2-D arrays of structs and pointer-to-row parameters
struct Px {
    unsigned char r, g, b;
};

__host__ __device__ unsigned brightness(Px (*img)[4], int rows) {
    unsigned s = 0;
    for (int y = 0; y < rows; y++)
        for (int x = 0; x < 4; x++) s += img[y][x].r * 3u + img[y][x].g * 5u + img[y][x].b;
    return s;
}

__host__ __device__ long long run() {
    Px img[3][4];
    for (int y = 0; y < 3; y++)
        for (int x = 0; x < 4; x++) {
            img[y][x].r = (unsigned char)(y * 50 + x);
            img[y][x].g = (unsigned char)(x * 60);
            img[y][x].b = (unsigned char)(255 - y * x * 20);
        }
    return brightness(img, 3) * 100 + sizeof(img);
}
