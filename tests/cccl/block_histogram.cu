// cub::BlockHistogram of 8-bit samples into 256 bins, one histogram per block
// (blocks of 128 threads, 4 samples each), with the atomic and the sort algorithms.
#include <cub/block/block_histogram.cuh>

template <cub::BlockHistogramAlgorithm ALGO>
__device__ void histogram(const unsigned char* in, unsigned* out)
{
    using Hist = cub::BlockHistogram<unsigned char, 128, 4, 256, ALGO>;
    __shared__ typename Hist::TempStorage temp;
    __shared__ unsigned bins[256];
    unsigned char samples[4];
    for (int k = 0; k < 4; ++k)
        samples[k] = in[(blockIdx.x * 128 + threadIdx.x) * 4 + k];
    Hist(temp).Histogram(samples, bins);
    __syncthreads();
    for (int b = threadIdx.x; b < 256; b += 128)
        out[blockIdx.x * 256 + b] = bins[b];
}

extern "C" __global__ void histogram_atomic(const unsigned char* in, unsigned* out)
{
    histogram<cub::BLOCK_HISTO_ATOMIC>(in, out);
}

extern "C" __global__ void histogram_sort(const unsigned char* in, unsigned* out)
{
    histogram<cub::BLOCK_HISTO_SORT>(in, out);
}
