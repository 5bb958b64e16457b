import { Alert, App, Button, Card, Descriptions, Drawer, Flex, Form, Input, Modal, Select, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatForReader, markTodoSeen } from '@portal/shared/core';
import { PortalLink, ServerTable, portalLinkProps, useLanguage, usePageRequest, type PageProps } from '@portal/shared/react';
import { decideObjection, findObjection, saveObjection, searchObjections, type ObjectionCriteria, type ObjectionStatus, type ObjectionView } from '../../sourcing-api/questions.api';
import { searchSources } from '../../sourcing-api/sourcing.api';
import { ZonedTime } from '../../sourcing-ui/ZonedTime';
import { OBJECTION_COLOUR, OBJECTION_STATUSES, objectionActions, objectionProblems } from './objection-rules';

const PATH = '/objection_main';

interface SearchValues {
  objectionNum?: string;
  sourceNum?: string;
  title?: string;
  status?: ObjectionStatus;
}

/** What the edit dialog holds: a new objection (no id) or a draft. */
interface Editing {
  id?: string;
  sourceId?: string;
  sourceLabel?: string;
  title: string;
  content: string;
}

/**
 * /objection_main (spec 02 §2, §4, §7 "Objections"): the caller's objections, searched and paged;
 * one opens in a panel (its own address, ?id=…) with the reply; a draft is edited and submitted, a
 * reply accepted or denied after a confirmation.
 */
