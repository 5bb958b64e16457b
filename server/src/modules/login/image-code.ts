// The image code of the login card (spec 01 §4): a person has to read it before a password login,
// a user-kind check or a code send, so a script cannot try passwords, harvest names or send
// messages in bulk. Each code is single use (the client fetches a new picture after every failure)
// and expires; the picture itself is drawn in image-code-picture.ts.
import type { AppContext } from '../../platform/context';
import { wrongImageCode } from '../../platform/errors';
import { IMAGE_CODE_LENGTH } from '../../platform/constants';
import { randomCode, renderCaptchaPng } from './image-code-picture';
import * as q from './queries';

export const IMAGE_CODE_TTL_MS = 5 * 60 * 1000;

export async function issueImageCode(ctx: AppContext, randomStr: string): Promise<{ code: string; png: Buffer }> {
  const code = randomCode(IMAGE_CODE_LENGTH);
  const now = ctx.clock.now();
  await q.upsertImageCode(ctx.db, randomStr, code, new Date(now.getTime() + IMAGE_CODE_TTL_MS));
  // Housekeeping on the side; old rows only cost space.
  if (Math.random() < 0.05) await q.deleteExpiredImageCodes(ctx.db, now);
  return { code, png: await renderCaptchaPng(code) };
}

/** How many user-kind checks one solved picture answers before the login or send that uses it up. */
export const IMAGE_CODE_LOOKUPS = 3;

/**
 * The user-kind checks that precede a login or a code send ('user missing', 'phone not registered'
 * are the spec's answers) need the picture solved first, so names cannot be harvested by a script
 * (issue 12). A right code stays for the login or send that follows; a wrong one is used up.
 */
export async function peekImageCode(ctx: AppContext, randomStr: string | undefined, code: string | undefined): Promise<void> {
  if (!randomStr || !code) throw wrongImageCode();
  const now = ctx.clock.now();
  const row = await q.peekImageCode(ctx.db, randomStr, now, IMAGE_CODE_LOOKUPS);
  if (row && row.code.toUpperCase() === code.trim().toUpperCase()) return;
  await q.burnImageCode(ctx.db, randomStr, now);
  throw wrongImageCode();
}

/** Any attempt uses the code up: the client fetches a new image after every failure. */
export async function checkImageCode(ctx: AppContext, randomStr: string | undefined, code: string | undefined): Promise<void> {
  if (!randomStr || !code) throw wrongImageCode();
  const row = await q.consumeImageCode(ctx.db, randomStr, ctx.clock.now());
  if (!row || row.code.toUpperCase() !== code.trim().toUpperCase()) throw wrongImageCode();
}
