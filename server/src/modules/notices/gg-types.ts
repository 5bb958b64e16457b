// The notice-type names the client puts in addresses (ggTypeName, spec 01 §2) and the home tabs
// they stand for. Tab names themselves are accepted too, so a link built from a row's tab works.
import { invalid } from '../../platform/errors';

export const GG_TYPES: Record<string, string[]> = {
  zbgg: ['bidding'],
  bggg: ['change'],
  zhongbiaogg: ['winning'],
  zzgg: ['termination'],
  hxrgs: ['candidate'],
  xjgg: ['inquiry'],
  xjbggg: ['inquiryChange'],
  jggg: ['result'],
  csgg: ['sale'],
  csjggg: ['saleResult'],
  all: ['bidding', 'change', 'winning', 'termination', 'candidate'],
};

export const NOTICE_TABS = ['bidding', 'change', 'winning', 'termination', 'candidate', 'inquiry', 'inquiryChange', 'result', 'sale', 'saleResult'];

export function tabsFor(ggTypeName: string | undefined, fallback: string = 'all'): string[] {
  const name = ggTypeName?.trim() || fallback;
  // Own keys only: the name comes from the address, and 'constructor' is a key of every object.
  if (Object.hasOwn(GG_TYPES, name)) return GG_TYPES[name];
  if (NOTICE_TABS.includes(name)) return [name];
  throw invalid('paramOneOfGot', { field: 'ggTypeName', values: [...Object.keys(GG_TYPES), ...NOTICE_TABS].join(', '), value: name });
}
