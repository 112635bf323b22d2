"""Two browser contexts (two devices, as far as WebRTC knows) open a data channel from an offer and
an answer that went through links: each description packed by ``core.handshake``, its text carried,
unpacked and written back as the description the other side is given. Local candidates only (no
ICE server: this machine reaches none); Chromium hides host addresses behind mDNS names, which
the packed form carries as their 16 bytes."""

from shelfie.core import handshake

GATHERED = """async (kind) => {
  const pc = window.pc || (window.pc = new RTCPeerConnection());
  if (kind === "offer") {
    window.channel = pc.createDataChannel("shelfie");
    await pc.setLocalDescription(await pc.createOffer());
  } else {
    await pc.setLocalDescription(await pc.createAnswer());
  }
  // No trickle: the description once gathering is complete, capped at a few seconds.
  await new Promise((done) => {
    if (pc.iceGatheringState === "complete") return done();
    pc.addEventListener("icegatheringstatechange", () => pc.iceGatheringState === "complete" && done());
    setTimeout(done, 3000);
  });
  return pc.localDescription.sdp;
}"""
TAKE = """async ([kind, sdp]) => {
  const pc = window.pc || (window.pc = new RTCPeerConnection());
  pc.addEventListener("datachannel", (event) => { window.channel = event.channel; });
  await pc.setRemoteDescription({ type: kind, sdp });
}"""
OPEN = """() => new Promise((done) => {
  const wait = () => (window.channel && window.channel.readyState === "open" ? done(true) : setTimeout(wait, 20));
  wait();
  setTimeout(() => done(false), 15000);  // never opened: a failure, not a hang
})"""
LISTEN = """() => {
  window.heard = new Promise((done) => window.channel.addEventListener("message", (event) => done(event.data)));
}"""


def carried(kind: str, sdp: str) -> tuple[str, str]:
    """A page's description as a link carries it, and as the other page is given it."""
    text = handshake.to_text(handshake.parse(kind, sdp))
    return text, handshake.sdp(handshake.from_text(text))


def test_two_devices_open_a_data_channel_from_an_offer_and_an_answer_carried_in_links(
    browser, browser_context_args
):
    host = browser.new_context(**browser_context_args).new_page()
    friend = browser.new_context(**browser_context_args).new_page()
    for page in (host, friend):
        page.set_default_timeout(20_000)
        page.goto("about:blank")
    offer, offered = carried("offer", host.evaluate(GATHERED, "offer"))
    friend.evaluate(TAKE, ["offer", offered])
    answer, answered = carried("answer", friend.evaluate(GATHERED, "answer"))
    host.evaluate(TAKE, ["answer", answered])
    assert host.evaluate(OPEN) and friend.evaluate(OPEN), "the data channel opened on both sides"
    assert len(offer) < 200 and len(answer) < 200, (len(offer), len(answer))
    friend.evaluate(LISTEN)
    host.evaluate("() => window.channel.send('roll')")
    assert friend.evaluate("() => window.heard") == "roll"
