#!/usr/bin/env python3
"""Insert mathcheck result tables into specs/math.md between the marker comments.
Usage: update_spec.py RANDOM_RESULTS.md [EXHAUSTIVE_RESULTS.md]"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SPEC = os.path.join(HERE, "..", "..", "specs", "math.md")


def table(path):
    lines = [l.rstrip("\n") for l in open(path) if l.startswith("|")]
    return "\n".join(lines)


def put(text, key, body):
    pat = re.compile(r"(<!-- mathcheck:%s:begin -->\n).*?(<!-- mathcheck:%s:end -->)" % (key, key), re.S)
    return pat.sub(lambda m: m.group(1) + body + "\n" + m.group(2), text)


s = open(SPEC).read()
s = put(s, "random", table(sys.argv[1]))
if len(sys.argv) > 2:
    s = put(s, "exhaustive", table(sys.argv[2]))
open(SPEC, "w").write(s)
