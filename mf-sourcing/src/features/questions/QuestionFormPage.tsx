import { Alert, App, Button, Card, Checkbox, Descriptions, Flex, Input, Result, Tag, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWithZone, isHttpError, navigation } from '@portal/shared/core';
import { PageLoading, PortalLink, portalLinkProps, ServerTable, useLanguage, usePageRequest, type PageProps } from '@portal/shared/react';
import { recallDetail, rememberDetail } from '../../sourcing-api/detail-cache';
import { fetchQueryCategories, findQuery, reserveQueryNumber, saveQuery } from '../../sourcing-api/questions.api';
import { fetchSourceDetail, searchSources } from '../../sourcing-api/sourcing.api';
import { isSignedUp, type SourceListItem } from '../../sourcing-api/sourcing-types';
import { ZonedTime } from '../../sourcing-ui/ZonedTime';
import { PuzzleRequired } from '../source-detail/PuzzleRequired';
import { CONTENT_MAX, QUESTION_LIST_PATH, TITLE_MAX, deadlinePassed, detailPathOf, isSalePath, queryProblems, showPathOf } from './question-rules';

/** The source a query is about, as the editor needs it. */
interface Subject {
  sourceId: string;
  sourceNum: string;
  sourceTitle: string;
  sourceTitleEn?: string | null;
  sourceType?: string | null;
  deadline: string | null;
  packages: { name: string; lineCount?: number }[];
}

interface Initial {
  zycqId?: string;
  num?: string;
  title: string;
  content: string;
  bidPackages: string[];
  savedAt?: string | null;
}

/**
 * /question_mian and /cs_question_mian (spec 02 §2, §7 saveZy/submitZy): raise a query on a source
 * the caller signed up to (?sourceId= or ?sourceNum=), or go on with a draft (?zycqId=). Without
 * either, the caller's signed-up sources to choose from.
 */
export default function QuestionFormPage({ route, query }: PageProps) {
  if (query.zycqId) return <DraftQuery key={query.zycqId} zycqId={query.zycqId} />;
  const ref = query.sourceId || query.sourceNum;
  if (ref) return <NewQuery key={`${ref}:${query.pass ?? ''}`} route={route} sourceRef={ref} pass={query.pass} />;
  return <SourceChooser route={route} />;
}

function Frame({ children, testId = 'question-form' }: { children: ReactNode; testId?: string }) {
  const { t } = useTranslation('mf-sourcing');
  return (
    <Card
      title={t('questions.form.title')}
      data-testid={testId}
      extra={
        <Button data-testid="question-back" {...portalLinkProps(QUESTION_LIST_PATH)}>
          {t('questions.action.backToList')}
        </Button>
      }
    >
      {children}
    </Card>
  );
}

const spin = <PageLoading />;

function DraftQuery({ zycqId }: { zycqId: string }) {
  const { t } = useTranslation('mf-sourcing');
  const { data, error } = usePageRequest(async () => {
    const z = await findQuery(zycqId);
    const categories = await fetchQueryCategories(zycqId).catch(() => null);
    return { z, categories };
  }, [zycqId]);
  if (error) return <Frame><Result status="404" title={t('questions.show.notFound')} /></Frame>;
  if (!data) return <Frame>{spin}</Frame>;
  const { z, categories } = data;
  if (!z.mine || z.status !== 'draft') {
    return (
      <Frame>
        <Result
          status="info"
          title={t('questions.form.alreadySubmitted')}
          data-testid="question-not-draft"
          extra={<PortalLink to={showPathOf(z)} query={{ zycqId: z.zycqId }}>{t('questions.action.view')}</PortalLink>}
        />
      </Frame>
    );
  }
  const subject: Subject = {
    sourceId: z.sourceId,
    sourceNum: z.sourceNum,
    sourceTitle: z.sourceTitle,
    sourceTitleEn: z.sourceTitleEn,
    deadline: z.deadline,
    packages: categories?.packages ?? z.bidPackages.map((name) => ({ name })),
  };
  return <QueryEditor subject={subject} initial={{ zycqId: z.zycqId, num: z.questionClarificationNum, title: z.title, content: z.content, bidPackages: z.bidPackages, savedAt: z.savedAt }} />;
}

