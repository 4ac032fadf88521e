/**
 * A small reader of Portable Bridge Notation 2.1 files, written from the standard (not from this project's
 * exporter): games of tag pairs `[Name "value"]`, each optionally followed by its section (Auction, Play, …),
 * `%` escape lines, `{…}` and `;` commentary, games separated by an empty line. With `strict`, it also checks
 * what the standard asks of export format: CRLF line ends, the `% EXPORT` marker, the 15 tags of the
 * mandatory tag set in their order, the other tags after them sorted by name, each tag once, tokens
 * separated by one space, and values of the mandatory tags in their defined forms.
 */

/** One game: its tags in file order, the lines of each tag's section, and its commentary. */
export interface PbnGame {
  readonly tags: readonly { readonly name: string; readonly value: string }[];
  /** The section lines (tokens) after a tag, keyed by the tag's name (`Play`, `Auction`). */
  readonly sections: Readonly<Record<string, readonly string[][]>>;
  readonly comments: readonly string[];
  /** The value of a tag, or undefined. */
  tag(name: string): string | undefined;
}

/** A file that breaks the standard: the line and what is wrong. */
export class PbnError extends Error {
  constructor(
    readonly line: number,
    detail: string,
  ) {
    super(`PBN line ${line}: ${detail}`);
    this.name = 'PbnError';
  }
}

/** The mandatory tag set of PBN 2.1 §3.4, in the order export format requires. */
export const PBN_MTS = [
  'Event',
  'Site',
  'Date',
  'Board',
  'West',
  'North',
  'East',
  'South',
  'Dealer',
  'Vulnerable',
  'Deal',
  'Scoring',
  'Declarer',
  'Contract',
  'Result',
] as const;

const SEATS = ['N', 'E', 'S', 'W'];
const RANKS = 'AKQJT98765432';
const TAG_LINE = /^\[([A-Za-z0-9_]+) "((?:[^"\\]|\\.)*)"\]$/;

/** Reads a PBN file; throws `PbnError` at the first breach (of export format too, with `strict`). */
export function readPbn(text: string, opts: { strict?: boolean } = {}): PbnGame[] {
  const strict = opts.strict ?? false;
  if (strict && /(^|[^\r])\n/.test(text))
    throw new PbnError(lineOf(text, /(^|[^\r])\n/), 'export format ends lines with CRLF');
  const lines = text.split(/\r?\n/);
  if (strict && !lines.some((l) => /^% EXPORT\s*$/.test(l))) throw new PbnError(1, 'export format says `% EXPORT`');
  const games: PbnGame[] = [];
  let cur: Builder | null = null;
  let section: string[][] | null = null;
  let inComment: string | null = null;
  lines.forEach((raw, i) => {
    const no = i + 1;
    if (inComment !== null) {
      const end = raw.indexOf('}');
      inComment += `\n${end < 0 ? raw : raw.slice(0, end)}`;
      if (end >= 0) {
        cur?.comments.push(inComment);
        inComment = null;
      }
      return;
    }
    if (raw.startsWith('%')) return;
    if (raw.trim() === '') {
      if (cur) games.push(finish(cur, strict));
      cur = null;
      section = null;
      return;
    }
    if (strict && (/\t/.test(raw) || / {2}/.test(raw) || /^ | $/.test(raw)))
      throw new PbnError(no, 'export format separates tokens by one space');
    const tagged = TAG_LINE.exec(raw.trim());
    let line = raw.trim();
    if (!tagged) {
      // commentary: `{…}` (a `;` inside it is text), possibly running on over lines, or `;` to the end of the line
      let kept = '';
      for (let i = 0; i < raw.length; i++) {
        const ch = raw[i];
        if (ch === '{') {
          const close = raw.indexOf('}', i + 1);
          if (close < 0) {
            inComment = raw.slice(i + 1);
            break;
          }
          (cur ??= builder()).comments.push(raw.slice(i + 1, close));
          i = close;
        } else if (ch === ';') {
          (cur ??= builder()).comments.push(raw.slice(i + 1));
          break;
        } else kept += ch;
      }
      line = kept.trim();
      if (line === '') return;
    }
    cur ??= builder();
    if (line.startsWith('[')) {
      const m = TAG_LINE.exec(line);
      if (!m) throw new PbnError(no, `not a tag pair: ${line}`);
      const value = m[2].replace(/\\(.)/g, '$1');
      if (cur.tags.some((t) => t.name === m[1]))
        if (strict) throw new PbnError(no, `tag ${m[1]} occurs twice`);
        else return;
      cur.tags.push({ name: m[1], value, line: no });
      section = cur.sections[m[1]] = [];
      return;
    }
    if (!section) throw new PbnError(no, `a section line without its tag: ${line}`);
    section.push(line.split(' '));
  });
  if (inComment !== null) throw new PbnError(lines.length, 'commentary not closed');
  if (cur) games.push(finish(cur, strict));
  return games;
}

