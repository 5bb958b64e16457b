import { CloseOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatWithZone } from '@portal/shared/core';
import { portalLinkProps } from '@portal/shared/react';
import type { ChangeSummary } from '../supplier-detail/supplier-change.api';

interface Props {
  /** The change request under review, if any. */
  open: ChangeSummary | null;
  /** The newest change request: its decision shows while none is open. */
  latest: ChangeSummary | null;
  /** Away from /supplier_detail, the banner links to it. */
  linkToProfile?: boolean;
  /** A decision the supplier has read may be put away (home and centre); the profile keeps it. */
  onClose?: (change: ChangeSummary) => void;
  /**
   * Test ids' start: the centre and /supplier_detail are kept open side by side in hidden tabs, so
   * their banners are told apart.
   */
  testIdPrefix?: string;
}

/**
 * The state of the supplier's change requests (spec 02 §4 "Changes"): the one under review, or the
 * decision on the newest with its reason. /supplier_detail, the centre and the home page show it.
 */
export function ChangeStateBanner({ open, latest, linkToProfile, onClose, testIdPrefix = 'supplier-change' }: Props) {
  const { t } = useTranslation('mf-supplier');
  const link = linkToProfile ? (
    <Button size="small" {...portalLinkProps('/supplier_detail')} data-testid="decision-banner-link">
      {t('decisions.toProfile')}
    </Button>
  ) : undefined;
  if (open) {
    return (
      <Alert
        type="info"
        showIcon
        data-testid={`${testIdPrefix}-pending`}
        data-status="submitted"
        title={t('supplierDetail.pending', { changeNum: open.changeNum, at: formatWithZone(open.submittedAt) })}
        description={t('supplierDetail.pendingHint')}
        action={link}
      />
    );
  }
  if (!latest || latest.status === 'submitted' || !latest.decidedAt) return null;
  const approved = latest.status === 'approved';
  return (
    <Alert
      type={approved ? 'success' : 'error'}
      showIcon
      data-testid={`${testIdPrefix}-decided`}
      data-status={latest.status}
      title={t(approved ? 'supplierDetail.profile.decidedApproved' : 'supplierDetail.profile.decidedRejected', { changeNum: latest.changeNum, at: formatWithZone(latest.decidedAt) })}
      description={!approved && latest.reason ? t('decisions.reason', { reason: latest.reason }) : undefined}
      action={link}
      // antd 6 draws no close button for an object without its icon.
      closable={onClose ? { closeIcon: <CloseOutlined />, onClose: () => onClose(latest), 'aria-label': t('decisions.dismiss') } : undefined}
    />
  );
}
