import { Steps } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The registration's process strip (create account → company data → approval), one for both
 * remotes that show it. Labels sit under their numbers so the connecting lines run between the
 * numbers at any width (beside long Vietnamese labels they were squeezed to stubs at 700 px);
 * below antd's 532 px the strip turns vertical.
 */
export function RegistrationSteps({ current, style }: { current: 0 | 1 | 2; style?: CSSProperties }) {
  const { t } = useTranslation('common');
  return (
    <Steps
      size="small"
      current={current}
      labelPlacement="vertical"
      style={style}
      data-testid="registration-steps"
      items={[{ title: t('registrationSteps.account') }, { title: t('registrationSteps.data') }, { title: t('registrationSteps.review') }]}
    />
  );
}
