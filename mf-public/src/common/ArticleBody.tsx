import { Divider, Typography } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useLanguage } from '@portal/shared/react';
import { displayDate, displayTitle } from '@portal/shared/core';
import type { Article } from './public.api';
import { sanitizeHtml } from './sanitize-html';
import { AttachmentList } from './AttachmentList';

/** Title, date, the sanitised rich text and the attachments of a notice or article. */
export function ArticleBody({ article, extra }: { article: Article; extra?: ReactNode }) {
  const language = useLanguage();
  const html = useMemo(() => sanitizeHtml(article.content), [article.content]);
  return (
    <article className="public-article" data-testid="article">
      <Typography.Title level={3} style={{ textAlign: 'center' }} data-testid="article-title">
        {displayTitle(article, language)}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }} data-testid="article-date">
        {displayDate(article.noticeSendTime ?? article.creationDate)}
        {extra}
      </Typography.Paragraph>
      <Divider />
      <div className="public-article-body" data-testid="article-body" dangerouslySetInnerHTML={{ __html: html }} />
      <Divider />
      <AttachmentList businessId={article.infoId} />
    </article>
  );
}
