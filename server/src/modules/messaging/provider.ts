// SMS and e-mail leave the portal through a provider. The default writes every message to the
// message_outbox table (printed by `pnpm portal outbox`), so the demo works without a gateway; a
// real gateway implements the same interface and is installed with setMessageProvider at start.
import type { Db } from '../../db/index';
import { capRecipient } from './send-guard';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string;
  body: string;
}

export interface MessageProvider {
  send(db: Db, message: OutgoingMessage, at: Date): Promise<void>;
}

export const outboxProvider: MessageProvider = {
  async send(db, message, at) {
    await db
      .insertInto('message_outbox')
      .values({ channel: message.channel, recipient: message.recipient, subject: message.subject ?? null, body: message.body, created_at: at })
      .execute();
  },
};

let current: MessageProvider = outboxProvider;

export function setMessageProvider(provider: MessageProvider | null): void {
  current = provider ?? outboxProvider;
}

/** Sends through the installed provider, at most SENDS_PER_RECIPIENT_PER_DAY a day to one recipient. */
export async function sendMessage(db: Db, message: OutgoingMessage, at: Date): Promise<void> {
  await capRecipient({ db }, message.channel, message.recipient, at);
  return current.send(db, message, at);
}

/** The newest messages first, for the operator's `portal outbox` command and the tests. */
export function latestOutbox(db: Db, opts: { limit?: number; recipient?: string } = {}) {
  let query = db.selectFrom('message_outbox').selectAll().orderBy('id', 'desc').limit(opts.limit ?? 20);
  if (opts.recipient) query = query.where('recipient', '=', opts.recipient);
  return query.execute();
}
