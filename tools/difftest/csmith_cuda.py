"""Turns a Csmith C program into a CUDA file whose one-thread kernel runs it.

The rewrite is the one a user would make by hand (issue 12): every `static`
entity becomes `static __device__`, `(void*)0` becomes `nullptr`, string
literals are cast to `char*` (C++ rejects the implicit conversion), and `main`
becomes a device function called from `extern "C" __global__ void run()`.
"""
import re

KERNEL_NAME = "run"

_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_MAIN = re.compile(r'^int main \(void\)', re.M)
_NULL = re.compile(r'\bNULL\b')


def _cast_strings(line: str) -> str:
    if line.lstrip().startswith("#"):
        return line
    return _STRING.sub(lambda m: "(char*)" + m.group(0), line)


def null_to_nullptr(source: str) -> str:
    """Csmith's C++ mode: every NULL outside directives becomes nullptr."""
    lines = source.split("\n")
    return "\n".join(line if line.lstrip().startswith("#") else _NULL.sub("nullptr", line) for line in lines)


def to_cuda(c_source: str) -> str:
    body = c_source.replace("(void*)0", "nullptr")
    body = "\n".join(_cast_strings(line) for line in body.split("\n"))
    body, n = _MAIN.subn("__device__ int csmith_main (void)", body)
    if n != 1:
        raise ValueError("no `int main (void)` in the Csmith program")
    prologue = "#define static static __device__\n"
    epilogue = (
        "\n#undef static\n"
        f'extern "C" __global__ void {KERNEL_NAME}() {{ csmith_main(); }}\n'
    )
    return prologue + body + epilogue
