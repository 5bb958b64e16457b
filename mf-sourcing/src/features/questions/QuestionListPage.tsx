import { Button, Card, Flex, Form, Input, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markTodoSeen } from '@portal/shared/core';
import { PortalLink, ServerTable, portalLinkProps, useLanguage, type PageProps } from '@portal/shared/react';
import { searchQueries, type ReplyStatus, type ZycqCriteria, type ZycqType, type ZycqView } from '../../sourcing-api/questions.api';
import { STATE_COLOUR, queryState, showPathOf } from './question-rules';
import { TimeWithZone } from '../../sourcing-ui/TimeWithZone';

interface SearchValues {
  questionClarificationNum?: string;
  sourceNum?: string;
  type?: ZycqType;
  replyStatus?: ReplyStatus;
}

/**
 * /question_List (spec 02 §2, §7 findListZycq): the caller's queries and the clarifications of the
 * sources it signed up to, searched by number, source number, type and reply status; each row a
 * real link to the query (or clarification) and its reply.
 */
export default function QuestionListPage({ query }: PageProps) {
  // The supplier has seen this list: the to-do list counts only what comes after (issue 15).
  useEffect(() => {
    markTodoSeen('questionsAnswered').catch(() => undefined);
  }, []);
  const { t } = useTranslation('mf-sourcing');
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const [form] = Form.useForm<SearchValues>();
  const [criteria, setCriteria] = useState<ZycqCriteria>(() => ({ sourceNum: query.sourceNum || undefined }));
  const sourceTitle = (z: ZycqView) => (language !== 'zh-CN' && z.sourceTitleEn ? z.sourceTitleEn : z.sourceTitle);

  return (
    <Card
      title={t('questions.list.title')}
      data-testid="question-list"
      extra={
        <Flex gap={8} wrap>
          <Button type="primary" data-testid="question-raise" {...portalLinkProps('/question_mian')}>
            {t('questions.list.raise')}
          </Button>
          <Button data-testid="question-to-objections" {...portalLinkProps('/objection_main')}>
            {t('objections.title')}
          </Button>
        </Flex>
      }
    >
      <Form<SearchValues>
        form={form}
        layout="inline"
        initialValues={{ sourceNum: query.sourceNum }}
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(v) =>
          setCriteria({
            questionClarificationNum: v.questionClarificationNum?.trim() || undefined,
            sourceNum: v.sourceNum?.trim() || undefined,
            type: v.type || undefined,
            replyStatus: v.replyStatus || undefined,
          })
        }
      >
        <Form.Item name="questionClarificationNum" label={t('questions.field.num')}>
          <Input allowClear maxLength={32} style={{ width: 170 }} data-testid="question-search-num" />
        </Form.Item>
        <Form.Item name="sourceNum" label={t('questions.field.sourceNum')}>
          <Input allowClear maxLength={64} style={{ width: 170 }} data-testid="question-search-source" />
        </Form.Item>
        <Form.Item name="type" label={t('questions.field.type')}>
          <Select
            allowClear
            style={{ width: 140 }}
            data-testid="question-search-type"
            options={(['question', 'clarification'] as const).map((v) => ({ value: v, label: t(`questions.type.${v}`) }))}
          />
        </Form.Item>
        <Form.Item name="replyStatus" label={t('questions.field.replyStatus')}>
          <Select
            allowClear
            style={{ width: 140 }}
            data-testid="question-search-reply"
            options={(['toReply', 'replied'] as const).map((v) => ({ value: v, label: t(`questions.replyStatus.${v}`) }))}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="question-search-submit">{tc('common.search')}</Button>
          <Button
            onClick={() => {
              form.resetFields();
              form.setFieldsValue({ sourceNum: undefined });
              setCriteria({});
            }}
          >
            {tc('common.reset')}
          </Button>
        </Space>
      </Form>
      {/* A narrow window scrolls the table, not the page. */}
      <div style={{ overflowX: 'auto' }}>
        <div style={{ minWidth: 600 }}>
          <ServerTable<ZycqView>
            testId="question-table"
            rowKey="zycqId"
            criteria={[criteria.questionClarificationNum, criteria.sourceNum, criteria.type, criteria.replyStatus]}
            load={(page, size) => searchQueries(page, size, criteria)}
            columns={[
              {
                title: t('questions.field.num'),
                key: 'num',
                width: 160,
                render: (_, z) => (
                  <PortalLink to={showPathOf(z)} query={{ zycqId: z.zycqId }} data-testid="question-row" data-num={z.questionClarificationNum} style={{ whiteSpace: 'nowrap' }}>
                    {z.questionClarificationNum}
                  </PortalLink>
                ),
              },
              {
                // The title, and the source it is about under it.
                title: t('questions.field.title'),
                key: 'title',
                render: (_, z) => (
                  <Flex vertical>
                    <span>{z.title || <Typography.Text type="secondary">{t('questions.show.untitled')}</Typography.Text>}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {z.sourceNum} {sourceTitle(z)}
                    </Typography.Text>
                  </Flex>
                ),
              },
              { title: t('questions.field.type'), key: 'type', render: (_, z) => <span style={{ whiteSpace: 'nowrap' }}>{t(`questions.type.${z.type}`)}</span> },
              {
                title: t('questions.field.replyStatus'),
                key: 'state',
                render: (_, z) => {
                  const state = queryState(z);
                  return (
                    <Tag color={STATE_COLOUR[state]} data-testid="question-state" data-state={state}>
                      {t(`questions.state.${state}`)}
                    </Tag>
                  );
                },
              },
              { title: t('questions.field.time'), key: 'time', width: 140, render: (_, z) => <TimeWithZone value={z.submittedAt ?? z.savedAt} /> },
            ]}
          />
        </div>
      </div>
    </Card>
  );
}
