import { resolveRules } from '../core/rules';
import { VARIANTS, lawCode } from '../core/variant';
import { VARIANT_LAWS } from './variant-laws';

describe('each variant cites its own code of laws (VariantLaws.citations)', () => {
  it.each(VARIANTS.flatMap((v) => [undefined, 'whist-1900', 'bridge-1904'].map((d) => [v, d] as const)))(
    '%s (dummyLaws %s): the code cited is the code that governs play',
    (variant, dummyLaws) => {
      const rules = resolveRules(variant, variant === 'dummy-whist' && dummyLaws ? { dummyLaws } : {});
      const c = VARIANT_LAWS[variant].citations(rules);
      expect(c.code).toBe(lawCode(variant, rules.dummyLaws));
      for (const law of [c.follow, c.disobeyedCall, c.establish, c.deadline])
        expect(law.startsWith(`${c.code}:`)).toBe(true);
    },
  );

  it('each code its own revoke laws; dummy whist cites the code its dummyLaws rule picks', () => {
    expect(VARIANT_LAWS['bridge-1904'].citations(resolveRules('bridge-1904')).follow).toBe('bridge-1904:89');
    expect(VARIANT_LAWS.hearts.citations(resolveRules('hearts')).follow).toBe('hearts-foster:22');
    const dummyBridge = resolveRules('dummy-whist', { dummyLaws: 'bridge-1904' });
    expect(VARIANT_LAWS['dummy-whist'].citations(dummyBridge).establish).toBe('bridge-1904:91');
    expect(VARIANT_LAWS['dummy-whist'].citations(resolveRules('dummy-whist')).establish).toBe('whist-1900:77');
  });

  it('sides: partnerships in the whist games, the contract in solo, each for himself in hearts', () => {
    expect(VARIANTS.map((v) => VARIANT_LAWS[v].sides)).toEqual([
      'partnership',
      'partnership',
      'partnership',
      'contract',
      'each-for-himself',
    ]);
  });
});
