// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// End-to-end test of the playground page: it builds the page with
// playground/build (the WebAssembly module included), serves it on
// localhost, and drives Debian's headless Chromium through playwright-core.
//
//	cd playground && npm ci && npm test
//
// Environment:
//	CHROMIUM                   the browser (default /usr/bin/chromium); without one the
//	                           browser tests skip, saying so, and only the build is checked
//	PLAYGROUND_ARTIFACTS       folder for the screenshot (default: a temporary folder, printed)
//	PLAYGROUND_SCREENSHOT      also write the screenshot there, a path from the repository
//	                           root (docs/playground.md's is playground/screenshot.png)

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, copyFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const chromiumPath = process.env.CHROMIUM || "/usr/bin/chromium";
const haveChromium = existsSync(chromiumPath);
const skipBrowser = haveChromium ? false
  : `no Chromium at ${chromiumPath}: install Debian's chromium (apt-get install chromium) or set CHROMIUM; only the build was checked`;
// The flags this closed network needs: no background connections, no QUIC.
// playwright-core adds --headless and a fresh, empty --user-data-dir.
const chromiumArgs = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];

const work = mkdtempSync(join(tmpdir(), "uriscan-playground-"));
const artifacts = process.env.PLAYGROUND_ARTIFACTS || join(work, "artifacts");
let server, baseURL, browser;
const foreign = []; // requests to anything but the page's server

// startServer builds the build command, which builds the page into a
// temporary folder and serves it on a free port of 127.0.0.1.
async function startServer() {
  const bin = join(work, "playground-build");
  execFileSync("go", ["build", "-o", bin, "./playground/build"], { cwd: root, stdio: "inherit" });
  server = spawn(bin, ["-out", join(work, "dist"), "-serve", "127.0.0.1:0"],
    { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let out = "";
    server.stdout.on("data", (b) => {
      out += b;
      const m = out.match(/serving (http:\/\/\S+\/)/);
      if (m) resolve(m[1]);
    });
    server.on("exit", (code) => reject(new Error(`playground/build exited with ${code} before serving`)));
  });
}

before(async () => {
  baseURL = await startServer();
  if (haveChromium) {
    const { chromium } = await import("playwright-core");
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  }
}, { timeout: 10 * 60_000 });

after(async () => {
  if (browser) await browser.close();
  if (server) server.kill();
  rmSync(join(work, "dist"), { recursive: true, force: true });
});

async function openPage(fragment = "") {
  const page = await browser.newPage({ viewport: { width: 1240, height: 1000 } });
  page.on("request", (r) => { if (!r.url().startsWith(baseURL)) foreign.push(r.url()); });
  const errors = [];
  page.on("pageerror", (e) => errors.push(e));
  page.errors = errors;
  await page.goto(baseURL + fragment);
  await page.waitForSelector("body[data-ready=true]", { timeout: 30_000 });
  return page;
}

// type types text into the field, key by key, and waits until the page has
// drawn it: the share link holds what the page last analyzed.
async function type(page, selector, text) {
  await page.fill(selector, "");
  await page.locator(selector).pressSequentially(text);
  await page.waitForFunction(([sel, v]) => {
    const p = new URLSearchParams(document.querySelector("#share").getAttribute("href").slice(1));
    return p.get(sel === "#input" ? "u" : "base") === v || sel === "#base" && !p.has("base") && v === globalThis.uriscan.defaultBase;
  }, [selector, text]);
}

// waitText waits until the element's text is want, and fails if it never is.
async function waitText(page, selector, want) {
  await page.waitForFunction(([sel, w]) => document.querySelector(sel)?.textContent === w, [selector, want], { timeout: 10_000 })
    .catch(async () => assert.equal(await page.locator(selector).textContent(), want, selector));
}

const text = (page, selector) => page.locator(selector).innerText();

// readmeErrors returns the table of error codes of docs/errors.md: code -> message.
function readmeErrors() {
  const readme = readFileSync(join(root, "docs", "errors.md"), "utf8");
  const section = readme.split("\n## Errors\n")[1].split("\n## ")[0];
  const codes = new Map();
  for (const m of section.matchAll(/^\| `([a-z_0-9]+)` \| (.+?) \|/gm)) codes.set(m[1], m[2]);
  assert.ok(codes.size > 10, "the Errors table of docs/errors.md has a row per code");
  return codes;
}

