import { describe, expect, it } from 'vitest';
import { parseHash, signInLink } from './hash-route';

describe('routes in the address fragment', () => {
  const id = '0b6f3a0e-8f4a-4e61-9b1c-3f1c2d4e5f60';
  it('reads the screens', () => {
    expect(parseHash('')).toEqual({ name: 'home' });
    expect(parseHash('#/')).toEqual({ name: 'home' });
    expect(parseHash(`#/sessions/${id}`)).toEqual({ name: 'session', id });
    expect(parseHash('#/sessions/not-an-id')).toEqual({ name: 'home' });
    expect(parseHash('#/admin')).toEqual({ name: 'admin' });
  });
  it('a sign-in link round-trips its key and club, whatever characters the key has', () => {
    const link = signInLink('https://club.example', id, 'lk_a+b/c=');
    expect(link.startsWith('https://club.example/app/#')).toBe(true);
    expect(parseHash(link.slice(link.indexOf('#')))).toEqual({ name: 'sign-in', club: id, key: 'lk_a+b/c=' });
  });
});
