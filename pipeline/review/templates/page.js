// The review page, drawn from the one JSON document embedded in it (#page-data).  Article text and
// every value from the tables reach the page as text nodes or attribute values, never as markup.
var D = JSON.parse(document.getElementById("page-data").textContent);
var TYPES = D.types, GOLD = D.gold_dir !== null, VERIFIED = D.verified, NONE = D.none;
var PAGE = 200;  // result rows drawn at a time
var params = new URLSearchParams(window.location.search);
var state = { system: "", benchmark: "", metric: "", round: D.round, q: "", sort: "", shown: PAGE };

function el(tag, attrs, kids) {
  var e = document.createElement(tag);
  for (var k in attrs || {}) {
    var v = attrs[k];
    if (v === null || v === undefined || v === false) continue;
    if (k === "text") e.textContent = v; else e.setAttribute(k, v === true ? "" : v);
  }
  (kids || []).forEach(function (c) { if (c !== null && c !== undefined) e.appendChild(typeof c === "string" ? document.createTextNode(c) : c); });
  return e;
}
function typeMark(t, label) { return el("span", { "class": "m m-" + t, text: label || t }); }

var DOCS = D.docs;
DOCS.forEach(function (d, i) { d.n = i + 1; d.res = []; });
var RESULTS = D.results.map(function (row, i) {
  var r = { i: i };
  D.rfields.forEach(function (f, k) { r[f] = row[k]; });
  r.d = DOCS[r.doc];
  r.evidence = D.evidence[r.ev];
  r.ruleText = D.rules[r.rule];
  r.minutes = parseFloat(r.value);
  r.d.res.push(r);
  r.hay = [r.d.title, r.d.id, r.system, r.benchmark, r.metric, r.value, r.unit, r.evidence, r.suite].join("\n").toLowerCase();
  return r;
});

function link(r) { return "#" + r.d.anchor + (r.mark !== null ? "@" + r.mark : ""); }
function valueText(r) { return (r.qualifier && r.qualifier !== "=" ? r.qualifier + " " : "") + r.value + (r.unit ? " " + r.unit : ""); }
function resultLabel(r) { return (r.system || "?") + (r.benchmark ? " · " + r.benchmark : "") + ": " + r.metric + " " + valueText(r); }
function terms() { return state.q.toLowerCase().split(/\s+/).filter(Boolean); }
function hasAll(hay, ts) { return ts.every(function (t) { return hay.indexOf(t) >= 0; }); }
function passes(r, key) { var want = state[key]; return !want || (r[key] || NONE) === want; }
function resultShown(r, ignoreMetric) {
  return passes(r, "system") && passes(r, "benchmark") && (ignoreMetric || passes(r, "metric")) && hasAll(r.hay, terms());
}
function docShown(d) {
  var ts = terms();
  if (!ts.length) return true;
  if (!d.hay) d.hay = [d.title, d.id, d.text || ""].join("\n").toLowerCase();
  return hasAll(d.hay, ts) || d.res.some(function (r) { return hasAll(r.hay, ts); });
}

// ---------------------------------------------------------------- scores
function f1Cell(v) {
  if (typeof v === "number") return el("td", { "class": "num", "data-sort": v, text: v.toFixed(2) });
  return el("td", { "class": "na", "data-sort": "-1", text: v || "–" });
}
function f1Text(v) { return typeof v === "number" ? v.toFixed(2) : v; }
function verdictBadge(r) {
  if (!r.verdict) return null;
  return el("span", { "class": "badge v-" + r.verdict.replace(/[^a-z_]/g, ""), text: r.verdict,
                      title: r.vnote || null });
}
function officialCell(r) {
  var td = el("td", { "data-label": "Official" });
  if (!r.verdict) return td;
  td.appendChild(verdictBadge(r));
  if (r.official) td.appendChild(document.createTextNode(" " + r.official + (r.metric === "train_time" ? " min" : "")));
  if (r.vround) td.appendChild(el("small", { text: " (" + r.vround + ")" }));
  return td;
}
function auditBadge(r) {
  if (r.spurious) return el("span", { "class": "badge bad", text: "spurious" });
  return r.audited ? el("span", { "class": "badge ok", text: "in gold" }) : null;
}

