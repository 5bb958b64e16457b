import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, Row, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTACTS_MAX, SUPPLIER_USER_RULES as R, validateRegisterUserName, type SupplierUser } from '@portal/shared/core';
import type { FormRule } from 'antd';
import { checkUserNameFree } from './supplier-detail.api';
import { SupplierField } from './SupplierField';

/**
 * The contacts (spec 02 §3 "Supplier user"). The main user is the registering account itself: it
 * is always there, keeps its user name and cannot be deleted; further contacts are ordinary users.
 */
/**
 * A new contact's user name becomes an account at approval: asked of the server when the field is
 * left (registration only; data maintenance lists contacts who already have their accounts).
 */
const userNameFree: FormRule = {
  validateTrigger: 'onBlur',
  validator: async (_, value: string | undefined) => {
    if (!value || validateRegisterUserName(value)) return;
    const answer = await checkUserNameFree(value.trim());
    if (answer !== 'success') throw new Error(answer);
  },
};

export function ContactsSection({ checkNewUserNames = false }: { checkNewUserNames?: boolean }) {
  const { t } = useTranslation('mf-supplier');
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  return (
    <Form.List name="supplierUsers">
      {(items, { add, remove }) => (
        <Card
          title={t('supplierForm.contacts')}
          data-testid="section-contacts"
          extra={
            <Button icon={<PlusOutlined />} disabled={items.length >= CONTACTS_MAX || undefined} onClick={() => add({ isMainUser: false } satisfies SupplierUser)} data-testid="contact-add">
              {t('supplierForm.addContact')}
            </Button>
          }
        >
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            {items.map((item, index) => {
              const main = Boolean(form.getFieldValue(['supplierUsers', item.name, 'isMainUser']));
              const removeContact = () => (main ? message.warning(t('common:validation.mainUserNotDeletable')) : remove(item.name));
              return (
                <Card
                  key={item.key}
                  size="small"
                  type="inner"
                  data-testid={`contact-${index}`}
                  title={
                    <Space wrap>
                      {t('supplierForm.contactN', { n: index + 1 })}
                      {main && <Tag color="blue">{t('supplierForm.mainUser')}</Tag>}
                    </Space>
                  }
                  extra={
                    <Button type="text" danger={!main} icon={<DeleteOutlined />} onClick={removeContact} data-testid={`contact-remove-${index}`}>
                      {t('supplierForm.removeContact')}
                    </Button>
                  }
                >
                  <Row gutter={16}>
                    <SupplierField name={[item.name, 'contactName']} label="contactName" rules={R.contactName}>
                      <Input maxLength={200} data-testid={`c${index}-contactName`} />
                    </SupplierField>
                    <SupplierField name={[item.name, 'userName']} label="userName" rules={R.userName} onBlurRule={checkNewUserNames && !main ? userNameFree : undefined}>
                      <Input maxLength={18} readOnly={main} variant={main ? 'filled' : undefined} data-testid={`c${index}-userName`} />
                    </SupplierField>
                    <SupplierField name={[item.name, 'job']} label="job" rules={R.job}>
                      <Input maxLength={200} data-testid={`c${index}-job`} />
                    </SupplierField>
                    <SupplierField name={[item.name, 'idNumber']} label="idNumber" rules={R.idNumber}>
                      <Input maxLength={30} data-testid={`c${index}-idNumber`} />
                    </SupplierField>
                    <SupplierField name={[item.name, 'phone']} label="contactPhone" rules={R.phone}>
                      <Input inputMode="tel" maxLength={24} placeholder="+86 13800000000" data-testid={`c${index}-phone`} />
                    </SupplierField>
                    <SupplierField name={[item.name, 'fixedPhone']} label="fixedPhone" rules={R.fixedPhone}>
                      <Input inputMode="tel" maxLength={30} placeholder="010-63221234" data-testid={`c${index}-fixedPhone`} />
                    </SupplierField>
                    <SupplierField name={[item.name, 'fax']} label="fax" rules={R.fax}>
                      <Input inputMode="tel" maxLength={30} data-testid={`c${index}-fax`} />
                    </SupplierField>
                    <SupplierField name={[item.name, 'email']} label="email" rules={R.email}>
                      <Input type="email" maxLength={200} data-testid={`c${index}-email`} />
                    </SupplierField>
                    <SupplierField name={[item.name, 'memo']} label="memo" rules={R.memo} wide>
                      <Input.TextArea rows={2} maxLength={1000} showCount data-testid={`c${index}-memo`} />
                    </SupplierField>
                  </Row>
                </Card>
              );
            })}
          </Space>
        </Card>
      )}
    </Form.List>
  );
}
