#!/usr/bin/env python3
"""End-to-end test of `livery serve` in a real headless Chromium.

    Scripts/browser-test.py LIVERY_BINARY [SCREENSHOT.png]

Serves a temporary folder, opens the gallery page in Chromium (driven over
the DevTools protocol on a pipe, so nothing but Chromium and Python's
standard library is needed), saves a stylesheet and waits for the page to
show the new image without a reload, breaks the stylesheet and waits for the
diagnostics beside the last good image, clicks a view for its explanation,
posts a captured screen as an app does and waits for its card (refusing one
from another site's page, one too large and one that does not load), and tries to read outside the folder (`..`, encoded `..`, a symbolic link
out, an import out), each of which must be refused. Then the snapshot review
page: two screens recorded, a colour changed and verified, one screen
accepted in the page (its baseline changes, verify passes for it and still
fails for the other), and an accept from another site's page refused.
Exits 1 on the first failure, saying which.
"""
import http.client
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

STYLE = """livery: 1
rules:
  - type: UIView
    class: badge
    set: { backgroundColor: systemBlue, layer.cornerRadius: 8 }
"""
TREE = """livery-tree: 1
root:
  type: UIView
  frame: [0, 0, 120, 60]
  set: { backgroundColor: white }
  children:
    - { type: UIView, id: badge, classes: [badge], frame: [10, 10, 60, 40] }
"""


def fail(message):
    print(f"browser test: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def chromium_path():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    fail("no Chromium: run Scripts/install-deps.sh chromium (make test does)")


class DevTools:
    """The DevTools protocol over --remote-debugging-pipe: JSON messages ended by NUL."""

    def __init__(self, chromium, profile):
        to_chrome_r, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_w = os.pipe()
        def descriptors():
            # Chromium reads commands on fd 3 and writes replies on fd 4.
            read_end, write_end = os.dup(to_chrome_r), os.dup(from_chrome_w)
            os.dup2(read_end, 3)
            os.dup2(write_end, 4)

        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
             "--remote-debugging-pipe", f"--user-data-dir={profile}", "--no-first-run",
             "--window-size=1000,800", "about:blank"],
            pass_fds=(3, 4), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=descriptors)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.buffer = b""
        self.next_id = 0
        self.session = None

    def call(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_chrome, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" not in self.buffer:
                chunk = os.read(self.from_chrome, 1 << 16)
                if not chunk:
                    fail("Chromium closed the DevTools pipe")
                self.buffer += chunk
            raw, self.buffer = self.buffer.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    fail(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def open(self, url):
        target = self.call("Target.createTarget", {"url": url}, session=False)["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)["sessionId"]

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "awaitPromise": True, "returnByValue": True})
        if "exceptionDetails" in result:
            fail(f"page script failed: {result['exceptionDetails']}")
        return result.get("result", {}).get("value")

    def wait(self, expression, what, timeout=10):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.02)
        fail(f"timed out waiting for {what}")

    def close(self):
        self.process.kill()
        self.process.wait()


def get(port, path):
    """A raw GET: the path is sent exactly as written (no client-side normalising)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.putrequest("GET", path, skip_accept_encoding=True)
    connection.endheaders()
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, body


def post(port, path, body, headers=None):
    """A raw POST, as an app posts a captured screen (no Origin unless given)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.putrequest("POST", path, skip_accept_encoding=True)
    for name, value in (headers or {}).items():
        connection.putheader(name, value)
    if "Content-Length" not in (headers or {}):
        connection.putheader("Content-Length", str(len(body)))
    connection.endheaders()
    try:
        connection.send(body)
        response = connection.getresponse()
        status, answer = response.status, response.read()
    except (BrokenPipeError, ConnectionResetError):
        status, answer = 0, b""
    connection.close()
    return status, answer


