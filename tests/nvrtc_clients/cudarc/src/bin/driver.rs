//! cudarc running a JIT program end to end without a GPU: the kernel is compiled by
//! ptxc's NVRTC (`cudarc::nvrtc`) and launched through ptxsim's driver library
//! (`cudarc::driver`, loading libcuda.so from LD_LIBRARY_PATH; scripts/nvrtc-clients.sh).
//! Exits non-zero on the first failure.

use cudarc::driver::{CudaContext, LaunchConfig, PushKernelArg};
use cudarc::nvrtc::{compile_ptx_with_opts, CompileOptions};

const KERNELS: &str = r#"
extern "C" __global__ void saxpy(float a, const float* x, float* y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}
extern "C" __global__ void histogram(const unsigned* v, int n, unsigned* bins) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&bins[v[i] % 16], 1u);
}
"#;

fn main() {
    let opts = CompileOptions {
        arch: Some("compute_80"),
        ..Default::default()
    };
    let ptx = compile_ptx_with_opts(KERNELS, opts).expect("ptxc's NVRTC compiles the kernels");
    let ctx = CudaContext::new(0).expect("a context on device 0");
    let stream = ctx.default_stream();
    let module = ctx.load_module(ptx).expect("cuModuleLoadData");
    let saxpy = module.load_function("saxpy").expect("saxpy");
    let histogram = module.load_function("histogram").expect("histogram");

    let n = 3000usize;
    let x: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let x_dev = stream.clone_htod(&x).expect("copy x");
    let mut y_dev = stream.clone_htod(&vec![1.0f32; n]).expect("copy y");
    let (a, count) = (3.0f32, n as i32);
    let mut launch = stream.launch_builder(&saxpy);
    launch.arg(&a).arg(&x_dev).arg(&mut y_dev).arg(&count);
    // SAFETY: the arguments match saxpy's parameters.
    unsafe { launch.launch(LaunchConfig::for_num_elems(n as u32)) }.expect("launch saxpy");
    let y = stream.clone_dtoh(&y_dev).expect("copy y back");
    if let Some(i) = (0..n).find(|&i| y[i] != 3.0 * i as f32 + 1.0) {
        eprintln!("FAIL y[{i}] = {}", y[i]);
        std::process::exit(1);
    }
    println!("ok   saxpy computed y = 3x + 1 on ptxsim");

    let v: Vec<u32> = (0..n as u32).map(|i| i.wrapping_mul(2654435761)).collect();
    let v_dev = stream.clone_htod(&v).expect("copy v");
    let mut bins = stream.alloc_zeros::<u32>(16).expect("bins");
    let mut launch = stream.launch_builder(&histogram);
    launch.arg(&v_dev).arg(&count).arg(&mut bins);
    // SAFETY: the arguments match histogram's parameters.
    unsafe {
        launch.launch(LaunchConfig {
            grid_dim: (4, 1, 1),
            block_dim: (128, 1, 1),
            shared_mem_bytes: 0,
        })
    }
    .expect("launch histogram");
    let got = stream.clone_dtoh(&bins).expect("copy bins back");
    let mut want = [0u32; 16];
    for x in &v {
        want[(x % 16) as usize] += 1;
    }
    if got != want {
        eprintln!("FAIL histogram {got:?}, want {want:?}");
        std::process::exit(1);
    }
    println!("ok   histogram's atomics counted {n} values on ptxsim");
    println!("PASS");
}
