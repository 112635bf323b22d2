"""A WebRTC data channel's offer or answer as the few bytes a link carries, and back.

Two pages connect directly once each has the other's session description; the site's only channel
before that is a link (or its QR code). A browser's description is some 700 characters of SDP, most
of it the same for every data channel: what differs is the ICE user fragment and password, the
DTLS certificate's fingerprint, the DTLS role and the candidates (address, port, type). ``pack``
keeps exactly those, in bytes; ``unpack`` reads them back and ``sdp`` writes the description a
browser accepts (``setRemoteDescription``), the rest filled in as every browser writes it for a
data channel (one ``m=application`` section, SCTP port 5000). Gathering is complete before packing
(no trickle), so the candidates are all there and the description ends them.

A packed description (``Details``):

- one byte: the format (high four bits, 1), offer or answer, and the DTLS role;
- the ICE user fragment and password, each its length and its ASCII (``links.Writer``'s text);
- the fingerprint: its hash (a count: sha-256, sha-384 or sha-512) and the digest's bytes;
- the candidates: their count, then each as a byte of kind (host, server-reflexive, peer-reflexive,
  relay; UDP or TCP; an IPv4 or IPv6 address or an mDNS name) followed by the address (4 or 16
  bytes; an mDNS name ``<uuid>.local`` as its 16 bytes) and the port (2 bytes).

Anything else in a description is refused (``InvalidHandshake``) rather than guessed.
"""

import base64
import binascii
import re
from dataclasses import dataclass

from shelfie.core.errors import InvalidLink, ShelfieError
from shelfie.core.links import Reader, Writer

FORMAT = 1
KINDS = ("offer", "answer")
ROLES = ("actpass", "active", "passive")
HASHES = {"sha-256": 32, "sha-384": 48, "sha-512": 64}
TYPES = ("host", "srflx", "prflx", "relay")
TYPE_PREFERENCE = {"host": 126, "prflx": 110, "srflx": 100, "relay": 0}
"""RFC 8445's recommended type preferences, from which a candidate's priority is written again."""
PROTOCOLS = ("udp", "tcp")
IPV4, IPV6, MDNS = range(3)
MAX_CANDIDATES = 32


class InvalidHandshake(ShelfieError):
    """A description that is not a data channel's, or bytes that are not a packed one."""


@dataclass(frozen=True)
class Candidate:
    address: str
    """An IPv4 or IPv6 address, or an mDNS name (``<uuid>.local``) hiding a host's address."""
    port: int
    type: str = "host"
    protocol: str = "udp"


@dataclass(frozen=True)
class Details:
    """What a page's description says that another page needs to connect to it."""

    kind: str
    """"offer" or "answer"."""
    ufrag: str
    pwd: str
    hash: str
    """The fingerprint's hash function ("sha-256")."""
    fingerprint: bytes
    role: str
    """The DTLS role (``a=setup``): "actpass" in an offer, "active" or "passive" in an answer."""
    candidates: tuple[Candidate, ...]


_ICE_CHARS = re.compile(r"[A-Za-z0-9+/]{1,255}")


def parse(kind: str, sdp: str) -> Details:
    """The details of a browser's description (``RTCSessionDescription.sdp``) of ``kind``."""
    if kind not in KINDS:
        raise InvalidHandshake("{kind} is neither an offer nor an answer", kind=kind)
    lines = [line.strip() for line in sdp.replace("\r\n", "\n").split("\n") if line.strip()]
    media = [line for line in lines if line.startswith("m=")]
    if len(media) != 1 or not media[0].startswith("m=application ") or "webrtc-datachannel" not in media[0]:
        raise InvalidHandshake("the description is not of one data channel")
    attributes: dict[str, str] = {}
    candidates = []
    for line in lines:
        if not line.startswith("a="):
            continue
        name, _, value = line[2:].partition(":")
        if name == "candidate":
            found = _candidate(value)
            if found is not None:
                candidates.append(found)
        else:
            attributes.setdefault(name, value)
    try:
        ufrag, pwd = attributes["ice-ufrag"], attributes["ice-pwd"]
        hash_name, _, digest = attributes["fingerprint"].partition(" ")
        role = attributes["setup"]
    except KeyError as missing:
        raise InvalidHandshake("the description has no {what}", what=str(missing).strip("'")) from None
    if not _ICE_CHARS.fullmatch(ufrag) or not _ICE_CHARS.fullmatch(pwd):
        raise InvalidHandshake("the description's ICE credentials are not ICE characters")
    hash_name = hash_name.lower()
    if hash_name not in HASHES:
        raise InvalidHandshake("the fingerprint's hash {hash} is not one a browser uses", hash=hash_name)
    try:
        fingerprint = bytes.fromhex(digest.replace(":", ""))
    except ValueError:
        raise InvalidHandshake("the fingerprint is not hexadecimal") from None
    if len(fingerprint) != HASHES[hash_name]:
        raise InvalidHandshake("the fingerprint is not as long as its hash")
    if role not in ROLES:
        raise InvalidHandshake("{role} is not a DTLS role", role=role)
    if not candidates:
        raise InvalidHandshake("the description has no candidate to connect to")
    return Details(kind, ufrag, pwd, hash_name, fingerprint, role, tuple(candidates[:MAX_CANDIDATES]))


