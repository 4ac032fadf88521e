import { describe, expect, it } from 'vitest';
import { lawInWords, problemInWords } from './problem';

describe('problems in words', () => {
  it('names the law the API cited, by book and number or page', () => {
    expect(lawInWords('whist-1900:64')).toBe('Laws of Short Whist (1900), law 64');
    expect(lawInWords('solo-hoffmann:p151')).toBe("Hoffmann's Solo Whist, page 151");
    expect(lawInWords('unknown-code:3')).toBe('unknown-code, law 3');
  });
  it('says what was refused, with the validation messages, the law and the code', () => {
    expect(
      problemInWords({
        status: 422,
        detail: 'Honours count for one side only.',
        code: 'RESULT_IMPOSSIBLE',
        law: 'whist-1900:48',
      }),
    ).toBe('Honours count for one side only. — Laws of Short Whist (1900), law 48 [RESULT_IMPOSSIBLE]');
    expect(problemInWords({ status: 400, title: 'Bad Request', errors: ['tricks must be an object'] })).toBe(
      'Bad Request (tricks must be an object)',
    );
    expect(problemInWords({ status: 503 })).toBe('The server answered 503');
  });
});
