import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { qrPath } from './qr-path';

describe('the QR code as an SVG path', () => {
  it('draws one square per dark module', () => {
    expect(
      qrPath([
        [true, false],
        [false, true],
      ]),
    ).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
  });
  it('draws the sign-in link as uqr encodes it (finder patterns in the corners)', () => {
    const qr = encode('https://club.example/app/#club=x&key=y', { border: 0 });
    const d = qrPath(qr.data);
    expect(d.startsWith('M0 0h1v1h-1z')).toBe(true);
    expect(d.split('z').length - 1).toBe(qr.data.flat().filter(Boolean).length);
  });
});
