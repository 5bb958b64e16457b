import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const SECTIONS = ['purpose', 'accuracy', 'fairness', 'security', 'fraud'] as const;

/** /statement: the platform statement. */
export default function StatementPage() {
  const { t } = useTranslation('mf-public');
  return (
    <Card title={t('statement.title')} data-testid="statement">
      {SECTIONS.map((s, i) => (
        <Typography.Paragraph key={s}>
          <b>{`${i + 1}. ${t(`statement.${s}.heading`)}`}</b>
          <br />
          {t(`statement.${s}.text`)}
        </Typography.Paragraph>
      ))}
    </Card>
  );
}
