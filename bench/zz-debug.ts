import { fold, initialState, SessionState } from '@ledger/laws';
import { canonicalJson } from '@ledger/event-store';
import { isDeepStrictEqual } from 'node:util';
import { openSession } from './support/sessions';
const p = openSession('whist', 77);
while (p.events.length < 5000) p.playDeal();
const events = p.events.slice(0, 5000);
const at = 4860;
const snap = fold(events.slice(0, at), initialState);
const viaJson = fold(events.slice(at), JSON.parse(JSON.stringify(snap)) as SessionState);
const direct = fold(events, initialState);
console.log('json equal', JSON.stringify(viaJson) === JSON.stringify(direct));
console.log('canonical equal', canonicalJson(viaJson as never) === canonicalJson(direct as never));
console.log('deep strict', isDeepStrictEqual(viaJson, direct));
// find undefined-valued keys in snap
let n = 0; const paths = new Set<string>();
const walk = (v: unknown, path: string) => {
  if (Array.isArray(v)) v.forEach((x) => walk(x, path + '[]'));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) { if (x === undefined) { n++; paths.add(path + '.' + k); } else walk(x, path + '.' + k); }
};
walk(snap, '');
console.log('undefined values', n, [...paths].slice(0, 20));
const a = JSON.stringify(viaJson), b = JSON.stringify(direct);
let i = 0; while (a[i] === b[i]) i++;
console.log(a.slice(i - 200, i + 100)); console.log(b.slice(i - 200, i + 100));