def _candidate(value: str) -> Candidate | None:
    """A candidate line's address, port, type and protocol; None for one a link cannot carry (an
    RTP component, a TCP candidate's passive or active end, an address that is neither IP nor mDNS)."""
    parts = value.split()
    if len(parts) < 8 or parts[1] != "1" or parts[6] != "typ":
        return None
    protocol, address, port, kind = parts[2].lower(), parts[4], parts[5], parts[7]
    if protocol not in PROTOCOLS or kind not in TYPES or not port.isdigit() or not 0 < int(port) < 65536:
        return None
    if protocol == "tcp" and "tcptype" in parts and parts[parts.index("tcptype") + 1] != "passive":
        return None
    found = _address_kind(address.lower())
    if found is None:
        return None
    return Candidate(_written(found, _raw(found, address.lower())), int(port), kind, protocol)


_MDNS = re.compile(r"([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local")
_IPV4 = re.compile(r"(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}")
_GROUP = re.compile(r"[0-9a-fA-F]{1,4}")


def _address_kind(address: str) -> int | None:
    """IPV4, IPV6 or MDNS for an address a link can carry; None for another."""
    if _MDNS.fullmatch(address):
        return MDNS
    if _IPV4.fullmatch(address):
        return IPV4
    return IPV6 if _ipv6(address) is not None else None


def _ipv6(address: str) -> bytes | None:
    """An IPv6 address's 16 bytes (written in full or with one ``::``; no zone, no dotted tail)."""
    head, gap, tail = address.partition("::")
    if "::" in tail:
        return None
    groups = [[part for part in side.split(":")] if side else [] for side in (head, tail)]
    if any(not _GROUP.fullmatch(part) for side in groups for part in side):
        return None
    missing = 8 - len(groups[0]) - len(groups[1])
    if (gap and missing < 1) or (not gap and missing != 0):
        return None
    return b"".join(int(part, 16).to_bytes(2, "big") for part in [*groups[0], *["0"] * missing, *groups[1]])


def _written(kind: int, raw: bytes) -> str:
    """An address's bytes as text: dotted IPv4, RFC 5952's IPv6 (the longest run of zero groups as
    ``::``), an mDNS name."""
    if kind == IPV4:
        return ".".join(str(byte) for byte in raw)
    text = raw.hex()
    if kind == MDNS:
        return f"{text[:8]}-{text[8:12]}-{text[12:16]}-{text[16:20]}-{text[20:]}.local"
    groups = [format(int(text[at : at + 4], 16), "x") for at in range(0, 32, 4)]
    best, start = (0, 0), None
    for index, group in enumerate([*groups, "end"]):
        if group == "0" and start is None:
            start = index
        elif group != "0" and start is not None:
            best = max(best, (index - start, -start))
            start = None
    length, where = best[0], -best[1]
    if length < 2:
        return ":".join(groups)
    return ":".join(groups[:where]) + "::" + ":".join(groups[where + length :])


def _raw(kind: int, address: str) -> bytes:
    if kind == MDNS:
        return bytes.fromhex(address.removesuffix(".local").replace("-", ""))
    if kind == IPV4:
        return bytes(int(part) for part in address.split("."))
    raw = _ipv6(address)
    assert raw is not None
    return raw


def pack(details: Details) -> bytes:
    """The details as bytes, written as a link's are (``links.Writer``)."""
    out = Writer()
    out.raw(bytes([FORMAT << 4 | KINDS.index(details.kind) << 2 | ROLES.index(details.role)]))
    out.text(details.ufrag)
    out.text(details.pwd)
    out.count(list(HASHES).index(details.hash))
    out.raw(details.fingerprint)
    out.count(len(details.candidates))
    for candidate in details.candidates:
        kind = _address_kind(candidate.address)
        assert kind is not None
        out.raw(bytes([TYPES.index(candidate.type) << 3 | PROTOCOLS.index(candidate.protocol) << 2 | kind]))
        out.raw(_raw(kind, candidate.address) + candidate.port.to_bytes(2, "big"))
    return bytes(out.out)


