#!/usr/bin/env python3
"""NVIDIA's Python bindings running a JIT program end to end without a GPU: the kernel is
compiled by ptxc's NVRTC (`cuda.bindings.nvrtc`) and launched through ptxsim's driver
library (`cuda.bindings.driver`, which finds every entry point with cuGetProcAddress in
the libcuda.so.1 that scripts/nvrtc-clients.sh puts on LD_LIBRARY_PATH).

Checks device queries, a module from PTX, memory copies, a launch with argument
pointers, a __constant__ variable written through cuModuleGetGlobal, events, and an
error name. Exits non-zero on the first failure.
"""

import ctypes
import struct
import sys

from cuda.bindings import driver, nvrtc

SRC = r"""
__constant__ float bias;
extern "C" __global__ void axpb(float a, const float* x, float* y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i] + bias;
}
"""


def ok(result, what):
    err = result[0]
    if int(err) != 0:
        raise SystemExit(f"FAIL {what}: {err}")
    print(f"ok   {what}")
    return result[1] if len(result) == 2 else result[1:]


def main():
    prog = ok(nvrtc.nvrtcCreateProgram(SRC.encode(), b"axpb.cu", 0, [], []), "nvrtcCreateProgram")
    opts = [b"--gpu-architecture=compute_80"]
    (err,) = nvrtc.nvrtcCompileProgram(prog, len(opts), opts)
    if err != nvrtc.nvrtcResult.NVRTC_SUCCESS:
        raise SystemExit(f"FAIL compile: {err}")
    size = ok(nvrtc.nvrtcGetPTXSize(prog), "nvrtcGetPTXSize")
    ptx = b" " * size
    ok(nvrtc.nvrtcGetPTX(prog, ptx), "nvrtcGetPTX")

    (err,) = driver.cuInit(0)
    if int(err) != 0:
        raise SystemExit(f"FAIL cuInit: {err}")
    dev = ok(driver.cuDeviceGet(0), "cuDeviceGet")
    major = ok(
        driver.cuDeviceGetAttribute(driver.CUdevice_attribute.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, dev),
        "cuDeviceGetAttribute",
    )
    if major != 8:
        raise SystemExit(f"FAIL compute capability major {major}")
    ctx = ok(driver.cuDevicePrimaryCtxRetain(dev), "cuDevicePrimaryCtxRetain")
    ok(driver.cuCtxSetCurrent(ctx), "cuCtxSetCurrent")
    module = ok(driver.cuModuleLoadData(ptx), "cuModuleLoadData")
    kernel = ok(driver.cuModuleGetFunction(module, b"axpb"), "cuModuleGetFunction")
    bias_ptr, bias_size = ok(driver.cuModuleGetGlobal(module, b"bias"), "cuModuleGetGlobal")
    if bias_size != 4:
        raise SystemExit(f"FAIL bias is {bias_size} bytes")

    n = 1000
    x = struct.pack(f"{n}f", *[float(i) for i in range(n)])
    y = struct.pack(f"{n}f", *[1.0] * n)
    dx = ok(driver.cuMemAlloc(4 * n), "cuMemAlloc x")
    dy = ok(driver.cuMemAlloc(4 * n), "cuMemAlloc y")
    ok(driver.cuMemcpyHtoD(dx, x, 4 * n), "cuMemcpyHtoD x")
    ok(driver.cuMemcpyHtoD(dy, y, 4 * n), "cuMemcpyHtoD y")
    ok(driver.cuMemcpyHtoD(bias_ptr, struct.pack("f", 0.5), 4), "cuMemcpyHtoD bias")

    stream = ok(driver.cuStreamCreate(0), "cuStreamCreate")
    start = ok(driver.cuEventCreate(0), "cuEventCreate start")
    stop = ok(driver.cuEventCreate(0), "cuEventCreate stop")
    ok(driver.cuEventRecord(start, stream), "cuEventRecord start")
    a = ctypes.c_float(2.0)
    px, py = ctypes.c_uint64(int(dx)), ctypes.c_uint64(int(dy))
    cn = ctypes.c_int(n)
    params = (ctypes.c_void_p * 4)(*[ctypes.addressof(v) for v in (a, px, py, cn)])
    ok(driver.cuLaunchKernel(kernel, 4, 1, 1, 256, 1, 1, 0, stream, ctypes.addressof(params), 0), "cuLaunchKernel")
    ok(driver.cuEventRecord(stop, stream), "cuEventRecord stop")
    ok(driver.cuStreamSynchronize(stream), "cuStreamSynchronize")
    ms = ok(driver.cuEventElapsedTime(start, stop), "cuEventElapsedTime")
    if ms < 0:
        raise SystemExit(f"FAIL elapsed time {ms}")

    out = bytearray(4 * n)
    ok(driver.cuMemcpyDtoH(out, dy, 4 * n), "cuMemcpyDtoH")
    got = struct.unpack(f"{n}f", bytes(out))
    want = [2.0 * i + 1.0 + 0.5 for i in range(n)]
    if list(got) != want:
        bad = next(i for i in range(n) if got[i] != want[i])
        raise SystemExit(f"FAIL y[{bad}] = {got[bad]}, want {want[bad]}")
    print("ok   axpb computed y = 2x + 1 + bias on ptxsim")

    err, name = driver.cuGetErrorName(driver.CUresult.CUDA_ERROR_ILLEGAL_ADDRESS)
    if name != b"CUDA_ERROR_ILLEGAL_ADDRESS":
        raise SystemExit(f"FAIL error name {name}")
    for p in (dx, dy):
        ok(driver.cuMemFree(p), "cuMemFree")
    ok(driver.cuModuleUnload(module), "cuModuleUnload")
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
