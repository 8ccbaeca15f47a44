// Copyright 2026 The uriscan Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// The playground page: it loads uriscan.wasm (playground/wasm), which sets
// globalThis.uriscan, and draws what its functions return. Every fact on
// the page, error wording and finding sections included, comes from the
// WebAssembly module; this script only draws.
"use strict";

const $ = (id) => document.getElementById(id);

// el makes an element with a class and text (never HTML: the input is the
// user's).
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function row(cells) {
  const tr = el("tr");
  for (const c of cells) {
    const td = el("td");
    if (c instanceof Node) td.append(c); else td.textContent = c;
    tr.append(td);
  }
  return tr;
}

function setResult(id, res) {
  const dd = $(id);
  dd.replaceChildren();
  dd.classList.remove("bad");
  if (!res) { dd.textContent = "—"; return; }
  if (res.error) { dd.textContent = res.error; dd.classList.add("bad"); return; }
  dd.append(el("code", "", res.text));
  if (res.text === "") dd.append(" (empty)");
}

// draw shows the report of one reference.
function draw(rep) {
  const view = $("view");
  view.replaceChildren();
  for (const run of rep.runs) {
    const span = el("span", "run");
    span.dataset.start = run.start;
    const text = el("span", "t", run.text);
    span.append(text);
    if (run.error) {
      span.classList.add("error-at");
      span.dataset.offset = run.start;
      if (run.text === "") text.textContent = "⌁"; // the input ended too early
      span.append(el("span", "n", "offset " + run.start));
    } else if (run.component) {
      span.classList.add("c-" + run.component);
      span.dataset.component = run.component;
      if (run.empty) { span.classList.add("empty"); text.textContent = "∅"; }
      span.append(el("span", "n", run.component + (run.empty ? " (empty)" : "")));
    } else {
      span.classList.add("delim");
    }
    view.append(span);
  }

  $("error").hidden = rep.valid;
  $("results").classList.toggle("invalid", !rep.valid);
  if (!rep.valid) {
    $("error-code").textContent = rep.error.code;
    $("error-offset").textContent = rep.error.offset;
    $("error-message").textContent = rep.error.message;
    $("error-detail").textContent = rep.error.detail;
  }

  const comps = $("components").tBodies[0];
  comps.replaceChildren();
  for (const c of rep.components || []) {
    const text = c.defined ? el("code", "", c.text) : el("span", "absent", "absent");
    const tr = row([c.name, text, c.defined ? `[${c.start}, ${c.end})` : ""]);
    if (c.defined && c.text === "") tr.cells[1].append(el("span", "absent", " defined, empty"));
    tr.dataset.component = c.name;
    tr.classList.add("c-" + c.name);
    tr.cells[1].classList.add("text");
    comps.append(tr);
  }
  $("host-kind").textContent = rep.valid ? rep.hostKind : "";
  drawWebHost(rep);
  $("port").textContent = rep.port === undefined ? (rep.valid ? "none" : "")
    : rep.port + (rep.portFits ? "" : " (does not fit in 16 bits)");
  $("path-kind").textContent = rep.valid ? "path-" + rep.pathKind : "";
  $("addr").textContent = rep.addr || (rep.valid ? "none" : "");
  $("form").textContent = !rep.valid ? "" : rep.relative ? "relative reference" : rep.absolute ? "absolute-URI" : "URI (with a fragment)";

  setResult("norm-syntax", rep.normalized && rep.normalized.syntax);
  setResult("norm-scheme", rep.normalized && rep.normalized.scheme);
  setResult("resolved", rep.resolved);
  setResult("from-base", rep.fromBase);

  const segs = $("segments");
  segs.replaceChildren();
  for (const s of rep.segments || []) {
    const li = el("li");
    li.append(el("code", "", s.decoded));
    if (s.raw !== s.decoded) li.append(el("span", "raw", " raw " + s.raw));
    if (s.raw === "") li.append(el("span", "absent", "empty"));
    segs.append(li);
  }
  const params = $("params").tBodies[0];
  params.replaceChildren();
  for (const p of rep.params || []) {
    params.append(row([el("code", "", p.keyDecoded),
      p.hasValue ? el("code", "", p.valueDecoded) : el("span", "absent", "no ="),
      p.key + (p.hasValue ? "=" + p.value : "")]));
  }
  $("params-error").hidden = !rep.paramsError;
  $("params-error").textContent = rep.paramsError || "";

  const findings = $("findings");
  findings.replaceChildren();
  for (const f of rep.findings || []) {
    const li = el("li", "finding");
    li.dataset.finding = f.name;
    li.append(el("code", "name", f.name), " ");
    for (const [i, sec] of f.section.split(", ").entries()) {
      const a = el("a", "section", (i ? ", " : "RFC 3986 ") + sec);
      a.href = "https://www.rfc-editor.org/rfc/rfc3986#section-" + sec;
      li.append(a);
    }
    li.append(el("div", "doc", f.doc));
    findings.append(li);
  }
  if (rep.valid && !(rep.findings || []).length) findings.append(el("li", "absent", "none"));
}

