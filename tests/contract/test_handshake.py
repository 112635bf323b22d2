"""A data channel's offer and answer packed for a link (``core.handshake``): what a browser wrote is
read, packed into a few bytes, and written back as a description that says the same; anything
else is refused in words. Chromium's description here is one it wrote (``tests/browser/
test_handshake.py`` connects two pages through packed links); Firefox's is in its form."""

import pytest

from shelfie.core import handshake
from shelfie.core.handshake import Candidate, InvalidHandshake

FINGERPRINT = ":".join(f"{byte:02X}" for byte in range(32))
CHROMIUM_OFFER = f"""v=0
o=- 4215775240449105457 2 IN IP4 127.0.0.1
s=-
t=0 0
a=group:BUNDLE 0
a=extmap-allow-mixed
a=msid-semantic: WMS
m=application 54111 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 0.0.0.0
a=candidate:2334591187 1 udp 2113937151 0d1a7a2c-7e41-4b2c-9a55-5d0e8f9f0a11.local 54111 typ host generation 0 network-cost 999
a=ice-ufrag:H5rS
a=ice-pwd:0yoxCj8zUKf3Ue7cSi6Hhq6N
a=ice-options:trickle
a=fingerprint:sha-256 {FINGERPRINT}
a=setup:actpass
a=mid:0
a=sctp-port:5000
a=max-message-size:262144
"""
FIREFOX_ANSWER = f"""v=0
o=mozilla...THIS_IS_SDPARTA-115.0 6490406452939350440 0 IN IP4 0.0.0.0
s=-
t=0 0
a=fingerprint:sha-256 {FINGERPRINT.lower()}
a=group:BUNDLE 0
a=ice-options:trickle
a=msid-semantic:WMS *
m=application 52311 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 192.168.1.5
a=candidate:0 1 UDP 2122252543 192.168.1.5 52311 typ host
a=candidate:1 1 TCP 2105524479 192.168.1.5 9 typ host tcptype active
a=candidate:2 1 UDP 1686052863 203.0.113.7 52311 typ srflx raddr 192.168.1.5 rport 52311
a=candidate:3 1 UDP 2122187007 fe80::1 40001 typ host
a=sendrecv
a=end-of-candidates
a=ice-pwd:1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d
a=ice-ufrag:a1b2c3d4
a=mid:0
a=setup:active
a=sctp-port:5000
a=max-message-size:1073741823
"""


def test_chromiums_offer_packs_into_84_bytes_and_says_the_same_written_back():
    details = handshake.parse("offer", CHROMIUM_OFFER)
    assert details.ufrag == "H5rS" and details.pwd == "0yoxCj8zUKf3Ue7cSi6Hhq6N"
    assert details.role == "actpass" and details.fingerprint == bytes(range(32))
    assert details.candidates == (Candidate("0d1a7a2c-7e41-4b2c-9a55-5d0e8f9f0a11.local", 54111),)
    packed = handshake.pack(details)
    assert len(packed) == 84 and len(handshake.to_text(details)) == 112
    assert handshake.unpack(packed) == details
    assert handshake.from_text(handshake.to_text(details)) == details
    assert handshake.parse("offer", handshake.sdp(details)) == details


def test_firefoxs_answer_keeps_its_udp_candidates_ipv4_ipv6_and_reflexive():
    details = handshake.parse("answer", FIREFOX_ANSWER)
    assert details.role == "active" and details.ufrag == "a1b2c3d4"
    assert details.candidates == (
        Candidate("192.168.1.5", 52311),
        Candidate("203.0.113.7", 52311, "srflx"),
        Candidate("fe80::1", 40001),
    ), "the active TCP candidate (port 9) is no address to connect to"
    assert handshake.unpack(handshake.pack(details)) == details
    written = handshake.sdp(details)
    assert "a=setup:active" in written and "typ srflx raddr 0.0.0.0 rport 0" in written
    assert handshake.parse("answer", written) == details


@pytest.mark.parametrize(
    ("sdp", "reason"),
    [
        (CHROMIUM_OFFER.replace("m=application", "m=audio"), "not of one data channel"),
        (CHROMIUM_OFFER.replace("a=ice-ufrag:H5rS\n", ""), "no ice-ufrag"),
        (CHROMIUM_OFFER.replace("sha-256", "md5"), "hash md5"),
        (CHROMIUM_OFFER.replace(":1F\n", "\n"), "not as long as its hash"),
        (CHROMIUM_OFFER.replace("a=setup:actpass", "a=setup:holdconn"), "holdconn is not a DTLS role"),
        (CHROMIUM_OFFER.replace(".local 54111", ".lan 54111"), "no candidate"),
    ],
)
def test_a_description_that_is_not_a_data_channels_is_refused_in_words(sdp, reason):
    with pytest.raises(InvalidHandshake, match=reason):
        handshake.parse("offer", sdp)


def test_bytes_it_did_not_make_are_refused_every_cut_and_a_newer_format():
    packed = handshake.pack(handshake.parse("answer", FIREFOX_ANSWER))
    for end in range(len(packed)):
        with pytest.raises(InvalidHandshake):
            handshake.unpack(packed[:end])
    with pytest.raises(InvalidHandshake, match="newer format"):
        handshake.unpack(bytes([packed[0] + 0x10]) + packed[1:])
    with pytest.raises(InvalidHandshake, match="damaged"):
        handshake.unpack(packed + b"\x00")
    with pytest.raises(InvalidHandshake, match="not a connection's details"):
        handshake.from_text("not base64!")


@pytest.mark.parametrize(
    ("written", "canonical"),
    [
        ("fe80:0:0:0:0:0:0:1", "fe80::1"),
        ("2001:0DB8:0000:0000:0000:ff00:0042:8329", "2001:db8::ff00:42:8329"),
        ("2001:db8:0:0:1:0:0:1", "2001:db8::1:0:0:1"),
        ("1:0:0:2:0:0:0:3", "1:0:0:2::3"),
        ("1:2:3:4:5:6:7:0", "1:2:3:4:5:6:7:0"),
        ("::1", "::1"),
        ("::", "::"),
        ("10.0.0.255", "10.0.0.255"),
        ("0D1A7A2C-7E41-4B2C-9A55-5D0E8F9F0A11.local", "0d1a7a2c-7e41-4b2c-9a55-5d0e8f9f0a11.local"),
    ],
)
def test_an_address_is_carried_as_its_bytes_and_written_back_as_rfc_5952_writes_it(written, canonical):
    offer = CHROMIUM_OFFER.replace("0d1a7a2c-7e41-4b2c-9a55-5d0e8f9f0a11.local", written)
    details = handshake.parse("offer", offer)
    assert details.candidates[0].address == canonical
    assert handshake.unpack(handshake.pack(details)).candidates[0].address == canonical


@pytest.mark.parametrize(
    "address",
    ["1::2::3", "12345::", "1:2:3:4:5:6:7:8:9", "fe80::1%eth0", "::ffff:1.2.3.4", "10.0.0.256", "a.local"],
)
def test_an_address_a_link_cannot_carry_is_no_candidate(address):
    with pytest.raises(InvalidHandshake, match="no candidate"):
        handshake.parse(
            "offer", CHROMIUM_OFFER.replace("0d1a7a2c-7e41-4b2c-9a55-5d0e8f9f0a11.local", address)
        )
