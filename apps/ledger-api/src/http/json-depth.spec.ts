import { jsonDeeperThan, MAX_JSON_DEPTH } from './json-depth';

const deep = (n: number, open = '[', close = ']') => open.repeat(n) + close.repeat(n);
const bytes = (s: string) => Buffer.from(s, 'utf8');

describe('jsonDeeperThan (issue 18: nesting beyond 32 levels is refused before parsing)', () => {
  it('accepts exactly the limit and refuses one more, for arrays and objects', () => {
    expect(jsonDeeperThan(bytes(deep(MAX_JSON_DEPTH)), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDeeperThan(bytes(deep(MAX_JSON_DEPTH + 1)), MAX_JSON_DEPTH)).toBe(true);
    const obj = (n: number): string => (n === 0 ? '1' : `{"a":${obj(n - 1)}}`);
    expect(jsonDeeperThan(bytes(obj(MAX_JSON_DEPTH)), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDeeperThan(bytes(obj(MAX_JSON_DEPTH + 1)), MAX_JSON_DEPTH)).toBe(true);
  });

  it('refuses a 10 KB body of 5000 open brackets (the issue case)', () => {
    expect(jsonDeeperThan(bytes('['.repeat(5000)), MAX_JSON_DEPTH)).toBe(true);
  });

  it('does not count brackets inside strings, including after escaped quotes', () => {
    const s = JSON.stringify({ note: '['.repeat(100) + '\\"' + '{'.repeat(100), n: [1, [2]] });
    expect(jsonDeeperThan(bytes(s), 3)).toBe(false);
    expect(jsonDeeperThan(bytes(s), 1)).toBe(true);
  });

  it('flat siblings do not add up', () => {
    expect(jsonDeeperThan(bytes(JSON.stringify(Array.from({ length: 1000 }, () => [[1]]))), 3)).toBe(false);
  });
});
