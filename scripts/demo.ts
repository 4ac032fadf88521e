/**
 * `npm run demo`: records a whole sample evening into the RUNNING service, then prints the
 * score-sheets and the address of the live page. Start the service first:
 *
 *   npm start                                   # one shell (a local run keeps its operator token in .data/operator-token)
 *   npm run demo                                # another (LEDGER_URL; LEDGER_OPERATOR_TOKEN, else .data/operator-token)
 *
 * The evening: a whist rubber with honours and a revoke claimed after the hand, a round of solo whist
 * with a misère, and a hearts session in which a Jack is carried and then won.
 * DEMO_DELAY_MS slows the plays down (e.g. 300) to watch them arrive on the page.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Card, Seat, suitOf } from '@ledger/laws';
import { dealHands, nextSeat, playThrough, scriptDealWithRevoke, seededRandom } from '../test/support/deal-script';
import type { components } from '../test/support/api-types';
import { call, createLedgerApi, PathOf, PathParams, PostBody } from '../test/support/typed-api';

const BASE = (process.env.LEDGER_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
/** The operator token: LEDGER_OPERATOR_TOKEN, else the one a local `npm start` generated under .data/, else "demo". */
const LOCAL_TOKEN = path.resolve(__dirname, '..', '.data', 'operator-token');
const OPERATOR =
  process.env.LEDGER_OPERATOR_TOKEN ?? (existsSync(LOCAL_TOKEN) ? readFileSync(LOCAL_TOKEN, 'utf8').trim() : 'demo');
const DELAY = Number(process.env.DEMO_DELAY_MS ?? 0);
const SEATS: Seat[] = ['N', 'E', 'S', 'W'];
type Json = Record<string, any>;
type Play = { seat: Seat; card: Card };
type Club = components['schemas']['ClubCreatedDto'];

/** Every call goes through the client generated from openapi.json, which checks each answer against the document. */
const api = createLedgerApi({ baseUrl: BASE });
const post = <P extends PathOf<'post'>>(key: string, path: P, params: PathParams<P, 'post'>, body: PostBody<P>) =>
  call(api, 'post', key, path, params, body);
const get = <P extends PathOf<'get'>>(key: string, path: P, params: PathParams<P, 'get'>) =>
  call(api, 'get', key, path, params);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const openSession = async (
  club: Club,
  variant: PostBody<'/v1/clubs/{clubId}/sessions'>['variant'],
  seats: Record<Seat, string>,
) => (await post(club.adminKey, '/v1/clubs/{clubId}/sessions', { clubId: club.id }, { variant, seats })).id;

/** Records plays in order; stops when the laws end the deal early (a misère lost). Returns the plays made. */
async function playOut(key: string, session: string, deal: number, plays: readonly Play[]): Promise<number> {
  for (const [i, p] of plays.entries()) {
    const r = await post(key, '/v1/sessions/{sessionId}/deals/{n}/plays', { sessionId: session, n: deal }, p);
    if (DELAY) await sleep(DELAY);
    if (r.events.some((e) => e.type === 'DealEnded')) return i + 1;
  }
  return plays.length;
}

async function whistRubber(club: Club, scorer: string, players: string[]): Promise<string> {
  const [N, E, S, W] = players;
  const session = await openSession(club, 'whist', { N, E, S, W });
  let dealer: Seat = 'S';
  // Deal 1: East renounces a suit he holds; nobody notices until the hand is over.
  const first = scriptDealWithRevoke(seededRandom(8), dealer, 'E');
  await post(
    scorer,
    '/v1/sessions/{sessionId}/deals',
    { sessionId: session },
    { dealer, hands: first.hands, trumpCard: first.trumpCard },
  );
  await playOut(scorer, session, 1, first.plays);
  const claim = await post(
    scorer,
    '/v1/sessions/{sessionId}/deals/{n}/revoke-claims',
    { sessionId: session, n: 1 },
    { by: 'N', against: 'E' },
  );
  console.log(
    `  whist deal 1: N claims a revoke against E after the hand → ${claim.verdict} (${claim.law}), held ${String(claim.evidence?.heldCard)}`,
  );
  await post(
    scorer,
    '/v1/sessions/{sessionId}/deals/{n}/revoke-penalties',
    { sessionId: session, n: 1 },
    {
      by: 'N',
      revokeClaim: claim.id,
      option: 'add-three',
    },
  );
  // Then tidy deals until the rubber is won (honours count from the dealt hands: the sheet shows them).
  const random = seededRandom(2026);
  for (let n = 2; n <= 30; n++) {
    const sheet = await get(scorer, '/v1/sessions/{sessionId}/scoresheet', { sessionId: session });
    if ('rubbers' in sheet && sheet.rubbers.length > 0) break;
    dealer = nextSeat(dealer);
    const { hands, trumpCard } = dealHands(random, dealer);
    const trump = suitOf(trumpCard);
    await post(scorer, '/v1/sessions/{sessionId}/deals', { sessionId: session }, { dealer, hands, trumpCard });
    await playOut(scorer, session, n, playThrough(hands, nextSeat(dealer), { trump }));
  }
  return session;
}

