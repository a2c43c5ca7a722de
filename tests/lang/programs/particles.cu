// Particle update over an array of structs, with device helper functions taking references.
#include <cuda_runtime.h>
#include <stdio.h>

struct Particle {
    float x, y, vx, vy;
    int bounces;
};

struct Params {
    float dt;
    float gravity;
    float floor_y;
    float damping;
};

__device__ void integrate(Particle& p, float dt, float gravity) {
    p.vy -= gravity * dt;
    p.x += p.vx * dt;
    p.y += p.vy * dt;
}

__device__ void collide(Particle& p, float floor_y, float damping) {
    if (p.y < floor_y) {
        p.y = floor_y;
        p.vy = -p.vy * damping;
        p.bounces++;
    }
}

__global__ void step(Particle* ps, int n, int steps, float dt, float gravity, float floor_y, float damping) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Particle p = ps[i];
    for (int s = 0; s < steps; s++) {
        integrate(p, dt, gravity);
        collide(p, floor_y, damping);
    }
    ps[i] = p;
}

__global__ void count_bounces(const Particle* ps, int n, int* total) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(total, ps[i].bounces);
}

int main() {
    const int n = 256;
    Particle h[n];
    for (int i = 0; i < n; i++) {
        Particle p = {0.0f, 1.0f + i * 0.25f, 1.0f, 0.0f, 0};
        h[i] = p;
    }
    Params hp = {0.125f, 9.75f, 0.0f, 0.5f};
    Particle* d;
    int* total;
    cudaMalloc(&d, sizeof(h));
    cudaMalloc(&total, sizeof(int));
    cudaMemset(total, 0, sizeof(int));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    step<<<(n + 63) / 64, 64>>>(d, n, 40, hp.dt, hp.gravity, hp.floor_y, hp.damping);
    count_bounces<<<(n + 63) / 64, 64>>>(d, n, total);
    int t = 0;
    cudaMemcpy(&t, total, sizeof(int), cudaMemcpyDeviceToHost);
    printf("%d bounces\n", t);
    cudaFree(d);
    cudaFree(total);
    return 0;
}
