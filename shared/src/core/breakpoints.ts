import { BREAKPOINTS } from './constants';

/** Layout width class of spec 01 §2: 3 from 1200 px, 2 from 992, 1 from 768, else 0. */
export function widthClass(width: number): 0 | 1 | 2 | 3 {
  if (width >= BREAKPOINTS.lg) return 3;
  if (width >= BREAKPOINTS.md) return 2;
  if (width >= BREAKPOINTS.sm) return 1;
  return 0;
}
