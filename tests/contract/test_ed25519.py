"""The pure-Python Ed25519 against RFC 8032's test vectors (section 7.1), and what it refuses."""

import pytest

from shelfie.core import ed25519

VECTORS = [
    (  # TEST 1: the empty message
        "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
        "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a",
        "",
        "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46b"
        "d25bf5f0595bbe24655141438e7a100b",
    ),
    (  # TEST 2: one byte
        "4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
        "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c",
        "72",
        "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c"
        "387b2eaeb4302aeeb00d291612bb0c00",
    ),
    (  # TEST 3: two bytes
        "c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7",
        "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025",
        "af82",
        "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc659"
        "4a7c15e9716ed28dc027beceea1ec40a",
    ),
]


@pytest.mark.parametrize(("secret", "public", "message", "signature"), VECTORS)
def test_rfc_8032_vectors(secret, public, message, signature):
    seed, message_ = bytes.fromhex(secret), bytes.fromhex(message)
    assert ed25519.public_key(seed).hex() == public
    assert ed25519.sign(seed, message_).hex() == signature
    assert ed25519.sign(seed, message_, bytes.fromhex(public)).hex() == signature
    assert ed25519.verify(bytes.fromhex(public), message_, bytes.fromhex(signature))


@pytest.mark.parametrize(("secret", "public", "message", "signature"), VECTORS)
def test_any_change_to_the_message_the_signature_or_the_key_fails_the_check(
    secret, public, message, signature
):
    key, message_, signed = bytes.fromhex(public), bytes.fromhex(message), bytes.fromhex(signature)
    assert not ed25519.verify(key, message_ + b"x", signed)
    for at in (0, 31, 32, 63):
        flipped = bytearray(signed)
        flipped[at] ^= 1
        assert not ed25519.verify(key, message_, bytes(flipped))
    other = ed25519.public_key(bytes(32))
    assert not ed25519.verify(other, message_, signed)
    assert not ed25519.verify(key[:31], message_, signed), "a key of the wrong size"
    assert not ed25519.verify(key, message_, signed[:63]), "a signature of the wrong size"


def test_a_signature_whose_s_is_not_below_the_group_order_is_refused():
    """RFC 8032 5.1.7: s must be in range, else s + L would verify as s (malleability)."""
    _secret, public, message, signature = VECTORS[0]
    signed = bytes.fromhex(signature)
    s = int.from_bytes(signed[32:], "little") + ed25519.L
    malleated = signed[:32] + s.to_bytes(32, "little")
    assert not ed25519.verify(bytes.fromhex(public), bytes.fromhex(message), malleated)


def test_a_point_not_on_the_curve_is_not_a_key():
    assert not ed25519.verify(b"\xff" * 32, b"", bytes(64))
    with pytest.raises(ValueError, match="32 bytes"):
        ed25519.public_key(b"short")
