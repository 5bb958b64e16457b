import { Button, Card, Descriptions, Empty, Flex, List, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWithZone, PERFORMANCE_FIELDS } from '@portal/shared/core';
import type { FileValidity, SupplierProfile } from '../../supplier-form/supplier-detail.api';

const VALIDITY_COLOUR: Record<FileValidity, string> = { none: 'default', valid: 'success', expiring: 'warning', expired: 'error' };

interface Props {
  profile: SupplierProfile;
  /** Opens a change application: the way a qualification file is renewed. Absent while one is open. */
  onRenew?: () => void;
  /** The to-do's "qualification files expiring" lands here: the list is scrolled into view. */
  showFiles: boolean;
}

/**
 * What the supplier keeps besides its data (issue 35): number, qualification and activation state,
 * the qualification files with their validity (expiring and expired marked) and the performance
 * records it registered with. Lists, not tables, so that they read on a phone.
 */
export function SupplierProfileCard({ profile, onRenew, showFiles }: Props) {
  const { t } = useTranslation('mf-supplier');
  const filesRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (showFiles) filesRef.current?.scrollIntoView({ block: 'start' });
  }, [showFiles]);
  const qualified = profile.wfSuStatus === 'WAREHOUSING';
  return (
    <>
      <Card size="small" data-testid="supplier-profile">
        <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
          <Descriptions.Item label={t('supplierDetail.profile.number')}>
            <Typography.Text strong data-testid="supplier-profile-num">
              {profile.supplierNum ?? '—'}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('supplierDetail.profile.qualification')}>
            <Tag color={qualified ? 'success' : 'default'} data-testid="supplier-profile-qualified">
              {t(qualified ? 'supplierDetail.profile.qualified' : 'supplierDetail.profile.notQualified')}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('supplierDetail.profile.activation')}>
            <Tag color={profile.activated ? 'success' : 'error'} data-testid="supplier-profile-active">
              {t(profile.activated ? 'supplierDetail.profile.active' : 'supplierDetail.profile.inactive')}
            </Tag>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <div ref={filesRef} id="qualification-files" style={{ scrollMarginTop: 72 }}>
        <Card
          size="small"
          title={t('supplierDetail.profile.files')}
          extra={
            onRenew && (
              <Button size="small" onClick={onRenew} data-testid="supplier-files-renew">
                {t('supplierDetail.profile.renew')}
              </Button>
            )
          }
          data-testid="supplier-files"
        >
          <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
            {t('supplierDetail.profile.renewHint')}
          </Typography.Paragraph>
          <List
            size="small"
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('supplierDetail.profile.noFiles')} /> }}
            dataSource={profile.qualificationFiles}
            renderItem={(f) => (
              <List.Item data-testid="supplier-file" data-validity={f.validity}>
                <Flex vertical gap={2} style={{ minWidth: 0, width: '100%' }}>
                  <Flex justify="space-between" gap={8} wrap>
                    <Typography.Text strong>{f.fileBusinessType ? t(`common:upload.aptitude.${f.fileBusinessType}`, { defaultValue: f.fileBusinessType }) : '—'}</Typography.Text>
                    <Tag color={VALIDITY_COLOUR[f.validity]}>{t(`supplierDetail.profile.validity.${f.validity}`)}</Tag>
                  </Flex>
                  <Typography.Text style={{ overflowWrap: 'anywhere' }}>{f.fileName}</Typography.Text>
                  {f.validUntil && <Typography.Text type="secondary">{t('supplierDetail.profile.validUntil', { at: formatWithZone(f.validUntil) })}</Typography.Text>}
                </Flex>
              </List.Item>
            )}
          />
        </Card>
      </div>
      <Card size="small" title={t('supplierDetail.profile.performance')} data-testid="supplier-performance">
        <List
          size="small"
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('supplierDetail.profile.noPerformance')} /> }}
          dataSource={profile.performance}
          renderItem={(r) => (
            <List.Item data-testid="supplier-performance-row">
              <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} style={{ width: '100%' }}>
                {PERFORMANCE_FIELDS.filter((f) => r[f]).map((f) => (
                  <Descriptions.Item key={f} label={t(`registration.attachments.fields.${f}`)}>
                    <span style={{ overflowWrap: 'anywhere' }}>{r[f]}</span>
                  </Descriptions.Item>
                ))}
              </Descriptions>
            </List.Item>
          )}
        />
      </Card>
    </>
  );
}
