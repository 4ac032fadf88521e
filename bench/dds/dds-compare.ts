/**
 * DDS beside the claim solver (issue 21 point 2): builds `bench/dds/harness.cpp` against Debian's
 * `libdds-dev` with g++ (into a cache directory under the OS temp dir, rebuilt when the source changes) and
 * runs it on 4-seat bridge positions, single thread. `ddsSolve` answers the bench's question: the tricks of
 * North-South from the first lead, with the position's trump and leader (DDS answers for the side on
 * lead, so an East or West lead is converted: NS = tricks left - theirs).
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Card, SUITS, Suit } from '../../libs/laws/src/core/cards/card';
import { Position } from '../../libs/claim-solver/src';

const SOURCE = join(__dirname, 'harness.cpp');
const HEADER = '/usr/include/dds/dll.h';
/** DDS seats: 0 = North … 3 = West. */
const DDS_SEAT: Record<string, number> = { N: 0, E: 1, S: 2, W: 3 };
/** DDS strains: 0 = spades, 1 = hearts, 2 = diamonds, 3 = clubs, 4 = no trumps. */
const strain = (trump: Suit | null) => (trump === null ? 4 : SUITS.indexOf(trump));

/** One DDS solve: North-South's tricks, DDS's time and node count. */
export interface DdsResult {
  readonly ns: number;
  readonly ms: number;
  /** The solving thread's CPU time (ms). */
  readonly cpu: number;
  readonly nodes: number;
}

/** Why DDS cannot run here (a line to print), or null when it can. */
export function ddsMissing(): string | null {
  if (!existsSync(HEADER)) return 'DDS: libdds-dev not installed, comparison skipped';
  try {
    execFileSync('g++', ['--version'], { stdio: 'ignore' });
  } catch {
    return 'DDS: g++ not found, comparison skipped';
  }
  return null;
}

/** The harness binary, built with g++ -O2 into `<tmpdir>/club-ledger-dds/` unless a build of this source is there. */
function harness(): string {
  const source = readFileSync(SOURCE);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const dir = join(tmpdir(), 'club-ledger-dds');
  const binary = join(dir, `harness-${hash}`);
  if (!existsSync(binary)) {
    mkdirSync(dir, { recursive: true });
    execFileSync('g++', ['-O2', '-std=c++17', SOURCE, '-o', binary, '-ldds'], { stdio: 'inherit' });
  }
  return binary;
}

/** The PBN deal of a 4-seat position with no trick in progress ("N:spades.hearts.diamonds.clubs E… S… W…"). */
export function pbnDeal(p: Position): string {
  const hand = (cards: readonly Card[]) =>
    SUITS.map((s) =>
      cards
        .filter((c) => c[1] === s)
        .map((c) => c[0])
        .sort((a, b) => 'AKQJT98765432'.indexOf(a) - 'AKQJT98765432'.indexOf(b))
        .join(''),
    ).join('.');
  return `N:${(['N', 'E', 'S', 'W'] as const).map((s) => hand(p.hands[s] ?? [])).join(' ')}`;
}

/** Solves each position with DDS (one process, one thread, in order). */
export function ddsSolve(positions: readonly Position[]): { version: string; results: DdsResult[] } {
  for (const p of positions) {
    if (p.order.join('') !== 'NESW' || p.trick.length > 0) throw new Error('DDS: 4-seat positions between tricks only');
  }
  const input = positions.map((p) => `${strain(p.trump)} ${DDS_SEAT[p.leader]} ${pbnDeal(p)}\n`).join('');
  let stdout: string;
  try {
    stdout = execFileSync(harness(), { input, encoding: 'utf8', maxBuffer: 1 << 24 });
  } catch (e) {
    const out = (e as { stdout?: string }).stdout;
    throw new Error(`DDS harness failed: ${out || (e as Error).message}`, { cause: e });
  }
  const parsed = JSON.parse(stdout) as {
    dds: string;
    results: { tricks: number; ms: number; cpu: number; nodes: number }[];
  };
  return {
    version: parsed.dds,
    results: parsed.results.map((r, i) => {
      const p = positions[i];
      const left = p.hands[p.leader]?.length ?? 0;
      const onLeadNS = p.leader === 'N' || p.leader === 'S';
      return { ns: onLeadNS ? r.tricks : left - r.tricks, ms: r.ms, cpu: r.cpu, nodes: r.nodes };
    }),
  };
}
