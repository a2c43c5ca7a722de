// Records assembled from smaller local records by assignment to their fields
// (`proc.rates = r; opt.payoff = p; opt.proc = proc;`), as option-pricing kernels
// build their parameter records, then read field by field. Each copy into a field
// of a local record is moved as that field's record, so no frame is left
// (nvcc uses no local memory).
// grid: 2
// block: 64
// buf: in f32 512 rand:5
// buf: out f32 128
// arg: out
// arg: in
// check: out
// tol: 8
struct Rates {
    float t, r, q;
};
struct Payoff {
    int kind;
    float strike;
};
struct Process {
    float spot;
    Rates rates;
    Rates vol;
};
struct Option {
    Payoff payoff;
    float expiry;
    Process proc;
};

__global__ void nested_record_assembly(float* out, const float* in)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    const float* v = in + 4 * i;
    Rates r;
    r.t = v[0];
    r.r = v[1];
    r.q = v[2];
    Rates s = r;
    s.q = v[3];
    Payoff p;
    p.kind = i % 3;
    p.strike = v[3];
    Process proc;
    proc.spot = v[0] + v[1];
    proc.rates = r;
    proc.vol = s;
    Option opt;
    opt.payoff = p;
    opt.expiry = v[2];
    opt.proc = proc;
    float x = opt.proc.spot * opt.proc.rates.r + opt.proc.vol.q * opt.expiry;
    out[i] = opt.payoff.kind == 1 ? x + opt.payoff.strike : x + opt.proc.rates.t;
}
