// The supplier's name in the reader's language. The login and refresh replies carry the English
// name beside the Chinese one; the runtime's session stores the portal user as it came, so the
// extra field needs no change of the runtime's contract (an older host keeps it too).
import type { PortalUser } from './api-types';
import type { Language } from './constants';

export type PortalUserWithNames = PortalUser & { supplierNameEn?: string | null };

/**
 * zh-CN reads the registered (Chinese) name; en-US and vi-VN read the English one where it exists,
 * since a Vietnamese reader is more likely to read English than Chinese and there is no third name.
 */
export function supplierNameIn(user: PortalUserWithNames | null | undefined, language: Language): string | undefined {
  if (!user) return undefined;
  const english = user.supplierNameEn?.trim();
  return language !== 'zh-CN' && english ? english : user.supplierName;
}
