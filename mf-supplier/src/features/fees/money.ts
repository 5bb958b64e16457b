import { formatMoney } from '@portal/shared/core';

/** An amount in its own currency: VND with 0 decimals, others with theirs, thousands separated. */
export const feeAmount = (amount: string | number | null | undefined, currency: string | null | undefined): string => formatMoney(amount, currency || 'CNY');
