// Payment providers. A provider turns an order into something a payer scans (a code URL shown as a
// QR code) and may be asked for the order's state. The default is the local simulator: its page,
// served by this server (GET /pay/simulator/:orderId), or the operator's `pay-settle` command marks
// the order paid or failed. A real provider (WeChat Pay, a bank) implements the same interface and
// calls settleOrder from its notification handler.
import type { PayOrderStatus } from '../supplier-centre/tables';

export interface PaymentOrderRequest {
  orderId: string;
  amount: string;
  currency: string;
  /** The order's secret, part of the simulator page's address. */
  payToken: string;
  expiresAt: Date;
  /** The address this server is reached at (scheme, host, port), for absolute code URLs. */
  origin: string;
}

export interface PaymentProvider {
  readonly name: string;
  /** What the QR code encodes. */
  codeUrl(order: PaymentOrderRequest): string;
  /** The provider's own view of an order; null: the stored state is the truth (the simulator). */
  query(orderId: string): Promise<PayOrderStatus | null>;
}

export const simulatorProvider: PaymentProvider = {
  name: 'simulator',
  codeUrl: (o) => `${o.origin}/pay/simulator/${encodeURIComponent(o.orderId)}?t=${encodeURIComponent(o.payToken)}`,
  query: async () => null,
};

/** PORTAL_PAY_PROVIDER chooses; only the simulator exists today. */
export function paymentProvider(env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  const name = env.PORTAL_PAY_PROVIDER ?? 'simulator';
  if (name !== 'simulator') throw new Error(`PORTAL_PAY_PROVIDER '${name}' is not available (only 'simulator')`);
  return simulatorProvider;
}

/** How long a payment code lives (PORTAL_PAY_CODE_TTL_S, default 15 minutes). */
export function payCodeTtlMs(env: NodeJS.ProcessEnv = process.env): number {
  const s = Number(env.PORTAL_PAY_CODE_TTL_S ?? 900);
  if (!Number.isInteger(s) || s < 10) throw new Error(`PORTAL_PAY_CODE_TTL_S must be a whole number of 10 or more, got '${env.PORTAL_PAY_CODE_TTL_S}'`);
  return s * 1000;
}