// ---------------------------------------------------------------- sortable tables
function sortRows(rows, key, desc, num) {
  rows.sort(function (a, b) {
    var x = a.key[key], y = b.key[key], c;
    if (num) { x = x === "" || x === null ? -Infinity : +x; y = y === "" || y === null ? -Infinity : +y; c = x < y ? -1 : x > y ? 1 : 0; }
    else c = String(x).localeCompare(String(y));
    return (desc ? -c : c) || a.key.n - b.key.n;
  });
}
function header(table, cols, sortState, onSort) {
  var tr = el("tr");
  cols.forEach(function (c) {
    var th = el("th", { "class": (c.sort ? "sortable " : "") + (c.num ? "num " : "") + (c.cls || ""), "data-key": c.key, title: c.title || null },
                [c.head || c.label]);
    if (c.sort && sortState.key === c.key) th.setAttribute("aria-sort", sortState.desc ? "descending" : "ascending");
    if (c.sort) th.addEventListener("click", function () { onSort(c.key, sortState.key === c.key && !sortState.desc); });
    tr.appendChild(th);
  });
  table.appendChild(el("thead", {}, [tr]));
}

// ---------------------------------------------------------------- the index of documents
var indexSort = { key: "n", desc: false };
function indexColumns() {
  var cols = [{ key: "n", label: "#", num: 1, sort: 1 }, { key: "title", label: "Title", sort: 1 },
              { key: "doc_id", label: "doc_id", sort: 1, cls: "col-id" }, { key: "script", label: "Script", sort: 1, cls: "col-wide" },
              { key: "chars", label: "Chars", num: 1, sort: 1, cls: "col-wide" }];
  TYPES.forEach(function (t) { cols.push({ key: t, head: typeMark(t), num: 1, sort: 1, cls: "col-wide" }); });
  cols.push({ key: "results", label: "Results", num: 1, sort: 1 });
  if (GOLD) cols.push({ key: "f1_mentions", label: "F1 mentions", num: 1, sort: 1 }, { key: "f1_results", label: "F1 results", num: 1, sort: 1 },
                      { key: "missed", label: "Missed", num: 1, sort: 1, cls: "col-wide" }, { key: "spurious", label: "Spurious", num: 1, sort: 1, cls: "col-wide" });
  return cols;
}
function indexKey(d) {
  var k = { n: d.n, title: d.title, doc_id: d.id, script: d.script, chars: d.chars, results: d.nr };
  TYPES.forEach(function (t, i) { k[t] = d.counts[i]; });
  if (GOLD) {
    k.f1_mentions = typeof d.f1m === "number" ? d.f1m : -1; k.f1_results = typeof d.f1r === "number" ? d.f1r : -1;
    k.missed = d.missed.length; k.spurious = d.nsp;
  }
  return k;
}
function numCell(v, cls) { return el("td", { "class": "num" + (v ? "" : " zero") + (cls ? " " + cls : ""), "data-sort": v, text: String(v) }); }
function drawIndex() {
  var table = document.getElementById("doc-index");
  table.textContent = "";
  header(table, indexColumns(), indexSort, function (key, desc) { indexSort = { key: key, desc: desc }; drawIndex(); });
  var rows = DOCS.filter(docShown).map(function (d) { return { d: d, key: indexKey(d) }; });
  var col = indexColumns().filter(function (c) { return c.key === indexSort.key; })[0] || { num: 1 };
  sortRows(rows, indexSort.key, indexSort.desc, col.num);
  var body = el("tbody");
  rows.forEach(function (row) {
    var d = row.d;
    var tr = el("tr", { "data-doc": d.id }, [
      el("td", { "class": "num", text: String(d.n) }),
      el("td", { "class": "title", lang: d.lang || null }, [el("a", { href: "#" + d.anchor, title: d.title, text: d.title })]),
      el("td", { "class": "col-id" }, [el("code", { text: d.id })]), el("td", { "class": "col-wide", text: d.script }),
      el("td", { "class": "num col-wide", text: d.chars === null ? "" : String(d.chars) })]);
    d.counts.forEach(function (c) { tr.appendChild(numCell(c, "col-wide")); });
    tr.appendChild(numCell(d.nr));
    if (GOLD) { tr.appendChild(f1Cell(d.f1m)); tr.appendChild(f1Cell(d.f1r)); tr.appendChild(numCell(d.missed.length, "col-wide")); tr.appendChild(numCell(d.nsp, "col-wide")); }
    body.appendChild(tr);
  });
  table.appendChild(body);
  var foot = el("tr", {}, [el("th"), el("th", { text: "Total (all documents)" }), el("th"), el("th", { "class": "col-wide" }), el("th", { "class": "col-wide" })]);
  D.totals.types.forEach(function (c) { foot.appendChild(el("th", { "class": "num col-wide", text: String(c) })); });
  foot.appendChild(el("th", { "class": "num", text: String(D.totals.results) }));
  if (GOLD) [null, null, D.totals.missed, D.totals.spurious].forEach(function (c) { foot.appendChild(el("th", { "class": "num" + (c === null ? "" : " col-wide"), text: c === null ? "" : String(c) })); });
  table.appendChild(el("tfoot", {}, [foot]));
  document.getElementById("index-count").textContent = "(" + rows.length + " of " + DOCS.length + ")";
}