test("the page builds and is served", async () => {
  const res = await fetch(baseURL + "uriscan.wasm");
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("content-type"), "application/wasm");
  const exec = await (await fetch(baseURL + "wasm_exec.js")).text();
  const goroot = execFileSync("go", ["env", "GOROOT"], { encoding: "utf8" }).trim();
  assert.equal(exec, readFileSync(join(goroot, "lib", "wasm", "wasm_exec.js"), "utf8"), "wasm_exec.js is the toolchain's");
});

test("a valid reference: every component", { skip: skipBrowser }, async () => {
  const page = await openPage();
  await type(page, "#input", "https://user@example.com:8443/a/b%2Fc?q=1&lang=en+GB#top");
  const want = { scheme: "https", userinfo: "user", host: "example.com", port: "8443",
    path: "/a/b%2Fc", query: "q=1&lang=en+GB", fragment: "top" };
  for (const [name, value] of Object.entries(want)) {
    assert.equal(await text(page, `#components tr[data-component=${name}] td.text`), value, name);
    assert.equal(await text(page, `#view .run[data-component=${name}] .t`), value, name + " drawn");
  }
  assert.equal(await text(page, "#host-kind"), "regname");
  assert.equal(await text(page, "#web-host code"), "example.com");
  assert.ok(!(await page.locator("#web-host").getAttribute("class") || "").includes("differs"));
  assert.equal(await text(page, "#port"), "8443");
  assert.equal(await text(page, "#path-kind"), "path-abempty");
  assert.ok(await page.locator("#error").isHidden());
  assert.deepEqual(await page.locator("#segments li code").allInnerTexts(), ["a", "b/c"]);
  assert.deepEqual(await page.locator("#params tbody tr td:first-child").allInnerTexts(), ["q", "lang"]);
  assert.equal(await text(page, "#params tbody tr:nth-child(2) td:nth-child(2)"), "en GB");
  assert.equal(await text(page, "#resolved"), "https://user@example.com:8443/a/b%2Fc?q=1&lang=en+GB#top");
  assert.deepEqual(await page.locator("#findings .finding").evaluateAll((l) => l.map((e) => e.dataset.finding)),
    ["encoded_slash", "userinfo"]);

  // The host a browser would connect to, marked where it differs.
  await type(page, "#input", "http://0x7f.1/admin");
  assert.equal(await text(page, "#web-host code"), "127.0.0.1");
  assert.match(await page.locator("#web-host").getAttribute("class"), /differs/);
  assert.ok((await page.locator("#findings .finding").evaluateAll((l) => l.map((e) => e.dataset.finding))).includes("web_host_differs"));
  await type(page, "#input", "http://evil.example\\@good.example/");
  assert.equal(await text(page, "#web-host code"), "evil.example");

  // Defined but empty differs from absent.
  await type(page, "#input", "http://h?");
  assert.equal(await page.locator("#view .run.empty[data-component=query]").count(), 1);
  assert.match(await text(page, "#components tr[data-component=query] td.text"), /defined, empty/);
  assert.equal(await text(page, "#components tr[data-component=fragment] td.text"), "absent");
  assert.equal(await page.locator("#view .run[data-component=fragment]").count(), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("an invalid reference: the code, its README wording, the offset", { skip: skipBrowser }, async () => {
  const page = await openPage();
  const readme = readmeErrors();
  for (const [input, code, offset, at] of [
    ["http://a b/", "host", 8, " "],
    ["//[::1", "ip_literal", 6, "⌁"], // ended too early: the mark after the input
    ["/100%zz", "percent", 5, "z"],
  ]) {
    await type(page, "#input", input);
    assert.ok(await page.locator("#error").isVisible(), input);
    assert.equal(await text(page, "#error-code"), code, input);
    assert.equal(await text(page, "#error-offset"), String(offset), input);
    assert.equal(await text(page, "#error-message"), readme.get(code), input + ": the README's wording");
    const mark = page.locator("#view .run.error-at");
    assert.equal(await mark.count(), 1, input);
    assert.equal(await mark.getAttribute("data-offset"), String(offset), input);
    assert.equal(await mark.locator(".t").evaluate((e) => e.textContent), at, input);
    // The highlighted byte is where the offset says, in the text drawn.
    const before = await page.locator("#view .run").evaluateAll((runs) =>
      runs.slice(0, runs.findIndex((r) => r.classList.contains("error-at"))).map((r) => r.querySelector(".t").textContent).join(""));
    assert.equal(before, input.slice(0, offset), input);
  }
  // The page's list of codes is the README's table.
  const rows = await page.locator("#codes tbody tr").evaluateAll((rs) => rs.map((r) => [r.cells[0].textContent, r.cells[1].textContent]));
  assert.deepEqual(new Map(rows), readme);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("the share link round trip", { skip: skipBrowser }, async () => {
  const page = await openPage();
  const input = "HTTP://u:p@127.1/a/../%7e b?x=a+b&y=%26#f"; // invalid (the space): shared all the same
  const base = "https://example.org/dir/";
  await type(page, "#input", input);
  await type(page, "#base", base);
  const href = await page.locator("#share").getAttribute("href");
  assert.ok(href.startsWith("#"), href);
  await page.close();

  const shared = await openPage(href);
  assert.equal(await shared.inputValue("#input"), input);
  assert.equal(await shared.inputValue("#base"), base);
  assert.equal(await text(shared, "#error-code"), "path");
  // A valid one, with the default base, which the link leaves out.
  await type(shared, "#base", await shared.evaluate(() => globalThis.uriscan.defaultBase));
  await type(shared, "#input", "../g?q#s");
  const href2 = await shared.locator("#share").getAttribute("href");
  assert.ok(!href2.includes("base="), href2);
  // Following a link changes only the fragment: the page redraws on hashchange.
  await shared.goto(baseURL + "#u=" + encodeURIComponent("?other"));
  await waitText(shared, "#components tr[data-component=query] td.text", "other");
  await shared.goto(baseURL + href2);
  await waitText(shared, "#resolved", "http://a/b/g?q#s"); // RFC 3986 5.4.1
  assert.equal(await shared.inputValue("#input"), "../g?q#s");
  assert.deepEqual(shared.errors, []);
  await shared.close();
});

test("the extractor box: kinds, offsets, the first 1,000", { skip: skipBrowser }, async () => {
  const page = await openPage();
  const log = '10.0.0.1 - - [x] "GET /a?b=1 HTTP/1.1" 200 5 "https://ref.example/p" "-"\n' +
    "see <URL:http://ex.org/lo\nng> and http://a.example/x, or \"http://h/a^b\"\n";
  await page.fill("#text", log);
  await waitText(page, "#matches tbody tr:first-child td:nth-child(4)", "/a?b=1"); // drawn after a timer
  const rows = await page.locator("#matches tbody tr").evaluateAll((rs) => rs.map((r) => [...r.cells].map((c) => c.textContent)));
  const enc = new TextEncoder();
  const at = (s) => enc.encode(log.slice(0, log.indexOf(s))).length;
  assert.deepEqual(rows, [
    ["1", `${at("/a?b")}–${at("/a?b") + 6}`, "request (origin-form)", "/a?b=1", "valid"],
    ["1", `${at("https://ref")}–${at("https://ref") + 21}`, "quoted", "https://ref.example/p", "valid"],
    ["2", `${at("http://ex.org")}–${at("ng>") + 2}`, "angle FlagCleaned", "http://ex.org/long", "valid"],
    ["3", `${at("http://a.example")}–${at("http://a.example") + 18}`, "bare", "http://a.example/x", "valid"],
    ["3", `${at("http://h/a^b")}–${at("http://h/a^b") + 12}`, "quoted", "http://h/a^b", "path at 10"],
  ]);
  assert.equal(await text(page, "#match-count"), "5 references found");

  const many = Array.from({ length: 1200 }, (_, i) => `GET http://h.example/${i} x`).join("\n");
  await page.fill("#text", many);
  await waitText(page, "#match-count", "1200 references found, the first 1000 listed");
  assert.equal(await page.locator("#matches tbody tr").count(), 1000);
  assert.equal(await text(page, "#matches tbody tr:last-child td:nth-child(4)"), "http://h.example/999");
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a screenshot, and nothing fetched from elsewhere", { skip: skipBrowser }, async () => {
  const page = await openPage("#" + new URLSearchParams({ u: "https://user@Example.com:8443/a/./b%2Fc?q=1&lang=en+GB#top" }));
  mkdirSync(artifacts, { recursive: true });
  const file = join(artifacts, "playground.png");
  await page.screenshot({ path: file, fullPage: true });
  console.log(`screenshot: ${file}`);
  if (process.env.PLAYGROUND_SCREENSHOT) copyFileSync(file, resolve(root, process.env.PLAYGROUND_SCREENSHOT));
  assert.deepEqual(foreign, [], "the page loads everything from its own server");
  assert.deepEqual(page.errors, []);
  await page.close();
});