def unpack(data: bytes) -> Details:
    """The details ``pack`` made, or InvalidHandshake for bytes it did not make."""
    try:
        return _read(Reader(data))
    except InvalidLink as refusal:
        cut = refusal.template == "the link is cut short"
        raise InvalidHandshake(
            "the connection's details are cut short" if cut else "the connection's details are damaged"
        ) from None


def _read(read: Reader) -> Details:
    head = read.raw(1)[0]
    if head >> 4 != FORMAT or (head >> 2) & 3 >= len(KINDS) or head & 3 >= len(ROLES):
        raise InvalidHandshake("this is not a connection's details, or of a newer format")
    ufrag = read.text(255)
    pwd = read.text(255)
    hashes = list(HASHES)
    which = read.count(255)
    if which >= len(hashes):
        raise InvalidHandshake("the fingerprint's hash is unknown")
    fingerprint = read.raw(HASHES[hashes[which]])
    candidates = []
    for _ in range(read.count(MAX_CANDIDATES)):
        flags = read.raw(1)[0]
        kind, protocol, type_ = flags & 3, (flags >> 2) & 1, flags >> 3
        if kind > MDNS or type_ >= len(TYPES):
            raise InvalidHandshake("a candidate is damaged")
        address = _written(kind, read.raw(4 if kind == IPV4 else 16))
        port = int.from_bytes(read.raw(2), "big")
        if port == 0:
            raise InvalidHandshake("a candidate is damaged")
        candidates.append(Candidate(address, port, TYPES[type_], PROTOCOLS[protocol]))
    if read.rest() or not candidates:
        raise InvalidHandshake("the connection's details are damaged")
    if not _ICE_CHARS.fullmatch(ufrag) or not _ICE_CHARS.fullmatch(pwd):
        raise InvalidHandshake("the connection's details are damaged")
    return Details(
        KINDS[(head >> 2) & 3], ufrag, pwd, hashes[which], fingerprint, ROLES[head & 3], tuple(candidates)
    )


def sdp(details: Details) -> str:
    """The description a browser accepts as the remote one, for ``details``."""
    session = int.from_bytes(details.fingerprint[:7], "big")  # any number, the same for the same page
    first = details.candidates[0]
    lines = [
        "v=0",
        f"o=- {session} 2 IN IP4 127.0.0.1",
        "s=-",
        "t=0 0",
        "a=group:BUNDLE 0",
        "a=msid-semantic: WMS",
        f"m=application {first.port} {'UDP' if first.protocol == 'udp' else 'TCP'}/DTLS/SCTP webrtc-datachannel",
        f"c=IN {'IP6' if _address_kind(first.address) == IPV6 else 'IP4'} 0.0.0.0",
    ]
    for number, candidate in enumerate(details.candidates):
        priority = (TYPE_PREFERENCE[candidate.type] << 24) + ((65535 - number) << 8) + 255
        line = (
            f"a=candidate:{number + 1} 1 {candidate.protocol} {priority} {candidate.address} {candidate.port}"
            f" typ {candidate.type}"
        )
        if candidate.type != "host":
            line += " raddr 0.0.0.0 rport 0"
        if candidate.protocol == "tcp":
            line += " tcptype passive"
        lines.append(line + " generation 0")
    digest = ":".join(f"{byte:02X}" for byte in details.fingerprint)
    lines += [
        "a=end-of-candidates",
        f"a=ice-ufrag:{details.ufrag}",
        f"a=ice-pwd:{details.pwd}",
        f"a=fingerprint:{details.hash} {digest}",
        f"a=setup:{details.role}",
        "a=mid:0",
        "a=sctp-port:5000",
        "a=max-message-size:262144",
    ]
    return "\r\n".join(lines) + "\r\n"


def to_text(details: Details) -> str:
    """The packed details as a link's text (base64url, no padding)."""
    return base64.urlsafe_b64encode(pack(details)).rstrip(b"=").decode("ascii")


def from_text(text: str) -> Details:
    try:
        data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        raise InvalidHandshake("this is not a connection's details") from None
    return unpack(data)