// ---------------------------------------------------------------- the results table and its filters
var resultSort = { key: "n", desc: false };
function resultColumns() {
  var cols = [{ key: "doc", label: "Document", sort: 1 }, { key: "system", label: "System", sort: 1 },
              { key: "benchmark", label: "Benchmark", sort: 1 }, { key: "metric", label: "Metric", sort: 1 },
              { key: "value", label: "Value", num: 1, sort: 1 }, { key: "round", label: "Round", sort: 1 },
              { key: "evidence", label: "Evidence" }];
  if (GOLD) cols.push({ key: "audit", label: "Audit", sort: 1 });
  if (VERIFIED) cols.push({ key: "verdict", label: "Official", sort: 1, title: "verdict and official value from verified.csv" });
  return cols;
}
function resultKey(r) {
  return { n: r.i, doc: r.d.id, system: r.system, benchmark: r.benchmark, metric: r.metric, value: r.minutes,
           round: r.round, audit: r.spurious ? "spurious" : r.audited ? "in gold" : "", verdict: r.verdict };
}
function drawResults() {
  var table = document.getElementById("results-table");
  table.textContent = "";
  header(table, resultColumns(), resultSort, function (key, desc) { resultSort = { key: key, desc: desc }; drawResults(); });
  var rows = RESULTS.filter(function (r) { return resultShown(r); }).map(function (r) { return { r: r, key: resultKey(r) }; });
  sortRows(rows, resultSort.key, resultSort.desc, resultSort.key === "value" || resultSort.key === "n");
  var body = el("tbody");
  rows.slice(0, state.shown).forEach(function (row) {
    var r = row.r;
    var tr = el("tr", { "data-system": r.system || NONE, "data-benchmark": r.benchmark || NONE, "data-metric": r.metric || NONE,
                        "class": r.spurious ? "spurious" : null }, [
      el("td", { "data-label": "Document" }, [el("a", { href: link(r), title: r.d.title, text: r.d.id })]),
      el("td", { "data-label": "System", text: r.system }), el("td", { "data-label": "Benchmark", text: r.benchmark }),
      el("td", { "data-label": "Metric", text: r.metric }),
      el("td", { "class": "num", "data-label": "Value", text: valueText(r) }),
      el("td", { "data-label": "Round", text: r.suite ? r.round : "" }),
      el("td", { "class": "evidence", "data-label": "Evidence", lang: r.d.lang || null, text: r.evidence })]);
    if (GOLD) tr.appendChild(el("td", { "data-label": "Audit" }, [auditBadge(r)]));
    if (VERIFIED) tr.appendChild(officialCell(r));
    body.appendChild(tr);
  });
  if (!rows.length) body.appendChild(el("tr", {}, [el("td", { colspan: String(resultColumns().length), "class": "missing",
    text: RESULTS.length ? "No result passes the filters and the search." : "No results were extracted." })]));
  table.appendChild(body);
  var more = document.getElementById("results-more"), left = rows.length - state.shown;
  more.hidden = left <= 0;
  more.textContent = left > 0 ? "Show " + Math.min(left, PAGE) + " more (" + left + " not shown)" : "";
  document.getElementById("results-count").textContent = rows.length + " of " + RESULTS.length + " results" +
    (left > 0 ? ", first " + state.shown + " shown" : "");
}
function drawFilters() {
  var box = document.getElementById("filters");
  ["system", "benchmark", "metric"].forEach(function (key) {
    var sel = el("select", { id: "filter-" + key, "data-filter": key }, [el("option", { value: "", text: "all" })]);
    D.filters[key].forEach(function (v) { sel.appendChild(el("option", { value: v, text: v })); });
    var want = params.get(key);
    if (want !== null && D.filters[key].indexOf(want) >= 0) { sel.value = want; state[key] = want; }
    sel.addEventListener("change", function () { state[key] = sel.value; state.shown = PAGE; update(); });
    box.appendChild(el("label", {}, [key + " ", sel]));
  });
  box.appendChild(el("span", { "class": "count", id: "results-count" }));
  document.getElementById("results-more").addEventListener("click", function () { state.shown += PAGE; drawResults(); });
}