/** The auction of one solo deal: `calls` from the eldest hand on. */
async function soloDeal(
  scorer: string,
  session: string,
  n: number,
  dealer: Seat,
  seed: number,
  calls: string[],
): Promise<void> {
  const { hands, trumpCard } = dealHands(seededRandom(seed), dealer);
  await post(scorer, '/v1/sessions/{sessionId}/deals', { sessionId: session }, { dealer, hands, trumpCard });
  let seat = nextSeat(dealer);
  for (const c of calls) {
    await post(scorer, '/v1/sessions/{sessionId}/deals/{n}/calls', { sessionId: session, n }, { seat, call: c });
    seat = nextSeat(seat);
  }
  const view = await get(scorer, '/v1/sessions/{sessionId}/deals/{n}', { sessionId: session, n });
  if (view.status !== 'playing') return void console.log(`  solo deal ${n}: ${calls.join(', ')} → ${view.status}`);
  const contract = view.contract as Json;
  const plays = playThrough(hands, contract.leader, { trump: contract.noTrumps ? null : contract.trump });
  const made = await playOut(scorer, session, n, plays);
  const end = (await get(scorer, '/v1/sessions/{sessionId}/deals/{n}', { sessionId: session, n })).result;
  console.log(
    `  solo deal ${n}: ${contract.caller} ${contract.call}${contract.partner ? ` with ${contract.partner}` : ''} → ${String(end?.reason)} after ${made} cards`,
  );
}

async function soloRound(club: Club, scorer: string, players: string[]): Promise<string> {
  const [N, E, S, W] = players;
  const session = await openSession(club, 'solo-whist', { N, E, S, W });
  await soloDeal(scorer, session, 1, 'N', 11, ['proposal', 'acceptance', 'pass', 'pass']);
  await soloDeal(scorer, session, 2, 'E', 12, ['misere', 'pass', 'pass', 'pass']);
  await soloDeal(scorer, session, 3, 'S', 13, ['pass', 'solo', 'pass', 'pass']);
  await soloDeal(scorer, session, 4, 'W', 14, ['pass', 'pass', 'pass', 'pass']);
  return session;
}

/** Hearts taken by each seat if the deal is played through lawfully (to pick deals that make a Jack, then win it). */
function cleanSeats(seed: number, dealer: Seat): { hands: Record<Seat, Card[]>; plays: Play[]; clean: Seat[] } {
  const { hands } = dealHands(seededRandom(seed), dealer);
  const plays = playThrough(hands, nextSeat(dealer), { trump: null });
  const taken: Record<Seat, number> = { N: 0, E: 0, S: 0, W: 0 };
  for (let t = 0; t < 13; t++) {
    const trick = plays.slice(4 * t, 4 * t + 4);
    const led = suitOf(trick[0].card);
    const winner = trick
      .filter((p) => suitOf(p.card) === led)
      .sort((a, b) => 'AKQJT98765432'.indexOf(a.card[0]) - 'AKQJT98765432'.indexOf(b.card[0]))[0].seat;
    taken[winner] += trick.filter((p) => suitOf(p.card) === 'H').length;
  }
  return { hands, plays, clean: SEATS.filter((s) => taken[s] === 0) };
}

async function heartsEvening(club: Club, scorer: string, players: string[]): Promise<string> {
  const [N, E, S, W] = players;
  const session = await openSession(club, 'hearts', { N, E, S, W });
  let dealer: Seat = 'W';
  let seed = 100;
  const want = [(c: number) => c === 0 || c >= 3, (c: number) => c === 1];
  for (const [i, ok] of want.entries()) {
    dealer = nextSeat(dealer);
    let d = cleanSeats(seed, dealer);
    while (!ok(d.clean.length)) d = cleanSeats(++seed, dealer);
    seed++;
    await post(scorer, '/v1/sessions/{sessionId}/deals', { sessionId: session }, { dealer, hands: d.hands });
    await playOut(scorer, session, i + 1, d.plays);
    console.log(`  hearts deal ${i + 1}: clean ${d.clean.join(' ') || 'nobody'}`);
  }
  // The cut for deal 3 settles deal 2 (the pool is won).
  dealer = nextSeat(dealer);
  const d = cleanSeats(seed, dealer);
  await post(scorer, '/v1/sessions/{sessionId}/deals', { sessionId: session }, { dealer, hands: d.hands });
  return session;
}

