import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MainBusinessOption } from '@portal/shared/core';
import { useLanguage, usePageRequest } from '@portal/shared/react';
import { BusinessDetailDialog } from './BusinessDetailDialog';
import { BusinessPath } from './BusinessPath';
import { MainBusinessSelector } from './MainBusinessSelector';
import { fetchFullPaths } from './main-business.api';

interface Props {
  value: MainBusinessOption[];
  onChange: (selection: MainBusinessOption[]) => void;
  /** Nothing can be chosen now (a save under way): the selector stays, greyed. */
  disabled?: boolean;
  /** Nothing can be chosen here (a registration under review, a change waiting): the list alone. */
  readOnly?: boolean;
}

/**
 * The main businesses: the selector, the confirmed choice and the catalogue's details. The choice is
 * shown by full path (the draft keeps each entry's last segment; the paths come from the catalogue
 * in the page's language), and where nothing can be chosen, as that list alone.
 */
export function MainBusinessSection({ value, onChange, disabled, readOnly }: Props) {
  const { t } = useTranslation('mf-supplier');
  const language = useLanguage();
  const codes = value.map((v) => v.mainbusinessCode).join(',');
  const paths = usePageRequest(() => fetchFullPaths(codes ? codes.split(',') : []), [codes, language]);
  const known = paths.data ?? new Map<string, string>();
  const confirmed =
    value.length === 0 ? (
      <Typography.Text type="secondary">{t('mainBusiness.noneConfirmed')}</Typography.Text>
    ) : (
      <ol style={{ margin: 0, paddingInlineStart: 22, minWidth: 0 }}>
        {value.map((v) => (
          <li key={v.mainbusinessCode} data-code={v.mainbusinessCode} style={{ padding: '2px 0' }}>
            <BusinessPath path={known.get(v.mainbusinessCode) ?? v.mainbusinessName} />
          </li>
        ))}
      </ol>
    );
  return (
    <Card title={t('mainBusiness.title')} extra={<BusinessDetailDialog />} data-testid="section-main-business">
      {readOnly ? (
        <div data-testid="mb-confirmed" data-read-only="yes">
          {confirmed}
        </div>
      ) : (
        <Flex vertical gap={12}>
          <MainBusinessSelector value={value} paths={known} onConfirm={onChange} disabled={disabled} />
          <Flex vertical gap={4} data-testid="mb-confirmed">
            <Typography.Text type="secondary">{t('mainBusiness.confirmedList')}</Typography.Text>
            {confirmed}
          </Flex>
        </Flex>
      )}
    </Card>
  );
}