function NewQuery({ route, sourceRef, pass }: { route: string; sourceRef: string; pass?: string }) {
  const { t } = useTranslation('mf-sourcing');
  const { t: tc } = useTranslation('common');
  // A logged-in supplier reads a detail once per puzzle: the copy the detail page left is used first.
  const source = usePageRequest(async () => {
    const cached = recallDetail(sourceRef);
    if (cached && !pass) return cached;
    const fresh = await fetchSourceDetail(sourceRef, pass);
    rememberDetail(fresh);
    return fresh;
  }, [sourceRef, pass]);
  if (isHttpError(source.error) && source.error.status === 403) return <PuzzleRequired onPass={(next) => navigation.replace(route, { sourceId: sourceRef, pass: next })} />;
  if (source.error) return <Frame><Result status="404" title={t('detail.notFound')} /></Frame>;
  if (!source.data) return <Frame>{spin}</Frame>;
  const s = source.data;
  const back = (
    <PortalLink to={detailPathOf(s)} query={{ sourceId: s.sourceId }} data-testid="question-source-link">
      {t('quotation.backToDetail')}
    </PortalLink>
  );
  if (s.me && !s.me.qualified) {
    return <Frame><Alert type="warning" showIcon data-testid="question-not-qualified" title={tc('validation.notQualifiedSupplier')} action={back} /></Frame>;
  }
  if (!isSignedUp(s.me)) {
    return <Frame><Result status="info" title={t('questions.form.signUpFirst')} extra={back} data-testid="question-not-signed-up" /></Frame>;
  }
  const subject: Subject = {
    sourceId: s.sourceId,
    sourceNum: String(s.sourceNum ?? ''),
    sourceTitle: s.sourceTitle,
    sourceTitleEn: s.sourceTitleEn,
    sourceType: s.sourceType,
    deadline: (s.queryDeadline as string | null | undefined) ?? s.endTime ?? s.quotationDate ?? null,
    packages: s.packages ?? [],
  };
  return <QueryEditor subject={subject} initial={{ title: '', content: '', bidPackages: [] }} />;
}

/** The caller's signed-up sources (the "registered" tab of the inquiry or sale list), each a link to its query form. */
function SourceChooser({ route }: { route: string }) {
  const { t } = useTranslation('mf-sourcing');
  const language = useLanguage();
  const sale = isSalePath(route);
  return (
    <Frame testId="question-choose-source">
      <Typography.Paragraph type="secondary">{t('questions.form.chooseSource')}</Typography.Paragraph>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Button type={sale ? 'default' : 'primary'} {...portalLinkProps('/question_mian')}>{t('route.sourceSearch')}</Button>
        <Button type={sale ? 'primary' : 'default'} {...portalLinkProps('/cs_question_mian')}>{t('route.saleSearch')}</Button>
      </Flex>
      <ServerTable<SourceListItem>
        testId="question-source-table"
        rowKey="sourceId"
        criteria={[sale]}
        load={(page, size) => searchSources(sale ? 'getFeiYiFaDb' : 'getDb', page, size, { tab: 'registered' })}
        columns={[
          { title: t(sale ? 'sourceSearch.saleNum' : 'sourceSearch.num'), dataIndex: 'sourceNum', width: 150 },
          { title: t(sale ? 'sourceSearch.saleName' : 'sourceSearch.name'), key: 'title', render: (_, s) => (language !== 'zh-CN' && s.sourceTitleEn ? s.sourceTitleEn : s.sourceTitle) },
          {
            title: t('questions.field.actions'),
            key: 'raise',
            width: 130,
            render: (_, s) => (
              <PortalLink to={sale ? '/cs_question_mian' : '/question_mian'} query={{ sourceId: s.sourceId }} data-testid="question-choose">
                {t('questions.list.raise')}
              </PortalLink>
            ),
          },
        ]}
      />
    </Frame>
  );
}

