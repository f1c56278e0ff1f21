// A table's page on a phone: the desk's entry by taps. The server judges every hand (preview and
// refusals come from it); this script only keeps what was tapped, shows the game and sends decisions,
// each with the version shown when it was decided and the entry's identity (a resend is stored once).
"use strict";
(function () {
  const boot = JSON.parse(document.getElementById("boot").textContent);
  const S = boot.strings;
  const base = boot.base;
  const app = document.getElementById("app");
  const POLL_MS = 500, FULL_MS = 20000, NOTICE_MS = 15000;
  // the database busy (another program writing): the same request again, this often, this many times
  const BUSY_RETRY_MS = 2000, BUSY_TRIES = 10;

  let game = null, etag = null, lastFull = 0, gone = false;
  let entry, parts, active, adding, shownVersion, entryId, timeUp;
  let preview = null, previewSeq = 0, previewTimer = null;
  let notice = null, noticeTimer = null, status = null, question = null, sending = false;
  let final = null, finalCheck = null;

  // -- little helpers ------------------------------------------------------------------------
  function fmt(text, params) {
    return text.replace(/\{(\w+)\}/g, (m, k) => (params && k in params ? String(params[k]) : m));
  }
  function h(tag, attrs, ...children) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === null || v === undefined || v === false) continue;
      if (k === "text") el.textContent = v;
      else if (k === "class") el.className = v;
      else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
      else el.setAttribute(k, v === true ? "" : v);
    }
    for (const c of children.flat()) if (c) el.append(c);
    return el;
  }
  const digits = (n) => Math.abs(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const score = (n) => (n < 0 ? boot.score_minus || "-" : "") + digits(n);  // display.score
  const delta = (n) => (n > 0 ? "+" : n < 0 ? "-" : "") + digits(n);  // a change keeps its minus
  function points(x) {
    const t = Math.round(x * 10), body = Math.floor(Math.abs(t) / 10) + "." + (Math.abs(t) % 10);
    return t > 0 ? "+" + body : t < 0 ? "△" + body : body;
  }
  function newId() {
    const bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }
  const toggle = (list, seat) => (list.includes(seat) ? list.filter((s) => s !== seat) : [...list, seat].sort());
  const name = (seat) => game.players[seat];

  // -- the entry (as the desk's keys build it: rules/entry.py) -------------------------------
  function newEntry() {
    entry = {result: "ron", winners: [], loser: null, values: {}, pao: {}, riichi: [], tenpai: [],
             nagashi: [], offenders: [], kind: null};
    parts = {}; active = null; adding = false; entryId = newId(); preview = null; timeUp = null;
    final = {scores: ["", "", "", ""], minus: [false, false, false, false], left: "", chombo: []};
    finalCheck = null;
  }
  function inProgress() {
    const e = entry;
    return e.result !== "ron" || e.winners.length > 0 || e.riichi.length > 0 || e.tenpai.length > 0 ||
      e.offenders.length > 0 || e.nagashi.length > 0 || !!e.kind || Object.keys(e.pao).length > 0 ||
      Object.values(e.values).some((v) => v) || final.scores.some((v) => v) || !!final.left;
  }
  const stale = () => shownVersion !== game.version;
  function setResult(result) {
    const riichi = entry.riichi;
    entry = {result, winners: [], loser: null, values: {}, pao: {}, riichi, tenpai: [], nagashi: [],
             offenders: [], kind: null};
    parts = {}; active = null; adding = false;
    changed();
  }
  function pressSeat(seat) {
    const e = entry;
    if (adding) {
      if (!e.winners.includes(seat) && seat !== e.loser) { e.winners.push(seat); active = seat; }
      adding = false;
    } else if (e.result === "draw") e.tenpai = toggle(e.tenpai, seat);
    else if (e.result === "chombo") e.offenders = toggle(e.offenders, seat);
    else if (e.result === "tsumo") { e.winners = [seat]; active = seat; e.values = {}; parts = {}; }
    else if (e.result === "ron") {
      if (!e.winners.length) { e.winners = [seat]; active = seat; }
      else if (e.loser === null && seat === e.winners[0] && e.winners.length === 1) { e.winners = []; active = null; }
      else if (e.loser === null && !e.winners.includes(seat)) e.loser = seat;
      else if (e.winners.length > 1 && e.winners.includes(seat)) active = seat;
      else { e.winners = [seat]; e.loser = null; e.values = {}; parts = {}; e.pao = {}; active = seat; }
    }
    changed();
  }
  const needsValue = () => ["ron", "tsumo"].includes(entry.result) && entry.winners.length > 0 &&
    (entry.result === "tsumo" || entry.loser !== null);
  const splitTsumo = (seat) => entry.result === "tsumo" && seat !== game.next.dealer;
  function setPart(seat, change) {
    const p = Object.assign({han: null, fu: null, limit: null, pts: ["", ""]}, parts[seat], change);
    parts[seat] = p;
    let text = "";
    if (p.limit) text = p.limit;
    else if (p.pts[0] || p.pts[1]) text = splitTsumo(seat) ? (p.pts[0] + " " + p.pts[1]).trim() : p.pts[0];
    else if (p.han !== null) text = p.han + (p.fu !== null ? " " + p.fu : "");
    entry.values[seat] = text;
    changed();
  }

  // -- talking to the server -----------------------------------------------------------------
  async function post(path, body) {
    try {
      const r = await fetch(base + path, {method: "POST", headers: {"Content-Type": "application/json"},
                                          body: JSON.stringify(body), cache: "no-store"});
      let data = {};
      try { data = await r.json(); } catch (e) { data = {error: S.server_problem}; }
      status = null;
      return {status: r.status, data};
    } catch (e) {
      status = S.offline;
      return {status: 0, data: {}};
    }
  }
  function ready() {
    if (!game || !game.can.hands) return false;
    if (needsValue()) return entry.winners.every((w) => entry.values[w]);
    return ["draw", "abortive", "chombo"].includes(entry.result);
  }
  function changed() {
    preview = null;
    previewSeq++;  // a preview still on its way is of the entry before this change: never shown
    clearTimeout(previewTimer);
    if (game && game.can.final) previewTimer = setTimeout(askFinal, 150);
    else if (ready()) previewTimer = setTimeout(askPreview, 120);
    render();
  }
  function timeUpNow() {
    const c = game.clock;
    if (timeUp !== null) return timeUp;
    return !!(c && !c.called && c.remaining <= 0);
  }
  async function askPreview() {
    const seq = ++previewSeq;
    const body = {entry: Object.assign({}, entry, {values: entry.values, time_up: timeUpNow()})};
    const r = await post("/preview", body);
    if (seq !== previewSeq) return;
    preview = r.status === 200 ? r.data : r.status === 0 ? null : {error: r.data.error};
    if (r.data && r.data.version !== undefined && r.data.version !== game.version) poll(true);
    render();
  }
  function finalBody() {
    const num = (v) => parseInt(v.normalize("NFKC").replace(/[^0-9]/g, "") || "0", 10);
    return {scores: final.scores.map((v, s) => (final.minus[s] ? -1 : 1) * num(v)), left: num(final.left),
            chombo: final.chombo};
  }
  async function askFinal() {
    const seq = ++previewSeq;
    const r = await post("/preview", {final: finalBody()});
    if (seq !== previewSeq) return;
    finalCheck = r.status === 200 ? r.data : null;
    render();
  }
  function keptText() {
    return fmt(S.kept, {n: game.next.number});
  }
  function show(text, keep, kind) {
    notice = {text, kind: kind || "note"};
    clearTimeout(noticeTimer);
    if (!keep) noticeTimer = setTimeout(() => { notice = null; render(); }, NOTICE_MS);
  }
  function applyGame(fresh, own) {
    const old = game;
    game = fresh;
    if (!old) shownVersion = fresh.version;
    else if (fresh.version !== old.version && !own) {
      const what = fresh.changed || S.changed;
      if (inProgress()) show(what + " " + keptText(), true);
      else { shownVersion = fresh.version; show(what, false); }
      if (ready() || game.can.final) changed();
    }
  }
  async function poll(now) {
    if (gone || (!now && document.hidden)) return;
    const full = Date.now() - lastFull > FULL_MS;
    const headers = etag && !full ? {"If-None-Match": etag} : {};
    const since = game ? "?since=" + game.version : "";
    const before = status;
    let fresh = false;
    try {
      const r = await fetch(base + "/game" + since, {headers, cache: "no-store"});
      status = null;
      if (r.status === 200) {
        const data = await r.json();
        etag = r.headers.get("ETag");
        lastFull = Date.now();
        if (!sending) { applyGame(data, false); fresh = true; }
      } else if (r.status === 404) {
        gone = true;
        status = (await r.json()).error;
      } else if (r.status !== 304) status = S.server_problem;
    } catch (e) {
      status = S.offline;
    }
    if (fresh || status !== before) render();  // a re-drawn page under a finger could lose a tap
  }

  // -- decisions -----------------------------------------------------------------------------
  async function send(path, body, refused) {
    sending = true;
    render();
    const request = Object.assign({seen: shownVersion, id: entryId}, body);  // its retries: unchanged
    let r = await post(path, request);
    for (let tries = 1; r.status === 503 && r.data.busy && tries < BUSY_TRIES; tries++) {
      show(fmt(S.busy_retrying, {n: tries}), true, "error");
      render();
      await new Promise((done) => setTimeout(done, BUSY_RETRY_MS));
      r = await post(path, request);
    }
    sending = false;
    etag = null;
    if (r.status === 200) {
      applyGame(r.data, true);
      shownVersion = game.version;
      newEntry();
      return true;
    }
    if (r.status === 409 && r.data.reused) {  // this entry's identity stored another entry: look again
      game = r.data.game;
      entryId = newId();
      show(r.data.error, true, "error");
      changed();
    } else if (r.status === 409) {
      game = r.data.game;
      show(r.data.changed + " " + refused, true);
      changed();
    } else if (r.status === 0) show(S.offline_kept, true, "error");
    else if (r.status === 503 && r.data.busy) show(S.busy_kept, true, "error");
    else show(r.data.error || S.server_problem, true, "error");
    render();
    return false;
  }
  async function confirmHand() {
    if (stale()) {
      shownVersion = game.version;
      show(fmt(S.checked, {n: game.next.number}), true);
      changed();
      return;
    }
    const number = game.next.number, label = game.next.label;
    if (await send("/hands", {number, hand: preview.hand}, keptText()))
      show(fmt(S.recorded, {n: number, label}), false);
  }
  function ask(text, yes, run, detail) {  // detail: the hand asked about, on a line of its own
    question = {text, yes, run, detail, version: game.version};
    render();
  }
  function askUndo() {
    const last = game.hands[game.hands.length - 1];
    ask(fmt(S.undo_q, {n: last.number, label: last.label}), S.undo_yes, async (seen) => {
      entryId = newId();
      shownVersion = seen;
      if (await send("/undo", {number: last.number}, S.nothing_undone)) show(fmt(S.undone, {n: last.number}), false);
    }, last.text);
  }
  function askFinish() {
    ask(S.finish_q, S.finish_yes, async (seen) => {
      entryId = newId();
      shownVersion = seen;
      if (await send("/finish", {}, S.nothing_stored)) show(S.finished_now, false);
    });
  }
  async function saveFinal() {
    if (stale()) {
      shownVersion = game.version;
      show(S.checked_final, true);
      render();
      return;
    }
    if (await send("/final", finalBody(), S.nothing_stored)) show(S.saved_final, false);
  }

  // -- the page ------------------------------------------------------------------------------
  function seatCard(seat) {
    const e = entry, p = preview && !preview.error ? preview : null;
    let role = "", marks = [];
    if (e.riichi.includes(seat)) marks.push(S.riichi);
    if (e.winners.includes(seat)) role = "winner";
    else if (seat === e.loser) role = "loser";
    else if (e.result === "draw" && e.tenpai.includes(seat)) { role = "tenpai"; marks.push(S.tenpai); }
    else if (e.result === "chombo" && e.offenders.includes(seat)) { role = "offender"; marks.push(S.chombo); }
    const dealer = game.winds[seat] === 0;
    const entering = game.can.hands && !sending;
    const card = h("div", {class: "seat " + role + (active === seat && e.winners.length > 1 ? " active" : ""),
                           role: entering ? "button" : null, "data-seat": seat,
                           onclick: entering ? () => pressSeat(seat) : null},
      h("div", {class: "head"}, h("span", {class: "wind" + (dealer ? " dealer" : ""),
                                           text: S.winds[game.winds[seat]] + (dealer ? " " + S.dealer : "")}),
        h("span", {class: "marks", text: marks.join(" ")})),
      h("div", {class: "name", text: name(seat)}),
      h("div", {class: "score", text: score(game.scores[seat])}),
      h("div", {class: "change", text: p ? delta(p.deltas[seat]) + " → " + score(p.scores[seat]) : " "}));
    if (entering) {
      card.append(h("button", {class: "riichi" + (e.riichi.includes(seat) ? " on" : ""), type: "button",
                               "aria-pressed": e.riichi.includes(seat) ? "true" : "false", "data-riichi": seat,
                               text: S.riichi, onclick: (ev) => { ev.stopPropagation(); e.riichi = toggle(e.riichi, seat); changed(); }}));
    }
    return card;
  }
  function prompt() {
    const e = entry;
    if (adding) return S.p_other_winner;
    if (e.result === "ron" && !e.winners.length) return S.p_ron_winner;
    if (e.result === "ron" && e.loser === null) return S.p_ron_loser;
    if (e.result === "tsumo" && !e.winners.length) return S.p_tsumo_winner;
    if (needsValue()) return S.p_value;
    if (e.result === "draw") return S.p_draw;
    if (e.result === "chombo") return S.p_chombo;
    return S.p_abortive;
  }
  function choice(label, on, click, extra, data) {
    const attrs = {type: "button", class: "choice" + (on ? " on" : "") + (extra ? " " + extra : ""),
                   "aria-pressed": on ? "true" : "false", text: label, onclick: click};
    for (const [k, v] of Object.entries(data || {})) attrs["data-" + k] = v;  // for tests and scripts
    return h("button", attrs);
  }
  function valuePanel() {
    const seat = active !== null && entry.winners.includes(active) ? active : entry.winners[0];
    const p = Object.assign({han: null, fu: null, limit: null, pts: ["", ""]}, parts[seat]);
    const rules = game.rules;
    const panel = h("div", {class: "value"});
    if (entry.winners.length > 1)
      panel.append(h("div", {class: "row"}, entry.winners.map((w) =>
        choice(fmt(S.value_of, {name: name(w)}), w === seat, () => { active = w; render(); }))));
    else panel.append(h("div", {class: "label", text: fmt(S.value_of, {name: name(seat)})}));
    panel.append(h("div", {class: "label small", text: S.han}),
      h("div", {class: "row"}, [1, 2, 3, 4].map((n) => choice(String(n), p.han === n && !p.limit,
        () => setPart(seat, {han: n, limit: null, pts: ["", ""]}), "han", {han: n}))),
      h("div", {class: "label small", text: S.fu}),
      h("div", {class: "row"}, [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110].map((n) => choice(String(n),
        p.fu === n && !p.limit, () => setPart(seat, {fu: n, limit: null, pts: ["", ""]}), "fu", {fu: n}))),
      h("div", {class: "label small", text: S.limit}),
      h("div", {class: "row"}, [["m", S.mangan], ["h", S.haneman], ["b", S.baiman], ["s", S.sanbaiman],
        ["y", S.yakuman], ...(rules.max_yakuman > 1 ? [["yy", S.double_yakuman]] : [])].map(([k, t]) =>
        choice(t, p.limit === k, () => setPart(seat, {limit: k, han: null, fu: null, pts: ["", ""]}), "limit",
               {limit: k}))));
    const split = splitTsumo(seat);
    const box = (i, hint) => h("input", {type: "text", inputmode: "numeric", class: "points", id: "pts" + i,
      value: p.pts[i], placeholder: hint, autocomplete: "off", "aria-label": hint,
      oninput: (ev) => { const pts = p.pts.slice(); pts[i] = ev.target.value; setPart(seat, {pts, han: null, fu: null, limit: null}); }});
    panel.append(h("div", {class: "label small", text: S.announced}),
      h("div", {class: "row"}, split ? [box(0, S.non_dealers_pay), box(1, S.dealer_pays)] : [box(0, S.points_hint)]));
    if (rules.pao) {
      const select = h("select", {class: "wide", onchange: (ev) => {
        if (ev.target.value === "") delete entry.pao[seat]; else entry.pao[seat] = parseInt(ev.target.value, 10);
        changed(); }}, h("option", {value: "", text: S.no_pao}),
        [0, 1, 2, 3].filter((s) => s !== seat).map((s) => h("option", {value: s, text: fmt(S.pao_of, {name: name(s)}),
                                                                        selected: entry.pao[seat] === s})));
      panel.append(select);
    }
    if (entry.result === "ron" && rules.multiple_ron && entry.loser !== null)
      panel.append(choice(S.another_winner, adding, () => { adding = !adding; render(); }, "wide", {add: "winner"}));
    return panel;
  }
  function extraPanel() {
    const rules = game.rules;
    if (entry.result === "draw" && rules.nagashi)
      return h("select", {class: "wide", onchange: (ev) => { entry.nagashi = ev.target.value === "" ? [] : [parseInt(ev.target.value, 10)]; changed(); }},
        h("option", {value: "", text: S.no_nagashi}),
        [0, 1, 2, 3].map((s) => h("option", {value: s, text: fmt(S.nagashi_of, {name: name(s)}), selected: entry.nagashi.includes(s)})));
    if (entry.result === "abortive" && rules.abortive.length)
      return h("select", {class: "wide", onchange: (ev) => { entry.kind = ev.target.value || null; changed(); }},
        h("option", {value: "", text: S.abortive_kind}),
        rules.abortive.map((a) => h("option", {value: a.kind, text: a.name, selected: entry.kind === a.kind})));
    return null;
  }
  function entrySection() {
    const results = [["ron", S.ron], ["tsumo", S.tsumo], ["draw", S.draw], ["abortive", S.abortive], ["chombo", S.chombo]]
      .filter(([r]) => r !== "abortive" || game.rules.abortive.length);
    const sec = h("section", {class: "entry"},
      h("div", {class: "results"}, results.map(([r, t]) =>
        choice(t, entry.result === r, () => setResult(r), "result", {result: r}))),
      h("div", {class: "prompt", text: prompt()}));
    if (needsValue() && !adding) sec.append(valuePanel());
    else if (entry.result === "ron" && entry.loser !== null && adding) sec.append(choice(S.cancel, false, () => { adding = false; render(); }, "wide"));
    sec.append(extraPanel() || "");
    if (game.clock)
      sec.append(h("label", {class: "check"}, h("input", {type: "checkbox", checked: timeUpNow(),
        onchange: (ev) => { timeUp = ev.target.checked; changed(); }}), S.time_up));
    const ok = preview && !preview.error;
    sec.append(h("div", {class: "preview " + (ok ? "ok" : "problem"),
                         text: ok ? preview.text + (preview.note ? "  " + preview.note : "") : preview && inProgress() ? preview.error : ""}));
    sec.append(h("div", {class: "actions"},
      h("button", {type: "button", class: "secondary", text: S.clear, disabled: sending || !inProgress(),
                   onclick: () => { newEntry(); shownVersion = game.version; notice = null; changed(); }}),
      h("button", {type: "button", class: "primary", id: "confirm", disabled: sending || !ok,
                   text: stale() && inProgress() ? S.looked_again : fmt(S.confirm, {n: game.next.number}),
                   onclick: confirmHand})));
    return sec;
  }
  function finalSection() {
    const rows = [0, 1, 2, 3].map((s) => h("div", {class: "final-row"},
      h("div", {class: "label", text: S.winds[s] + " " + name(s)}),
      h("div", {class: "row"},
        choice("−", final.minus[s], () => { final.minus[s] = !final.minus[s]; changed(); }, "sign", {minus: s}),
        h("input", {type: "text", inputmode: "numeric", class: "points", id: "final" + s, value: final.scores[s],
                    "aria-label": name(s), autocomplete: "off",
                    oninput: (ev) => { final.scores[s] = ev.target.value; changed(); }}),
        choice(S.chombo, final.chombo.includes(s), () => { final.chombo = toggle(final.chombo, s); changed(); },
               "small", {chombo: s}))));
    const ok = finalCheck && finalCheck.ok;
    return h("section", {class: "entry"}, h("div", {class: "prompt", text: S.p_final}), rows,
      h("div", {class: "final-row"}, h("div", {class: "label", text: S.left}),
        h("input", {type: "text", inputmode: "numeric", class: "points", id: "final-left", value: final.left,
                    autocomplete: "off", oninput: (ev) => { final.left = ev.target.value; changed(); }})),
      h("div", {class: "preview " + (ok ? "ok" : "problem"), text: finalCheck ? finalCheck.text : ""}),
      h("div", {class: "actions"}, h("button", {type: "button", class: "primary", id: "save-final",
        disabled: sending || !ok, text: stale() && inProgress() ? S.looked_again : S.save_final, onclick: saveFinal})));
  }
  function resultSection() {
    const g = game, rows = [];
    const r = g.finished ? {final_scores: g.final_scores, ranks: g.ranks, points: g.points} : g.standing;
    const order = [0, 1, 2, 3].sort((a, b) => r.ranks[a] - r.ranks[b] || a - b);
    for (const s of order)
      rows.push(h("tr", {}, h("td", {text: fmt(S.rank, {rank: r.ranks[s]})}), h("td", {text: name(s)}),
        h("td", {class: "num", text: score(r.final_scores[s])}), h("td", {class: "num", text: points(r.points[s])})));
    const title = g.finished ? S.finished : g.over && !g.can_stop ? S.game_over : g.can_stop ? S.may_stop : S.standing;
    const sec = h("section", {class: "result"}, h("div", {class: "label", text: title}), h("table", {}, h("tbody", {}, rows)));
    if (g.can.finish) sec.append(h("button", {type: "button", class: "primary wide", id: "finish", text: S.finish, disabled: sending, onclick: askFinish}));
    return sec;
  }
  function logSection() {
    if (!game.hands.length) return null;
    const items = game.hands.slice().reverse().map((hd) => h("li", {},
      h("div", {class: "log-head", text: fmt(S.hand_head, {n: hd.number, label: hd.label})}), h("div", {text: hd.text}),
      h("div", {class: "log-deltas", text: hd.deltas.map((d, s) => (d ? name(s) + " " + delta(d) : "")).filter((x) => x).join("  ")})));
    const sec = h("section", {class: "log"}, h("div", {class: "label", text: S.hands}));
    if (game.can.undo)
      sec.append(h("button", {type: "button", class: "secondary wide", id: "undo", disabled: sending,
        text: fmt(S.undo, {n: game.hands.length}), onclick: askUndo}));
    sec.append(h("ul", {class: "hands"}, items));
    return sec;
  }
  function subtitle() {
    const g = game, bits = [];
    if (!g.finished && !(g.over && !g.can_stop)) bits.push(g.next.label);
    bits.push(fmt(S.deposits, {left: score(g.left)}));
    if (g.sitting_out) bits.push(fmt(S.sitting_out, {name: g.sitting_out}));
    if (g.clock) {
      const left = g.clock.remaining, m = Math.floor(Math.abs(left) / 60), sec = Math.abs(left) % 60;
      bits.push((left <= 0 ? S.time_over : S.time_left) + " " + (left < 0 ? "-" : "") + m + ":" + String(sec).padStart(2, "0"));
    }
    return bits.join(S.separator);
  }
  function header() {
    return h("div", {class: "top"}, h("div", {class: "title", text: fmt(S.title, {round: game.round, table: game.table})}),
      h("div", {class: "sub", text: subtitle()}));
  }
  function render() {
    if (!game) { app.replaceChildren(h("p", {class: "status", text: status || S.loading})); return; }
    // the field being typed in stays the same element (its caret, the keyboard): redrawn around it
    const typing = document.activeElement && document.activeElement.tagName === "INPUT" &&
      document.activeElement.id ? document.activeElement : null;
    const caret = typing ? typing.selectionStart : null;
    const out = [header()];
    if (status) out.push(h("div", {class: "status", role: "status", text: status}));
    if (notice) out.push(h("div", {class: "notice " + notice.kind, role: "status", text: notice.text}));
    out.push(h("div", {class: "seats"}, [0, 1, 2, 3].map(seatCard)));
    if (game.can.hands) out.push(entrySection());
    else if (game.can.final) out.push(finalSection());
    if (!game.can.final) out.push(resultSection());
    out.push(logSection());
    const foot = game.finished ? S.link_stopped : game.phones === "view" ? S.view_only : "";
    if (foot) out.push(h("p", {class: "foot", text: foot}));
    if (question) {
      const q = question;
      out.push(h("div", {class: "overlay"}, h("div", {class: "question", role: "dialog"},
        h("p", {text: q.text}),
        q.detail ? h("p", {class: "detail", text: q.detail}) : null,
        h("div", {class: "actions"},
          h("button", {type: "button", class: "secondary", text: S.cancel, onclick: () => { question = null; render(); }}),
          h("button", {type: "button", class: "primary", id: "yes", text: q.yes,
                       onclick: () => { question = null; q.run(q.version); }})))));
    }
    const page = document.createDocumentFragment();
    page.append(...out.filter((x) => x));
    const twin = typing && page.querySelector("#" + typing.id);
    if (twin) twin.replaceWith(typing);
    app.replaceChildren(page);
    if (twin) {
      typing.focus();
      if (caret !== null && typing.setSelectionRange) typing.setSelectionRange(caret, caret);
    }
  }

  newEntry();
  render();
  poll(true);
  setInterval(() => poll(false), POLL_MS);
  setInterval(() => {  // the clock counts down between reads; only its line is redrawn
    if (!game || !game.clock || game.clock.paused) return;
    game.clock.remaining -= 1;
    const sub = app.querySelector(".top .sub");
    if (sub) sub.textContent = subtitle();
  }, 1000);
  document.addEventListener("visibilitychange", () => { if (!document.hidden) poll(true); });
})();