export default function ObjectionPage({ query }: PageProps) {
  // The supplier has seen this list: the to-do list counts only what comes after (issue 15).
  useEffect(() => {
    markTodoSeen('objectionsReplied').catch(() => undefined);
  }, []);
  const { t } = useTranslation('mf-sourcing');
  const { t: tc } = useTranslation('common');
  const language = useLanguage();
  const [form] = Form.useForm<SearchValues>();
  const [criteria, setCriteria] = useState<ObjectionCriteria>({});
  const [openId, setOpenId] = useState<string | undefined>(query.id || undefined);
  // The page stays mounted while its address changes (a link to another objection, the browser's
  // back and forward): the panel follows the address's id.
  useEffect(() => setOpenId(query.id || undefined), [query.id]);
  const [editing, setEditing] = useState<Editing | null>(null);
  // Bumped after every change, so the list and the panel read the server again.
  const [version, setVersion] = useState(0);
  const sourceTitle = (o: ObjectionView) => (language !== 'zh-CN' && o.sourceTitleEn ? o.sourceTitleEn : o.sourceTitle);
  const changed = (o: ObjectionView) => {
    setVersion((v) => v + 1);
    setOpenId(o.id);
  };

  return (
    <Card
      title={t('objections.title')}
      data-testid="objection-page"
      extra={
        <Flex gap={8} wrap>
          <Button type="primary" data-testid="objection-new" onClick={() => setEditing({ title: '', content: '' })}>
            {t('objections.action.new')}
          </Button>
          <Button data-testid="objection-to-questions" {...portalLinkProps('/question_List')}>
            {t('questions.list.title')}
          </Button>
        </Flex>
      }
    >
      <Form<SearchValues>
        form={form}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(v) =>
          setCriteria({ objectionNum: v.objectionNum?.trim() || undefined, sourceNum: v.sourceNum?.trim() || undefined, title: v.title?.trim() || undefined, status: v.status || undefined })
        }
      >
        <Form.Item name="objectionNum" label={t('objections.field.num')}>
          <Input allowClear maxLength={32} style={{ width: 160 }} data-testid="objection-search-num" />
        </Form.Item>
        <Form.Item name="sourceNum" label={t('questions.field.sourceNum')}>
          <Input allowClear maxLength={64} style={{ width: 160 }} data-testid="objection-search-source" />
        </Form.Item>
        <Form.Item name="title" label={t('objections.field.title')}>
          <Input allowClear maxLength={200} style={{ width: 180 }} data-testid="objection-search-title" />
        </Form.Item>
        <Form.Item name="status" label={t('objections.field.status')}>
          <Select allowClear style={{ width: 130 }} data-testid="objection-search-status" options={OBJECTION_STATUSES.map((s) => ({ value: s, label: t(`objections.status.${s}`) }))} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="objection-search-submit">{tc('common.search')}</Button>
          <Button onClick={() => { form.resetFields(); setCriteria({}); }}>{tc('common.reset')}</Button>
        </Space>
      </Form>
      <div style={{ overflowX: 'auto' }}>
        <div style={{ minWidth: 600 }}>
          <ServerTable<ObjectionView>
            testId="objection-table"
            rowKey="id"
            criteria={[criteria.objectionNum, criteria.sourceNum, criteria.title, criteria.status, version]}
            load={(page, size) => searchObjections(page, size, criteria)}
            columns={[
              {
                title: t('objections.field.num'),
                key: 'num',
                width: 160,
                // A real link (its own address opens the panel); a plain click opens it in place.
                render: (_, o) => (
                  <PortalLink to={PATH} query={{ id: o.id }} onNavigate={() => setOpenId(o.id)} data-testid="objection-row" data-num={o.objectionNum} style={{ whiteSpace: 'nowrap' }}>
                    {o.objectionNum}
                  </PortalLink>
                ),
              },
              {
                // The title, and the source it is about under it.
                title: t('objections.field.title'),
                key: 'title',
                render: (_, o) => (
                  <Flex vertical>
                    <span>{o.title || <Typography.Text type="secondary">—</Typography.Text>}</span>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {o.sourceNum} {sourceTitle(o)}
                    </Typography.Text>
                  </Flex>
                ),
              },
              {
                title: t('objections.field.status'),
                key: 'status',
                render: (_, o) => (
                  <Tag color={OBJECTION_COLOUR[o.status]} data-testid="objection-status" data-status={o.status}>
                    {t(`objections.status.${o.status}`)}
                  </Tag>
                ),
              },
              {
                title: t('objections.field.reply'),
                key: 'reply',
                width: 180,
                render: (_, o) => (o.reply ? <Typography.Text ellipsis={{ tooltip: o.reply }} style={{ maxWidth: 160 }}>{o.reply}</Typography.Text> : <Typography.Text type="secondary">—</Typography.Text>),
              },
            ]}
          />
        </div>
      </div>
      <ObjectionPanel
        id={openId}
        version={version}
        onClose={() => setOpenId(undefined)}
        onEdit={(o) => setEditing({ id: o.id, sourceId: o.sourceId, sourceLabel: `${o.sourceNum} ${sourceTitle(o)}`, title: o.title, content: o.content })}
        onChanged={changed}
      />
      {editing && <ObjectionEditor key={editing.id ?? 'new'} editing={editing} onClose={() => setEditing(null)} onSaved={(o) => { setEditing(null); changed(o); }} />}
    </Card>
  );
}