// ---------------------------------------------------------------- charts
function drawRounds() {
  var sel = document.getElementById("round");
  D.rounds.forEach(function (rc) { sel.appendChild(el("option", { value: rc[0], text: rc[0] + " (" + rc[1] + ")" })); });
  var want = params.get("round");
  if (want !== null && D.rounds.some(function (rc) { return rc[0] === want; })) state.round = want;
  sel.value = state.round;
  sel.disabled = !D.rounds.length;
  sel.addEventListener("change", function () { state.round = sel.value; update(); });
}
function drawCharts() {
  var box = document.getElementById("chart-list"), count = document.getElementById("charts-count");
  box.textContent = "";
  if (state.metric && state.metric !== "train_time") {
    count.textContent = "";
    box.appendChild(el("p", { "class": "missing", text: "The charts show train_time; the metric filter is " + state.metric + "." }));
    return;
  }
  var by = {}, loose = {}, names = [], n = 0;
  RESULTS.forEach(function (r) {
    if (!r.chart || r.round !== state.round || !resultShown(r, true)) return;
    var b = r.benchmark || "(benchmark not stated)";
    if (!by[b]) { by[b] = []; loose[b] = 0; names.push(b); }
    if (r.chart === 2) { loose[b]++; return; }
    by[b].push({ system: r.system, minutes: r.minutes, qualifier: r.qualifier, doc: r.i, link: link(r) });
    n++;
  });
  names = names.filter(function (b) { return by[b].length; });
  names.sort(function (a, b) { return (a.charAt(0) === "(") - (b.charAt(0) === "(") || a.localeCompare(b); });
  count.textContent = names.length + " chart(s), " + n + " claim(s)";
  if (!names.length) {
    box.appendChild(el("p", { "class": "missing", text: D.rounds.length ? "No train_time claim with a system in " + state.round + " passes the filters." : "No train_time results to chart." }));
    return;
  }
  box.appendChild(chartDefs());
  names.forEach(function (b) {
    box.appendChild(el("div", { "class": "chart-box" }, [
      el("h3", {}, [b + " ", el("small", { text: "(" + by[b].length + " claim" + (by[b].length === 1 ? "" : "s") + ")" })]),
      barChart(b, by[b], loose[b])]));
  });
}

