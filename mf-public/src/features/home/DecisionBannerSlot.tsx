import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { remoteModules } from '@portal/shared/core';

/**
 * The registration's or change request's state for a logged-in supplier or registering user,
 * drawn by mf-supplier (its './DecisionBanner', which owns those calls, texts and the ask-again on
 * focus). Unlike the login card, a banner that cannot load leaves no retry panel on the home page:
 * the load failure is in the error log, and the supplier centre shows the same banner.
 */
export function DecisionBannerSlot() {
  const [Banner, setBanner] = useState<ComponentType | null>(null);
  useEffect(() => {
    let current = true;
    remoteModules.load<{ default: ComponentType }>('mf_supplier', 'DecisionBanner').then(
      (mod) => current && setBanner(() => mod.default),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  if (!Banner) return null;
  return (
    <Suspense fallback={null}>
      <div className="home-decision-banner" data-testid="home-decision-banner">
        <Banner />
      </div>
    </Suspense>
  );
}
