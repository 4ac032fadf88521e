import {
  checkpointBody,
  generateSignerKey,
  leafHash,
  rootOf,
  signerFromKey,
  signNote,
  verifierFromKey,
} from '@ledger/club-log';
import { eventHash } from '@ledger/event-store';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAuditOptions } from './audit-options';
import { firstFinding } from './audit-finding';
import { ClaimedLeaf } from './download';
import { DownloadedEvent } from './downloaded-event';
import { readKeptEvidence, writeKeptEvidence } from './kept-evidence';
import { checkLeaves } from './leaf-check';
import { locateFirstBadLeaf } from './locate-first-bad-leaf';
import { pinnedKey } from './pinned-key';
import { CheckedSession, checkSessionChain } from './session-chain';

const CLUB = '11111111-1111-4111-8111-111111111111';
const keys = generateSignerKey('audit.test');
const signer = signerFromKey(keys.skey);
const verifier = verifierFromKey(keys.vkey);

/** A session of n events with a valid chain (the content is arbitrary: these checks do not fold). */
function session(id: string, n: number, firstLeaf: number): DownloadedEvent[] {
  const out: DownloadedEvent[] = [];
  let prev: string | null = null;
  for (let v = 1; v <= n; v++) {
    const e = {
      version: v,
      type: 'T',
      schemaVersion: 1,
      data: { v },
      metadata: { actor: 'a' },
      recordedAt: '2026-12-01T00:00:00.000Z',
    };
    const hash = eventHash(prev, { clubId: CLUB, streamId: id, ...e });
    out.push({ ...e, hash, prevHash: prev, leaf: firstLeaf + v - 1 });
    prev = hash;
  }
  return out;
}

function checked(id: string, events: DownloadedEvent[]): CheckedSession {
  return checkSessionChain(CLUB, id, events).session;
}

const claimsOf = (id: string, events: DownloadedEvent[]): ClaimedLeaf[] =>
  events.map((e) => ({ leaf: e.leaf!, sessionId: id, version: e.version, hash: e.hash }));
const note = (size: number, inputs: string[]) =>
  signNote(
    checkpointBody({
      origin: `audit.test/clubs/${CLUB}`,
      size,
      root: rootOf(inputs.slice(0, size).map((h) => leafHash(Buffer.from(h, 'hex')))),
    }),
    signer,
  );

describe('audit options', () => {
  it('needs base, key, club and checkpoint; refuses unknown options', () => {
    expect(parseAuditOptions(['--base', 'http://x/', '--key', 'k', '--club', 'c', '--checkpoint', 'f'])).toEqual({
      base: 'http://x',
      key: 'k',
      club: 'c',
      checkpointFile: 'f',
      verifierKeyFile: undefined,
    });
    expect(() => parseAuditOptions(['--base', 'x', '--key', 'k', '--club', 'c'])).toThrow(/--checkpoint/);
    expect(() => parseAuditOptions(['--bogus', 'x'])).toThrow(/unknown/);
    expect(() => parseAuditOptions(['--base', '--key'])).toThrow(/needs a value/);
  });
});

describe('session chain', () => {
  it('accepts an intact chain and names the first version whose content or link was changed', () => {
    const events = session('s', 6, 0);
    expect(checkSessionChain(CLUB, 's', events).findings).toEqual([]);
    const edited = events.map((e) => (e.version === 3 ? { ...e, data: { v: 99 } } : e));
    expect(checkSessionChain(CLUB, 's', edited).findings).toEqual([
      expect.objectContaining({ sessionId: 's', version: 3, leaf: 2 }),
    ]);
    const relinked = events.map((e) => (e.version === 4 ? { ...e, prevHash: 'f'.repeat(64) } : e));
    expect(checkSessionChain(CLUB, 's', relinked).findings[0]).toMatchObject({ version: 4 });
    expect(checkSessionChain(CLUB, 's', [events[0], events[2]]).findings[0]).toMatchObject({ version: 3 });
  });
});

