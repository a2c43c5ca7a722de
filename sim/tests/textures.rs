//! Texture fetches (`tex`, `tld4`) over texture objects made with
//! `Sim::create_texture`. The expected values are computed by hand from the CUDA
//! programming guide's "Texture Fetching" formulas: point sampling reads texel
//! `floor(x)`; linear filtering blends texels `floor(x - 0.5)` and the next with the
//! weight `frac(x - 0.5)` rounded to a multiple of 1/256; normalized coordinates are
//! scaled by the size after wrap or mirror.

use ptxsim::{AddressMode, Arg, ChannelFormat, ChannelKind, FilterMode, LaunchConfig, Sim, Texture};

/// Runs `body` in one thread; `%rd1` is the output pointer, `%rd2` the handle of a
/// texture over `texels` described by `t` (its `base` is filled in).
fn run(mut t: Texture, texels: &[u8], body: &str, words: usize) -> Vec<u32> {
    let ptx = format!(
        ".version 8.0\n.target sm_80\n.address_size 64\n\
         .visible .entry t(.param .u64 out, .param .u64 tex)\n{{\n\
         .reg .b16 %h<20>;\n.reg .b32 %r<40>;\n.reg .b64 %rd<20>;\n.reg .f32 %f<40>;\n\
         ld.param.u64 %rd1, [out];\nld.param.u64 %rd2, [tex];\n{body}\nret;\n}}\n"
    );
    let mut sim = Sim::new(&ptx).unwrap_or_else(|e| panic!("{e}\n{ptx}"));
    t.base = sim.alloc_from("texels", texels);
    let handle = sim.create_texture(t);
    let out = sim.alloc("out", words * 4);
    sim.launch(
        "t",
        &LaunchConfig::new([1, 1, 1], [1, 1, 1]),
        &[Arg::Ptr(out), Arg::U64(handle)],
    )
    .unwrap_or_else(|e| panic!("{e}\n{body}"));
    let b = sim.read(out, words * 4).unwrap();
    b.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
}

fn floats(words: &[u32]) -> Vec<f32> {
    words.iter().map(|&w| f32::from_bits(w)).collect()
}

