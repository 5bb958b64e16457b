import { satisfies } from './semver-range';

describe('satisfies', () => {
  it('takes any later minor or patch of the same major for ^x.y.z, nothing earlier, nothing of the next major', () => {
    expect(satisfies('1.0.0', '^1.0.0')).toBe(true);
    expect(satisfies('1.4.2', '^1.0.0')).toBe(true);
    expect(satisfies('1.0.0', '^1.1.0')).toBe(false);
    expect(satisfies('2.0.0', '^1.0.0')).toBe(false);
    expect(satisfies('0.3.1', '^0.3.0')).toBe(true);
    expect(satisfies('0.4.0', '^0.3.0')).toBe(false);
  });

  it('reads ~, exact, >= and * ranges', () => {
    expect(satisfies('1.2.9', '~1.2.0')).toBe(true);
    expect(satisfies('1.3.0', '~1.2.0')).toBe(false);
    expect(satisfies('19.2.0', '19.2.0')).toBe(true);
    expect(satisfies('19.2.1', '19.2.0')).toBe(false);
    expect(satisfies('3.0.0', '>=2.5.1')).toBe(true);
    expect(satisfies('9.9.9', '*')).toBe(true);
  });

  it('puts a pre-release before its release and never satisfies with unreadable input', () => {
    expect(satisfies('1.1.0-beta.1', '^1.1.0')).toBe(false);
    expect(satisfies('not-a-version', '^1.0.0')).toBe(false);
    expect(satisfies('1.0.0', 'workspace:*')).toBe(false);
  });
});
