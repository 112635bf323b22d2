"""``benchmarks.boot --rtt``: a round trip added to every request is a whole, non-negative number of
milliseconds; anything else is refused with a message, before a browser is started."""

import argparse

import pytest

from benchmarks.boot import milliseconds


def test_a_round_trip_is_whole_milliseconds_not_below_zero():
    assert milliseconds("150") == 150
    assert milliseconds("0") == 0
    with pytest.raises(argparse.ArgumentTypeError, match="shorter than nothing"):
        milliseconds("-5")
    with pytest.raises(ValueError, match="invalid literal"):
        milliseconds("1.5")