function ObjectionPanel({ id, version, onClose, onEdit, onChanged }: { id?: string; version: number; onClose: () => void; onEdit: (o: ObjectionView) => void; onChanged: (o: ObjectionView) => void }) {
  const { t } = useTranslation('mf-sourcing');
  const { message, modal } = App.useApp();
  const language = useLanguage();
  const { data: o, error, loading } = usePageRequest(() => (id ? findObjection(id) : Promise.resolve(undefined)), [id, version]);
  const [busy, setBusy] = useState(false);
  const actions = o ? objectionActions(o.status) : undefined;

  const run = async (work: () => Promise<ObjectionView>, done: string) => {
    setBusy(true);
    try {
      const next = await work();
      void message.success(t(done));
      onChanged(next);
    } catch {
      // The HTTP client has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };
  const submit = (x: ObjectionView) =>
    modal.confirm({
      title: t('objections.confirm.submit'),
      content: t('objections.confirm.submitHint'),
      okButtonProps: { 'data-testid': 'objection-confirm' } as Record<string, string>,
      onOk: () => run(() => saveObjection({ id: x.id, title: x.title, content: x.content }, true), 'objections.done.submitted'),
    });
  const decide = (x: ObjectionView, status: 'accepted' | 'denied') =>
    modal.confirm({
      title: t(status === 'accepted' ? 'objections.confirm.accept' : 'objections.confirm.deny'),
      content: t('objections.confirm.decideHint'),
      okButtonProps: { danger: status === 'denied', ...({ 'data-testid': 'objection-confirm' } as Record<string, string>) },
      onOk: () => run(() => decideObjection(x.id, status), status === 'accepted' ? 'objections.done.accepted' : 'objections.done.denied'),
    });

  const dash = <Typography.Text type="secondary">—</Typography.Text>;
  const item = (label: string, value: ReactNode, testId?: string) => <Descriptions.Item label={label}>{value ? <span data-testid={testId}>{value}</span> : dash}</Descriptions.Item>;
  const long = (v: string | null) => (v ? <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{v}</span> : null);
  return (
    <Drawer
      open={Boolean(id)}
      onClose={onClose}
      size={640}
      title={o?.title || t('objections.detail')}
      destroyOnHidden
      rootClassName="objection-drawer"
      styles={{ wrapper: { maxWidth: '100vw' } }}
      data-testid="objection-detail"
      footer={
        o && actions && (actions.edit || actions.decide) ? (
          <Flex gap={8} wrap justify="flex-end">
            {actions.edit && (
              <Button disabled={busy} onClick={() => onEdit(o)} data-testid="objection-edit">
                {t('objections.action.edit')}
              </Button>
            )}
            {actions.submit && (
              <Button type="primary" loading={busy} onClick={() => submit(o)} data-testid="objection-submit">
                {t('objections.action.submit')}
              </Button>
            )}
            {actions.decide && (
              <Button danger disabled={busy} onClick={() => decide(o, 'denied')} data-testid="objection-deny">
                {t('objections.action.deny')}
              </Button>
            )}
            {actions.decide && (
              <Button type="primary" loading={busy} onClick={() => decide(o, 'accepted')} data-testid="objection-accept">
                {t('objections.action.accept')}
              </Button>
            )}
          </Flex>
        ) : null
      }
    >
      {error && <Alert type="error" showIcon title={t('objections.notFound')} data-testid="objection-missing" />}
      {loading && !o && !error && <Spin style={{ display: 'block', margin: '48px auto' }} />}
      {o && (
        <Flex vertical gap={16} data-testid="objection-detail-body" data-status={o.status}>
          <Descriptions bordered size="small" column={1} styles={{ label: { whiteSpace: 'nowrap' } }}>
            {item(t('objections.field.num'), o.objectionNum, 'objection-detail-num')}
            {item(
              t('questions.field.source'),
              <PortalLink to={/^CS/i.test(o.sourceNum) ? '/cs_source_detail' : '/source_detail'} query={{ sourceId: o.sourceId }}>
                {o.sourceNum} {language !== 'zh-CN' && o.sourceTitleEn ? o.sourceTitleEn : o.sourceTitle}
              </PortalLink>,
            )}
            {item(t('objections.field.status'), <Tag color={OBJECTION_COLOUR[o.status]} data-status={o.status}>{t(`objections.status.${o.status}`)}</Tag>, 'objection-detail-status')}
            {item(t('objections.field.title'), o.title)}
            {item(t('objections.field.content'), long(o.content), 'objection-detail-content')}
            {item(t('objections.field.submittedAt'), o.submittedAt ? formatForReader(o.submittedAt, language) : null)}
          </Descriptions>
          <Descriptions bordered size="small" column={1} title={t('objections.replyTitle')} styles={{ label: { whiteSpace: 'nowrap' } }}>
            {item(t('objections.field.reply'), long(o.reply), 'objection-detail-reply')}
            {item(t('objections.field.replier'), o.replier)}
            <Descriptions.Item label={t('objections.field.replyTime')}>
              <ZonedTime value={o.replyTime} testId="objection-reply-time" />
            </Descriptions.Item>
            {o.decisionTime && item(t('objections.field.decisionTime'), formatForReader(o.decisionTime, language))}
          </Descriptions>
        </Flex>
      )}
    </Drawer>
  );
}

/** The caller's signed-up sources, inquiries and sales, to raise an objection on. */
async function signedUpSources(): Promise<{ value: string; label: string }[]> {
  const [inquiries, sales] = await Promise.all([searchSources('getDb', 1, 100, { tab: 'registered' }), searchSources('getFeiYiFaDb', 1, 100, { tab: 'registered' })]);
  return [...inquiries.records, ...sales.records].map((s) => ({ value: s.sourceId, label: `${s.sourceNum ?? ''} ${s.sourceTitle}` }));
}

function ObjectionEditor({ editing, onClose, onSaved }: { editing: Editing; onClose: () => void; onSaved: (o: ObjectionView) => void }) {
  const { t } = useTranslation('mf-sourcing');
  const { message, modal } = App.useApp();
  const isNew = !editing.id;
  const sources = usePageRequest(() => (isNew ? signedUpSources() : Promise.resolve([])), [isNew]);
  const [sourceId, setSourceId] = useState(editing.sourceId);
  const [title, setTitle] = useState(editing.title);
  const [content, setContent] = useState(editing.content);
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);

  async function save(submit: boolean) {
    setBusy(submit ? 'submit' : 'save');
    try {
      const o = await saveObjection({ id: editing.id, sourceId: isNew ? sourceId : undefined, title: title.trim(), content: content.trim() }, submit);
      void message.success(t(submit ? 'objections.done.submitted' : 'objections.done.saved'));
      onSaved(o);
    } catch {
      // The HTTP client has shown the server's reason.
    } finally {
      setBusy(null);
    }
  }
  const attempt = (submit: boolean) => {
    const problems = objectionProblems({ sourceId, title, content }, submit, isNew);
    if (problems.length) return void message.error(t(`objections.form.${problems[0]}`));
    if (!submit) return void save(false);
    modal.confirm({
      title: t('objections.confirm.submit'),
      content: t('objections.confirm.submitHint'),
      okButtonProps: { 'data-testid': 'objection-confirm' } as Record<string, string>,
      onOk: () => save(true),
    });
  };

  return (
    <Modal
      open
      title={t(isNew ? 'objections.action.new' : 'objections.action.edit')}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      footer={
        <Flex gap={8} wrap justify="flex-end">
          <Button onClick={onClose}>{t('objections.action.cancel')}</Button>
          <Button loading={busy === 'save'} disabled={busy !== null} onClick={() => attempt(false)} data-testid="objection-form-save">
            {t('objections.action.saveDraft')}
          </Button>
          <Button type="primary" loading={busy === 'submit'} disabled={busy !== null} onClick={() => attempt(true)} data-testid="objection-form-submit">
            {t('objections.action.submit')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12} style={{ paddingBottom: 20 }} data-testid="objection-form">
        <label>
          <Typography.Text strong>{t('questions.field.source')}</Typography.Text>
          {isNew ? (
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              value={sourceId}
              onChange={setSourceId}
              loading={sources.loading}
              placeholder={t('objections.form.chooseSource')}
              options={sources.data ?? []}
              style={{ width: '100%', marginTop: 4 }}
              data-testid="objection-form-source"
            />
          ) : (
            <div>{editing.sourceLabel}</div>
          )}
        </label>
        <label>
          <Typography.Text strong>{t('objections.field.title')}</Typography.Text>
          <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} showCount data-testid="objection-form-title" style={{ marginTop: 4 }} />
        </label>
        <label>
          <Typography.Text strong>{t('objections.field.content')}</Typography.Text>
          <Input.TextArea value={content} onChange={(e) => setContent(e.target.value)} maxLength={4000} showCount rows={7} data-testid="objection-form-content" style={{ marginTop: 4 }} />
        </label>
      </Flex>
    </Modal>
  );
}
