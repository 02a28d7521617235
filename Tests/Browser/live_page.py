#!/usr/bin/env python3
"""The live page in a real browser (issue 35): headless Chromium driven by chromedriver (Selenium).

1. `colscript repl --serve` with its standard input a pipe this script writes to: the page shows
   every entry's step as it runs (the DOM's command and picture), the items a delete shifts are
   animated (their transform is sampled mid-slide at 0.1x speed: it changes, then rests at none),
   the deleted cell's ghost is beneath the live cells, `:undo` runs the step backwards, and a
   second browser that connects later shows the same state.
2. A lesson in Present mode (`run --html`, the same page) at 1920x1080 and 1280x720: screenshots
   that are not blank, nothing overflows the window, the picture fills >= 60% of the height at
   1920x1080 with text >= 24 px, the before -> after table beside it, the prediction's answer
   revealed by a key.

Screenshots are kept in $LIVE_PAGE_SHOTS (default: a temporary folder, printed). Prints
'N passed, M failed' and exits non-zero on a failure. Uses $COLSCRIPT_BINARY, else
.build/debug/colscript.
"""
import io
import os
import re
import subprocess
import sys
import tempfile
import threading
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.environ.get("COLSCRIPT_BINARY", os.path.join(ROOT, ".build/debug/colscript"))
SHOTS = os.environ.get("LIVE_PAGE_SHOTS") or tempfile.mkdtemp(prefix="live-page-")
passed, failed = 0, 0


def check(condition, what):
    global passed, failed
    if condition:
        passed += 1
        print("ok   " + what)
    else:
        failed += 1
        print("FAIL " + what)
    return condition


