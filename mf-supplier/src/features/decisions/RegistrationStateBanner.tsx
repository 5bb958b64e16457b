import { Alert, Button, type AlertProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatWithZone } from '@portal/shared/core';
import { portalLinkProps } from '@portal/shared/react';
import type { RegistrationState } from './decisions.api';

interface Announcement {
  type: AlertProps['type'];
  title: string;
  description?: string;
  /** Where the person goes next, and the button's words. */
  href: string;
  action: string;
  primary: boolean;
}

/**
 * Where a registering user's registration stands (spec 02 §2): waiting, approved (log in again as
 * the supplier) or rejected with the buyer's reason (correct it). A draft has nothing to announce.
 */
export function RegistrationStateBanner({ state }: { state: RegistrationState }) {
  const { t } = useTranslation('mf-supplier');
  const announcement = ((): Announcement | null => {
    switch (state.status) {
      case 'submitted':
        return {
          type: 'info',
          title: state.submittedAt ? t('decisions.registrationSubmittedAt', { at: formatWithZone(state.submittedAt) }) : t('decisions.registrationSubmitted'),
          description: t('registration.lockedNotice'),
          href: '/registerInfo',
          action: t('registerInfo.viewData'),
          primary: false,
        };
      case 'approved':
        return { type: 'success', title: t('registerInfo.approvedTitle'), description: t('registerInfo.approvedText'), href: '/login', action: t('registerInfo.toLogin'), primary: true };
      case 'rejected':
        return {
          type: 'error',
          title: t('registration.rejected'),
          description: state.rejectReason ? t('decisions.reason', { reason: state.rejectReason }) : undefined,
          href: '/registerDetail',
          action: t('registerInfo.correct'),
          primary: true,
        };
      default:
        return null;
    }
  })();
  if (!announcement) return null;
  return (
    <Alert
      showIcon
      data-testid="registration-state"
      data-status={state.status}
      type={announcement.type}
      title={announcement.title}
      description={announcement.description}
      action={
        <Button size="small" type={announcement.primary ? 'primary' : 'default'} {...portalLinkProps(announcement.href)} data-testid="decision-banner-link">
          {announcement.action}
        </Button>
      }
    />
  );
}