// ---------------------------------------------------------------- articles, drawn when they come into view
function tipOf(d, mark) {
  var lines = [];
  mark[4].forEach(function (k) {
    var m = d.ments[k], t = TYPES[m[0]] || "?";
    lines.push(t + ": " + m[1] + (m[2] ? " " + m[2] : ""), "qualifier: " + m[3] + " · rule: " + D.rules[m[4]]);
    if (m[5]) lines.push("audit: not in gold (spurious)");
  });
  mark[5].forEach(function (i) {
    var r = RESULTS[i];
    lines.push("result: " + resultLabel(r) + (r.spurious ? "  [spurious]" : "") + (r.verdict ? "  [" + r.verdict + "]" : ""));
  });
  return lines.join("\n");
}
function drawText(d) {
  var box = el("div", { "class": "text", lang: d.lang || null }), text = d.text, pos = 0;
  d.marks.forEach(function (mk) {
    if (mk[0] > pos) box.appendChild(document.createTextNode(text.slice(pos, mk[0])));
    var cls = "m m-" + D.kinds[mk[2]] + (mk[3] & 1 ? " result" : "") + (mk[3] & 2 ? " spurious" : "");
    box.appendChild(el("span", { "class": cls, tabindex: "0", id: d.anchor + "@" + mk[0], "data-tip": tipOf(d, mk), text: text.slice(mk[0], mk[1]) }));
    pos = mk[1];
  });
  if (pos < text.length) box.appendChild(document.createTextNode(text.slice(pos)));
  return box;
}
function drawAside(d) {
  var aside = el("aside", {}, [el("h3", { text: "Results (" + d.res.length + ")" })]);
  if (d.res.length) {
    var body = el("tbody");
    d.res.forEach(function (r) {
      var v = r.mark !== null && d.text !== null ? el("a", { href: link(r), text: valueText(r) }) : valueText(r);
      body.appendChild(el("tr", { "class": r.spurious ? "spurious" : null }, [
        el("td", { text: r.system }), el("td", { text: r.benchmark }), el("td", { text: r.metric }),
        el("td", { "class": "num" }, [v]), el("td", {}, [GOLD ? auditBadge(r) : null, " ", verdictBadge(r)])]));
      body.appendChild(el("tr", { "class": "ev" + (r.spurious ? " spurious" : "") }, [
        el("td", { colspan: "5", "class": "evidence", lang: d.lang || null }, [r.evidence, r.ruleText ? el("small", { text: " [" + r.ruleText + "]" }) : null])]));
    });
    aside.appendChild(el("table", { "class": "doc-results" }, [body]));
  } else aside.appendChild(el("p", { "class": "missing", text: "No results." }));
  if (GOLD) {
    aside.appendChild(el("h3", { text: "Missed gold items (" + d.missed.length + ")" }));
    if (d.missed.length) {
      aside.appendChild(el("ul", { "class": "missed" }, d.missed.map(function (g) {
        return el("li", { "class": "missed-" + g[0] }, g[0] === "mention" ? [typeMark(g[1]), " " + g[2]] : ["result: " + g[2]]);
      })));
    } else aside.appendChild(el("p", { "class": "missing", text: d.scored ? "None." : "This document is not in the gold files." }));
  }
  return aside;
}
function drawDoc(sec) {
  if (sec.classList.contains("drawn")) return;
  var d = DOCS[+sec.getAttribute("data-n")];
  var left = d.text !== null ? drawText(d) : el("p", { "class": "missing", text: d.refused
    ? "The article file (" + d.path + ") is outside the article folders, so it is not embedded in this page."
    : "The original text of this document is not available (" + (d.path || "no path recorded") + ")." });
  var body = sec.querySelector(".doc-body");
  body.textContent = "";
  body.appendChild(el("div", { "class": "doc-grid" }, [el("div", {}, [left]), drawAside(d)]));
  sec.classList.add("drawn");
}
var observer = window.IntersectionObserver ? new IntersectionObserver(function (entries) {
  entries.forEach(function (e) { if (e.isIntersecting) { drawDoc(e.target); observer.unobserve(e.target); } });
}, { rootMargin: "800px 0px" }) : null;
function drawDocSections() {
  var box = document.getElementById("docs");
  DOCS.forEach(function (d, i) {
    var meta = [el("code", { text: d.id }), " · " + d.script + " · " + (d.chars === null ? "?" : d.chars) + " chars · " + d.nm + " mentions · " + d.nr + " results"];
    if (GOLD) meta.push(" · F1 mentions " + f1Text(d.f1m) + " · F1 results " + f1Text(d.f1r));
    meta.push(" · ", el("a", { href: "#" + d.anchor, text: "link" }), " · ", el("a", { href: "#index", text: "index" }));
    var sec = el("section", { "class": "block doc", id: d.anchor, "data-doc": d.id, "data-n": String(i) }, [
      el("h2", { lang: d.lang || null, text: d.n + ". " + d.title }), el("div", { "class": "meta" }, meta), el("div", { "class": "doc-body" })]);
    box.appendChild(sec);
    if (observer) observer.observe(sec); else drawDoc(sec);
  });
}
function showDocs() {
  Array.prototype.forEach.call(document.querySelectorAll("section.doc"), function (sec) {
    sec.hidden = !docShown(DOCS[+sec.getAttribute("data-n")]);
  });
}

