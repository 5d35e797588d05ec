// judge's page: a search box with instant results, entry and card pages, and
// forms for a table state or a decklist. Every view is drawn from the JSON
// API with DOM calls (text is never parsed as HTML), except the rendered
// ruling and deck reports, which the server escapes itself.
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
  for (const c of children.flat()) {
    if (c === undefined || c === null || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

// put replaces the children of parent, skipping the absent ones.
function put(parent, ...children) {
  parent.replaceChildren(...children.flat().filter(c => c !== undefined && c !== null && c !== false));
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

function searchView(q) {
  setNav("search");
  const input = el("input", {type: "search", id: "q", placeholder: "Search the rules: immune to attrition, battle destiny…",
                             "aria-label": "Search the rules", autocomplete: "off", autofocus: true, value: q});
  const status = el("p", {class: "hint", id: "status"}, "Results appear as you type.");
  const list = el("ol", {class: "hits", id: "hits"});
  // The game picker is remembered across visits, like "game:" in the config file.
  const game = el("select", {id: "game", "aria-label": "Game"},
    [["", "All games"], ["swccg", "Star Wars CCG"], ["swtcg", "Star Wars TCG"], ["xwing", "X-Wing"]].map(([v, t]) => el("option", {value: v}, t)));
  game.value = localStorage.getItem("judge.game") || "";
  game.addEventListener("change", () => { localStorage.setItem("judge.game", game.value); runSearch(input.value, status, list); });
  input.addEventListener("input", () => {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(() => runSearch(input.value, status, list), 200);
  });
  put(view, input, game, status, list);
  input.focus();
  if (q) runSearch(q, status, list);
}

async function runSearch(q, status, list) {
  q = q.trim();
  history.replaceState(null, "", q ? "#/?q=" + encodeURIComponent(q) : "#/");
  if (searchAbort) searchAbort.abort();
  if (!q) { put(list); status.textContent = "Results appear as you type."; return; }
  searchAbort = new AbortController();
  try {
    const game = localStorage.getItem("judge.game") || "";
    const res = await api("/api/search?limit=20&q=" + encodeURIComponent(q) + (game ? "&game=" + game : ""), {signal: searchAbort.signal});
    status.textContent = res.hits.length
      ? res.total + (res.total === 1 ? " entry" : " entries") + (res.fuzzy ? " (allowing misspellings)" : "")
      : "No entry matches “" + q + "”.";
    put(list, ...res.hits.map(hitItem));
  } catch (err) {
    if (err.name === "AbortError") return;
    put(list, el("li", {}, errorBox(err)));
  }
}

function hitItem(h) {
  const href = h.kind === "card" ? cardHref(cardRef(h.id)) : entryHref(h.id);
  return el("li", {},
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

async function entryView(id) {
  setNav("");
  put(view, el("p", {class: "hint"}, "Loading…"));
  try {
    const e = await api("/api/show?id=" + encodeURIComponent(id));
    const lines = e.lines && e.lines.length ? "lines " + e.lines.join(", ") : "";
    put(view,
      el("h1", {}, e.title, el("span", {class: "kind"}, e.kind)),
      el("p", {class: "meta"}, el("span", {class: "cite", id: "entry-cite"}, cite(e.doc, e.line_start, e.line_end)), lines ? " (" + lines + ")" : ""),
      el("p", {class: "path"}, (e.path || []).join(" › ")),
      el("div", {class: "rule", id: "entry-text"}, e.text),
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
  put(view, el("h1", {}, "Cards"), form, out);
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

// selectLine puts the cursor on a line of a textarea, to show an error.
function selectLine(area, line) {
  const lines = area.value.split("\n");
  let start = 0;
  for (let i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
  area.focus();
  area.setSelectionRange(start, start + (lines[line - 1] || "").length);
}

function postView(kind) {
  setNav(kind);
  const isRuling = kind === "ruling";
  const key = "judge." + kind;
  const area = el("textarea", {id: kind + "-input", spellcheck: "false", "aria-label": isRuling ? "Table state" : "Decklist"});
  area.value = localStorage.getItem(key) || (isRuling ? exampleTable : exampleDeck);
  const result = el("div", {id: "result"});
  const submit = el("button", {type: "submit", id: kind + "-submit"}, isRuling ? "Rule on it" : "Check the deck");
  const picker = isRuling ? null : formatPicker();
  const form = el("form", {onsubmit: async e => {
    e.preventDefault();
    localStorage.setItem(key, area.value);
    put(result, el("p", {class: "hint"}, "Ruling…"));
    try {
      let url = "/api/" + kind + "?format=html";
      if (picker) {
        localStorage.setItem("judge.deckFormat", picker.value);
        if (picker.value) url += "&deck_format=" + encodeURIComponent(picker.value);
      }
      const res = await fetch(url, {method: "POST", headers: {"Content-Type": "text/plain; charset=utf-8"}, body: area.value});
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
      if (err.body && err.body.line) selectLine(area, err.body.line);
    }
  }}, area, el("div", {class: "row"}, picker, submit));
  put(view,
    el("h1", {}, isRuling ? "Ruling on a table state" : "Deck construction"),
    el("p", {class: "hint"}, isRuling
      ? "Paste a table-state file (YAML or JSON): the cards on the table, the battle, and the questions. Every step of the answer quotes the rule it rests on."
      : "Paste a decklist, one card a line (“2 Stormtrooper”). “# side: dark”, “# game: swtcg” or “# format: classic” on a line of its own settle the side, the game or the deck format; the picker overrides the format."),
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
    case "entry": return entryView(decodeURIComponent(seg.slice(1).join("/")));
    case "card": return cardView(decodeURIComponent(seg.slice(1).join("/")));
    case "ruling": return postView("ruling");
    case "deck": return postView("deck");
    default: return searchView(params.get("q") || "");
  }
}

window.addEventListener("hashchange", route);
route();
