import { lastPathSegment, normaliseMainBusiness, toMainBusinessOption, validateMainBusinessSelection } from './main-business-validators';

const picks = (n: number) => Array.from({ length: n }, (_, i) => ({ mainbusinessCode: `TP.01.01.${String(i + 1).padStart(2, '0')}` }));

describe('the business selector rule (spec 02 §5)', () => {
  it('confirming nothing asks to tick data', () => {
    expect(validateMainBusinessSelection([])).toBe('validation.businessSelectRequired');
  });

  it('one to ten entries may be confirmed', () => {
    expect(validateMainBusinessSelection(picks(1))).toBeNull();
    expect(validateMainBusinessSelection(picks(10))).toBeNull();
  });

  it('an eleventh entry is refused', () => {
    expect(validateMainBusinessSelection(picks(11))).toBe('validation.businessSelectMax');
  });

  it('the same code twice counts once', () => {
    expect(validateMainBusinessSelection([...picks(10), ...picks(10)])).toBeNull();
  });

  it('a draft may hold nothing yet, but never more than ten', () => {
    expect(validateMainBusinessSelection([], { atLeastOne: false })).toBeNull();
    expect(validateMainBusinessSelection(picks(11), { atLeastOne: false })).toBe('validation.businessSelectMax');
  });
});

describe('the selection output (spec 02 §3)', () => {
  it('sends the code and the last dotted segment as the name', () => {
    expect(toMainBusinessOption({ mainbusinessCode: 'TP.01.01.01', mainbusinessName: 'Thermal power spares.Steam turbine.Turbine body.Moving blades' })).toEqual({
      mainbusinessCode: 'TP.01.01.01',
      mainbusinessName: 'Moving blades',
    });
    expect(lastPathSegment('火电备件.汽轮机.汽轮机本体.其他')).toBe('其他');
    expect(lastPathSegment('No dots')).toBe('No dots');
  });

  it('a stored selection keeps well-formed codes once, with trimmed names', () => {
    expect(
      normaliseMainBusiness([
        { mainbusinessCode: ' TP.01.01.01 ', mainbusinessName: ' Moving blades ' },
        { mainbusinessCode: 'TP.01.01.01', mainbusinessName: 'again' },
        { mainbusinessCode: 'drop table', mainbusinessName: 'x' },
        null,
        'text',
        { mainbusinessCode: 'M04.01.99' },
      ]),
    ).toEqual([
      { mainbusinessCode: 'TP.01.01.01', mainbusinessName: 'Moving blades' },
      { mainbusinessCode: 'M04.01.99', mainbusinessName: '' },
    ]);
    expect(normaliseMainBusiness('not a list')).toEqual([]);
  });
});