// ---------------------------------------------------------------- addresses: #doc-<doc_id>[@<offset>]
function go() {
  var raw = window.location.hash.slice(1), id = raw;
  try { id = decodeURIComponent(raw); } catch (e) { /* keep it raw */ }
  var target = document.getElementById(raw) || document.getElementById(id);
  var secId = (target && target.classList.contains("doc") ? target.id : id.replace(/@\d+$/, ""));
  var sec = document.getElementById(secId) || document.getElementById(raw.replace(/@\d+$/, ""));
  if (!sec || !sec.classList.contains("doc")) return;
  sec.hidden = false;
  drawDoc(sec);
  Array.prototype.forEach.call(document.querySelectorAll(".target"), function (t) { t.classList.remove("target"); });
  var at = document.getElementById(raw) || document.getElementById(id) || sec;
  at.classList.add("target");
  at.scrollIntoView({ block: at === sec ? "start" : "center" });
}

function sync() {
  var p = new URLSearchParams(window.location.search);
  ["system", "benchmark", "metric", "q"].forEach(function (k) { if (state[k]) p.set(k, state[k]); else p.delete(k); });
  if (state.round && state.round !== D.round) p.set("round", state.round); else p.delete("round");
  try { history.replaceState(null, "", "?" + p.toString() + window.location.hash); } catch (e) { /* file: pages may refuse */ }
}
function update() { drawCharts(); drawResults(); drawIndex(); showDocs(); sync(); }

function init() {
  var legend = document.getElementById("legend");
  TYPES.forEach(function (t) { legend.appendChild(typeMark(t)); });
  legend.appendChild(el("span", { "class": "m m-claim result", text: "result value" }));
  if (GOLD) legend.appendChild(el("span", { "class": "m m-system spurious", text: "spurious (not in gold)" }));
  legend.appendChild(el("span", { text: "hover or tap a mark for its value, unit, qualifier and rule" }));
  var sort = params.get("sort");
  if (sort) indexSort = { key: sort.replace(/^-/, ""), desc: sort.charAt(0) === "-" };
  drawFilters();
  drawRounds();
  var q = document.getElementById("q"), timer = null;
  state.q = params.get("q") || "";
  q.value = state.q;
  q.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(function () { state.q = q.value.trim(); state.shown = PAGE; update(); }, 150);
  });
  drawDocSections();
  update();
  window.addEventListener("hashchange", go);
  if (window.location.hash) go();
  document.documentElement.setAttribute("data-ready", "1");
}
init();