function printSheet(title: string, sheet: Json): void {
  console.log(`\n== ${title}`);
  if (sheet.points) {
    console.log(
      `  this game: N-S ${sheet.score.NS}, E-W ${sheet.score.EW}; rubber points: N-S ${sheet.points.NS}, E-W ${sheet.points.EW}`,
    );
    console.log(
      `  games: ${sheet.games.map((g: Json) => `${g.winner}(${g.value})`).join(' ') || '-'}; rubbers: ${sheet.rubbers.map((r: Json) => `${r.winner} +${r.points}`).join(' ') || '-'}`,
    );
    for (const d of sheet.deals) {
      const pens = d.penalties.length
        ? `, revoke penalty ${d.penalties.map((p: Json) => p.option ?? p.kind).join(' ')}`
        : '';
      console.log(
        `  deal ${d.deal}: tricks ${d.tricks.NS}-${d.tricks.EW}, trick points ${d.trickPoints.NS}-${d.trickPoints.EW}, honours ${d.honourPoints.NS}-${d.honourPoints.EW}${pens}${d.game ? `, game to ${d.game.winner} (${d.game.value})` : ''}`,
      );
    }
  }
  if (sheet.balances)
    console.log(
      `  balances${sheet.unit ? ` (${sheet.unit})` : ''}: ${SEATS.filter((s) => s in sheet.balances)
        .map((s) => `${s} ${sheet.balances[s]}`)
        .join(', ')}`,
    );
  if (sheet.variant === 'solo-whist')
    for (const d of sheet.deals)
      console.log(`  deal ${d.deal}: ${d.caller ?? '-'} ${d.call} ${d.result} (${d.tricks} tricks)`);
  if (sheet.variant === 'hearts') {
    for (const d of sheet.deals)
      console.log(
        `  deal ${d.deal}: clean ${d.clean.join(' ') || 'nobody'} → pool ${d.after.pool}${d.after.jack ? ' (a Jack)' : ''}`,
      );
    console.log(`  pool now ${sheet.pool}${sheet.jack ? ', Jack pending' : ''}`);
  }
  const c = sheet.checkpoint as { size: number; root16: string } | null;
  console.log(`  club log checkpoint: ${c ? `size ${c.size} root ${c.root16}` : 'none yet'}`);
}

/** The score-sheet once a signed checkpoint of the club's log covers the session (signed at each deal's end). */
async function coveredSheet(key: string, session: string) {
  for (let i = 0; ; i++) {
    const sheet = await get(key, '/v1/sessions/{sessionId}/scoresheet', { sessionId: session });
    if (sheet.checkpoint || i >= 100) return sheet;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function main(): Promise<void> {
  const ready = await fetch(`${BASE}/health/ready`).catch(() => null);
  if (!ready?.ok)
    throw new Error(`no ledger at ${BASE}: start it first with  LEDGER_OPERATOR_TOKEN=${OPERATOR} npm start`);
  const club = await post(OPERATOR, '/v1/clubs', {}, { name: 'The Portland Club (demo)' }).catch((e: Error) => {
    throw new Error(
      `${e.message}\nThe service must run with the same operator token: LEDGER_OPERATOR_TOKEN=${OPERATOR} npm start`,
    );
  });
  const key = async (role: 'scorer' | 'auditor') =>
    (await post(club.adminKey, '/v1/clubs/{clubId}/keys', { clubId: club.id }, { role, label: `demo ${role}` })).key;
  const scorer = await key('scorer');
  const auditor = await key('auditor');
  const names = ['Lady Bertram', 'Mr Rushworth', 'Mrs Norris', 'Sir Thomas'];
  const players: string[] = [];
  for (const name of names)
    players.push((await post(club.adminKey, '/v1/clubs/{clubId}/players', { clubId: club.id }, { name })).id);
  console.log(`club ${club.id} with ${names.join(', ')} at N, E, S, W`);

  const whist = await whistRubber(club, scorer, players);
  const solo = await soloRound(club, scorer, players);
  const hearts = await heartsEvening(club, scorer, players);

  printSheet(`Whist rubber  ${whist}`, await coveredSheet(auditor, whist));
  printSheet(`Solo whist round  ${solo}`, await coveredSheet(auditor, solo));
  printSheet(`Hearts  ${hearts}`, await coveredSheet(auditor, hearts));
  for (const s of [whist, solo, hearts]) {
    const v = await get(auditor, '/v1/sessions/{sessionId}/verification', { sessionId: s });
    if (!v.chainValid || !v.replayMatches || !v.log?.leavesMatch)
      throw new Error(`session ${s} does not verify: ${JSON.stringify(v)}`);
  }
  console.log(
    "\nEvery session passes the server's own check (hash chain consistent, replay matches, events agree with the club log).",
  );
  console.log(
    `Keep a checkpoint and run \`npx ledger audit --base ${BASE} --key <auditor key> --club ${club.id} --checkpoint club.checkpoint\` later:\nonly that proves the server did not rewrite the history since.`,
  );
  console.log(`\nThe live score-sheets in the app (sign in with the club's id and the auditor key, or open the link):`);
  console.log(`  auditor key: ${auditor}`);
  console.log(`  sign-in link: ${BASE}/app/#${new URLSearchParams({ club: club.id, key: auditor }).toString()}`);
  for (const s of [whist, solo, hearts]) console.log(`  ${BASE}/app/#/sessions/${s}`);
}

main().catch((e: Error) => {
  console.error(`demo: ${e.message}`);
  process.exit(1);
});
