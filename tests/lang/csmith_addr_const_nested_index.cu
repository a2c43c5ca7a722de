// Found by Csmith (seeds 10, 45, 71, 88 and 108 of the first 150): a static pointer
// initialized with the address of an element of a multi-dimensional array
// (`&g_76[6][2][2]`), or with a row of one decayed to a pointer (`g_18[1]`), was
// emitted as null (`.u64 g_75 = 0`), and so was every pointer of an array holding
// such addresses; the programs then read and wrote address 0. nvcc emits
// `generic(g_76)+776`. Also pointers to pointer elements (`&g_41[5][2][3]`).
__device__ int g_cube[2][3][4] = {{{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}},
                                  {{13, 14, 15, 16}, {17, 18, 19, 20}, {21, 22, 23, 24}}};
__device__ int g_flat[5] = {100, 200, 300, 400, 500};
__device__ unsigned char g_rows[2][8] = {{0xB1, 0x4C}, {1, 2, 3, 4, 5, 6, 7, 8}};

__device__ int *g_last_row = &g_cube[1][2][0];
__device__ int *g_second = &g_cube[0][0][1];
__device__ int *g_row_decayed = g_cube[1][2];
__device__ int (*g_plane_row)[4] = g_cube[1];
__device__ int *g_one_dim = &g_flat[3];
__device__ unsigned char *const g_byte = &g_rows[1][6];
__device__ int *g_table[2][3] = {{&g_cube[1][1][3], nullptr, &g_flat[0]}, {&g_cube[0][2][2], &g_cube[1][0][0], nullptr}};
__device__ int **g_into_table[3] = {&g_table[1][1], &g_table[0][2], &g_table[1][0]};

__host__ __device__ long long run() {
    unsigned long long r = *g_last_row;
    r = r * 31 + *g_second;
    r = r * 31 + g_row_decayed[3];
    r = r * 31 + g_plane_row[2][1];
    r = r * 31 + *g_one_dim;
    r = r * 31 + *g_byte;
    for (int i = 0; i < 2; ++i)
        for (int j = 0; j < 3; ++j) r = r * 7 + (g_table[i][j] ? *g_table[i][j] : -1);
    for (int k = 0; k < 3; ++k) r = r * 5 + **g_into_table[k];
    // Writes through them land in the right objects.
    *g_last_row += 1000;
    **g_into_table[0] += 7;
    r = r * 3 + g_cube[1][2][0] + g_cube[1][0][0];
    return (long long)r;
}
