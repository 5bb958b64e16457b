import { useState } from 'react';
import { getStore, setStore } from '@portal/shared/core';
import { usePageRequest, usePortalSession } from '@portal/shared/react';
import { useRefreshOnFocus } from '../../common/use-refresh-on-focus';
import { ChangeStateBanner } from './ChangeStateBanner';
import { RegistrationStateBanner } from './RegistrationStateBanner';
import { fetchChangeState, fetchRegistrationState, type DecisionState } from './decisions.api';
import type { ChangeSummary } from '../supplier-detail/supplier-change.api';

/** Decisions put away on this browser, as `changeId:status`; the newest few are enough. */
const DISMISSED = 'decision-banner-dismissed';
const DISMISSED_KEPT = 20;
const decisionKey = (change: ChangeSummary) => `${change.changeId}:${change.status}`;

/**
 * The banner of the home page and the supplier centre: a registering user's registration state,
 * or an approved supplier's change request under review or the decision on the newest. It is asked
 * again whenever the window gets the focus back, so a page opened before the buyer decided shows
 * the decision. Nothing shows while it loads, when there is nothing to tell, or when it fails.
 */
export function DecisionBanner() {
  const { portalUser, tempUser } = usePortalSession();
  const who = portalUser ? `supplier:${portalUser.supplierId}` : tempUser ? `temp:${tempUser.userName}` : null;
  // Keyed by the account: another account's banner is never shown while the new one loads.
  return who ? <AccountBanner key={who} supplier={Boolean(portalUser)} /> : null;
}

function AccountBanner({ supplier }: { supplier: boolean }) {
  const request = usePageRequest<DecisionState>(() => (supplier ? fetchChangeState() : fetchRegistrationState()), []);
  useRefreshOnFocus(request.reload);
  // Read on every drawing: a decision put away on the centre stays away on the home page.
  const [, redraw] = useState(0);
  const dismissed = getStore<string[]>({ name: DISMISSED }) ?? [];
  const state = request.data;
  if (!state) return null;
  if (state.kind === 'registration') return <RegistrationStateBanner state={state} />;
  const shown = state.latest && !state.open && dismissed.includes(decisionKey(state.latest)) ? null : state.latest;
  const dismiss = (change: ChangeSummary) => {
    const next = [decisionKey(change), ...dismissed.filter((k) => k !== decisionKey(change))].slice(0, DISMISSED_KEPT);
    setStore({ name: DISMISSED, content: next });
    redraw((n) => n + 1);
  };
  return <ChangeStateBanner open={state.open} latest={shown} linkToProfile onClose={dismiss} testIdPrefix="decision-change" />;
}
