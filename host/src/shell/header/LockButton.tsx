import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Tooltip } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation, session, setStore, translate, validateLockPassword, type Language } from '@portal/shared/core';
import { useLanguage } from '@portal/shared/react';
import { shellUi } from '../shell-ui-store';
import { LOCK_RETURN_KEY } from '../../session/lock-return';

/** Asks for a lock password, locks the session and goes to /lock, remembering the page to return to. */
export function LockButton() {
  const { t } = useTranslation('host');
  const language = useLanguage();
  const { lockDialogOpen } = useSyncExternalStore(shellUi.subscribe, shellUi.getState);
  const [form] = Form.useForm<{ password: string }>();
  const close = () => {
    shellUi.setState({ lockDialogOpen: false });
    form.resetFields();
  };
  const lock = ({ password }: { password: string }) => {
    setStore({ name: LOCK_RETURN_KEY, content: window.location.pathname + window.location.search });
    session.setLockPassword(password);
    session.lock();
    close();
    navigation.go('/lock');
  };
  return (
    <>
      <Tooltip title={t('topbar.lock')}>
        <Button type="text" icon={<LockOutlined />} aria-label={t('topbar.lock')} data-testid="lock-button" onClick={() => shellUi.setState({ lockDialogOpen: true })} />
      </Tooltip>
      <Modal open={lockDialogOpen} title={t('lock.setTitle')} okText={t('lock.confirm')} cancelText={t('lock.cancel')} onCancel={close} onOk={() => form.submit()} okButtonProps={{ 'data-testid': 'lock-confirm' } as Record<string, string>} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={lock}>
          <Form.Item
            name="password"
            label={t('lock.password')}
            rules={[{ validator: (_rule, value: string | undefined) => {
              const problem = validateLockPassword(value);
              return problem ? Promise.reject(new Error(translate(problem, language as Language))) : Promise.resolve();
            } }]}
          >
            <Input.Password autoFocus placeholder={t('lock.placeholder')} data-testid="lock-password" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
