import { Col, Form, type FormRule } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldRule } from '@portal/shared/core';
import { requiredOnSubmit, useRulesFor } from './field-rules';

interface Props {
  /** Form path, e.g. ['supplierInfoAll', 'supplierName'] or [index, 'email'] inside a list. */
  name: (string | number)[];
  /** Field name under supplierForm.field. */
  label: string;
  rules: FieldRule[];
  /** Long texts take the whole row. */
  wide?: boolean;
  valuePropName?: string;
  /** A further (server) check, run when the field is left. */
  onBlurRule?: FormRule;
  children: ReactNode;
}

/** One field of the supplier forms: label, submit asterisk and the shared rules, in a responsive column. */
export function SupplierField({ name, label, rules, wide, valuePropName, onBlurRule, children }: Props) {
  const { t } = useTranslation('mf-supplier');
  const rulesFor = useRulesFor();
  return (
    <Col xs={24} sm={wide ? 24 : 12} lg={wide ? 24 : 8}>
      <Form.Item
        name={name}
        label={t(`supplierForm.field.${label}`)}
        required={requiredOnSubmit(rules)}
        rules={onBlurRule ? [...rulesFor(rules), onBlurRule] : rulesFor(rules)}
        validateTrigger={onBlurRule ? ['onChange', 'onBlur'] : undefined}
        valuePropName={valuePropName}
      >
        {children}
      </Form.Item>
    </Col>
  );
}