fn bytes_f32(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

/// A texture of one f32 channel, `w` x `h` x `d`, packed rows, point sampled,
/// unnormalized, clamped.
fn float_texture(w: u64, h: u64, d: u64) -> Texture {
    Texture {
        base: 0,
        width: w,
        height: h,
        depth: d,
        pitch: w * 4,
        slice: w * h * 4,
        format: ChannelFormat {
            channels: 1,
            bits: 32,
            kind: ChannelKind::Float,
        },
        normalized_float: false,
        normalized_coords: false,
        filter: FilterMode::Point,
        address: [AddressMode::Clamp; 3],
        border: [0.0; 4],
        linear: false,
    }
}

/// Stores the four results of a `tex` into `out[at..at+4]`.
fn fetch2d(at: usize, x: &str, y: &str) -> String {
    let o = at * 4;
    format!(
        "mov.f32 %f1, {x}; mov.f32 %f2, {y};\n\
         tex.2d.v4.f32.f32 {{%f10, %f11, %f12, %f13}}, [%rd2, {{%f1, %f2}}];\n\
         st.global.v4.f32 [%rd1+{o}], {{%f10, %f11, %f12, %f13}};\n"
    )
}

/// 4 x 2 texels T[i, j] = 10 j + i.
fn grid_4x2() -> Vec<u8> {
    bytes_f32(&[0.0, 1.0, 2.0, 3.0, 10.0, 11.0, 12.0, 13.0])
}

#[test]
fn tex1dfetch_reads_linear_memory_and_zeros_outside() {
    let mut t = float_texture(4, 1, 1);
    t.linear = true;
    let body = "mov.b32 %r1, 2; tex.1d.v4.f32.s32 {%f10, %f11, %f12, %f13}, [%rd2, {%r1}];\n\
                st.global.v4.f32 [%rd1], {%f10, %f11, %f12, %f13};\n\
                mov.b32 %r2, 4; tex.1d.v4.f32.s32 {%f10, %f11, %f12, %f13}, [%rd2, {%r2}];\n\
                st.global.v4.f32 [%rd1+16], {%f10, %f11, %f12, %f13};\n\
                mov.b32 %r3, -1; tex.1d.v4.f32.s32 {%f10, %f11, %f12, %f13}, [%rd2, {%r3}];\n\
                st.global.v4.f32 [%rd1+32], {%f10, %f11, %f12, %f13};";
    let r = floats(&run(t, &bytes_f32(&[10.0, 20.0, 30.0, 40.0]), body, 12));
    // One channel: (T, 0, 0, 1); outside the buffer: zeros.
    assert_eq!(r, [30.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]);
}

#[test]
fn point_sampling_reads_the_texel_under_the_coordinate_and_clamps() {
    let body = [
        fetch2d(0, "0f402CCCCD", "0f3F99999A"), // (2.7, 1.2): T[2, 1] = 12
        fetch2d(4, "0fC0400000", "0f40A00000"), // (-3, 5): clamped to T[0, 1] = 10
        fetch2d(8, "0f40800000", "0f00000000"), // (4.0, 0): x clamped to 3, T[3, 0] = 3
    ]
    .concat();
    let r = floats(&run(float_texture(4, 2, 1), &grid_4x2(), &body, 12));
    assert_eq!([r[0], r[4], r[8]], [12.0, 10.0, 3.0]);
}

#[test]
fn linear_filtering_uses_weights_of_1_256() {
    let mut t = float_texture(4, 2, 1);
    t.filter = FilterMode::Linear;
    let body = [
        // (1.3, 0.5): xB = 0.8, alpha = round(0.8*256)/256 = 205/256, beta = 0:
        // (1 - alpha) T[0,0] + alpha T[1,0] = 205/256.
        fetch2d(0, "0f3FA66666", "0f3F000000"),
        // (1.0, 1.0): alpha = beta = 1/2: (0 + 1 + 10 + 11) / 4 = 5.5.
        fetch2d(4, "0f3F800000", "0f3F800000"),
        // (0.0, 3.0): x below the first centre and y past the last clamp to T[0, 1].
        fetch2d(8, "0f00000000", "0f40400000"),
        // (3.75, 1.25): xB = 3.25, i = 3, alpha = 1/4, texel 4 clamps to 3; yB = 0.75,
        // j = 0, beta = 3/4: T[3,0]/4 + 3 T[3,1]/4 = 3/4 + 39/4 = 10.5.
        fetch2d(12, "0f40700000", "0f3FA00000"),
    ]
    .concat();
    let r = floats(&run(t, &grid_4x2(), &body, 16));
    assert_eq!([r[0], r[4], r[8], r[12]], [205.0 / 256.0, 5.5, 10.0, 10.5]);
}

#[test]
fn normalized_coordinates_wrap_mirror_and_border() {
    let mut t = float_texture(4, 2, 1);
    t.normalized_coords = true;
    t.address = [AddressMode::Wrap; 3];
    let body = [
        // (1.3, 0.1): wrapped 0.3 * 4 = 1.2 -> i = 1; y = 0.2 -> j = 0: T[1, 0] = 1.
        fetch2d(0, "0f3FA66666", "0f3DCCCCCD"),
        // (-0.125, 0.75): wrapped 0.875 * 4 = 3.5 -> T[3, 1] = 13.
        fetch2d(4, "0fBE000000", "0f3F400000"),
    ]
    .concat();
    let r = floats(&run(t.clone(), &grid_4x2(), &body, 8));
    assert_eq!([r[0], r[4]], [1.0, 13.0]);

    // Linear filtering across the wrap: x = 0 -> xB = -0.5, texels 3 and 0 by halves.
    t.filter = FilterMode::Linear;
    let r = floats(&run(t.clone(), &grid_4x2(), &fetch2d(0, "0f00000000", "0f3E800000"), 4));
    assert_eq!(r[0], 1.5);

    // Mirror: x = 1.25 -> 1 - 0.25 = 0.75 -> 3.0 texels -> T[3, 0].
    t.filter = FilterMode::Point;
    t.address = [AddressMode::Mirror; 3];
    let r = floats(&run(t.clone(), &grid_4x2(), &fetch2d(0, "0f3FA00000", "0f3E000000"), 4));
    assert_eq!(r[0], 3.0);

    // Border: outside reads the border color, inside the texel.
    t.address = [AddressMode::Border; 3];
    t.border = [7.0, 8.0, 9.0, 6.0];
    let body = [
        fetch2d(0, "0f3F900000", "0f3E000000"),
        fetch2d(4, "0f3E000000", "0f3E000000"),
    ]
    .concat();
    let r = floats(&run(t, &grid_4x2(), &body, 8));
    assert_eq!(r, [7.0, 8.0, 9.0, 6.0, 0.0, 0.0, 0.0, 1.0]);
}

#[test]
fn read_modes_of_eight_bit_channels() {
    let uchar4 = |normalized_float| Texture {
        format: ChannelFormat {
            channels: 4,
            bits: 8,
            kind: ChannelKind::Unsigned,
        },
        pitch: 4,
        slice: 4,
        normalized_float,
        ..float_texture(1, 1, 1)
    };
    let texel = [255u8, 0, 51, 128];
    let r = floats(&run(uchar4(true), &texel, &fetch2d(0, "0f3F000000", "0f3F000000"), 4));
    assert_eq!(r, [1.0, 0.0, 0.2, (128.0f64 / 255.0) as f32]);
    let body = "mov.f32 %f1, 0f3F000000;\n\
                tex.2d.v4.u32.f32 {%r10, %r11, %r12, %r13}, [%rd2, {%f1, %f1}];\n\
                st.global.v4.u32 [%rd1], {%r10, %r11, %r12, %r13};";
    assert_eq!(run(uchar4(false), &texel, body, 4), [255, 0, 51, 128]);

    // Signed: s / 127, with -128 clamped to -1.0; element type is sign-extended.
    let char2 = |normalized_float| Texture {
        format: ChannelFormat {
            channels: 2,
            bits: 8,
            kind: ChannelKind::Signed,
        },
        pitch: 4,
        slice: 4,
        normalized_float,
        ..float_texture(2, 1, 1)
    };
    let texels = [0x80u8, 0x7f, 0xc0, 0x01];
    let body = [
        fetch2d(0, "0f3F000000", "0f3F000000"),
        fetch2d(4, "0f3FC00000", "0f3F000000"),
    ]
    .concat();
    let r = floats(&run(char2(true), &texels, &body, 8));
    assert_eq!(
        r,
        [
            -1.0,
            1.0,
            0.0,
            1.0,
            (-64.0f64 / 127.0) as f32,
            (1.0f64 / 127.0) as f32,
            0.0,
            1.0
        ]
    );
    let body = "mov.f32 %f1, 0f3F000000;\n\
                tex.2d.v4.s32.f32 {%r10, %r11, %r12, %r13}, [%rd2, {%f1, %f1}];\n\
                st.global.v4.u32 [%rd1], {%r10, %r11, %r12, %r13};";
    assert_eq!(run(char2(false), &texels, body, 4), [-128i32 as u32, 127, 0, 1]);
}

#[test]
fn layered_3d_and_half_textures() {
    // a2d: 2 layers of 2 x 2, layer L texel (i, j) = 100 L + 10 j + i.
    let data = bytes_f32(&[0.0, 1.0, 10.0, 11.0, 100.0, 101.0, 110.0, 111.0]);
    let body = "mov.b32 %r1, 1; mov.f32 %f1, 0f3FC00000; mov.f32 %f2, 0f3F000000;\n\
                tex.a2d.v4.f32.f32 {%f10, %f11, %f12, %f13}, [%rd2, {%r1, %f1, %f2, %f2}];\n\
                st.global.f32 [%rd1], %f10;\n\
                mov.b32 %r2, 5;\n\
                tex.a1d.v4.f32.f32 {%f10, %f11, %f12, %f13}, [%rd2, {%r2, %f1}];\n\
                st.global.f32 [%rd1+4], %f10;\n\
                tex.3d.v4.f32.f32 {%f10, %f11, %f12, %f13}, [%rd2, {%f1, %f1, %f1, %f1}];\n\
                st.global.f32 [%rd1+8], %f10;\n\
                tex.level.2d.v4.f32.f32 {%f10, %f11, %f12, %f13}, [%rd2, {%f1, %f1}], %f2;\n\
                st.global.f32 [%rd1+12], %f10;";
    // a2d layer 1 at (1.5, 0.5) -> 101; a1d reads row 0 of layer 5 clamped to 1 -> 101;
    // 3d at (1.5, 1.5, 1.5) -> 111; tex.level reads level 0 -> T[1, 1] = 11.
    let r = floats(&run(float_texture(2, 2, 2), &data, body, 4));
    assert_eq!(r, [101.0, 101.0, 111.0, 11.0]);

    // Half channels widen to f32.
    let half = Texture {
        format: ChannelFormat {
            channels: 2,
            bits: 16,
            kind: ChannelKind::Float,
        },
        ..float_texture(1, 1, 1)
    };
    let r = floats(&run(
        half,
        &[0x00, 0x3e, 0x00, 0xc1],
        &fetch2d(0, "0f00000000", "0f00000000"),
        4,
    ));
    assert_eq!(r, [1.5, -2.5, 0.0, 1.0]);
}

#[test]
fn tld4_gathers_the_bilinear_footprint_counter_clockwise() {
    // (1.0, 1.0): i = j = 0; order (i, j+1), (i+1, j+1), (i+1, j), (i, j).
    let body = "mov.f32 %f1, 0f3F800000;\n\
                tld4.r.2d.v4.f32.f32 {%f10, %f11, %f12, %f13}, [%rd2, {%f1, %f1}];\n\
                st.global.v4.f32 [%rd1], {%f10, %f11, %f12, %f13};";
    let r = floats(&run(float_texture(4, 2, 1), &grid_4x2(), body, 4));
    assert_eq!(r, [10.0, 11.0, 1.0, 0.0]);
}

#[test]
fn cube_map_reads_the_face_of_the_major_axis() {
    // 6 faces of 1 x 1, face f holds f.
    let data = bytes_f32(&[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]);
    let body = "mov.f32 %f1, 0f00000000; mov.f32 %f2, 0fBF800000; mov.f32 %f3, 0f3E800000;\n\
                tex.cube.v4.f32.f32 {%f10, %f11, %f12, %f13}, [%rd2, {%f3, %f2, %f1, %f1}];\n\
                st.global.f32 [%rd1], %f10;";
    // (0.25, -1, 0): |y| is largest and y < 0: face 3.
    let r = floats(&run(float_texture(1, 1, 6), &data, body, 1));
    assert_eq!(r, [3.0]);
}

#[test]
fn an_unknown_handle_faults() {
    let ptx = ".version 8.0\n.target sm_80\n.address_size 64\n\
               .visible .entry t(.param .u64 tex)\n{\n.reg .b64 %rd<4>;\n.reg .f32 %f<8>;\n\
               ld.param.u64 %rd1, [tex]; mov.f32 %f1, 0f00000000;\n\
               tex.2d.v4.f32.f32 {%f2, %f3, %f4, %f5}, [%rd1, {%f1, %f1}];\nret;\n}\n";
    let mut sim = Sim::new(ptx).unwrap();
    let handle = sim.create_texture(float_texture(1, 1, 1));
    assert!(sim.destroy_texture(handle));
    let e = sim
        .launch("t", &LaunchConfig::new([1, 1, 1], [1, 1, 1]), &[Arg::U64(handle)])
        .unwrap_err();
    assert!(e.msg.contains("is not a texture object"), "{e}");
}
