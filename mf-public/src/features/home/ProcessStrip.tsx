import { AuditOutlined, CloudUploadOutlined, FileSearchOutlined, FormOutlined, SolutionOutlined, TrophyOutlined } from '@ant-design/icons';
import { Card, Steps } from 'antd';
import { useTranslation } from 'react-i18next';

const STEPS = [
  { key: 'register', icon: <FormOutlined /> },
  { key: 'qualification', icon: <CloudUploadOutlined /> },
  { key: 'review', icon: <AuditOutlined /> },
  { key: 'quote', icon: <SolutionOutlined /> },
  { key: 'tender', icon: <FileSearchOutlined /> },
  { key: 'winning', icon: <TrophyOutlined /> },
];

/** The six steps of becoming and working as a supplier. */
export function ProcessStrip() {
  const { t } = useTranslation('mf-public');
  return (
    <Card className="home-block" title={t('process.title')} data-testid="process-strip">
      <Steps
        current={-1}
        className="process-steps"
        responsive
        size="small"
        items={STEPS.map((s, i) => ({ title: <span data-testid="process-step">{`${i + 1}. ${t(`process.${s.key}`)}`}</span>, icon: s.icon, status: 'process' }))}
      />
    </Card>
  );
}
