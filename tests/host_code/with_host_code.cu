// Kernels next to host code ptxc cannot check: headers of every host family, host
// functions and declarations that use them, and a host main that launches the kernels.
// device_only.cu has the same device code alone; their PTX must be identical.
#include <fstream>
#include <map>
#include <memory>
#include <thread>
#include <unistd.h>
#include <sys/time.h>
#include <GL/gl.h>
#include <EGL/egl.h>
#include <vulkan/vulkan.h>
#include <mpi.h>
#include <omp.h>
#include "kernels.cuh"

struct HostConfig {
    std::string name;
    std::map<std::string, int> options;
};

static std::unique_ptr<HostConfig> g_config;
GLuint g_texture;

template <typename... Args> void log_all(const char* fmt, Args... args) { printf(fmt, args...); }

double now_seconds() {
    timeval tv;
    gettimeofday(&tv, nullptr);
    return tv.tv_sec + tv.tv_usec * 1e-6;
}

int main(int argc, char** argv) {
    std::ifstream in(argv[1]);
    std::map<int, float> table;
    MPI_Init(&argc, &argv);
    float* d = nullptr;
    cudaMalloc(&d, 256 * sizeof(float));
    scale<<<1, 256>>>(d, 2.0f, 256);
    add_offset<<<1, 256>>>(d, 256);
    #pragma omp parallel for
    for (int i = 0; i < 4; ++i) table[i] = omp_get_thread_num();
    log_all("%f\n", now_seconds());
    glBindTexture(GL_TEXTURE_2D, g_texture);
    return 0;
}