describe('leaves against events', () => {
  const a = session('a', 4, 0);
  const b = session('b', 3, 4);
  const claims = [...claimsOf('a', a), ...claimsOf('b', b)];

  it('recomputes the leaf inputs from the events when everything matches', () => {
    const r = checkLeaves(
      claims,
      new Map([
        ['a', checked('a', a)],
        ['b', checked('b', b)],
      ]),
    );
    expect(r.findings).toEqual([]);
    expect(r.inputs).toEqual(claims.map((c) => c.hash));
  });

  it('names the leaf of a missing event, of an event whose hash differs, and a reordered session', () => {
    const gone = checkLeaves(claims, new Map([['a', checked('a', a)]]));
    expect(firstFinding(gone.findings)).toMatchObject({ leaf: 4, sessionId: 'b', version: 1 });
    const changed = a.map((e) => (e.version === 2 ? { ...e, data: { v: 7 } } : e));
    const r = checkLeaves(
      claims,
      new Map([
        ['a', checked('a', changed)],
        ['b', checked('b', b)],
      ]),
    );
    expect(firstFinding(r.findings)).toMatchObject({ leaf: 1, sessionId: 'a', version: 2 });
    const swapped = [claims[1], claims[0], ...claims.slice(2)].map((c, i) => ({ ...c, leaf: i }));
    const s = checkLeaves(
      swapped,
      new Map([
        ['a', checked('a', a)],
        ['b', checked('b', b)],
      ]),
    );
    expect(firstFinding(s.findings)).toMatchObject({ leaf: 0 });
  });
});

describe('locating the first rewritten leaf', () => {
  const a = session('a', 10, 0);
  const inputs = a.map((e) => e.hash);
  const claims = claimsOf('a', a);
  const rewritten = [...inputs];
  rewritten[6] = 'e'.repeat(64);

  it('names the exact leaf from the leaves a passing audit kept', () => {
    const kept = {
      note: note(8, inputs),
      checkpoint: {
        origin: 'o',
        size: 8,
        root: rootOf(inputs.slice(0, 8).map((h) => leafHash(Buffer.from(h, 'hex')))),
      },
      leaves: claims.slice(0, 8).map((c) => ({ hash: c.hash, sessionId: c.sessionId, version: c.version })),
    };
    const r = locateFirstBadLeaf(rewritten, claims, kept, [], verifier);
    expect(r?.finding).toMatchObject({ leaf: 6, sessionId: 'a', version: 7 });
  });

  it('bounds it by the signed checkpoints when no leaves were kept, and ignores forged signatures', () => {
    const other = signerFromKey(generateSignerKey('audit.test').skey);
    const served = [
      { size: 3, note: note(3, inputs) },
      { size: 5, note: note(5, inputs) },
      { size: 6, note: signNote('forged\n', other) },
      { size: 8, note: note(8, inputs) },
      { size: 10, note: note(10, inputs) },
    ];
    const r = locateFirstBadLeaf(rewritten, claims, undefined, served, verifier);
    expect(r?.range).toMatchObject({ from: 5, to: 8, sessions: ['a'] });
    expect(r?.finding.leaf).toBe(5);
    expect(r?.notes.join()).toMatch(/size 6 does not verify/);
    expect(locateFirstBadLeaf(inputs, claims, undefined, served, verifier)).toBeUndefined();
  });
});

describe('kept evidence and the pinned key', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'audit-unit-'));
  const a = session('a', 5, 0);
  const inputs = a.map((e) => e.hash);

  it('keeps the checkpoint with its leaves, and uses the leaves only while they give the signed root', () => {
    const file = path.join(dir, 'cp');
    writeKeptEvidence(
      file,
      note(5, inputs),
      claimsOf('a', a).map((c) => ({ hash: c.hash, sessionId: 'a', version: c.version })),
    );
    expect(readKeptEvidence(file, verifier)?.leaves).toHaveLength(5);
    writeFileSync(`${file}.leaves`, readFileSync(`${file}.leaves`, 'utf8').replace(inputs[2], 'd'.repeat(64)));
    const k = readKeptEvidence(file, verifier);
    expect(k?.checkpoint.size).toBe(5);
    expect(k?.leaves).toBeUndefined();
    const stranger = verifierFromKey(generateSignerKey('audit.test').vkey);
    expect(() => readKeptEvidence(file, stranger)).toThrow();
  });

  it('pins the server key on first use and refuses another later; a given key file wins', async () => {
    const file = path.join(dir, 'pin');
    const first = await pinnedKey(undefined, file, async () => keys.vkey);
    expect(first.source).toBe('first-use');
    expect(readFileSync(`${file}.vkey`, 'utf8').trim()).toBe(keys.vkey);
    expect((await pinnedKey(undefined, file, async () => `${keys.vkey}\n`)).source).toBe('pinned');
    const other = generateSignerKey('audit.test').vkey;
    await expect(pinnedKey(undefined, file, async () => other)).rejects.toThrow(/changed/);
    const given = path.join(dir, 'given.vkey');
    writeFileSync(given, other);
    const g = await pinnedKey(given, file, async () => keys.vkey);
    expect([g.source, g.vkey]).toEqual(['given', other]);
  });
});