interface Builder {
  tags: { name: string; value: string; line: number }[];
  sections: Record<string, string[][]>;
  comments: string[];
}
const builder = (): Builder => ({ tags: [], sections: {}, comments: [] });

function lineOf(text: string, re: RegExp): number {
  const m = re.exec(text);
  return m ? text.slice(0, m.index + m[0].length).split('\n').length - 1 : 1;
}

function finish(b: Builder, strict: boolean): PbnGame {
  const game: PbnGame = {
    tags: b.tags.map(({ name, value }) => ({ name, value })),
    sections: b.sections,
    comments: b.comments,
    tag: (name) => b.tags.find((t) => t.name === name)?.value,
  };
  if (strict) checkExport(b);
  checkValues(game, b.tags[0]?.line ?? 0);
  return game;
}

function checkExport(b: Builder): void {
  const names = b.tags.map((t) => t.name);
  PBN_MTS.forEach((name, i) => {
    if (names[i] !== name)
      throw new PbnError(
        b.tags[i]?.line ?? 0,
        `export format: tag ${i + 1} must be ${name}, not ${names[i] ?? 'missing'}`,
      );
  });
  const rest = names.slice(PBN_MTS.length);
  for (let i = 1; i < rest.length; i++)
    if (rest[i - 1] >= rest[i])
      throw new PbnError(
        b.tags[PBN_MTS.length + i].line,
        `export format: tags after the mandatory set are sorted: ${rest[i]} after ${rest[i - 1]}`,
      );
}

/** The forms PBN 2.1 §3.4 gives the mandatory tags' values (unknown `?` and inappropriate `""` allowed). */
function checkValues(g: PbnGame, line: number): void {
  const bad = (name: string, why: string) => new PbnError(line, `${name} "${g.tag(name)}": ${why}`);
  const open = (v: string | undefined) => v === undefined || v === '' || v === '?';
  const dealer = g.tag('Dealer');
  if (!open(dealer) && !SEATS.includes(dealer)) throw bad('Dealer', 'a seat N, E, S or W');
  const vul = g.tag('Vulnerable');
  if (!open(vul) && !['None', 'Love', '-', 'NS', 'EW', 'All', 'Both'].includes(vul))
    throw bad('Vulnerable', 'None, NS, EW or All');
  const board = g.tag('Board');
  if (!open(board) && !/^[1-9][0-9]*$/.test(board)) throw bad('Board', 'a positive integer');
  const date = g.tag('Date');
  if (!open(date) && !/^[0-9?]{4}\.[0-9?]{2}\.[0-9?]{2}$/.test(date)) throw bad('Date', 'YYYY.MM.DD');
  const declarer = g.tag('Declarer');
  if (!open(declarer) && !/^\^?[NESW]$/.test(declarer)) throw bad('Declarer', 'a seat, ^seat, "" or ?');
  const contract = g.tag('Contract');
  if (!open(contract) && !/^(Pass|[1-7](S|H|D|C|NT)(X|XX)?)$/.test(contract))
    throw bad('Contract', 'Pass or <level 1-7><S|H|D|C|NT>[X|XX]');
  const result = g.tag('Result');
  if (!open(result) && !/^(1[0-3]|[0-9])$/.test(result)) throw bad('Result', 'the tricks of the declaring side, 0-13');
  const hands = handsOf(g, line);
  const play = g.sections.Play;
  if (play) checkPlay(g.tag('Play'), play, hands, line);
}

