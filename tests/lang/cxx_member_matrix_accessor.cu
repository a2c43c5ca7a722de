// a matrix accessor class: operator() returning a reference (writes) and a const overload (reads)
struct Mat {
    float data[12];
    int rows, cols;
    __host__ __device__ float& operator()(int r, int c) { return data[r * cols + c]; }
    __host__ __device__ float operator()(int r, int c) const { return data[r * cols + c] + 0.5f; }
    __host__ __device__ int size() const { return rows * cols; }
};

__host__ __device__ float trace(const Mat& m) {
    float t = 0;
    for (int i = 0; i < m.rows && i < m.cols; i++) t += m(i, i);  // const overload
    return t;
}

__host__ __device__ long long run() {
    Mat m;
    m.rows = 3;
    m.cols = 4;
    for (int r = 0; r < m.rows; r++)
        for (int c = 0; c < m.cols; c++) m(r, c) = r * 10 + c;  // non-const overload
    m(2, 2) += 100;
    Mat* p = &m;
    float s = (*p)(1, 3) + trace(m);
    return (long long)(s * 2) * 100 + m.size();
}
