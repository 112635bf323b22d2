"""Escaping is the default: text becomes markup only by being escaped, whatever path it
takes into a tag, and markup this module built is never escaped twice."""

from hypothesis import given
from hypothesis import strategies as st

from shelfie.ui.html import Safe, attrs, button, esc, join, tag, void

NASTY = '<img src=x onerror="alert(1)">&amp;\'"'


def test_plain_text_in_a_tag_is_escaped_without_esc():
    assert tag("p", NASTY) == "<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;amp;&#x27;&quot;</p>"
    assert button(NASTY, "go") == button(esc(NASTY), "go"), "a button's content too"


def test_markup_built_here_is_not_escaped_twice():
    inner = tag("b", "Ann & Bob")
    assert tag("p", inner) == "<p><b>Ann &amp; Bob</b></p>"
    assert esc(esc("&")) == "&amp;"


def test_adding_text_to_markup_escapes_the_text_on_either_side():
    assert isinstance(tag("b", "x") + "<i>", Safe)
    assert tag("b", "x") + "<i>" == "<b>x</b>&lt;i&gt;"
    assert "<i>" + tag("b", "x") == "&lt;i&gt;<b>x</b>"
    built = ""
    built += tag("b", "x")
    assert isinstance(built, Safe), "+= onto an empty string keeps the markup"


def test_join_escapes_text_and_keeps_markup():
    assert join([tag("b", "1"), "<2>"], ", ") == "<b>1</b>, &lt;2&gt;"
    assert tag("div", join(tag("span", n) for n in "ab")) == "<div><span>a</span><span>b</span></div>"


def test_attribute_values_are_always_escaped_even_markup():
    assert attrs(title=Safe('"x"')) == ' title="&quot;x&quot;"'
    assert void("input", value='"><script>') == '<input value="&quot;&gt;&lt;script&gt;">'


@given(st.text())
def test_no_text_ever_opens_an_element(text):
    drawn = tag("p", text) + text + join([text])
    assert "<" not in drawn.replace("<p>", "").replace("</p>", "")