/** The hands of the `Deal` tag by seat (`undefined` for a hand given as `-`). */
export function dealHands(deal: string, line = 0): Record<string, string[] | undefined> {
  const m = /^([NESW]):(.*)$/.exec(deal);
  if (!m) throw new PbnError(line, `Deal "${deal}": first seat and four hands`);
  const parts = m[2].split(' ');
  if (parts.length !== 4) throw new PbnError(line, `Deal "${deal}": four hands`);
  const out: Record<string, string[] | undefined> = {};
  const seen = new Set<string>();
  parts.forEach((h, k) => {
    const seat = SEATS[(SEATS.indexOf(m[1]) + k) % 4];
    if (h === '-') return void (out[seat] = undefined);
    const suits = h.split('.');
    if (suits.length !== 4) throw new PbnError(line, `Deal: hand ${h} has four suits S.H.D.C`);
    const cards = suits.flatMap((ranks, s) => {
      let last = -1;
      return [...ranks].map((r) => {
        const at = RANKS.indexOf(r.toUpperCase());
        if (at < 0 || at <= last) throw new PbnError(line, `Deal: hand ${h}: ranks A K Q J T 9 … 2, high to low`);
        last = at;
        return `${'SHDC'[s]}${r.toUpperCase()}`;
      });
    });
    for (const c of cards) {
      if (seen.has(c)) throw new PbnError(line, `Deal: ${c} in two hands`);
      seen.add(c);
    }
    if (cards.length !== 13) throw new PbnError(line, `Deal: hand ${h} holds ${cards.length} cards, not 13`);
    out[seat] = cards;
  });
  return out;
}

function handsOf(g: PbnGame, line: number): Record<string, string[] | undefined> | null {
  const deal = g.tag('Deal');
  return deal && deal !== '?' && deal !== '' ? dealHands(deal, line) : null;
}

/** §3.6: the Play section lists tricks in seat order from the opening leader; a card is suit then rank, `-` a card not played, `*` the end of unfinished play; suffixes `!?` and irregularities `^X` may follow a card. */
function checkPlay(
  leader: string | undefined,
  rows: readonly string[][],
  hands: Record<string, string[] | undefined> | null,
  line: number,
) {
  if (!leader || !SEATS.includes(leader)) throw new PbnError(line, `Play "${leader}": the opening leader`);
  const played = new Set<string>();
  rows.forEach((tokens, t) => {
    if (tokens.length === 1 && tokens[0] === '*') return;
    const cards = tokens.filter((x) => !x.startsWith('$'));
    if (cards.length !== 4) throw new PbnError(line, `Play: trick ${t + 1} has ${cards.length} cards, not 4`);
    cards.forEach((tok, k) => {
      if (tok === '-') return;
      const m = /^([SHDC])([AKQJT98765432])([!?]{0,2})(\^[A-Z])?$/.exec(tok);
      if (!m) throw new PbnError(line, `Play: ${tok} is not a card`);
      const card = `${m[1]}${m[2]}`;
      if (played.has(card)) throw new PbnError(line, `Play: ${card} played twice`);
      played.add(card);
      const seat = SEATS[(SEATS.indexOf(leader) + k) % 4];
      const hand = hands?.[seat];
      if (hand && !hand.includes(card))
        throw new PbnError(line, `Play: ${card} in ${seat}'s column is not in ${seat}'s hand`);
    });
  });
}

/** The irregularity marks of a Play section, e.g. `[{trick: 3, seat: 'E', card: 'H2', mark: '^R'}]`. */
export function playMarks(g: PbnGame): { trick: number; seat: string; card: string; mark: string }[] {
  const leader = g.tag('Play');
  const rows = g.sections.Play ?? [];
  if (!leader) return [];
  return rows.flatMap((tokens, t) =>
    tokens
      .filter((x) => !x.startsWith('$'))
      .flatMap((tok, k) => {
        const m = /^([SHDC][AKQJT98765432])[!?]*(\^[A-Z])$/.exec(tok);
        return m ? [{ trick: t + 1, seat: SEATS[(SEATS.indexOf(leader) + k) % 4], card: m[1], mark: m[2] }] : [];
      }),
  );
}
