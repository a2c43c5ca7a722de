// arrays of string pointers and 2-D char arrays
__host__ __device__ long long run() {
    const char* names[] = {"zero", "one", "two", "three", "four"};
    char grid[3][6] = {"abc", "defgh", ""};
    long long s = 0;
    for (int i = 0; i < 5; i++)
        for (const char* p = names[i]; *p; p++) s = s * 3 + (*p - 'a');
    for (int r = 0; r < 3; r++)
        for (int c = 0; c < 6; c++) s = s * 2 + (grid[r][c] != 0);
    s = s * 100 + sizeof(grid);
    return s;
}
