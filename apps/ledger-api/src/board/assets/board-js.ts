/** The score-sheet page script: live feed over fetch streaming, score-sheet and card-by-card deal replay (no dependencies). */
// Kept as a raw string so that the build output carries it; it must contain no backquote and no dollar-brace.
export const BOARD_JS = String.raw`(function () {
  'use strict';
  var KEY_ITEM = 'ledger.board.key';
  var SUITS = { S: '\u2660', H: '\u2665', D: '\u2666', C: '\u2663' };
  var SEAT_NAMES = { N: 'North', E: 'East', S: 'South', W: 'West' };
  var SESSION = decodeURIComponent(location.pathname.replace(/\/+$/, '').split('/').pop() || '');
  var CHECK_ON = { DealEnded: true, RevokeClaimed: true, RulingRecorded: true };
  var CHECK_GAP_MS = 3000, CHECK_EVERY_MS = 60000;
  var st = {
    key: localStorage.getItem(KEY_ITEM) || '', session: null, lastVersion: 0, stream: null, retryMs: 3000,
    deal: 0, steps: [], step: 0, views: {}, refreshTimer: 0, checkpointTimer: 0, chainAt: 0, chainTimer: 0, chainWanted: true, chainVersion: -1, feed: []
  };

  function $(id) { return document.getElementById(id); }
  function el(tag, attrs, kids) {
    var e = document.createElement(tag);
    if (attrs) Object.keys(attrs).forEach(function (k) {
      if (k === 'text') e.textContent = attrs[k];
      else if (k === 'class') e.className = attrs[k];
      else e.setAttribute(k, attrs[k]);
    });
    (kids || []).forEach(function (c) { if (c != null) e.appendChild(typeof c === 'string' ? document.createTextNode(c) : c); });
    return e;
  }
  function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); return node; }
  function setStatus(text) { $('live-status').textContent = text; }

  function api(path) {
    return fetch(path, { headers: { Authorization: 'Bearer ' + st.key, Accept: 'application/json' }, cache: 'no-store' }).then(function (r) {
      if (!r.ok) return r.json().catch(function () { return {}; }).then(function (p) {
        var err = new Error((p && (p.detail || p.title)) || ('HTTP ' + r.status)); err.status = r.status; throw err;
      });
      return r.json();
    });
  }
  var base = '/v1/sessions/' + encodeURIComponent(SESSION);

  // ---- cards --------------------------------------------------------------------------------------
  function card(c, cls) {
    var s = c.slice(-1), r = c.slice(0, -1);
    var red = s === 'H' || s === 'D';
    return el('span', { class: 'card' + (red ? ' red' : '') + (cls ? ' ' + cls : ''), title: c }, [r + SUITS[s]]);
  }
  function cardList(cards) {
    var span = el('span');
    (cards || []).forEach(function (c) { span.appendChild(card(c)); });
    if (!cards || !cards.length) span.textContent = '—';
    return span;
  }
  function cardText(c) { return c ? c.slice(0, -1) + SUITS[c.slice(-1)] : ''; }

  // ---- score-sheet --------------------------------------------------------------------------------
  function sideTable(caption, rows) {
    var t = el('table', null, [el('caption', { text: caption }), el('tr', null, [el('th', { text: '' }), el('th', { scope: 'col', text: 'N–S' }), el('th', { scope: 'col', text: 'E–W' })])]);
    rows.forEach(function (r) { t.appendChild(el('tr', null, [el('th', { scope: 'row', text: r[0] }), el('td', { class: 'num', text: String(r[1].NS) }), el('td', { class: 'num', text: String(r[1].EW) })])); });
    return t;
  }
  function seatTable(caption, balances, unit) {
    var seats = seatsOf(balances);
    var t = el('table', null, [el('caption', { text: caption + (unit ? ' (' + unit + ')' : '') })]);
    t.appendChild(el('tr', null, seats.map(function (s) { return el('th', { scope: 'col', text: SEAT_NAMES[s] || s }); })));
    t.appendChild(el('tr', null, seats.map(function (s) { return el('td', { class: 'num big', text: String(balances[s]) }); })));
    return t;
  }
  function pair(p) { return p ? 'N–S ' + p.NS + ', E–W ' + p.EW : '—'; }
  function seatsOf(p) {
    var order = ['N', 'E', 'S', 'W'];
    return Object.keys(p).sort(function (a, b) { return (order.indexOf(a) + 9) % 9 - (order.indexOf(b) + 9) % 9 || (a < b ? -1 : 1); });
  }
  function perSeat(p) { return p ? seatsOf(p).map(function (s) { return s + ' ' + p[s]; }).join(', ') : '—'; }
  function dealRow(v, d) {
    if (v === 'whist' || v === 'dummy-whist' || v === 'bridge-1904') {
      var game = d.game ? d.game.winner + ' won a game of ' + d.game.value + ' (' + d.game.by + ')' : '';
      var pens = (d.penalties || []).map(function (p) { return p.option || p.kind || 'penalty'; }).join(', ');
      return [pair(d.tricks), pair(d.trickPoints || d.below), pair(d.honourPoints || d.above), [game, pens && 'revoke penalty: ' + pens].filter(Boolean).join('; ')];
    }
    if (v === 'solo-whist') return [(d.caller && d.call !== 'general-misere' ? d.caller + ' ' : '') + d.call + (d.acceptor ? ' with ' + d.acceptor : ''), d.result + ', ' + d.tricks + ' tricks', perSeat(d.balances), [d.sittingOut ? d.sittingOut + ' sat out' : '', d.losers ? 'paid by ' + d.losers.join(' ') : ''].filter(Boolean).join('; ')];
    if (v === 'hearts') return [perSeat(d.hearts), (d.clean || []).join(' ') || 'none', perSeat(d.balances), 'pool ' + d.after.pool + (d.after.jack ? ', Jack' : '')];
    return [JSON.stringify(d), '', '', ''];
  }
  var DEAL_HEADS = {
    whist: ['Tricks', 'Trick points', 'Honours', 'Game'], 'dummy-whist': ['Tricks', 'Trick points', 'Honours', 'Game'],
    'bridge-1904': ['Tricks', 'Below', 'Above', 'Game'], 'solo-whist': ['Call', 'Result', 'Balances', ''],
    hearts: ['Hearts taken', 'Clean', 'Balances', 'Pool']
  };
  function renderSheet(sheet) {
    var v = st.session ? st.session.variant : sheet.variant;
    var out = clear($('sheet-body'));
    var totals = el('div', { class: 'totals' });
    if (sheet.score) totals.appendChild(sideTable('This game', [['Score', sheet.score]].concat(sheet.above ? [['Above the line', sheet.above]] : [])));
    if (sheet.points) totals.appendChild(sideTable('Rubber points', [['Points', sheet.points]]));
    if (sheet.balances) totals.appendChild(seatTable('Balances', sheet.balances, sheet.unit));
    if (v === 'hearts') totals.appendChild(el('p', { class: 'big', id: 'pool', text: 'Pool: ' + sheet.pool + ' counters' + (sheet.jack ? ' — a Jack is pending' : '') }));
    out.appendChild(totals);
    if (sheet.games && sheet.games.length) out.appendChild(el('p', { text: 'Games: ' + sheet.games.map(function (g) { return g.winner + ' (' + g.value + ')'; }).join(', ') }));
    if (sheet.rubbers && sheet.rubbers.length) out.appendChild(el('p', { text: 'Rubbers: ' + sheet.rubbers.map(function (r) { return r.winner + ' +' + r.points; }).join(', ') }));
    var heads = DEAL_HEADS[v] || ['', '', '', ''];
    var t = el('table', { id: 'sheet-deals' }, [el('caption', { text: 'Deals settled: ' + sheet.deals.length }),
      el('tr', null, [el('th', { scope: 'col', text: 'Deal' })].concat(heads.map(function (h) { return el('th', { scope: 'col', text: h }); })))]);
    sheet.deals.forEach(function (d) {
      var cells = dealRow(v, d).map(function (c) { return el('td', { text: c }); });
      if ((d.rulings || []).length) cells[3].textContent += ' (ruling)';
      t.appendChild(el('tr', null, [el('th', { scope: 'row', text: String(d.deal) })].concat(cells)));
    });
    out.appendChild(t);
    // The paper as witness: the signed checkpoint covering the session, to copy onto a printed sheet.
    out.appendChild(el('p', { id: 'sheet-checkpoint', text: sheet.checkpoint
      ? 'Club log checkpoint: size ' + sheet.checkpoint.size + ', root ' + sheet.checkpoint.root16
      : 'Club log checkpoint: not yet signed for the latest events' }));
    // Signed within seconds of the last event (at once at a deal's end): look again until it is there.
    if (!sheet.checkpoint && !st.checkpointTimer) st.checkpointTimer = setTimeout(function () { st.checkpointTimer = 0; scheduleRefresh(); }, 2000);
  }

  // ---- live ---------------------------------------------------------------------------------------
  function describe(e) {
    var d = e.data || {};
    var who = d.seat ? d.seat + ' ' : '';
    switch (e.type) {
      case 'CardPlayed': return who + 'played ' + cardText(d.card);
      case 'DealStarted': return 'deal ' + d.deal + ' dealt by ' + d.dealer;
      case 'CallMade': return who + 'called ' + d.call + (d.trumpSuit ? ' ' + d.trumpSuit : '');
      case 'CardsExposed': return who + 'exposed ' + (d.cards || []).map(cardText).join(' ') + ' (' + d.how + ')';
      case 'RevokeCommitted': return who + 'revoked with ' + (d.cards || []).map(cardText).join(' ');
      case 'RevokeClaimed': return d.by + ' claimed a revoke against ' + d.against + ': ' + d.verdict;
      case 'PenaltyElected': return d.by + ' elected ' + d.kind + ' against ' + d.against;
      case 'RevokePenaltyElected': return d.by + ' took the revoke penalty ' + d.option;
      case 'DealEnded': return 'deal ' + d.deal + ' ended (' + d.reason + ')';
      default: return e.type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() + (who ? ' — ' + who : '');
    }
  }
  function addFeed(e) {
    var ol = $('feed');
    var text = 'v' + e.version + (e.data && e.data.deal ? ' · deal ' + e.data.deal : '') + ' · ' + describe(e);
    ol.insertBefore(el('li', { text: text }), ol.firstChild);
    while (ol.children.length > 30) ol.removeChild(ol.lastChild);
  }
  function onFrame(frame) {
    var id = null, data = [];
    frame.split('\n').forEach(function (line) {
      if (line.indexOf('id:') === 0) id = line.slice(3).trim();
      else if (line.indexOf('data:') === 0) data.push(line.slice(5).replace(/^ /, ''));
      else if (line.indexOf('retry:') === 0) st.retryMs = Number(line.slice(6)) || st.retryMs;
    });
    if (!data.length) return;
    var e = JSON.parse(data.join('\n'));
    if (id) st.lastVersion = Number(id);
    addFeed(e);
    // A ruling moment (a deal's end, a revoke claim, a committee ruling) asks for the server's check.
    if (CHECK_ON[e.type]) st.chainWanted = true;
    $('version').textContent = String(st.lastVersion);
    scheduleRefresh();
  }
  function connect() {
    if (st.stream) st.stream.abort();
    if (!st.key) return;
    var ctrl = new AbortController();
    st.stream = ctrl;
    setStatus('Connecting…');
    fetch(base + '/stream', { headers: { Authorization: 'Bearer ' + st.key, Accept: 'text/event-stream', 'Last-Event-ID': String(st.lastVersion) }, signal: ctrl.signal, cache: 'no-store' })
      .then(function (res) {
        if (res.status === 401 || res.status === 403 || res.status === 404) {
          setStatus(res.status === 404 ? 'No such session for this key' : 'The key was refused'); ctrl.abort(); return 'stop';
        }
        if (!res.ok || !res.body) throw new Error('HTTP ' + res.status);
        setStatus('Live');
        document.body.setAttribute('data-live', 'yes');
        var reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        var buf = '';
        function pump() {
          return reader.read().then(function (r) {
            if (r.done) return;
            buf += r.value.replace(/\r\n?/g, '\n');
            var i;
            while ((i = buf.indexOf('\n\n')) >= 0) { onFrame(buf.slice(0, i)); buf = buf.slice(i + 2); }
            return pump();
          });
        }
        return pump();
      })
      .catch(function () { /* reconnect below */ })
      .then(function (how) {
        if (how === 'stop' || ctrl.signal.aborted || st.stream !== ctrl) return;
        document.body.removeAttribute('data-live');
        setStatus('Reconnecting…');
        setTimeout(function () { if (st.stream === ctrl) connect(); }, st.retryMs);
      });
  }
  function scheduleRefresh() {
    if (st.refreshTimer) return;
    st.refreshTimer = setTimeout(function () { st.refreshTimer = 0; refresh(); }, 150);
  }
  function refresh() {
    return api(base).then(function (s) {
      st.session = s;
      $('variant').textContent = '· ' + s.variant;
      document.title = 'Score-sheet · ' + s.variant + ' · Club ledger';
      updateDeals(s.deals);
      return api(base + '/scoresheet');
    }).then(function (sheet) {
      renderSheet(sheet);
      document.body.setAttribute('data-version', String(sheet.version));
      checkChain();
      if (st.deal && $('follow').checked) return loadDeal(st.deal, true);
    }).catch(function (e) {
      clear($('sheet-body')).appendChild(el('p', { class: 'bad', text: 'Could not read the session: ' + e.message }));
    });
  }
  // The server's check is asked for when the page opens, at a ruling moment (CHECK_ON; a burst is
  // coalesced into one check per CHECK_GAP_MS), and otherwise at most once per CHECK_EVERY_MS while the
  // session moves: never per event or per viewer tick (issue 18.3).
  function checkChain() {
    var version = st.lastVersion;
    if (!st.chainWanted && version === st.chainVersion) return;
    var wait = st.chainAt + (st.chainWanted ? CHECK_GAP_MS : CHECK_EVERY_MS) - Date.now();
    if (wait > 0) { if (!st.chainTimer) st.chainTimer = setTimeout(function () { st.chainTimer = 0; checkChain(); }, wait); return; }
    if (st.chainTimer) { clearTimeout(st.chainTimer); st.chainTimer = 0; }
    st.chainAt = Date.now();
    st.chainWanted = false;
    st.chainVersion = version;
    api(base + '/verification').then(function (v) {
      var c = $('chain-status');
      var log = v.log || {};
      var cp = log.checkpoint;
      c.className = v.chainValid && v.replayMatches && log.leavesMatch ? 'ok' : 'bad';
      c.textContent = 'Server check: ' + (v.chainValid
        ? 'hash chain consistent (' + v.eventsChecked + ' events)' + (v.replayMatches ? ', replay matches' : ', replay DIFFERS: ' + (v.mismatches || []).join(', '))
        : 'hash chain BROKEN at version ' + v.firstBadVersion) + '; ' + (!log.leavesMatch
        ? 'events DISAGREE with the club log from version ' + log.firstLeafMismatchVersion
        : cp
          ? log.eventsInCheckpoint + ' events in signed checkpoint ' + cp.size + ' (root ' + cp.root16 + ')' + (log.eventsAfterCheckpoint ? ', ' + log.eventsAfterCheckpoint + ' newer' : '')
          : 'no signed checkpoint yet');
      $('log-limits').textContent = v.limits || '';
    }).catch(function () { /* shown on the next refresh */ });
  }

  // ---- replay -------------------------------------------------------------------------------------
  function updateDeals(deals) {
    var sel = $('deal-select');
    var latest = deals.length ? deals[deals.length - 1].number : 0;
    var follow = $('follow').checked;
    if (sel.options.length !== deals.length) {
      clear(sel);
      deals.forEach(function (d) { sel.appendChild(el('option', { value: String(d.number), text: 'Deal ' + d.number + ' (' + d.status + ')' })); });
    } else deals.forEach(function (d, i) { sel.options[i].textContent = 'Deal ' + d.number + ' (' + d.status + ')'; });
    if (latest && (!st.deal || (follow && st.deal !== latest))) { st.deal = latest; sel.value = String(latest); }
  }
  function loadDeal(n, toEnd) {
    st.deal = n;
    return api(base + '/deals/' + n + '/events').then(function (r) {
      if (st.deal !== n) return;
      st.steps = r.events;
      var range = $('step');
      range.max = String(Math.max(0, st.steps.length - 1));
      return show(toEnd ? st.steps.length - 1 : Math.min(st.step, st.steps.length - 1));
    });
  }
  function view(version) {
    if (st.views[st.deal + '@' + version]) return Promise.resolve(st.views[st.deal + '@' + version]);
    return api(base + '/deals/' + st.deal + '?asOf=' + version).then(function (v) { st.views[st.deal + '@' + version] = v; return v; });
  }
  function show(i) {
    if (!st.steps.length) return Promise.resolve();
    i = Math.max(0, Math.min(i, st.steps.length - 1));
    st.step = i;
    var e = st.steps[i];
    $('step').value = String(i);
    $('step').setAttribute('aria-valuetext', 'step ' + (i + 1) + ' of ' + st.steps.length);
    $('step-label').textContent = 'Deal ' + st.deal + ', step ' + (i + 1) + ' of ' + st.steps.length + ' (version ' + e.version + '): ' + describe(e);
    var had = document.activeElement;
    $('first').disabled = $('prev').disabled = i === 0;
    $('next').disabled = $('last').disabled = i === st.steps.length - 1;
    if (had && had.disabled) (i === 0 ? $('next') : $('prev')).focus();
    return view(e.version).then(function (v) { if (st.step === i) renderDeal(v); });
  }
  function nextToPlay(v) {
    var open = v.tricks[v.tricks.length - 1];
    if (!open || v.status !== 'playing') return null;
    var order = ['N', 'E', 'S', 'W'];
    if (open.cards.length === 4) return open.winner;
    var last = open.cards.length ? open.cards[open.cards.length - 1].seat : null;
    return last ? order[(order.indexOf(last) + 1) % 4] : open.leader;
  }
  function renderDeal(v) {
    var played = {}, table = clear($('table'));
    v.tricks.forEach(function (t) { t.cards.forEach(function (p) { played[p.card] = true; }); });
    var exposed = {};
    Object.keys(v.exposed || {}).forEach(function (s) { v.exposed[s].forEach(function (c) { exposed[c] = true; }); });
    var turn = nextToPlay(v);
    Object.keys(v.hands).forEach(function (seat) {
      var box = el('section', { class: 'hand seat-' + seat + (seat === turn ? ' turn' : ''), 'aria-label': SEAT_NAMES[seat] + "'s hand" }, [
        el('h4', { text: SEAT_NAMES[seat] + (seat === v.dealer ? ' (dealer)' : '') })]);
      ['S', 'H', 'D', 'C'].forEach(function (s) {
        var line = el('div', { class: 'suit-line' }, [el('span', { class: s === 'H' || s === 'D' ? 'red' : '', text: SUITS[s] + ' ' })]);
        v.hands[seat].filter(function (c) { return c.slice(-1) === s; }).forEach(function (c) {
          line.appendChild(card(c, played[c] ? 'played' : exposed[c] ? 'exposed' : ''));
        });
        box.appendChild(line);
      });
      table.appendChild(box);
    });
    var centre = el('div', { class: 'centre', 'aria-label': 'Trick on the table' });
    var open = v.tricks[v.tricks.length - 1];
    if (open) open.cards.forEach(function (p) {
      var c = card(p.card, 'onboard'); c.style.gridArea = p.seat; c.setAttribute('aria-label', SEAT_NAMES[p.seat] + ': ' + p.card); centre.appendChild(c);
    });
    table.appendChild(centre);
    var trump = v.trump ? (v.trump === 'NT' ? 'no trumps' : SUITS[v.trump] + ' trumps') : 'no trumps';
    table.setAttribute('aria-label', 'Deal ' + v.number + ', ' + trump + ', ' + v.status);

    var tricks = clear($('tricks'));
    var tt = el('table', null, [el('caption', { text: trump + (v.trumpCard ? ' (turned ' + cardText(v.trumpCard) + ')' : '') }),
      el('tr', null, ['#', 'Led by', 'Cards in order', 'Won by'].map(function (h) { return el('th', { scope: 'col', text: h }); }))]);
    v.tricks.forEach(function (t) {
      var cards = el('td');
      t.cards.forEach(function (p) { cards.appendChild(document.createTextNode(p.seat + ' ')); cards.appendChild(card(p.card)); cards.appendChild(document.createTextNode(' ')); });
      tt.appendChild(el('tr', null, [el('td', { class: 'num', text: String(t.number) }), el('td', { text: t.leader }), cards, el('td', { text: t.winner || '…' })]));
    });
    tricks.appendChild(tt);

    var ex = clear($('exposed'));
    var any = false;
    Object.keys(v.exposed || {}).forEach(function (s) {
      if (!v.exposed[s].length) return;
      any = true; ex.appendChild(el('p', null, [SEAT_NAMES[s] + ': ', cardList(v.exposed[s])]));
    });
    if (!any) ex.appendChild(el('p', { text: 'None.' }));
    var irr = clear($('irregularities'));
    (v.irregularities || []).forEach(function (x) {
      irr.appendChild(el('li', null, [(x.kind || x.type || 'irregularity') + ' by ' + x.seat + ' in trick ' + x.trick + ' ', cardList(x.cards), ' — ' + (x.law || '')]));
    });
    if (!irr.children.length) irr.appendChild(el('li', { text: 'None.' }));
    var rv = clear($('revokes'));
    (v.revokes || []).forEach(function (r) {
      var ev = r.evidence ? ' Evidence: ' + (r.evidence.source || '') + (r.evidence.heldCard ? ' (held ' + cardText(r.evidence.heldCard) + ')' : '') + '.' : '';
      rv.appendChild(el('li', { class: 'revoke' }, [SEAT_NAMES[r.seat] + ' revoked in trick ' + r.trick + ' with ', card(r.card),
        ' on a ' + (r.ledSuit ? SUITS[r.ledSuit] : '?') + ' lead: ' + r.status + '.' + ev + ' ' + (r.law || '')]));
    });
    (v.revokeClaims || []).forEach(function (c) {
      var ev = c.evidence ? ' Evidence: ' + c.evidence.source + (c.evidence.heldCard ? ' (held ' + cardText(c.evidence.heldCard) + ')' : '') + '.' : '';
      rv.appendChild(el('li', { text: 'Claim by ' + c.by + ' against ' + c.against + ': ' + c.verdict + '.' + ev + (c.penalty ? ' Penalty: ' + (c.penalty.option || c.penalty) + '.' : '') + ' ' + (c.law || '') }));
    });
    if (!rv.children.length) rv.appendChild(el('li', { text: 'None.' }));
    $('result').textContent = v.result ? v.result.reason + ': ' + perSeat(v.result.tricks) + ' tricks' + (v.result.offender ? ', offender ' + v.result.offender : '') : 'Not ended yet.';
  }

  // ---- wiring -------------------------------------------------------------------------------------
  function step(d) { $('follow').checked = false; show(st.step + d); }
  function init() {
    $('session-id').textContent = SESSION;
    $('key').value = st.key;
    $('settings-form').addEventListener('submit', function (ev) {
      ev.preventDefault();
      st.key = $('key').value.trim();
      localStorage.setItem(KEY_ITEM, st.key);
      st.lastVersion = 0; clear($('feed'));
      connect(); refresh();
    });
    $('forget').addEventListener('click', function () {
      localStorage.removeItem(KEY_ITEM); st.key = ''; $('key').value = '';
      if (st.stream) st.stream.abort();
      setStatus('Not connected');
    });
    $('deal-select').addEventListener('change', function () {
      $('follow').checked = false; st.step = 0; loadDeal(Number($('deal-select').value), false);
    });
    $('first').addEventListener('click', function () { step(-st.step); });
    $('prev').addEventListener('click', function () { step(-1); });
    $('next').addEventListener('click', function () { step(1); });
    $('last').addEventListener('click', function () { step(st.steps.length); });
    $('step').addEventListener('input', function () { $('follow').checked = false; show(Number($('step').value)); });
    $('follow').addEventListener('change', function () { if ($('follow').checked) refresh(); });
    $('replay').addEventListener('keydown', function (ev) {
      var t = ev.target.tagName;
      if (t === 'INPUT' || t === 'SELECT') return;
      var moves = { ArrowLeft: -1, ArrowRight: 1, Home: -st.step, End: st.steps.length };
      if (moves[ev.key] === undefined) return;
      ev.preventDefault(); step(moves[ev.key]);
    });
    if (st.key) { connect(); refresh(); } else { $('key').focus(); }
  }
  init();
})();
`;
