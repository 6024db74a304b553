// train_time charts: one SVG per benchmark for the chosen MLPerf round, bars built from the
// results that pass the filters and the search.  Every label is set as text, never as markup.
var SVG = "http://www.w3.org/2000/svg";
var CHART = { barH: 20, gap: 6, label: 150, plot: 300, value: 96, top: 8, axis: 44, maxBars: 30, logRatio: 100 };
var UPPER = { "<": 1, "<=": 1 }, LOWER = { ">": 1, ">=": 1 };

function svgEl(tag, attrs, text) {
  var e = document.createElementNS(SVG, tag);
  for (var k in attrs) if (attrs[k] !== null && attrs[k] !== undefined) e.setAttribute(k, attrs[k]);
  if (text !== undefined) e.textContent = text;
  return e;
}

function fmtMinutes(v) {
  if (v >= 100) return Math.round(v).toLocaleString("en");
  if (v < 10) return String(Number(v.toPrecision(3)));
  return String(Number(v.toFixed(1)));
}

function qualifierText(q) { return q && q !== "=" ? q + " " : ""; }

// Nice ticks for a linear axis 0..hi, or powers of ten for a log axis lo..hi.
function ticks(lo, hi, log) {
  var out = [], t;
  if (log) {
    for (t = Math.pow(10, Math.floor(Math.log10(lo))); t <= hi * 1.0001; t *= 10) out.push(t);
    return out;
  }
  var step = Math.pow(10, Math.floor(Math.log10(hi / 4)));
  [1, 2, 2.5, 5, 10].some(function (m) { if (hi / (step * m) <= 5) { step *= m; return true; } return false; });
  for (t = 0; t <= hi * 1.0001; t += step) out.push(Number(t.toPrecision(6)));
  if (out[out.length - 1] < hi) out.push(Number((out[out.length - 1] + step).toPrecision(6)));
  return out;
}

// The fill of a bar whose time is an upper bound (< or <=): fading out to the right.  Once per page.
function chartDefs() {
  var svg = svgEl("svg", { width: 0, height: 0, "aria-hidden": "true", style: "position:absolute" });
  var defs = svgEl("defs", {}), grad = svgEl("linearGradient", { id: "fade-upper", x1: "0", x2: "1", y1: "0", y2: "0" });
  grad.appendChild(svgEl("stop", { offset: "0", "stop-color": "#4a78b5" }));
  grad.appendChild(svgEl("stop", { offset: "0.6", "stop-color": "#4a78b5", "stop-opacity": "0.7" }));
  grad.appendChild(svgEl("stop", { offset: "1", "stop-color": "#4a78b5", "stop-opacity": "0.12" }));
  defs.appendChild(grad);
  svg.appendChild(defs);
  return svg;
}

// bars: [{system, minutes, qualifier, docs: [result numbers], link}] of one benchmark.
function barChart(benchmark, bars, unsystemed) {
  var uniq = {}, rows = [];
  bars.forEach(function (b) {
    var k = b.system + "\u0000" + b.minutes + "\u0000" + b.qualifier;
    if (!uniq[k]) { uniq[k] = { system: b.system, minutes: b.minutes, qualifier: b.qualifier, claims: [], link: b.link }; rows.push(uniq[k]); }
    uniq[k].claims.push(b.doc);
  });
  rows.sort(function (a, b) { return a.minutes - b.minutes || a.system.localeCompare(b.system); });
  var more = rows.length - CHART.maxBars;
  rows = rows.slice(0, CHART.maxBars);
  var lo = rows[0].minutes, hi = rows[rows.length - 1].minutes;
  var log = hi / lo > CHART.logRatio;
  var tk = ticks(lo, hi, log), t0 = tk[0], t1 = tk[tk.length - 1];
  if (!log) t0 = 0;
  function x(v) {
    var f = log ? (Math.log10(v) - Math.log10(t0)) / (Math.log10(t1) - Math.log10(t0) || 1) : v / (t1 || 1);
    return CHART.label + Math.max(2, CHART.plot * f);
  }
  var height = CHART.top + rows.length * (CHART.barH + CHART.gap) + CHART.axis;
  var width = CHART.label + CHART.plot + CHART.value;
  var svg = svgEl("svg", { "class": "chart", role: "img", viewBox: "0 0 " + width + " " + height,
                           width: width, height: height, "data-benchmark": benchmark, "data-log": log ? "1" : "0" });
  svg.appendChild(svgEl("title", {}, "train_time on " + benchmark + " by system, in minutes" + (log ? " (log scale)" : "")));
  var axisY = CHART.top + rows.length * (CHART.barH + CHART.gap);
  tk.forEach(function (t) {
    if (log && t < t0) return;
    var tx = log || t > 0 ? x(t) : CHART.label;
    svg.appendChild(svgEl("line", { "class": "grid", x1: tx, x2: tx, y1: CHART.top - 2, y2: axisY }));
    svg.appendChild(svgEl("text", { "class": "tick", x: tx, y: axisY + 12, "text-anchor": "middle" }, fmtMinutes(t) === "0" ? "0" : fmtMinutes(t)));
  });
  rows.forEach(function (b, i) {
    var y = CHART.top + i * (CHART.barH + CHART.gap), w = x(b.minutes) - CHART.label;
    var kind = UPPER[b.qualifier] ? "q-upper" : LOWER[b.qualifier] ? "q-lower" : b.qualifier === "~" ? "q-about" : "q-exact";
    var g = svgEl("g", { "class": "bar " + kind, "data-qualifier": b.qualifier || "=" });
    var label = b.system.length > 22 ? b.system.slice(0, 21) + "…" : b.system;
    var valueText = qualifierText(b.qualifier) + fmtMinutes(b.minutes) + " min";
    g.appendChild(svgEl("title", {}, b.system + ": " + valueText + " (" + b.claims.length + " claim" + (b.claims.length === 1 ? "" : "s") + ")"));
    g.appendChild(svgEl("text", { x: CHART.label - 6, y: y + CHART.barH - 5, "text-anchor": "end" }, label));
    var a = svgEl("a", { href: b.link });
    a.appendChild(svgEl("rect", { "class": "bar", x: CHART.label, y: y, width: w.toFixed(1), height: CHART.barH, rx: 2 }));
    g.appendChild(a);
    var end = CHART.label + w;
    if (LOWER[b.qualifier]) {  // the time is this or more: an open arrow beyond the bar
      g.appendChild(svgEl("path", { "class": "more", d: "M" + end + " " + (y + CHART.barH / 2) + " h14 m-5 -5 l5 5 l-5 5" }));
      end += 16;
    }
    g.appendChild(svgEl("text", { "class": "v", x: (end + 5).toFixed(1), y: y + CHART.barH - 5 }, valueText));
    svg.appendChild(g);
  });
  svg.appendChild(svgEl("line", { "class": "axis", x1: CHART.label, y1: axisY, x2: CHART.label + CHART.plot, y2: axisY }));
  svg.appendChild(svgEl("line", { "class": "axis", x1: CHART.label, y1: CHART.top - 2, x2: CHART.label, y2: axisY }));
  svg.appendChild(svgEl("text", { "class": "unit", x: CHART.label + CHART.plot, y: axisY + 25, "text-anchor": "end" },
                        "minutes" + (log ? " (log scale)" : "")));
  var notes = [];
  if (more > 0) notes.push(more + " slower claim(s) not drawn");
  if (unsystemed) notes.push(unsystemed + " claim(s) without a system not drawn");
  if (notes.length) svg.appendChild(svgEl("text", { "class": "note", x: 0, y: axisY + 39 }, notes.join(" · ")));
  return svg;
}
