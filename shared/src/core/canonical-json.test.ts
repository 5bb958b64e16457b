import { canonicalJson } from './canonical-json';

describe('canonicalJson', () => {
  it('sorts keys at every level and drops undefined members, so equal quotations give one text', () => {
    const a = canonicalJson({ b: 1, a: { d: [2, { z: 'x', y: null }], c: undefined } });
    const b = canonicalJson({ a: { d: [2, { y: null, z: 'x' }] }, b: 1 });
    expect(a).toBe('{"a":{"d":[2,{"y":null,"z":"x"}]},"b":1}');
    expect(b).toBe(a);
  });

  it('keeps array order, which is part of the content', () => {
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
  });

  it('refuses numbers JSON cannot carry', () => {
    expect(() => canonicalJson({ price: Number.NaN })).toThrow();
  });
});
