"""Ed25519 signatures (RFC 8032), in pure Python: each device signs the links it sends.

Pyodide ships no ``cryptography``, and WebCrypto's Ed25519 lives on the page's side of the worker
(and not in every browser this site plays in), so the few operations play by link needs are written
here after RFC 8032's section 5.1 and held to its test vectors (``tests/contract/test_ed25519.py``).
Points are kept in extended coordinates (X : Y : Z : T), so only encoding a point divides. A
multiple of the base point is read from a table of its multiples. Under CPython a signature takes
about 0.3 ms and a check 2 ms, in Pyodide 0.7 and 4 ms (``benchmarks/engine.py`` prints both). Nothing secret is compared or branched on in a way that matters here: a device's
signing key only ever signs its own links on its own device.
"""

import hashlib
from functools import cache, lru_cache

P = 2**255 - 19
L = 2**252 + 27742317777372353535851937790883648493
"""The order of the base point."""
D = -121665 * pow(121666, P - 2, P) % P
SQRT_M1 = pow(2, (P - 1) // 4, P)

KEY_BYTES = 32
SIGNATURE_BYTES = 64

Point = tuple[int, int, int, int]


def _sha512(*parts: bytes) -> int:
    return int.from_bytes(hashlib.sha512(b"".join(parts)).digest(), "little")


def _add(a: Point, b: Point) -> Point:
    x1, y1, z1, t1 = a
    x2, y2, z2, t2 = b
    aa = (y1 - x1) * (y2 - x2) % P
    bb = (y1 + x1) * (y2 + x2) % P
    cc = 2 * t1 * t2 * D % P
    dd = 2 * z1 * z2 % P
    e, f, g, h = bb - aa, dd - cc, dd + cc, bb + aa
    return (e * f % P, g * h % P, f * g % P, e * h % P)


def _double(a: Point) -> Point:
    x1, y1, z1, _ = a
    aa = x1 * x1 % P
    bb = y1 * y1 % P
    cc = 2 * z1 * z1 % P
    h = aa + bb
    e = h - (x1 + y1) * (x1 + y1)
    g = aa - bb
    f = cc + g
    return (e * f % P, g * h % P, f * g % P, e * h % P)


_IDENTITY: Point = (0, 1, 1, 0)


def _multiply(scalar: int, point: Point) -> Point:
    result = _IDENTITY
    while scalar:
        if scalar & 1:
            result = _add(result, point)
        point = _double(point)
        scalar >>= 1
    return result


def _equal(a: Point, b: Point) -> bool:
    return (a[0] * b[2] - b[0] * a[2]) % P == 0 and (a[1] * b[2] - b[1] * a[2]) % P == 0


def _x_of(y: int, sign: int) -> int | None:
    """The x whose point (x, y) is on the curve with that sign bit, or None."""
    if y >= P:
        return None
    x2 = (y * y - 1) * pow(D * y * y + 1, P - 2, P) % P
    if x2 == 0:
        return None if sign else 0
    x = pow(x2, (P + 3) // 8, P)
    if (x * x - x2) % P:
        x = x * SQRT_M1 % P
    if (x * x - x2) % P:
        return None
    if x & 1 != sign:
        x = P - x
    return x


_BY = 4 * pow(5, P - 2, P) % P
_BX = _x_of(_BY, 0)
assert _BX is not None
BASE: Point = (_BX, _BY, 1, _BX * _BY % P)


@cache
def _base_table() -> tuple[tuple[Point, ...], ...]:
    """``table[j][d]`` is d * 16**j * BASE: a multiple of the base point is then 64 additions, no
    doublings (made once, on the first signature, in about 20 ms)."""
    table = []
    step = BASE
    for _ in range(64):
        row = [_IDENTITY]
        for _ in range(15):
            row.append(_add(row[-1], step))
        table.append(tuple(row))
        step = _add(row[-1], step)
    return tuple(table)


def _base_multiply(scalar: int) -> Point:
    result = _IDENTITY
    for row in _base_table():
        digit = scalar & 15
        if digit:
            result = _add(result, row[digit])
        scalar >>= 4
    return result


def _encode(point: Point) -> bytes:
    x, y, z, _ = point
    inverse = pow(z, P - 2, P)
    x, y = x * inverse % P, y * inverse % P
    return (y | (x & 1) << 255).to_bytes(32, "little")


def _decode(data: bytes) -> Point | None:
    if len(data) != 32:
        return None
    y = int.from_bytes(data, "little")
    sign, y = y >> 255, y & ((1 << 255) - 1)
    x = _x_of(y, sign)
    if x is None:
        return None
    return (x, y, 1, x * y % P)


def _expanded(seed: bytes) -> tuple[int, bytes]:
    if len(seed) != KEY_BYTES:
        raise ValueError("an Ed25519 private key is 32 bytes")
    digest = hashlib.sha512(seed).digest()
    scalar = int.from_bytes(digest[:32], "little")
    scalar &= (1 << 254) - 8
    scalar |= 1 << 254
    return scalar, digest[32:]


def public_key(seed: bytes) -> bytes:
    """The public key of the 32-byte private key ``seed``."""
    return _encode(_base_multiply(_expanded(seed)[0]))


def sign(seed: bytes, message: bytes, public: bytes | None = None) -> bytes:
    """The 64-byte signature of ``message`` by the private key ``seed`` (``public``: its public key,
    when the caller has it already)."""
    scalar, prefix = _expanded(seed)
    if public is None:
        public = _encode(_base_multiply(scalar))
    r = _sha512(prefix, message) % L
    big_r = _encode(_base_multiply(r))
    s = (r + _sha512(big_r, public, message) * scalar) % L
    return big_r + s.to_bytes(32, "little")


def verify(public: bytes, message: bytes, signature: bytes) -> bool:
    """Whether ``signature`` is the signature of ``message`` by the key ``public``."""
    return _verify(bytes(public), bytes(message), bytes(signature))


@lru_cache(maxsize=1024)
def _verify(public: bytes, message: bytes, signature: bytes) -> bool:
    """``verify``, remembered: a device opening a link checks every signature its log carries,
    most of them checked already at the link before (a check is some 9 ms of pure Python)."""
    if len(public) != KEY_BYTES or len(signature) != SIGNATURE_BYTES:
        return False
    point = _decode(public)
    big_r = _decode(signature[:32])
    s = int.from_bytes(signature[32:], "little")
    if point is None or big_r is None or s >= L:
        return False
    h = _sha512(signature[:32], public, message) % L
    return _equal(_base_multiply(s), _add(big_r, _multiply(h, point)))
