// arrays of unions and unions containing arrays
union Cell {
    int i;
    float f;
    unsigned char raw[4];
};

__host__ __device__ long long run() {
    Cell cells[4];
    cells[0].i = 1;
    cells[1].f = 2.0f;
    cells[2].raw[0] = 1;
    cells[2].raw[1] = 2;
    cells[2].raw[2] = 3;
    cells[2].raw[3] = 4;
    cells[3].i = -1;
    long long s = 0;
    for (int k = 0; k < 4; k++) s = s * 1000 + cells[k].raw[k];
    s = s * 100 + cells[2].i % 97;
    s = s * 100 + sizeof(cells);
    return s;
}
