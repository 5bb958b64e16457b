import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { validatePasswordChanged, validatePasswordConfirm, validatePasswordNotUserName, validateStrongPassword } from '@portal/shared/core';

interface Props {
  userName: () => string;
  /** The password being replaced, when the page knows it: the new one must differ (server rule too). */
  current?: () => string | undefined;
  /** Fields whose change re-checks the new password (the current-password field of a voluntary change). */
  dependencies?: string[];
}

/** New password (strong rule, not the user name, not the current one) and its confirmation, for every password change. */
export function NewPasswordFields({ userName, current, dependencies }: Props) {
  const { t } = useTranslation('mf-auth');
  const message = (key: string | null) => (key ? Promise.reject(new Error(t(`common:${key}`))) : Promise.resolve());
  return (
    <>
      <Form.Item
        name="password"
        label={t('recovery.newPassword')}
        extra={t('recovery.passwordHint')}
        required
        dependencies={dependencies}
        rules={[{ validator: (_, v: string) => message(validateStrongPassword(v) ?? validatePasswordNotUserName(v, userName()) ?? validatePasswordChanged(v, current?.())) }]}
      >
        <Input.Password autoComplete="new-password" data-testid="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('recovery.confirmPassword')}
        required
        dependencies={['password']}
        rules={[({ getFieldValue }) => ({ validator: (_, v: string) => message(validatePasswordConfirm(v, getFieldValue('password'))) })]}
      >
        <Input.Password autoComplete="new-password" data-testid="confirm-password" />
      </Form.Item>
    </>
  );
}
