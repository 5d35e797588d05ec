// judge's page: a search box with instant results, entry and card pages, and
// forms for a table state or a decklist. Every view is drawn from the JSON
// API with DOM calls (text is never parsed as HTML), except the rendered
// deck report, which the server escapes itself.
"use strict";

const view = document.getElementById("view");

// el builds an element: el("a", {href: "#/"}, "text", child, ...).
function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") e.className = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat(Infinity)) {
    if (c === undefined || c === null || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

// put replaces the children of parent, skipping the absent ones.
function put(parent, ...children) {
  parent.replaceChildren(...children.flat(Infinity).filter(c => c !== undefined && c !== null && c !== false));
}

// api fetches a JSON endpoint; a failure throws an Error carrying the
// server's JSON error (message, line, col) and the status.
async function api(path, init) {
  const res = await fetch(path, init);
  const type = res.headers.get("Content-Type") || "";
  const body = type.includes("json") ? await res.json() : await res.text();
  if (!res.ok) {
    const err = new Error((body && body.error) || res.statusText || "request failed");
    err.status = res.status;
    err.body = body;
    throw err;
  }
  return body;
}

function errorBox(err) {
  let where = "";
  if (err.body && err.body.line) {
    where = "line " + err.body.line + (err.body.col ? ", column " + err.body.col : "") + ": ";
  }
  return el("p", {class: "error", role: "alert"}, where + err.message);
}

// cite is "doc L12–18", the way the CLI writes a citation.
function cite(doc, start, end) {
  if (!start) return doc; // a card entry has no lines
  return doc + " L" + start + (end && end !== start ? "–" + end : "");
}

function entryHref(id) { return "#/entry/" + encodeURIComponent(id); }
function cardHref(name) { return "#/card/" + encodeURIComponent(name); }

// cardRef turns a card entry's ID ("cards/1_168", "cards/1_168-back",
// "cards/<gemp>-<database id>") into a name the card endpoint resolves.
function cardRef(id) {
  const ref = id.replace(/^cards\//, "");
  const m = /^(.+)-(\d+)$/.exec(ref);
  return m ? m[2] : ref;
}

// highlighted writes a snippet with its matched byte ranges marked.
function highlighted(text, ranges) {
  const p = el("p", {class: "snippet"});
  if (!ranges || !ranges.length) { p.append(text); return p; }
  const bytes = new TextEncoder().encode(text);
  const dec = new TextDecoder();
  let at = 0;
  for (const r of ranges) {
    if (r.start < at) continue;
    p.append(dec.decode(bytes.slice(at, r.start)), el("mark", {}, dec.decode(bytes.slice(r.start, r.end))));
    at = r.end;
  }
  p.append(dec.decode(bytes.slice(at)));
  return p;
}

function setNav(name) {
  for (const a of document.querySelectorAll("nav a")) a.classList.toggle("on", a.dataset.nav === name);
}

// ---- search -------------------------------------------------------------

let searchAbort = null;
let searchTimer = null;

// The games of the index: the picker's choices and the label on each hit.
const games = [["swccg", "SWCCG", "Star Wars CCG"], ["swtcg", "SWTCG", "Star Wars TCG"], ["xwing", "X-Wing", "X-Wing"]];
const gameLabel = Object.fromEntries(games.map(([code, label]) => [code, label]));
const pageSize = 20;

// The Search tab goes back to the last query (kept for the session).
function keepQuery(q) {
  sessionStorage.setItem("judge.q", q);
  const tab = document.querySelector('nav a[data-nav="search"]');
  if (tab) tab.setAttribute("href", q ? "#/?q=" + encodeURIComponent(q) : "#/");
}

// gamePicker is the game searched, remembered on this device.
function gamePicker(onchange) {
  const saved = localStorage.getItem("judge.game") || "";
  const picker = el("select", {id: "game", "aria-label": "Game", onchange: () => {
    localStorage.setItem("judge.game", picker.value);
    onchange();
  }}, el("option", {value: ""}, "All games"),
  games.map(([code, , name]) => el("option", {value: code, selected: code === saved}, name)));
  return picker;
}

function searchView(q) {
  setNav("search");
  const input = el("input", {type: "search", id: "q", placeholder: "Search the rules: immune to attrition, battle destiny…",
                             "aria-label": "Search the rules", autocomplete: "off", autofocus: true, value: q});
  const status = el("p", {class: "hint", id: "status"}, "Results appear as you type.");
  const list = el("ol", {class: "hits", id: "hits"});
  const more = el("button", {type: "button", id: "more", class: "secondary", hidden: true}, "More results");
  const run = () => runSearch(input.value, status, list, more, picker.value, 0);
  const picker = gamePicker(run);
  input.addEventListener("input", () => {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(run, 200);
  });
  more.addEventListener("click", () => runSearch(input.value, status, list, more, picker.value, list.childElementCount));
  put(view, el("div", {class: "row"}, input, picker), status, list, more);
  input.focus();
  if (q) run();
}

// runSearch shows the hits of q from offset on: a new search replaces the
// list, "More results" adds the next page to it.
async function runSearch(q, status, list, more, game, offset) {
  q = q.trim();
  keepQuery(q);
  history.replaceState(null, "", q ? "#/?q=" + encodeURIComponent(q) : "#/");
  if (searchAbort) searchAbort.abort();
  more.hidden = true;
  if (!q) { put(list); status.textContent = "Results appear as you type."; return; }
  searchAbort = new AbortController();
  try {
    const res = await api("/api/search?limit=" + pageSize + "&offset=" + offset + (game ? "&game=" + game : "") +
                          "&q=" + encodeURIComponent(q), {signal: searchAbort.signal});
    const items = res.hits.map(hitItem);
    if (offset) list.append(...items); else put(list, ...items);
    const shown = list.childElementCount;
    status.textContent = res.total
      ? (shown < res.total ? shown + " of " : "") + res.total + (res.total === 1 ? " entry" : " entries") + (res.fuzzy ? " (allowing misspellings)" : "")
      : "No entry matches “" + q + "”" + (game ? " in " + gameLabel[game] : "") + ".";
    more.hidden = !(res.hits.length && shown < res.total);
  } catch (err) {
    if (err.name === "AbortError") return;
    put(list, el("li", {}, errorBox(err)));
  }
}

function hitItem(h) {
  const href = h.kind === "card" ? cardHref(cardRef(h.id)) : entryHref(h.id);
  return el("li", {},
    el("span", {class: "game game-" + h.game}, gameLabel[h.game] || h.game),
    el("a", {class: "title", href}, h.title), el("span", {class: "kind"}, h.kind),
    el("div", {class: "meta"}, el("span", {class: "cite"}, cite(h.doc, h.passage_start || h.line_start, h.passage_end || h.line_end)), " · ",
       el("span", {class: "path"}, (h.path || []).join(" › "))),
    h.snippet ? highlighted(h.snippet, h.highlights) : null,
    h.card ? el("div", {class: "hint"}, "card: ", el("a", {href: cardHref(cardRef(h.card))}, h.card)) : null,
    idLinks("also in: ", h.also_in), idLinks("see also: ", h.see_also));
}

function idLinks(label, ids) {
  return ids && ids.length ? el("div", {class: "hint"}, label, ids.map((id, i) => [i ? ", " : "", el("a", {href: entryHref(id)}, id)])) : null;
}

// ---- entry --------------------------------------------------------------

// sourceLines is the entry's source text with its line numbers, the lines
// a citation names marked and the first of them scrolled into view; null
// when the text does not map line for line onto the document.
function sourceLines(e, from, to) {
  const raw = (e.raw || "").split("\n");
  if (!e.line_start || raw.length !== e.line_end - e.line_start + 1) return null;
  const box = el("div", {class: "rule source", id: "entry-lines"}, raw.map((text, i) => {
    const n = e.line_start + i;
    return el("div", {class: n >= from && n <= to ? "src cited" : "src", "data-line": n},
      el("span", {class: "ln", "aria-hidden": "true"}, String(n)), el("span", {class: "src-text"}, text));
  }));
  requestAnimationFrame(() => { const c = box.querySelector(".cited"); if (c) c.scrollIntoView({block: "center"}); });
  return box;
}

// entryView shows an entry; lines "729" or "725-731" (a citation's) are
// shown numbered and marked in its source text.
async function entryView(id, lines) {
  setNav("");
  put(view, el("p", {class: "hint"}, "Loading…"));
  try {
    const e = await api("/api/show?id=" + encodeURIComponent(id));
    const [from, to] = (lines || "").split("-").map(Number);
    const source = from ? sourceLines(e, from, to || from) : null;
    lines = e.lines && e.lines.length ? "lines " + e.lines.join(", ") : "";
    put(view,
      el("h1", {}, e.title, el("span", {class: "kind"}, e.kind)),
      el("p", {class: "meta"}, el("span", {class: "cite", id: "entry-cite"}, cite(e.doc, e.line_start, e.line_end)), lines ? " (" + lines + ")" : ""),
      el("p", {class: "path"}, (e.path || []).join(" › ")),
      source || el("div", {class: "rule", id: "entry-text"}, e.text),
      e.aliases && e.aliases.length ? el("p", {}, el("strong", {}, "Also called: "), e.aliases.join("; ")) : null,
      e.see_also && e.see_also.length ? [el("h2", {}, "References"), el("ul", {}, e.see_also.map(x =>
        el("li", {}, "line " + x.line + ": “" + x.text + "” → ", x.id ? el("a", {href: entryHref(x.id)}, x.id) : el("span", {class: "hint"}, "not in the indexed corpus"))))] : null,
      e.variants && e.variants.length ? el("p", {}, el("strong", {}, "Also in: "), e.variants.map((v, i) => [i ? ", " : "", el("a", {href: entryHref(v)}, v)])) : null,
      e.parent ? el("p", {class: "hint"}, "Part of ", el("a", {href: entryHref(e.parent)}, e.parent)) : null,
      el("p", {class: "hint"}, "ID: ", el("code", {}, e.id)));
  } catch (err) {
    put(view, errorBox(err));
  }
}

// ---- cards --------------------------------------------------------------

const numberNames = ["power", "ability", "deploy", "forfeit", "destiny", "armor", "maneuver",
                     "hyperspeed", "landspeed", "parsec", "politics", "ferocity"];
const alwaysShown = new Set(["power", "ability", "deploy", "forfeit", "destiny"]);

function numberText(n) {
  if (!n || !n.defined) return n && n.star ? "*" : "—";
  return n.star ? "*" : (n.raw || String(n.value));
}

function cardFace(c) {
  const nums = numberNames.filter(k => alwaysShown.has(k) || (c[k] && c[k].defined))
    .map(k => el("div", {}, el("dt", {}, k), el("dd", {}, numberText(c[k]))));
  return el("article", {class: "face"},
    el("h2", {class: "card-title"}, (c.uniqueness ? c.uniqueness + " " : "") + c.title),
    el("p", {class: "meta"}, [c.side, c.type, c.subtype].filter(Boolean).join(" · "),
       c.set_name ? " — " + c.set_name : "", " ", el("span", {class: "cite"}, "id " + c.id + (c.gemp_id ? " / " + c.gemp_id : ""))),
    el("dl", {class: "numbers"}, nums),
    c.icons && c.icons.length ? el("p", {class: "hint"}, "Icons: " + c.icons.join(", ")) : null,
    c.characteristics && c.characteristics.length ? el("p", {class: "hint"}, c.characteristics.join(", ")) : null,
    c.gametext ? el("p", {class: "gametext"}, c.gametext) : null,
    c.lore ? el("p", {class: "lore"}, c.lore) : null,
    c.personas && c.personas.length ? el("p", {}, el("strong", {}, "Personas: "), c.personas.join(", ")) : null,
    c.rulings && c.rulings.length ? [el("h3", {}, "Rulings"), el("ul", {}, c.rulings.map(r => el("li", {}, r)))] : null,
    c.effects && c.effects.length ? [el("h3", {}, "Effects read from the game text"), el("ul", {}, c.effects.map(f =>
      el("li", {}, el("code", {}, f.kind), f.value ? " " + f.value : "", f.target ? " → " + f.target : "",
         f.condition ? " (" + f.condition + ")" : "", ": “" + f.quote + "”")))] : null);
}

function candidateList(cards) {
  return el("ul", {class: "hits"}, cards.map(c => el("li", {},
    el("a", {class: "title", href: cardHref(c.id)}, (c.uniqueness ? c.uniqueness + " " : "") + c.title),
    el("span", {class: "kind"}, c.side || ""), " ", el("span", {class: "hint"}, [c.type, c.set_name].filter(Boolean).join(" · ")))));
}

async function cardView(name) {
  setNav("card");
  const input = el("input", {type: "search", id: "card-name", placeholder: "Card title, nickname, id or persona: Lord Vader, Space Vader, 1_168", value: name});
  const form = el("form", {class: "row", onsubmit: e => { e.preventDefault(); location.hash = cardHref(input.value.trim()); }},
    input, el("button", {type: "submit"}, "Find card"));
  const out = el("div", {id: "card"});
  put(view, el("h1", {}, "Cards"), form,
    el("p", {class: "hint"}, "Or ", el("a", {href: "#/cards", id: "card-query-link"}, "search cards by field"), ": side:dark power>=5 icon:pilot"), out);
  if (!name) { input.focus(); return; }
  out.append(el("p", {class: "hint"}, "Loading…"));
  try {
    const r = await api("/api/card?name=" + encodeURIComponent(name));
    const faces = r.cards.length === 1 || (r.cards.length > 1 && !r.ambiguous && r.cards.slice(1).every(c => c.face === "back"));
    if (faces) {
      put(out, r.how === "fuzzy" ? el("p", {class: "hint"}, "“" + name + "”: the closest card") : null, ...r.cards.map(cardFace));
    } else {
      const why = r.ambiguous ? "“" + name + "” could be any of " + r.cards.length + " cards:" : "“" + name + "” is a persona of " + r.cards.length + " cards:";
      put(out, el("p", {}, why), candidateList(r.cards));
    }
  } catch (err) {
    if (err.status === 404 && err.body && err.body.cards) {
      const s = err.body.suggestions || [];
      put(out, el("p", {}, "No card is called “" + name + "”." + (s.length ? " Did you mean:" : "")), s.length ? candidateList(s) : null);
    } else {
      put(out, errorBox(err));
    }
  }
}

// cardQueryView is the field search of GET /api/cards: what was searched
// in words, then the cards; a bad query shows its column.
async function cardQueryView(q) {
  setNav("card");
  const input = el("input", {type: "search", id: "card-query", value: q, "aria-label": "Card query",
                             placeholder: 'text:"immune to attrition" side:dark power>=5 icon:pilot'});
  const form = el("form", {class: "row", onsubmit: e => { e.preventDefault(); location.hash = "#/cards?q=" + encodeURIComponent(input.value.trim()); }},
    input, el("button", {type: "submit"}, "Search cards"));
  const out = el("div", {id: "card-results"});
  put(view, el("h1", {}, "Card search"), form,
    el("p", {class: "hint"}, "Fields: title, text, lore, side, type, subtype, set, icon, uniqueness, is, characteristic, persona, id and the numbers (power>=5); OR, -field: and ( ) combine them. The full list: judge help cards-query."), out);
  if (!q) { input.focus(); return; }
  out.append(el("p", {class: "hint"}, "Searching…"));
  try {
    const r = await api("/api/cards?limit=100&q=" + encodeURIComponent(q));
    const count = r.total === 0 ? "No card matches." : r.total + (r.total === 1 ? " card" : " cards") + (r.total > r.cards.length ? ", the first " + r.cards.length + ":" : ":");
    put(out, el("p", {id: "card-explain"}, r.explain), el("p", {class: "hint"}, count),
      el("ul", {class: "hits"}, r.cards.map(c => el("li", {},
        el("a", {class: "title", href: cardHref(c.id)}, (c.uniqueness ? c.uniqueness + " " : "") + c.title),
        el("span", {class: "kind"}, c.side), " ",
        el("span", {class: "hint"}, [c.gemp_id, c.type, c.subtype, Object.entries(c.numbers || {}).map(([k, v]) => k + " " + v).join(", ")].filter(Boolean).join(" · "))))));
  } catch (err) {
    if (err.body && err.body.col) err.message = "column " + err.body.col + ": " + err.message;
    put(out, errorBox(err));
  }
}

// ---- ruling and deck ----------------------------------------------------

const exampleTable = `# A table state: what is on the table, and the questions to rule on.
game: swccg
turn: light
phase: battle
segment: damage
cards:
  - card: Lord Vader
    owner: dark
    at: "Cloud City: Security Tower"
  - card: Stormtrooper
    owner: dark
    at: "Cloud City: Security Tower"
battle:
  at: "Cloud City: Security Tower"
  initiator: light
  destiny: {light: [2, 4]}
questions:
  - immunity: Lord Vader
  - forfeit: dark
`;

const exampleDeck = `# side: dark
1 Lord Vader
2 Stormtrooper
`;

// ---- the text editor: line numbers and the line an error names ---------

const editorLine = 20; // px: the editor's line height, in style.css too

// textEditor is a textarea with its line numbers beside it. mark(line)
// puts a band behind the line an error names (the text stays readable),
// colours its number and scrolls it into view.
function textEditor(id, label) {
  const area = el("textarea", {id, spellcheck: "false", wrap: "off", autocapitalize: "off", autocomplete: "off", "aria-label": label});
  const numbers = el("div", {class: "numbers-inner"});
  const band = el("div", {class: "errline", id: id + "-errline", hidden: true});
  const box = el("div", {class: "editor"}, el("div", {class: "gutter", "aria-hidden": "true"}, numbers),
    el("div", {class: "editor-text"}, band, area));
  let bad = 0;
  const place = () => {
    numbers.style.transform = "translateY(" + -area.scrollTop + "px)";
    band.hidden = !bad;
    band.style.top = (bad - 1) * editorLine - area.scrollTop + parseFloat(getComputedStyle(area).paddingTop) + "px";
  };
  const renumber = () => {
    const n = area.value.split("\n").length;
    while (numbers.childElementCount < n) numbers.append(el("div", {}, String(numbers.childElementCount + 1)));
    while (numbers.childElementCount > n) numbers.lastChild.remove();
    for (const d of numbers.children) d.classList.remove("bad");
    if (bad && numbers.children[bad - 1]) numbers.children[bad - 1].classList.add("bad");
    place();
  };
  area.addEventListener("input", () => { bad = 0; renumber(); });
  area.addEventListener("scroll", place);
  return {
    box, area,
    get value() { return area.value; },
    set value(v) { area.value = v; bad = 0; renumber(); },
    mark(line) {
      const lines = area.value.split("\n");
      bad = Math.min(Math.max(1, line), lines.length);
      let start = 0;
      for (let i = 0; i < bad - 1; i++) start += lines[i].length + 1;
      area.setSelectionRange(start, start); // the caret, not a selection that hides the line
      area.scrollTop = Math.max(0, (bad - 1) * editorLine - area.clientHeight / 3);
      renumber();
      band.scrollIntoView({block: "nearest"});
    },
  };
}

// ---- sharing a table in the link ------------------------------------------

// packTable compresses a table into the URL fragment: deflate-raw, then
// base64url. Nothing is stored on the server.
async function packTable(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function unpackTable(packed) {
  const b64 = packed.replace(/-/g, "+").replace(/_/g, "/");
  const bytes = Uint8Array.from(atob(b64 + "===".slice((b64.length + 3) % 4)), c => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new Response(stream).text();
}

// ---- ruling -------------------------------------------------------------

// rulingView is the table editor and the answers: each question's answer
// and the quote it rests on first, its steps on demand, every citation a
// link to its entry at the cited lines. packed is a table shared in the
// link (#/ruling?t=), ruled as soon as it is read.
function rulingView(packed) {
  setNav("ruling");
  const key = "judge.ruling";
  const editor = textEditor("ruling-input", "Table state");
  editor.value = localStorage.getItem(key) ?? exampleTable;
  const result = el("div", {id: "result"});
  const share = el("p", {id: "share", class: "hint", hidden: true});
  const rule = async () => {
    localStorage.setItem(key, editor.value);
    put(result, el("p", {class: "hint"}, "Ruling…"));
    try {
      const reports = await api("/api/ruling", {method: "POST", headers: {"Content-Type": "text/plain; charset=utf-8"}, body: editor.value});
      put(result, reports.map(rep => reportView(rep, editor)));
      history.replaceState(null, "", "#/ruling?t=" + await packTable(editor.value));
    } catch (err) {
      put(result, errorBox(err));
      if (err.body && err.body.line) editor.mark(err.body.line);
    }
  };
  const reset = text => {
    editor.value = text;
    if (text) localStorage.setItem(key, text); else localStorage.removeItem(key);
    put(result);
    share.hidden = true;
    history.replaceState(null, "", "#/ruling");
  };
  const shareLink = async () => {
    const url = location.href.split("#")[0] + "#/ruling?t=" + await packTable(editor.value);
    history.replaceState(null, "", url);
    const link = el("input", {type: "text", id: "share-link", readonly: true, value: url, "aria-label": "Link to this table", onfocus: e => e.target.select()});
    let copied = false;
    try { await navigator.clipboard.writeText(url); copied = true; } catch (_) { /* not allowed here: the link is shown to copy */ }
    put(share, copied ? "Link copied: it carries the table itself." : "Copy this link: it carries the table itself.", link);
    share.hidden = false;
  };
  const form = el("form", {onsubmit: e => { e.preventDefault(); rule(); }},
    el("div", {class: "row toolbar"},
      el("button", {type: "submit", id: "ruling-submit"}, "Rule on it"),
      el("button", {type: "button", id: "ruling-example", class: "secondary", onclick: () => reset(exampleTable)}, "Example"),
      el("button", {type: "button", id: "ruling-clear", class: "secondary", onclick: () => { reset(""); editor.area.focus(); }}, "Clear"),
      el("button", {type: "button", id: "ruling-share", class: "secondary", onclick: shareLink}, "Share")),
    share, result, editor.box);
  put(view, el("h1", {}, "Ruling"), form,
    el("p", {class: "hint"}, "A table state (YAML or JSON): the cards, the battle, the questions. Each answer quotes the rule it rests on; the link above carries the table."));
  if (packed) {
    unpackTable(packed).then(text => { editor.value = text; rule(); },
      () => put(result, el("p", {class: "error", role: "alert"}, "This link's table could not be read: it may have been cut short. The table below is the one last used on this device.")));
  }
}

const verdictWords = {yes: "Yes", no: "No", legal: "Legal", illegal: "Illegal"};

// reportView is one table file's answers, findings first.
function reportView(rep, editor) {
  const cites = citeCache();
  const lineLink = pos => pos && pos.line ? el("a", {href: "#", class: "line-link", onclick: e => { e.preventDefault(); editor.mark(pos.line); }}, "line " + pos.line) : null;
  return [
    (rep.findings || []).map(f => el("div", {class: "finding"},
      el("p", {}, el("strong", {}, "Impossible state"), " (", lineLink(f.pos), "): ", f.message), citeBlock(cites, f.cite, new Set()))),
    (rep.assumptions || []).map(a => el("p", {class: "hint"}, "Assumed: " + a)),
    (rep.rulings || []).map(r => rulingCard(r, cites, lineLink)),
  ];
}

// rulingCard is one question: the answer and the quote it rests on on top,
// the steps folded below.
function rulingCard(r, cites, lineLink) {
  const shown = new Set();
  const steps = r.steps || [];
  const deciding = decidingRef(steps);
  const verdict = verdictWords[r.verdict];
  return el("article", {class: "ruling"},
    el("h2", {class: "question"}, r.question, " ", el("span", {class: "hint"}, "(", lineLink(r.pos), ")")),
    el("p", {class: "answer"}, verdict ? el("span", {class: "verdict v-" + r.verdict}, verdict) : null, " ", r.answer),
    deciding ? el("div", {class: "deciding"}, citeBlock(cites, deciding, shown, null, true)) : null,
    el("details", {class: "steps"},
      el("summary", {}, "How: " + steps.length + (steps.length === 1 ? " step" : " steps") +
        (r.superseded && r.superseded.length ? ", " + r.superseded.length + " passage" + (r.superseded.length === 1 ? "" : "s") + " not followed" : "")),
      el("ol", {}, steps.map(s => el("li", {}, el("p", {}, s.text), (s.cites || []).map(c => citeBlock(cites, c, shown))))),
      r.assumptions && r.assumptions.length ? [el("h3", {}, "Assumed"), el("ul", {}, r.assumptions.map(a => el("li", {}, a)))] : null,
      r.superseded && r.superseded.length ? [el("h3", {}, "Shown, not followed"), el("ul", {}, r.superseded.map(x => el("li", {class: "superseded"},
        el("p", {}, x.why), citeBlock(cites, x.passage, shown, "Not followed"), citeBlock(cites, x.by, shown, "Prevails"))))] : null));
}

// decidingRef is the reference the answer rests on, as rulings.Deciding
// picks it for --brief: the first one narrowed to a sentence in the last
// step that has one, else the first reference of the last cited step.
function decidingRef(steps) {
  const rev = [...steps].reverse();
  for (const s of rev) {
    const narrowed = (s.cites || []).find(c => c.locator);
    if (narrowed) return narrowed;
  }
  const last = rev.find(s => s.cites && s.cites.length);
  return last ? last.cites[0] : null;
}

// citeCache resolves each reference of a report once (GET /api/cite).
function citeCache() {
  const seen = new Map();
  return ref => {
    const k = JSON.stringify({family: ref.family, path: ref.path, locator: ref.locator});
    if (!seen.has(k)) seen.set(k, api("/api/cite?ref=" + encodeURIComponent(k)));
    return seen.get(k);
  };
}

const quoteLen = 170;

// citeBlock is a reference's quote and its link to the entry at the cited
// lines; a passage this ruling already quoted is linked, not repeated,
// except by the deciding quote under the answer (always): the references
// resolve in any order, and a step's copy sits folded below it.
function citeBlock(cites, ref, shown, label, always) {
  const refText = ref.path.join(" › ") + (ref.note ? " (" + ref.note + ")" : "");
  const box = el("div", {class: "cite-block"}, label ? el("p", {class: "hint"}, label + ":") : null);
  cites(ref).then(res => {
    if (!res.entries.length) { box.append(el("p", {class: "hint"}, refText + ": not in the indexed documents.")); return; }
    res.entries.forEach((e, i) => {
      // A narrowed reference quotes its sentence whole and links its lines.
      const s = (res.sentences || [])[i];
      const from = s ? s.line_start : e.line_start, to = s ? s.line_end : e.line_end;
      const link = el("a", {class: "cite-link", href: entryHref(e.id) + (from ? "?lines=" + from + "-" + to : "")},
        refText + " · " + cite(e.doc, from, to));
      const key = e.id + ":" + from + "-" + to;
      if (shown.has(key) && !always) { box.append(el("p", {class: "again"}, link, " (quoted above)")); return; }
      shown.add(key);
      const text = (s ? s.quote : e.text).replace(/\s+/g, " ").trim();
      const cut = !s && text.length > quoteLen ? text.slice(0, quoteLen).replace(/\s\S*$/, "") + " …" : null;
      const quote = el("blockquote", {class: "quote"}, el("span", {class: "quote-text"}, cut || text));
      if (cut) quote.append(" ", el("button", {type: "button", class: "link", "aria-label": "The whole passage", onclick: ev => {
        quote.firstChild.textContent = text; ev.target.remove();
      }}, "more"));
      box.append(quote, link);
    });
  }, err => box.append(errorBox(err)));
  return box;
}

// ---- deck ---------------------------------------------------------------

function deckView() {
  setNav("deck");
  const key = "judge.deck";
  const editor = textEditor("deck-input", "Decklist");
  editor.value = localStorage.getItem(key) ?? exampleDeck;
  const result = el("div", {id: "result"});
  const submit = el("button", {type: "submit", id: "deck-submit"}, "Check the deck");
  const picker = formatPicker();
  const form = el("form", {onsubmit: async e => {
    e.preventDefault();
    localStorage.setItem(key, editor.value);
    put(result, el("p", {class: "hint"}, "Checking…"));
    try {
      localStorage.setItem("judge.deckFormat", picker.value);
      const url = "/api/deck?format=html" + (picker.value ? "&deck_format=" + encodeURIComponent(picker.value) : "");
      const res = await fetch(url, {method: "POST", headers: {"Content-Type": "text/plain; charset=utf-8"}, body: editor.value});
      if (!res.ok) {
        const body = await res.json().catch(() => ({error: res.statusText}));
        const err = new Error(body.error); err.body = body; err.status = res.status;
        throw err;
      }
      // The server renders the report from escaped Markdown; raw HTML in
      // the input never reaches the page.
      const doc = new DOMParser().parseFromString(await res.text(), "text/html");
      put(result, ...doc.body.childNodes);
    } catch (err) {
      put(result, errorBox(err));
      if (err.body && err.body.line) editor.mark(err.body.line);
    }
  }}, editor.box, el("div", {class: "row"}, picker, submit));
  put(view,
    el("h1", {}, "Deck construction"),
    el("p", {class: "hint"}, "Paste a decklist, one card a line (“2 Stormtrooper”). “# side: dark”, “# game: swtcg” or “# format: classic” on a line of its own settle the side, the game or the deck format; the picker overrides the format."),
    form, result);
}

// formatPicker is a select of the deck formats of /api/formats; its
// first choice leaves the format to the decklist's header (else Open).
function formatPicker() {
  const picker = el("select", {id: "deck-format", "aria-label": "Deck format"},
    el("option", {value: ""}, "Format: the list's “# format:”, else Open"));
  api("/api/formats").then(list => {
    const saved = localStorage.getItem("judge.deckFormat") || "";
    for (const f of list.formats) {
      const opt = el("option", {value: f.code}, f.name + " (" + f.code + ")");
      if (f.code === saved) opt.selected = true;
      picker.append(opt);
    }
  }).catch(() => { picker.disabled = true; });
  return picker;
}

// ---- routing ------------------------------------------------------------

function route() {
  const h = location.hash.replace(/^#\/?/, "");
  const [path, query] = h.split("?");
  const seg = path.split("/");
  const params = new URLSearchParams(query || "");
  switch (seg[0]) {
    case "entry": return entryView(decodeURIComponent(seg.slice(1).join("/")), params.get("lines"));
    case "card": return cardView(decodeURIComponent(seg.slice(1).join("/")));
    case "cards": return cardQueryView(params.get("q") || "");
    case "ruling": return rulingView(params.get("t"));
    case "deck": return deckView();
    default: return searchView(params.get("q") || "");
  }
}

window.addEventListener("hashchange", route);
keepQuery(sessionStorage.getItem("judge.q") || "");
route();