function QueryEditor({ subject, initial }: { subject: Subject; initial: Initial }) {
  const { t } = useTranslation('mf-sourcing');
  const { message, modal } = App.useApp();
  const language = useLanguage();
  const [zycqId, setZycqId] = useState(initial.zycqId);
  const [num, setNum] = useState(initial.num ?? '');
  const [title, setTitle] = useState(initial.title);
  const [content, setContent] = useState(initial.content);
  const [packages, setPackages] = useState<string[]>(initial.bidPackages);
  const [savedAt, setSavedAt] = useState(initial.savedAt ?? null);
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const closed = deadlinePassed(subject.deadline);

  // A new query shows the number the server keeps for it (getZyNum); the first save takes it.
  useEffect(() => {
    if (initial.zycqId || closed) return;
    let live = true;
    reserveQueryNumber().then(
      (n) => live && setNum(n),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [initial.zycqId, closed]);

  async function save(submit: boolean) {
    const problems = queryProblems({ title, content }, submit);
    if (problems.length) {
      void message.error(t(`questions.form.${problems[0]}`));
      return;
    }
    setBusy(submit ? 'submit' : 'save');
    setRefusal(null);
    try {
      const view = await saveQuery(
        { zycqId, questionClarificationNum: zycqId ? undefined : num || undefined, sourceId: subject.sourceId, title: title.trim(), content: content.trim(), bidPackages: packages },
        submit,
      );
      setZycqId(view.zycqId);
      setNum(view.questionClarificationNum);
      setSavedAt(view.savedAt);
      if (submit) {
        void message.success(t('questions.form.submitted'));
        navigation.go(showPathOf({ ...subject }), { zycqId: view.zycqId });
      } else {
        void message.success(t('questions.form.saved'));
      }
    } catch (err) {
      // The server's reason (deadline passed, not signed up, not qualified), in the reader's language.
      const text = err instanceof Error ? err.message : String(err);
      setRefusal(text);
      void message.error(text);
    } finally {
      setBusy(null);
    }
  }

  const confirmSubmit = () => {
    if (queryProblems({ title, content }, true).length) return void save(true);
    modal.confirm({
      title: t('questions.form.confirmSubmit'),
      content: t('questions.form.confirmSubmitHint'),
      okButtonProps: { 'data-testid': 'question-submit-confirm' } as Record<string, string>,
      onOk: () => save(true),
    });
  };

  return (
    <Frame>
      <Flex vertical gap={16}>
        <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }} data-testid="question-form-fields">
          <Descriptions.Item label={t('questions.field.num')}>
            <span data-testid="question-form-num" style={{ whiteSpace: 'nowrap' }}>{num || '—'}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('questions.field.source')}>
            <PortalLink to={detailPathOf(subject)} query={{ sourceId: subject.sourceId }}>
              {subject.sourceNum} {language !== 'zh-CN' && subject.sourceTitleEn ? subject.sourceTitleEn : subject.sourceTitle}
            </PortalLink>
          </Descriptions.Item>
          <Descriptions.Item label={t('questions.field.deadline')} span={2}>
            <ZonedTime value={subject.deadline} testId="question-form-deadline" />
          </Descriptions.Item>
          {savedAt && (
            <Descriptions.Item label={t('questions.field.savedAt')} span={2}>
              <span data-testid="question-saved-at">{formatWithZone(savedAt)}</span>
            </Descriptions.Item>
          )}
        </Descriptions>
        {closed && <Alert type="warning" showIcon data-testid="question-deadline-passed" title={t('questions.form.deadlinePassed')} />}
        {refusal && <Alert type="error" showIcon closable data-testid="question-refusal" title={refusal} onClose={() => setRefusal(null)} />}
        <label>
          <Typography.Text strong>{t('questions.field.title')}</Typography.Text>
          <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={TITLE_MAX} showCount disabled={closed} data-testid="question-title" style={{ marginTop: 4 }} />
        </label>
        <label>
          <Typography.Text strong>{t('questions.field.content')}</Typography.Text>
          <Input.TextArea
            value={content}
            onChange={(e) => setContent(e.target.value)}
            maxLength={CONTENT_MAX}
            showCount
            rows={7}
            disabled={closed}
            data-testid="question-content-input"
            style={{ marginTop: 4 }}
          />
        </label>
        {subject.packages.length > 0 && (
          <div data-testid="question-packages">
            <Typography.Text strong>{t('questions.field.packages')}</Typography.Text>
            <Typography.Text type="secondary"> {t('questions.form.packagesHint')}</Typography.Text>
            <div style={{ marginTop: 4 }}>
              <Checkbox.Group
                value={packages}
                disabled={closed}
                onChange={(v) => setPackages(v as string[])}
                options={subject.packages.map((p) => ({ value: p.name, label: p.lineCount ? t('signUp.packageOption', { name: p.name, count: p.lineCount }) : p.name }))}
              />
            </div>
          </div>
        )}
        {subject.packages.length === 0 && packages.length === 0 && <Tag style={{ alignSelf: 'flex-start' }}>{t('questions.form.wholeSource')}</Tag>}
        <Flex gap={8} wrap>
          <Button loading={busy === 'save'} disabled={closed || busy !== null} onClick={() => void save(false)} data-testid="question-temp-save">
            {t('questions.action.tempSave')}
          </Button>
          <Button type="primary" loading={busy === 'submit'} disabled={closed || busy !== null} onClick={confirmSubmit} data-testid="question-submit">
            {t('questions.action.submit')}
          </Button>
        </Flex>
      </Flex>
    </Frame>
  );
}
