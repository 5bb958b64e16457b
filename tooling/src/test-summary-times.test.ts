import { clock, stepTimes } from './test-summary-times';

describe('the step times of npm test', () => {
  it('reads as minutes and seconds, with hours only when there are some', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(75.4)).toBe('1:15');
    expect(clock(3725)).toBe('1:02:05');
  });

  it('lists each timed step, marks a failed one, and adds them up', () => {
    const lines = stepTimes([
      { name: 'setup', ok: true, seconds: 41 },
      { name: 'API tests on PGlite', ok: false, seconds: 190 },
      { name: 'browser tests', ok: true, seconds: 400 },
    ]);
    expect(lines).toEqual([
      'step times:',
      '  setup                    0:41',
      '  API tests on PGlite      3:10  (failed)',
      '  browser tests            6:40',
      '  total                   10:31',
    ]);
  });

  it('marks a step that ran beside the one before it and leaves it out of the total', () => {
    const lines = stepTimes([
      { name: 'unit tests', ok: true, seconds: 20 },
      { name: 'type-check', ok: true, seconds: 15, beside: true },
      { name: 'browser tests', ok: true, seconds: 400 },
    ]);
    expect(lines).toEqual([
      'step times:',
      '  unit tests         0:20',
      '  type-check         0:15  (beside the step before)',
      '  browser tests      6:40',
      '  total              7:00',
    ]);
  });

  it('prints nothing for steps that were not timed (a steps file of an older run)', () => {
    expect(stepTimes([{ name: 'type-check', ok: true }])).toEqual([]);
  });
});