def review_test(livery, devtools, work, screenshot):
    """The snapshot review page of a second server: accept one of two changed screens."""
    folder = os.path.join(work, "review")
    os.makedirs(folder)
    for name, text in {"Screen.style.yaml": STYLE, "Screen.tree.yaml": TREE,
                       "Other.tree.yaml": TREE.replace("[10, 10, 60, 40]", "[40, 10, 60, 40]")}.items():
        with open(os.path.join(folder, name), "w") as f:
            f.write(text)

    def snapshot(*arguments, tree=None):
        trees = [tree] if tree else ["Screen.tree.yaml", "Other.tree.yaml"]
        environment = {k: v for k, v in os.environ.items() if k != "CI"}
        return subprocess.run([livery, "snapshot", *arguments, "--quiet", "--variants", "light", "Screen.style.yaml", *trees],
                              cwd=folder, capture_output=True, text=True, env=environment)

    if snapshot("record", "--images").returncode != 0:
        fail("livery snapshot record failed")
    with open(os.path.join(folder, "Screen.style.yaml"), "w") as f:
        f.write(STYLE.replace("systemBlue", "systemGreen"))
    if snapshot("verify").returncode != 1:
        fail("verify did not fail after the colour changed")
    baseline = os.path.join(folder, "Snapshots", "Screen.light@2x.snapshot")
    other = os.path.join(folder, "Snapshots", "Other.light@2x.snapshot")
    with open(baseline) as f:
        approved = f.read()
    with open(other) as f:
        other_approved = f.read()

    server = subprocess.Popen([livery, "serve", folder, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        match = re.search(r"at http://127\.0\.0\.1:(\d+)/", server.stdout.readline())
        if not match:
            fail("the review server did not say where it listens")
        port = int(match.group(1))
        # Another site's page (the first server's gallery is another origin) cannot accept.
        status, _ = post(port, "/snapshots/accept/Screen.light@2x", b"", {"Origin": "http://attacker.example"})
        if status != 403:
            fail(f"an accept with another site's Origin answered {status}, not 403")
        devtools.evaluate(f"fetch('http://127.0.0.1:{port}/snapshots/accept/Other.light@2x', "
                          "{ method: 'POST', mode: 'no-cors' }).then(() => 'sent', () => 'refused')")
        with open(other) as f:
            if f.read() != other_approved:
                fail("a page of another origin accepted a screen")

        devtools.open(f"http://127.0.0.1:{port}/snapshots")
        devtools.wait("document.querySelectorAll('section').length === 2", "the two changed screens")
        images = ("Array.from(document.getElementById('screen-Screen.light@2x').querySelectorAll('img'))"
                  ".map(i => i.alt + ':' + i.naturalWidth).join(' ')")
        shown = devtools.wait(f"(() => {{ const s = {images}; return s.includes('before:240') && s.includes('after:240')"
                              " && s.includes('difference:240') ? s : ''; })()", "before, after and difference")
        table = devtools.evaluate("document.getElementById('screen-Screen.light@2x').querySelector('table').textContent")
        if "backgroundColor" not in table or "#007AFFFF" not in table or "#34C759FF" not in table or "Screen.style.yaml:5" not in table:
            fail(f"the property change is not listed with its rule: {table!r}")
        if screenshot:
            shot = devtools.call("Page.captureScreenshot", {"format": "png"})
            import base64
            with open(screenshot, "wb") as f:
                f.write(base64.b64decode(shot["data"]))
        devtools.evaluate("document.querySelector('button[data-action=\"accept\"][data-screen=\"Screen.light@2x\"]').click()")
        devtools.wait("document.getElementById('status').textContent === 'Accepted Screen.light@2x.'", "the acceptance")
        with open(baseline) as f:
            if f.read() == approved:
                fail("accepting did not change the baseline")
        if os.path.exists(baseline + ".pending"):
            fail("the accepted screen is still pending")
        if snapshot("verify", tree="Screen.tree.yaml").returncode != 0:
            fail("verify fails for the accepted screen")
        if snapshot("verify", tree="Other.tree.yaml").returncode != 1:
            fail("verify passes for the screen not accepted")
        return shown
    finally:
        server.kill()
        server.wait()


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    livery = os.path.abspath(argv[1])
    screenshot = argv[2] if len(argv) > 2 else None
    work = tempfile.mkdtemp(prefix="livery-browser-")
    served = os.path.join(work, "served")
    os.makedirs(served)
    secret = os.path.join(work, "secret.tree.yaml")
    with open(secret, "w") as f:
        f.write(TREE.replace("white", "red") + "# SECRET-OUTSIDE\n")
    with open(os.path.join(work, "Outside.style.yaml"), "w") as f:
        f.write("livery: 1\n# SECRET-OUTSIDE\n")
    themed = ("livery: 1\ntraits: { theme: { values: [paper, night], default: paper } }\nrules:\n"
              "  - { type: UIView, set: { backgroundColor: white } }\n"
              "  - { type: UIView, when: { theme: night }, set: { backgroundColor: black } }\n")
    for name, text in {"Screen.style.yaml": STYLE, "Screen.tree.yaml": TREE,
                       "Book.style.yaml": themed, "Book.tree.yaml": "livery-tree: 1\nroot: { type: UIView, size: [40, 30] }\n",
                       "Leak.style.yaml": "livery: 1\nimports: [../Outside.style.yaml]\n",
                       "Leak.tree.yaml": TREE}.items():
        with open(os.path.join(served, name), "w") as f:
            f.write(text)
    os.symlink(secret, os.path.join(served, "Link.tree.yaml"))

    server = subprocess.Popen([livery, "serve", served, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    devtools = None
    try:
        line = server.stdout.readline()
        match = re.search(r"at http://127\.0\.0\.1:(\d+)/", line)
        if not match:
            fail(f"livery serve did not say where it listens on loopback: {line!r}")
        port = int(match.group(1))

        # Reads outside the folder are refused, however they are spelled.
        for path in ["/render?tree=../secret.tree.yaml", "/render?tree=%2e%2e/secret.tree.yaml",
                     "/render?tree=%2E%2E%2Fsecret.tree.yaml", "/render?tree=" + secret.replace("/", "%2F"),
                     "/render?tree=Link.tree.yaml", "/../secret.tree.yaml", "/%2e%2e/secret.tree.yaml",
                     "/tables/..%2FOutside.liverytable", "/tables/../Outside.liverytable", "/tables/Outside.liverytable"]:
            status, body = get(port, path)
            if status == 200 or b"SECRET" in body:
                fail(f"GET {path} was served ({status})")
        # Malformed requests are refused, not crashed on.
        for path, expected in [("/render?tree=Screen.tree.yaml&scale=9", 400), ("/render?tree=Screen.tree.yaml&style=dim", 400),
                               ("/render?tree=Screen.tree.yaml&size=huge", 400), ("/render", 400),
                               ("/explain?tree=Screen.tree.yaml&x=nan&y=1", 400), ("/explain?tree=Screen.tree.yaml", 400),
                               ("/tables/%00.liverytable", 404), ("/tables/Screen", 404), ("/nowhere", 404),
                               ("/render?tree=" + "a/" * 2000 + "x.tree.yaml", 404)]:
            status, _ = get(port, path)
            if status != expected:
                fail(f"GET {path[:80]} answered {status}, not {expected}")
        status, body = get(port, "/render?tree=Leak.tree.yaml&style=light&scale=1")
        if status != 422 or b"outside the served folder" not in body or b"SECRET" in body:
            fail(f"an import outside the folder was not refused: {status} {body[:200]!r}")
        status, _ = get(port, "/tables/Screen.liverytable")
        if status != 200:
            fail(f"/tables/Screen.liverytable answered {status}")

        devtools = DevTools(chromium_path(), os.path.join(work, "profile"))
        devtools.open(f"http://127.0.0.1:{port}/")
        card = "document.querySelector('.card[data-tree=\"Screen.tree.yaml\"]')"
        devtools.wait(f"{card} && {card}.dataset.version === '1' && {card}.querySelector('img.screen').naturalWidth === 240",
                      "the first image")
        devtools.wait("document.getElementById('status').textContent === 'live'", "the event stream")
        pixel = (f"(() => {{ const img = {card}.querySelector('img.screen'); const c = document.createElement('canvas');"
                 " c.width = img.naturalWidth; c.height = img.naturalHeight; const g = c.getContext('2d');"
                 " g.drawImage(img, 0, 0); return Array.from(g.getImageData(60, 50, 1, 1).data).join(','); })()")
        before = devtools.evaluate(pixel)
        if before != "0,122,255,255":
            fail(f"the badge is not systemBlue before the save: {before}")

        # Save: the new image arrives without a reload.
        devtools.evaluate("window.notReloaded = true")
        saved = time.monotonic()
        with open(os.path.join(served, "Screen.style.yaml"), "w") as f:
            f.write(STYLE.replace("systemBlue", "systemRed"))
        devtools.wait(f"{card}.dataset.version === '2'", "the image after the save")
        latency = (time.monotonic() - saved) * 1000
        after = devtools.evaluate(pixel)
        if after != "255,59,48,255":
            fail(f"the badge is not systemRed after the save: {after}")
        if not devtools.evaluate("window.notReloaded === true"):
            fail("the page reloaded")

        # Break it: diagnostics, and the last good image beside them.
        with open(os.path.join(served, "Screen.style.yaml"), "w") as f:
            f.write(STYLE.replace("systemBlue", "systemRedd"))
        devtools.wait(f"!{card}.querySelector('pre.errors').hidden", "the diagnostics")
        errors = devtools.evaluate(f"{card}.querySelector('pre.errors').textContent")
        if "Screen.style.yaml:5:29: error: unknown color 'systemRedd' [unknown-color]" not in errors or "^" not in errors:
            fail(f"the diagnostics are not located with a caret: {errors!r}")
        devtools.wait(f"!{card}.querySelector('.lastgood').hidden && {card}.querySelector('.lastgood img').naturalWidth === 240",
                      "the last good image")

        # Fix it again, and click the badge for its explanation.
        with open(os.path.join(served, "Screen.style.yaml"), "w") as f:
            f.write(STYLE)
        devtools.wait(f"{card}.dataset.version === '3'", "the image after the fix")
        devtools.evaluate(
            f"(() => {{ const img = {card}.querySelector('img.screen'); const r = img.getBoundingClientRect();"
            " img.dispatchEvent(new MouseEvent('click', { clientX: r.left + r.width * 0.3, clientY: r.top + r.height * 0.5,"
            " bubbles: true })); })()")
        explained = devtools.wait("!document.getElementById('explain').hidden && document.getElementById('explain').textContent",
                                  "the explanation")
        if "view 'badge'" not in explained or "backgroundColor" not in explained:
            fail(f"the explanation is not the badge's: {explained[:300]!r}")

        # An app posts its captured screen: a new card, without a reload. Refused
        # ones (another site's page, too large, one that does not load) write nothing.
        capture = TREE.replace("livery-tree: 1\n", "livery-tree: 1\nstylesheet: ../Screen.style.yaml\n").encode()
        captured = os.path.join(served, "Captures", "Posted.tree.yaml")
        for headers, body, expected in [({"Origin": "http://attacker.example"}, capture, 403),
                                        ({"Content-Length": str(9 * 1024 * 1024)}, b"", 413),
                                        ({}, capture.replace(b"type: UIView", b"type: UINoSuchView"), 422)]:
            status, _ = post(port, "/captures/Posted.tree.yaml", body, headers)
            if status != expected or os.path.exists(captured):
                fail(f"a refused capture answered {status}, not {expected}, or was written")
        status, answer = post(port, "/captures/Posted.tree.yaml", capture)
        if status != 201 or not os.path.exists(captured):
            fail(f"the posted capture was not stored: {status} {answer[:200]!r}")
        posted = "document.querySelector('.card[data-tree=\"Captures/Posted.tree.yaml\"]')"
        devtools.wait(f"{posted} && {posted}.querySelector('img.screen').naturalWidth === 240", "the posted capture's card")
        if not devtools.evaluate("window.notReloaded === true"):
            fail("the page reloaded for the posted capture")

        # A stylesheet's own trait axis gets a picker on its trees' cards; picking a value redraws the card.
        book = "document.querySelector('.card[data-tree=\"Book.tree.yaml\"]')"
        devtools.wait(f"{book} && {book}.querySelector('select.axis[name=\"theme\"]') && {book}.dataset.version === '1'",
                      "the theme picker")
        book_pixel = pixel.replace(card, book).replace("getImageData(60, 50, 1, 1)", "getImageData(5, 5, 1, 1)")
        if devtools.evaluate(book_pixel) != "255,255,255,255":
            fail(f"the paper theme is not white: {devtools.evaluate(book_pixel)}")
        devtools.evaluate(f"(() => {{ const s = {book}.querySelector('select.axis'); s.value = 'night';"
                          " s.dispatchEvent(new Event('change')); })()")
        devtools.wait(f"{book}.dataset.version === '2'", "the night theme's image")
        if devtools.evaluate(book_pixel) != "0,0,0,255":
            fail(f"the night theme is not black: {devtools.evaluate(book_pixel)}")

        # Lose the server: the page says so; bring it back on the same port: it reconnects and reloads.
        server.kill()
        server.wait()
        devtools.wait("document.getElementById('status').className === 'offline'", "the disconnected banner")
        server = subprocess.Popen([livery, "serve", served, "--port", str(port)], stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True)
        server.stdout.readline()
        devtools.wait("document.getElementById('status').textContent === 'live'", "the reconnection", timeout=20)
        devtools.wait(f"{card} && {card}.dataset.version === '1'", "the reload after reconnecting")

        if screenshot:
            os.makedirs(os.path.dirname(os.path.abspath(screenshot)), exist_ok=True)
            shot = devtools.call("Page.captureScreenshot", {"format": "png"})
            import base64
            with open(screenshot, "wb") as f:
                f.write(base64.b64decode(shot["data"]))
        review_test(livery, devtools, work, screenshot and re.sub(r"(\.png)?$", "-review.png", screenshot, count=1))
        print(f"browser test: passed (save to new image in the page: {latency:.0f} ms)")
        return 0
    finally:
        if devtools:
            devtools.close()
        server.kill()
        server.wait()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
