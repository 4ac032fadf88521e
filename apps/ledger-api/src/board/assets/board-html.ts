/** The score-sheet page (no data in it: the script reads the session id from the URL and the key from localStorage). */
export const BOARD_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Score-sheet · Club ledger</title>
<link rel="stylesheet" href="/board/assets/board.css">
<script src="/board/assets/board.js" defer></script>
</head>
<body>
<a class="skip" href="#main">Skip to the score-sheet</a>
<header>
  <h1>Club ledger <span id="variant" class="variant"></span></h1>
  <p class="meta">Session <code id="session-id"></code> · version <span id="version">–</span></p>
  <p class="meta"><span id="live-status" role="status">Not connected</span> · <span id="chain-status">Not checked yet</span></p>
  <p class="meta note" id="log-limits"></p>
  <nav aria-label="Sections">
    <a href="#sheet">Score-sheet</a> <a href="#replay">Deal replay</a> <a href="#feed-section">Latest events</a> <a href="#settings">Settings</a>
  </nav>
</header>
<main id="main">
  <section id="sheet" aria-labelledby="sheet-h">
    <h2 id="sheet-h">Score-sheet</h2>
    <div id="sheet-body"><p>Enter an API key in the settings to read this session.</p></div>
  </section>
  <section id="replay" aria-labelledby="replay-h">
    <h2 id="replay-h">Deal replay</h2>
    <div class="picker">
      <label for="deal-select">Deal</label>
      <select id="deal-select"></select>
      <label class="follow"><input type="checkbox" id="follow" checked> Follow the play</label>
    </div>
    <div class="controls" role="group" aria-label="Replay controls (arrow keys step, Home and End jump)">
      <button type="button" id="first" aria-label="First step">First</button>
      <button type="button" id="prev" aria-label="Previous step">◀ Prev</button>
      <button type="button" id="next" aria-label="Next step">Next ▶</button>
      <button type="button" id="last" aria-label="Last step">Last</button>
      <label for="step">Step</label>
      <input type="range" id="step" min="0" max="0" value="0">
    </div>
    <p id="step-label" aria-live="polite" class="step-label">No deal yet.</p>
    <div id="table" class="table" aria-label="The four hands and the trick on the table"></div>
    <div class="facts">
      <section aria-labelledby="tricks-h"><h3 id="tricks-h">Tricks</h3><div id="tricks"></div></section>
      <section aria-labelledby="exposed-h"><h3 id="exposed-h">Exposed cards</h3><div id="exposed"></div></section>
      <section aria-labelledby="irr-h"><h3 id="irr-h">Irregularities</h3><ul id="irregularities"></ul></section>
      <section aria-labelledby="revokes-h"><h3 id="revokes-h">Revokes and revoke claims</h3><ul id="revokes"></ul></section>
      <section aria-labelledby="result-h"><h3 id="result-h">Result</h3><p id="result"></p></section>
    </div>
  </section>
  <section id="feed-section" aria-labelledby="feed-h">
    <h2 id="feed-h">Latest events</h2>
    <ul id="feed"></ul>
  </section>
</main>
<aside id="settings" aria-labelledby="settings-h">
  <h2 id="settings-h">Settings</h2>
  <form id="settings-form">
    <label for="key">API key (any role; auditor is enough)</label>
    <input id="key" name="key" type="password" autocomplete="off" spellcheck="false" required>
    <button type="submit">Save and connect</button>
    <button type="button" id="forget">Forget the key</button>
  </form>
  <p class="note">The key stays in this browser (localStorage) and is sent only to this server, in the Authorization header.</p>
</aside>
<footer><p>Every fact is an immutable, hash-chained event and a leaf of the club's signed log; this page only reads, and shows what this server says of itself. Only <code>npx ledger audit</code> against a checkpoint you kept proves the history was not rewritten.</p></footer>
</body>
</html>
`;
