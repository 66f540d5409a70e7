#!/usr/bin/env python3
"""Checks a screenshot: a PNG of the expected size that is not nearly one colour.

Usage: png_check.py FILE WIDTH HEIGHT
"""
import struct
import sys
import zlib


def read_png(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG file")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    channels = {2: 3, 6: 4, 0: 1, 4: 2}[colour]
    if depth != 8 or interlace != 0:
        raise ValueError("only 8-bit, non-interlaced PNGs are checked")
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        f = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = prev[x]
            c = prev[x - channels] if x >= channels else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[x] = (line[x] + pred) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, channels, rows


def main():
    path, want_w, want_h = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    width, height, channels, rows = read_png(path)
    if (width, height) != (want_w, want_h):
        sys.exit(f"{path}: {width}x{height}, expected {want_w}x{want_h}")
    colours = {}
    for y in range(0, height, 4):
        row = rows[y]
        for x in range(0, width, 4):
            px = tuple(row[x * channels:x * channels + 3]) if channels >= 3 else (row[x * channels],)
            key = tuple(v // 16 for v in px)
            colours[key] = colours.get(key, 0) + 1
    total = sum(colours.values())
    top = max(colours.values())
    if top / total > 0.90 or len(colours) < 12:
        sys.exit(f"{path}: nearly one colour ({top / total:.0%} of pixels, {len(colours)} colours)")
    print(f"{path}: {width}x{height}, {len(colours)} colour buckets, largest {top / total:.0%}")


if __name__ == "__main__":
    main()
