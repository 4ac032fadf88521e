/** The score-sheet page's style sheet. */
export const BOARD_CSS = `
:root { --ink: #1d1d1f; --muted: #5a5a60; --line: #c9c9cf; --felt: #0f5132; --red: #b00020; --bg: #fafaf7; --hi: #fff3b0; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 72rem; padding: 0 1rem 2rem; font: 16px/1.45 system-ui, sans-serif; color: var(--ink); background: var(--bg); }
.skip { position: absolute; left: -999px; } .skip:focus { left: 1rem; top: 1rem; background: #fff; padding: .5rem; }
header h1 { margin: .8rem 0 .2rem; font-size: 1.5rem; } .variant { font-weight: normal; color: var(--muted); }
.meta { margin: .1rem 0; color: var(--muted); } nav a { margin-right: 1rem; }
h2 { border-bottom: 2px solid var(--line); margin-top: 1.6rem; font-size: 1.25rem; } h3 { font-size: 1rem; margin: .8rem 0 .3rem; }
table { border-collapse: collapse; margin: .3rem 0 .8rem; } th, td { border: 1px solid var(--line); padding: .2rem .5rem; text-align: left; vertical-align: top; }
th { background: #eeeee8; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
.totals { display: flex; gap: 2rem; flex-wrap: wrap; } .big { font-size: 1.6rem; font-weight: 600; }
.picker, .controls { display: flex; gap: .5rem; align-items: center; flex-wrap: wrap; margin: .4rem 0; }
button, select, input { font: inherit; } button { padding: .25rem .7rem; }
:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
.step-label { font-weight: 600; min-height: 1.5em; }
.table { display: grid; grid-template-columns: 1fr 1.2fr 1fr; grid-template-areas: ". N ." "W C E" ". S ."; gap: .5rem; background: var(--felt); color: #fff; padding: .8rem; border-radius: .6rem; }
.hand { background: rgba(255,255,255,.08); border-radius: .4rem; padding: .3rem .5rem; }
.hand h4 { margin: 0 0 .2rem; font-size: .95rem; } .hand.turn h4::after { content: " ← to play"; color: var(--hi); font-weight: normal; }
.seat-N { grid-area: N; } .seat-E { grid-area: E; } .seat-S { grid-area: S; } .seat-W { grid-area: W; } .centre { grid-area: C; display: grid; grid-template-areas: ". N ." "W . E" ". S ."; place-items: center; min-height: 7rem; }
.suit-line { white-space: nowrap; } .card { display: inline-block; margin-right: .15rem; } .card.played { opacity: .35; text-decoration: line-through; }
.card.exposed { background: var(--hi); color: var(--ink); border-radius: .2rem; padding: 0 .15rem; }
.table .red { color: #ffb4b4; } .red { color: var(--red); }
.facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr)); gap: 0 1.5rem; }
.onboard { background: #fff; color: var(--ink); border-radius: .3rem; padding: .1rem .4rem; font-weight: 600; }
.ok { color: #0a7d32; font-weight: 600; } .bad { color: var(--red); font-weight: 600; }
#feed { font-family: ui-monospace, monospace; font-size: .85rem; max-height: 16rem; overflow: auto; }
aside { margin-top: 2rem; border-top: 2px solid var(--line); } aside input { width: min(30rem, 100%); } .note { color: var(--muted); }
footer { margin-top: 2rem; color: var(--muted); font-size: .85rem; }
`;