def browser(width, height):
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                     "--force-device-scale-factor=1", f"--window-size={width},{height}"):
        options.add_argument(argument)
    chromium = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    if os.path.exists(chromium):
        options.binary_location = chromium
    driver = webdriver.Chrome(service=Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")), options=options)
    # The inner size, not the window's, is what a projector shows.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
    return driver


def wait(driver, script, what, timeout=20):
    deadline = time.time() + timeout
    value = None
    while time.time() < deadline:
        value = driver.execute_script(script)
        if value:
            return value
        time.sleep(0.05)
    check(False, f"{what} (timed out)")
    return value


def current_command(driver):
    return driver.execute_script(
        "var s = document.querySelector('.step.current'); return s ? s.getAttribute('data-command') : null;")


def picture_labels(driver):
    """The labels of the live cells in the current picture (not ghosts)."""
    return driver.execute_script("""
        var p = document.querySelector('.picture.current'); if (!p) { return []; }
        return Array.prototype.map.call(p.querySelectorAll('svg > g:not(.ghost):not(.arrow) > text'),
                                        function (t) { return t.textContent; });""")


def cell_transform(driver, label):
    return driver.execute_script("""
        var p = document.querySelector('.picture.current');
        var gs = p ? p.querySelectorAll('svg > g') : [];
        for (var i = 0; i < gs.length; i++) {
          var t = gs[i].querySelector('text');
          if (t && t.textContent === arguments[0] && !gs[i].classList.contains('ghost')) {
            return { cls: gs[i].getAttribute('class'), transform: getComputedStyle(gs[i]).transform,
                     top: gs[i].getBoundingClientRect().top, left: gs[i].getBoundingClientRect().left };
          }
        }
        return null;""", label)


def live_session():
    process = subprocess.Popen([BINARY, "repl", "--serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, bufsize=1)
    url = None
    deadline = time.time() + 30
    while time.time() < deadline:
        line = process.stderr.readline()
        match = re.search(r"(http://127\.0\.0\.1:\d+/\?token=[0-9a-f]{32})", line)
        if match:
            url = match.group(1)
            break
    threading.Thread(target=lambda: process.stdout.read(), daemon=True).start()
    threading.Thread(target=lambda: process.stderr.read(), daemon=True).start()
    if not check(url is not None, "repl --serve prints its address with a token"):
        process.kill()
        return
    port = int(re.search(r":(\d+)/", url).group(1))
    driver = browser(1280, 900)
    second = None
    try:
        # Without the token: refused.
        driver.get(f"http://127.0.0.1:{port}/")
        check("colscript" not in driver.title, "the page is refused without its token")
        driver.get(url)
        wait(driver, "return document.body.getAttribute('data-live') === 'open'", "the page connects")

        def type_line(line):
            process.stdin.write(line + "\n")
            process.stdin.flush()

        for line in ("view 390x400",
                     "layout flow itemSize=100x100 minimumLineSpacing=10 minimumInteritemSpacing=10 sectionInset=16",
                     "sections Letters", "items Letters a b c d e f"):
            type_line(line)
        wait(driver, "var s = document.querySelector('.step.current');"
                     " return s && s.getAttribute('data-command') === 'items Letters a b c d e f';",
             "the page follows the REPL to `items Letters a b c d e f`")
        check(picture_labels(driver)[:6] == ["a", "b", "c", "d", "e", "f"],
              f"the picture shows a…f in order ({picture_labels(driver)[:6]})")
        rest, slot0 = cell_transform(driver, "b"), cell_transform(driver, "a")

        # Slow motion (0.1x: 12 s) so the slide can be sampled.
        driver.execute_script("window.colscript.speed(0.1);")
        type_line("delete [0,0]")
        wait(driver, "var s = document.querySelector('.step.current');"
                     " return s && s.getAttribute('data-command') === 'delete [0,0]';",
             "the page shows `delete [0,0]`")
        time.sleep(0.5)
        first = cell_transform(driver, "b")
        time.sleep(1.0)
        later = cell_transform(driver, "b")
        check(first is not None and "moved" in (first["cls"] or ""), "b, shifted by the delete, is marked to slide")
        check(first is not None and first["transform"] not in ("none", None),
              f"b is mid-slide after 0.5 s ({first and first['transform']})")
        check(first is not None and later is not None and first["transform"] != later["transform"],
              "b's transform changes over time (it slides, not jumps)")
        check(first is not None and rest is not None and slot0 is not None
              and first["left"] > (rest["left"] + slot0["left"]) / 2,
              f"b starts from its old slot (x {first and first['left']:.0f}; old {rest and rest['left']:.0f}, new {slot0 and slot0['left']:.0f})")
        animations = driver.execute_script("return document.getAnimations().length;")
        check(animations >= 5, f"the browser runs the step's animations ({animations})")
        labels = picture_labels(driver)
        check(labels[:5] == ["b", "c", "d", "e", "f"] and "a" not in labels, f"after the delete: b…f ({labels})")
        ghost_first = driver.execute_script("""
            var gs = Array.prototype.slice.call(document.querySelectorAll('.picture.current svg > g'));
            var ghost = gs.findIndex(function (g) { return g.classList.contains('ghost'); });
            var cell = gs.findIndex(function (g) { return g.classList.contains('moved'); });
            return ghost >= 0 && cell >= 0 && ghost < cell;""")
        check(ghost_first, "the deleted cell's ghost is drawn beneath the live cells")
        driver.execute_script("window.colscript.speed(2);")
        time.sleep(0.8)
        settled = cell_transform(driver, "b")
        check(settled is not None and settled["transform"] in ("none", "matrix(1, 0, 0, 1, 0, 0)"), f"b comes to rest in its new slot ({settled})")

        # :undo animates back, then shows the state it went back to.
        driver.execute_script("window.colscript.speed(0.5);")
        type_line(":undo")
        mode = wait(driver, "return document.body.getAttribute('data-mode') === 'reverse' ? 'reverse' : null",
                    ":undo plays the step backwards", timeout=10)
        check(mode == "reverse", ":undo plays the step backwards")
        wait(driver, "var s = document.querySelector('.step.current');"
                     " return s && /^:undo/.test(s.getAttribute('data-command'));", "then shows the undone state")
        time.sleep(3.0)  # 1.2 s / 0.5 backwards, then the state it went back to
        check(picture_labels(driver)[:6] == ["a", "b", "c", "d", "e", "f"], f"after :undo the picture is a…f again ({picture_labels(driver)})")

        # A second browser (a student's laptop) sees the same session.
        second = browser(1280, 900)
        second.get(url)
        wait(second, "var s = document.querySelector('.step.current');"
                     " return s && /^:undo/.test(s.getAttribute('data-command'));",
             "a second browser shows the same step")
        type_line("insert [0,1] X")
        for name, d in (("first", driver), ("second", second)):
            wait(d, "var s = document.querySelector('.step.current');"
                    " return s && s.getAttribute('data-command') === 'insert [0,1] X';",
                 f"the {name} browser follows `insert [0,1] X`")
        check(picture_labels(second)[:3] == ["a", "X", "b"], f"the second browser shows a X b… ({picture_labels(second)[:3]})")
        driver.save_screenshot(os.path.join(SHOTS, "live-1280x900.png"))
    finally:
        driver.quit()
        if second:
            second.quit()
        process.kill()
        process.wait()


def served_script():
    """`serve FILE`: one step at a time, on a key in the page or Enter in the terminal."""
    process = subprocess.Popen([BINARY, "serve", os.path.join(ROOT, "Scripts/lessons/02-batch-updates.colscript")],
                               stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, bufsize=1)
    url = None
    deadline = time.time() + 30
    while time.time() < deadline and url is None:
        match = re.search(r"(http://127\.0\.0\.1:\d+/\?token=[0-9a-f]{32})", process.stderr.readline())
        url = match.group(1) if match else None
    threading.Thread(target=lambda: process.stderr.read(), daemon=True).start()
    if not check(url is not None, "serve FILE prints its address"):
        process.kill()
        return
    driver = browser(1280, 900)
    try:
        driver.get(url)
        count = "return document.querySelectorAll('.step').length;"
        wait(driver, "return document.querySelectorAll('.step').length === 1;", "serve shows the first step")
        driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_RIGHT)
        wait(driver, "return document.querySelectorAll('.step').length === 2;", "→ in the page shows the next step")
        process.stdin.write("\n")
        process.stdin.flush()
        wait(driver, "return document.querySelectorAll('.step').length === 3;", "Enter in the terminal shows the next step")
        check(driver.execute_script(count) == 3 and "prose" in driver.page_source,
              "the served lesson's steps carry its prose")
    finally:
        driver.quit()
        process.kill()
        process.wait()


def present_mode():
    work = tempfile.mkdtemp(prefix="present-")
    page = os.path.join(work, "lesson.html")
    subprocess.run([BINARY, "run", os.path.join(ROOT, "Scripts/lessons/02-batch-updates.colscript"), "--html", page],
                   stdout=subprocess.DEVNULL, check=False)
    for width, height in ((1920, 1080), (1280, 720)):
        driver = browser(width, height)
        try:
            driver.get("file://" + page + "#step-1")
            wait(driver, "return document.body.getAttribute('data-ready') === 'true'", "the lesson page loads")
            # The batch step (the first with a table), in Present mode, at rest.
            step = driver.execute_script("""
                var s = Array.prototype.slice.call(document.querySelectorAll('.step'));
                for (var i = 0; i < s.length; i++) { if (s[i].querySelector(':scope > .change-box table.spaces')) { return i; } }
                return -1;""")
            driver.execute_script("window.colscript.show(arguments[0], 'after');", step)
            driver.find_element(By.TAG_NAME, "body").send_keys("f")
            time.sleep(0.3)
            m = driver.execute_script("""
                var svg = document.querySelector('.picture.current svg'), r = svg.getBoundingClientRect();
                var t = document.querySelector('.step.current > .change-box table.spaces').getBoundingClientRect();
                var texts = Array.prototype.slice.call(svg.querySelectorAll('g > text'));
                var vb = svg.viewBox.baseVal, scale = Math.min(r.width / vb.width, r.height / vb.height);
                var font = Math.max.apply(null, texts.map(function (x) { return parseFloat(x.getAttribute('font-size')); })) * scale;
                return { w: innerWidth, h: innerHeight, pic: [r.left, r.top, r.right, r.bottom], table: [t.left, t.top, t.right, t.bottom],
                         font: font, scrollW: document.documentElement.scrollWidth, present: document.body.classList.contains('present') };""")
            shot = os.path.join(SHOTS, f"present-{width}x{height}.png")
            driver.save_screenshot(shot)
            size = f"{width}x{height}"
            check(m["present"], f"{size}: Present mode is on")
            check(m["pic"][2] <= m["w"] and m["pic"][3] <= m["h"] and m["scrollW"] <= m["w"],
                  f"{size}: the picture fits the window ({m['pic']})")
            check(m["table"][2] <= m["w"] and m["table"][3] <= m["h"] and m["table"][0] >= m["pic"][2] - 1,
                  f"{size}: the before -> after table is beside the picture, above the fold ({m['table']})")
            if width == 1920:
                check(m["pic"][3] - m["pic"][1] >= 0.6 * m["h"], f"{size}: the picture fills >= 60% of the height ({m['pic'][3] - m['pic'][1]:.0f} px)")
                check(m["font"] >= 24, f"{size}: the picture's text is >= 24 px ({m['font']:.1f})")
            check(not blank(shot), f"{size}: the screenshot is not blank")
            # The prediction before the batch: its code, then the answer on a key.
            predict = driver.execute_script("""
                var s = Array.prototype.slice.call(document.querySelectorAll('.step'));
                for (var i = 0; i < s.length; i++) { if (s[i].querySelector('.predict')) { return i; } }
                return -1;""")
            if check(predict >= 0, f"{size}: the lesson has a prediction slide"):
                driver.execute_script("window.colscript.show(arguments[0], 'after');", predict)
                code = driver.execute_script("return document.querySelector('.step.current .predict pre.next').textContent;")
                check(code.startswith("batch {"), f"{size}: the prediction shows the code about to run")
                hidden = driver.execute_script("return getComputedStyle(document.querySelector('.step.current .predict .answer')).display;")
                driver.find_element(By.TAG_NAME, "body").send_keys(Keys.SPACE)
                shown = driver.execute_script("return getComputedStyle(document.querySelector('.step.current .predict .answer')).display;")
                check(hidden == "none" and shown != "none", f"{size}: Space reveals the answer")
                driver.save_screenshot(os.path.join(SHOTS, f"predict-{width}x{height}.png"))
        finally:
            driver.quit()


def blank(path):
    """Whether the picture is one colour (or nearly): fewer than 8 distinct colours."""
    try:
        from PIL import Image
    except ImportError:
        return os.path.getsize(path) < 15000
    with Image.open(path) as image:
        colours = image.convert("RGB").getcolors(maxcolors=1 << 16)
        return colours is not None and len(colours) < 8


if __name__ == "__main__":
    live_session()
    served_script()
    present_mode()
    print(f"screenshots in {SHOTS}")
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)
