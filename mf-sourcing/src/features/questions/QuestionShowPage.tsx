import { Alert, Button, Card, Descriptions, Flex, Result, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatForReader } from '@portal/shared/core';
import { PortalLink, portalLinkProps, useLanguage, usePageRequest, type PageProps } from '@portal/shared/react';
import { findQuery } from '../../sourcing-api/questions.api';
import { ZonedTime } from '../../sourcing-ui/ZonedTime';
import { QUESTION_LIST_PATH, STATE_COLOUR, detailPathOf, formPathOf, queryState } from './question-rules';

/**
 * /questionshow and /cs_questionshow (?zycqId=): one query of the caller or a clarification of a
 * source it signed up to — its text and packages, and the reply with its status, replier and time.
 */
export default function QuestionShowPage({ query }: PageProps) {
  const { t } = useTranslation('mf-sourcing');
  const language = useLanguage();
  const id = query.zycqId ?? '';
  const { data: z, loading, error } = usePageRequest(() => (id ? findQuery(id) : Promise.reject(new Error('zycqId'))), [id]);
  if (error) {
    return (
      <div data-testid="question-missing">
        <Result status="404" title={t('questions.show.notFound')} extra={<PortalLink to={QUESTION_LIST_PATH}>{t('questions.action.backToList')}</PortalLink>} />
      </div>
    );
  }
  const dash = <Typography.Text type="secondary">—</Typography.Text>;
  const item = (label: string, value: ReactNode, testId?: string) => (
    <Descriptions.Item label={label}>{value === '' || value === null || value === undefined ? dash : <span data-testid={testId}>{value}</span>}</Descriptions.Item>
  );
  const long = (v: string | null | undefined) => (v ? <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{v}</span> : '');
  const state = z ? queryState(z) : undefined;
  const clarification = z?.type === 'clarification';
  return (
    <Card
      loading={loading && !z}
      title={<span style={{ whiteSpace: 'normal' }}>{z ? z.title || t('questions.show.untitled') : t('questions.show.title')}</span>}
      data-testid="question-show"
      data-state={state}
      extra={
        <Flex gap={8} wrap>
          {z && !clarification && z.status === 'draft' && (
            <Button type="primary" data-testid="question-show-edit" {...portalLinkProps(formPathOf(z), { zycqId: z.zycqId })}>
              {t('questions.action.edit')}
            </Button>
          )}
          <Button data-testid="question-back" {...portalLinkProps(QUESTION_LIST_PATH)}>
            {t('questions.action.backToList')}
          </Button>
        </Flex>
      }
    >
      {z && state && (
        <Flex vertical gap={16}>
          <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }} data-testid="question-fields">
            {item(t('questions.field.num'), z.questionClarificationNum, 'question-num')}
            {item(t('questions.field.type'), t(`questions.type.${z.type}`))}
            {item(
              t('questions.field.source'),
              <PortalLink to={detailPathOf(z)} query={{ sourceId: z.sourceId }}>
                {z.sourceNum} {language !== 'zh-CN' && z.sourceTitleEn ? z.sourceTitleEn : z.sourceTitle}
              </PortalLink>,
            )}
            {item(t('questions.field.replyStatus'), <Tag color={STATE_COLOUR[state]} data-state={state}>{t(`questions.state.${state}`)}</Tag>, 'question-state')}
            {item(t('questions.field.packages'), z.bidPackages.length ? z.bidPackages.map((p) => <Tag key={p}>{p}</Tag>) : t('questions.form.wholeSource'))}
            {item(t(clarification ? 'questions.field.published' : 'questions.field.submitted'), z.submittedAt ? formatForReader(z.submittedAt, language) : '')}
            <Descriptions.Item label={t('questions.field.deadline')} span={2}>
              <ZonedTime value={z.deadline} testId="question-deadline" />
            </Descriptions.Item>
            <Descriptions.Item label={t('questions.field.content')} span={2}>
              <span data-testid="question-content">{long(z.content) || dash}</span>
            </Descriptions.Item>
          </Descriptions>
          {!clarification && (
            <Descriptions bordered size="small" column={1} title={t('questions.show.replyTitle')} data-testid="question-reply-fields">
              <Descriptions.Item label={t('questions.field.reply')}>
                {z.reply ? <span data-testid="question-reply">{long(z.reply)}</span> : <Typography.Text type="secondary">{t(z.status === 'draft' ? 'questions.show.notSubmitted' : 'questions.show.noReply')}</Typography.Text>}
              </Descriptions.Item>
              <Descriptions.Item label={t('questions.field.replier')}>{z.replier ? <span data-testid="question-replier">{z.replier}</span> : dash}</Descriptions.Item>
              <Descriptions.Item label={t('questions.field.replyTime')}>
                <ZonedTime value={z.replyTime} testId="question-reply-time" />
              </Descriptions.Item>
            </Descriptions>
          )}
          {clarification && <Alert type="info" showIcon title={t('questions.show.clarificationHint')} data-testid="question-clarification" />}
        </Flex>
      )}
    </Card>
  );
}
