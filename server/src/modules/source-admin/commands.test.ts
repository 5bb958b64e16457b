import { parseDuration, parseSourceCommand } from './commands';
import { checkInput } from './input-check';
import { publishBody } from './schemas';

describe('clock durations of `pnpm portal clock advance`', () => {
  it.each([
    ['3d', 3 * 86_400_000],
    ['12h', 12 * 3_600_000],
    ['1d12h', 36 * 3_600_000],
    ['-1d', -86_400_000],
    ['90000', 90_000],
  ])('reads %s', (text, ms) => expect(parseDuration(text)).toBe(ms));

  it.each(['', 'soon', '3 days', '1.5d', 'd3'])('refuses %j', (text) => expect(parseDuration(text)).toBeNull());
});

describe('commands at the local door', () => {
  it('accepts well-formed sourcing commands and refuses malformed ones', () => {
    expect(parseSourceCommand({ name: 'award', id: 'S-1', supplierIds: ['SUP-1'] })).toEqual({ name: 'award', id: 'S-1', supplierIds: ['SUP-1'], remark: undefined });
    expect(parseSourceCommand({ name: 'award', id: 'S-1', supplierIds: [] })).toBeNull();
    expect(parseSourceCommand({ name: 'clock-set', at: 'tomorrow' })).toBeNull();
    expect(parseSourceCommand({ name: 'clock-advance', ms: 1.5 })).toBeNull();
    expect(parseSourceCommand({ name: 'sources', phase: 'everything' })).toBeNull();
    expect(parseSourceCommand({ name: 'source-publish', input: [] })).toBeNull();
  });
});

describe('the publish schema applied outside Fastify (a file given to the CLI)', () => {
  const base = { sourceType: 'XJ', quotationKind: 'wz', title: 't', method: 'OPEN', currency: 'CNY', endTime: '2026-12-01T08:00:00Z', openingTime: '2026-12-01T09:00:00Z', lines: [{ description: 'a', quantity: 2 }] };

  it('turns a numeric quantity into the decimal text the API stores', () => {
    expect(checkInput<{ lines: { quantity: string }[] }>(publishBody, base).lines[0].quantity).toBe('2');
  });

  it.each([
    ['a time without seconds and zone', { ...base, endTime: '2026-12-01 08:00' }, 'endTime'],
    ['an empty title', { ...base, title: '' }, 'title'],
    ['an unknown field', { ...base, extra: 1 }, 'extra'],
    ['a line without quantity', { ...base, lines: [{ description: 'a' }] }, 'lines.0.quantity'],
  ])('refuses %s, naming the field', (_label, input, field) => {
    expect(() => checkInput(publishBody, input)).toThrow(expect.objectContaining({ vars: expect.objectContaining({ field }) }));
  });
});