// drawWebHost shows the host a browser would connect to beside the RFC
// 3986 host, marked when the two differ (web_host_differs).
function drawWebHost(rep) {
  const w = rep.webHost, dd = $("web-host");
  dd.replaceChildren();
  dd.classList.toggle("differs", !!w.differs);
  if (w.refused) {
    dd.append(el("span", "absent", "none: refused (" + w.refused + ")"));
  } else if (w.kind === "none" || w.kind === "empty") {
    dd.append(el("span", "absent", w.kind === "none" ? "none" : "empty host"));
  } else {
    dd.append(el("code", "text", w.host), el("span", "absent", " " + w.kind));
  }
  if (w.differs) dd.append(el("span", "differs-note", " differs from the RFC 3986 host"));
}

function drawMatches(x) {
  $("match-count").textContent = x.total === x.matches.length
    ? `${x.total} reference${x.total === 1 ? "" : "s"} found`
    : `${x.total} references found, the first ${x.matches.length} listed`;
  const body = $("matches").tBodies[0];
  body.replaceChildren();
  for (const m of x.matches) {
    const kind = m.kind + (m.form ? " (" + m.form + "-form)" : "") + (m.flags ? " " + m.flags : "");
    const tr = row([m.line, `${m.start}–${m.end}`, kind, el("code", "", m.text),
      m.valid ? "valid" : `${m.code} at ${m.offset}`]);
    if (!m.valid) tr.classList.add("bad");
    body.append(tr);
  }
}

// The share link: the input (and a base other than the default) in the
// fragment, as form-encoded parameters.
function fragment(input, base, defaultBase) {
  const p = new URLSearchParams({ u: input });
  if (base !== defaultBase) p.set("base", base);
  return "#" + p.toString();
}

function fromFragment() {
  const p = new URLSearchParams(location.hash.slice(1));
  return { input: p.get("u"), base: p.get("base") };
}

function call(fn, ...args) {
  const v = JSON.parse(fn(...args));
  if (v.internalError) throw new Error(v.internalError);
  return v;
}

async function load() {
  const ready = new Promise((resolve) => { globalThis.uriscanReady = resolve; });
  const go = new Go();
  let inst;
  try {
    inst = await WebAssembly.instantiateStreaming(fetch("uriscan.wasm"), go.importObject);
  } catch (e) {
    // A server that does not send application/wasm.
    const buf = await (await fetch("uriscan.wasm")).arrayBuffer();
    inst = await WebAssembly.instantiate(buf, go.importObject);
  }
  go.run(inst.instance);
  await ready;
  const api = globalThis.uriscan;

  const input = $("input"), base = $("base"), text = $("text");
  const update = () => {
    draw(call(api.analyze, input.value, base.value));
    const hash = fragment(input.value, base.value, api.defaultBase);
    $("share").href = hash;
    if (location.hash !== hash) history.replaceState(null, "", hash);
  };
  const fromHash = () => {
    const f = fromFragment();
    if (f.input !== null) input.value = f.input;
    base.value = f.base !== null ? f.base : api.defaultBase;
  };
  let timer;
  const updateText = () => {
    clearTimeout(timer);
    timer = setTimeout(() => drawMatches(call(api.extract, text.value)), text.value.length > 100000 ? 150 : 0);
  };

  fromHash();
  for (const e of [input, base, text]) e.disabled = false;
  input.addEventListener("input", update);
  base.addEventListener("input", update);
  text.addEventListener("input", updateText);
  window.addEventListener("hashchange", () => { fromHash(); update(); });
  $("kernel").textContent = api.implementation;
  for (const c of call(api.errorCodes)) {
    $("codes").querySelector("tbody").append(row([el("code", "", c.name), c.message]));
  }
  update();
  drawMatches(call(api.extract, text.value));
  const status = $("status");
  status.textContent = "Ready: every result below is computed in your browser.";
  status.classList.add("ready");
  document.body.dataset.ready = "true";
}

load().catch((e) => {
  const status = $("status");
  status.textContent = "The WebAssembly module failed to load: " + e;
  status.classList.add("bad");
});
