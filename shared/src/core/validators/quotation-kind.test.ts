import { lineNeeds, quotationNeeds } from './quotation-kind';

describe('quotationNeeds', () => {
  it('asks brand and days of material', () => {
    expect(quotationNeeds('wz', null)).toEqual({ brand: true, arrivalDays: true });
  });
  it('asks days but no brand of works', () => {
    expect(quotationNeeds('gc', null)).toEqual({ brand: false, arrivalDays: true });
  });
  it('asks a sale for days only where its source sets an arrival requirement', () => {
    expect(quotationNeeds('cs', null)).toEqual({ brand: false, arrivalDays: false });
    expect(quotationNeeds('cs', undefined)).toEqual({ brand: false, arrivalDays: false });
    expect(quotationNeeds('cs', 'days')).toEqual({ brand: false, arrivalDays: true });
  });
  it('asks a line of a sale for days where the buyer set them for that line', () => {
    expect(lineNeeds(quotationNeeds('cs', null), 30)).toEqual({ brand: false, arrivalDays: true });
    expect(lineNeeds(quotationNeeds('cs', null), null)).toEqual({ brand: false, arrivalDays: false });
  });
});
