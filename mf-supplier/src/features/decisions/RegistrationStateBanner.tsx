import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatWithZone } from '@portal/shared/core';
import { portalLinkProps } from '@portal/shared/react';
import type { RegistrationState } from './decisions.api';

/**
 * Where a registering user's registration stands (spec 02 §2): waiting, approved (log in again as
 * the supplier) or rejected with the buyer's reason (correct it). A draft has nothing to announce.
 */
export function RegistrationStateBanner({ state }: { state: RegistrationState }) {
  const { t } = useTranslation('mf-supplier');
  const common = { showIcon: true, 'data-testid': 'registration-state', 'data-status': state.status } as const;
  if (state.status === 'submitted') {
    return (
      <Alert
        {...common}
        type="info"
        title={state.submittedAt ? t('decisions.registrationSubmittedAt', { at: formatWithZone(state.submittedAt) }) : t('decisions.registrationSubmitted')}
        description={t('registration.lockedNotice')}
        action={
          <Button size="small" {...portalLinkProps('/registerInfo')} data-testid="decision-banner-link">
            {t('registerInfo.viewData')}
          </Button>
        }
      />
    );
  }
  if (state.status === 'approved') {
    return (
      <Alert
        {...common}
        type="success"
        title={t('registerInfo.approvedTitle')}
        description={t('registerInfo.approvedText')}
        action={
          <Button size="small" type="primary" {...portalLinkProps('/login')} data-testid="decision-banner-link">
            {t('registerInfo.toLogin')}
          </Button>
        }
      />
    );
  }
  if (state.status === 'rejected') {
    return (
      <Alert
        {...common}
        type="error"
        title={t('registration.rejected')}
        description={state.rejectReason ? t('decisions.reason', { reason: state.rejectReason }) : undefined}
        action={
          <Button size="small" type="primary" {...portalLinkProps('/registerDetail')} data-testid="decision-banner-link">
            {t('registerInfo.correct')}
          </Button>
        }
      />
    );
  }
  return null;
}
