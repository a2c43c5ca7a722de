"""Turns a YARPGen program (driver.cpp, func.cpp, init.h) into one CUDA file whose
one-thread kernel runs it (specs/testing.md, "Differential campaigns").

As a user would port it by hand: the driver's globals become `__device__` variables,
its functions (`hash`, `init`, `checksum`) and the generated `test` become device
functions, `main` becomes `yarpgen_main`, called by `extern "C" __global__ void run()`,
and prints the checksum with device `printf`; `init.h`'s `extern` declarations are
dropped, as the driver's definitions come first in the one file.
"""
import re

KERNEL_NAME = "run"

_GLOBAL = re.compile(r"^((?:unsigned |signed )?(?:long long int|long int|int|short|char|bool)) ", re.M)
_FUNCTION = re.compile(r"^void (hash|init|checksum|test)\(", re.M)
_MAIN = re.compile(r"^int main\(\) \{", re.M)


def to_cuda(driver: str, func: str) -> str:
    driver, n = _MAIN.subn("int yarpgen_main() {", driver)
    if n != 1:
        raise ValueError("no `int main() {` in YARPGen's driver.cpp")
    driver = _GLOBAL.sub(r"__device__ \1 ", driver)
    driver = _FUNCTION.sub(r"__device__ void \1(", driver)
    func = func.replace('#include "init.h"', "")
    func = _FUNCTION.sub(r"__device__ void \1(", func)
    kernel = f'\nextern "C" __global__ void {KERNEL_NAME}() {{ yarpgen_main(); }}\n'
    return "#include <algorithm>\n" + driver + "\n" + func + kernel


def checksum_of(stdout: str):
    """The checksum the program prints: its last line, a decimal number."""
    lines = [line.strip() for line in stdout.splitlines() if line.strip()]
    return lines[-1] if lines and lines[-1].isdigit() else None
