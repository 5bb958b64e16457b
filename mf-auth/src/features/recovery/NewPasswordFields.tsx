import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { validatePasswordConfirm, validatePasswordNotUserName, validateStrongPassword } from '@portal/shared/core';

/** New password (strong rule, not the user name) and its confirmation, for every password change. */
export function NewPasswordFields({ userName }: { userName: () => string }) {
  const { t } = useTranslation('mf-auth');
  const message = (key: string | null) => (key ? Promise.reject(new Error(t(`common:${key}`))) : Promise.resolve());
  return (
    <>
      <Form.Item
        name="password"
        label={t('recovery.newPassword')}
        extra={t('recovery.passwordHint')}
        rules={[{ validator: (_, v: string) => message(validateStrongPassword(v) ?? validatePasswordNotUserName(v, userName())) }]}
      >
        <Input.Password autoComplete="new-password" data-testid="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('recovery.confirmPassword')}
        dependencies={['password']}
        rules={[({ getFieldValue }) => ({ validator: (_, v: string) => message(validatePasswordConfirm(v, getFieldValue('password'))) })]}
      >
        <Input.Password autoComplete="new-password" data-testid="confirm-password" />
      </Form.Item>
    </>
  );
}
