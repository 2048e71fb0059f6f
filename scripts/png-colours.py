#!/usr/bin/env python3
"""Prints how many distinct colours an 8-bit RGB or RGBA PNG holds (no third-party modules).

Used by scripts/report-screenshot.sh to tell a rendered report (charts: many colours) from a
blank or broken page (a handful). Usage: png-colours.py FILE [MINIMUM]; exits 1 below MINIMUM."""
import struct
import sys
import zlib


def pixels(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6), "only 8-bit RGB or RGBA"
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw, stride, previous = zlib.decompress(idat), width * channels, bytearray(width * channels)
    for row in range(height):
        kind, line = raw[row * (stride + 1)], bytearray(raw[row * (stride + 1) + 1:(row + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b, c = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1: line[i] = (line[i] + a) & 255
            elif kind == 2: line[i] = (line[i] + b) & 255
            elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        previous = line
        yield from (bytes(line[i:i + 3]) for i in range(0, stride, channels))


colours = len(set(pixels(sys.argv[1])))
minimum = int(sys.argv[2]) if len(sys.argv) > 2 else 0
print(f"{sys.argv[1]}: {colours} distinct colours")
sys.exit(0 if colours >= minimum else 1)
