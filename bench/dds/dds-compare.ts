/**
 * DDS beside the claim solver (issue 21 point 2): builds `bench/dds/harness.cpp` against Debian's
 * `libdds-dev` with g++ (into a cache directory under the OS temp dir, rebuilt when the source changes) and
 * runs it on 4-seat bridge positions, single thread. `DdsProcess.solve` answers the bench's question: the tricks of
 * North-South from the first lead, with the position's trump and leader (DDS answers for the side on
 * lead, so an East or West lead is converted: NS = tricks left - theirs).
 */
import { createHash } from 'node:crypto';
import { ChildProcessWithoutNullStreams, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
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

/**
 * One long-lived harness process (DDS keeps its memory between solves, as in its ordinary use): `solve`
 * sends one position and waits for its answer, so a caller can time its own solves between DDS's.
 */
export class DdsProcess {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly lines: AsyncIterator<string>;
  private stderr = '';

  constructor() {
    this.child = spawn(harness(), [], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stderr.on('data', (b: Buffer) => (this.stderr += b.toString()));
    this.lines = createInterface({ input: this.child.stdout })[Symbol.asyncIterator]();
  }

  /** DDS's version, from the harness's first line (after its warm-up solve). */
  async version(): Promise<string> {
    return (JSON.parse(await this.next()) as { dds: string }).dds;
  }

  /** North-South's tricks in a 4-seat position between tricks, with DDS's time and node count. */
  async solve(p: Position): Promise<DdsResult> {
    if (p.order.join('') !== 'NESW' || p.trick.length > 0) throw new Error('DDS: 4-seat positions between tricks only');
    this.child.stdin.write(`${strain(p.trump)} ${DDS_SEAT[p.leader]} ${pbnDeal(p)}\n`);
    const r = JSON.parse(await this.next()) as {
      tricks: number;
      ms: number;
      cpu: number;
      nodes: number;
      error?: string;
    };
    if (r.error) throw new Error(`DDS harness: ${r.error}`);
    const left = p.hands[p.leader]?.length ?? 0;
    const onLeadNS = p.leader === 'N' || p.leader === 'S';
    return { ns: onLeadNS ? r.tricks : left - r.tricks, ms: r.ms, cpu: r.cpu, nodes: r.nodes };
  }

  /** Ends the harness. */
  close(): void {
    this.child.stdin.end();
  }

  private async next(): Promise<string> {
    const { value, done } = await this.lines.next();
    if (done) throw new Error(`DDS harness ended early${this.stderr ? `: ${this.stderr}` : ''}`);
    return value;
  }
}
