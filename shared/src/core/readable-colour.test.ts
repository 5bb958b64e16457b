import { contrastRatio, readableOn, readableOnWhite } from './readable-colour';

describe('readable colours', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#409EFF', '#ffffff')).toBeCloseTo(2.8, 1);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
  });

  it('darkens a colour that is too light for text on white, keeping its hue', () => {
    for (const colour of ['#409EFF', '#1890FF', '#FAAD14', '#13C2C2', '#52C41A', '#FA541C']) {
      const readable = readableOnWhite(colour);
      expect(contrastRatio(readable, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(readable, '#f0f2f5')).toBeGreaterThanOrEqual(4.5);
      // Not darker than needed: well short of black.
      expect(contrastRatio(readable, '#ffffff')).toBeLessThan(5.6);
    }
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(readableOnWhite('#409EFF').slice(i, i + 2), 16));
    expect(b).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(r);
  });

  it('darkens against any background', () => {
    expect(contrastRatio(readableOn('#389e0d', '#f6ffed'), '#f6ffed')).toBeGreaterThanOrEqual(4.5);
  });

  it('leaves dark enough colours and unknown values alone', () => {
    expect(readableOnWhite('#2F54EB')).toBe('#2F54EB');
    expect(readableOnWhite('#722ed1')).toBe('#722ED1');
    expect(readableOnWhite('rebeccapurple')).toBe('rebeccapurple');
  });
});
