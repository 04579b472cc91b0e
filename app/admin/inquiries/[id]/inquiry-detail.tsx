'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextAreaField } from '@/components/admin/fields';
import { formatDateTime } from '@/components/admin/format';
import { MemberLink } from '@/components/admin/member-link';
import { PageHead } from '@/components/admin/page-head';
import { QueryView } from '@/components/admin/query-view';
import { SegmentedFilter } from '@/components/admin/segmented-filter';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useAdminErrors } from '@/components/admin/errors';
import styles from '@/components/admin/admin.module.scss';
import { Markdown } from '@/components/markdown/markdown';
import { Button } from '@/components/ui/button';
import { TitledSection } from '@/components/ui/titled-section';
import { inquiryOptions, replyToInquiry, setInquiryStatus, type AdminInquiryDetail } from '@/lib/api/admin';
import { INQUIRY_CONTENT_MAX, INQUIRY_STATUSES, type InquiryStatus } from '@/lib/validation/support';
import { STATUS_TONE } from '../inquiry-list';
import own from './inquiry-detail.module.scss';

// Moves the support module allows (waiting → processing → completed; completed may reopen).
const MOVES: Record<InquiryStatus, readonly InquiryStatus[]> = {
  waiting: ['processing', 'completed'],
  processing: ['completed'],
  completed: ['processing'],
};

/** One inquiry with the whole conversation; answer as an administrator and move its status. */
export function InquiryDetail({ id }: { id: number }) {
  const inquiry = useQuery(inquiryOptions(id));
  return <QueryView query={inquiry}>{(data) => <Conversation inquiry={data} />}</QueryView>;
}

function Conversation({ inquiry }: { inquiry: AdminInquiryDetail }) {
  const t = useTranslations('ui.admin');
  const ts = useTranslations('support');
  const locale = useLocale();
  const errors = useAdminErrors();
  const [text, setText] = useState('');
  const reply = useAdminAction((content: string) => replyToInquiry(inquiry.id, content), {
    done: t('inquiries.sent'),
    onSuccess: () => setText(''),
  });
  const move = useAdminAction((status: InquiryStatus) => setInquiryStatus(inquiry.id, status), { done: t('inquiries.statusChanged') });
  const empty = !text.trim();
  return (
    <div className={styles.page}>
      <Link href="/admin/inquiries" className={styles.link}>
        ← {t('common.back')}
      </Link>
      <PageHead title={inquiry.title} />
      <section className={styles.card} aria-label={t('inquiries.detailTitle', { id: inquiry.id })}>
        <span className={styles.meta}>
          <span className={styles.pill} data-tone={STATUS_TONE[inquiry.status]}>
            {ts(`status.${inquiry.status}`)}
          </span>
          <span className={styles.pill}>{ts(`category.${inquiry.category}`)}</span>
          <span>#{inquiry.id}</span>
          <time dateTime={inquiry.created_at}>{formatDateTime(inquiry.created_at, locale)}</time>
          {inquiry.resolution && (
            <span className={styles.pill} data-tone="muted">
              {t(`inquiries.resolution.${inquiry.resolution}`)}
            </span>
          )}
          {inquiry.follow_up_of && (
            <Link href={`/admin/inquiries/${inquiry.follow_up_of.id}`} className={styles.link}>
              {t('inquiries.followUpOf', { id: inquiry.follow_up_of.id })}
            </Link>
          )}
        </span>
        <span className={styles.meta}>
          {t('inquiries.from')} <MemberLink member={inquiry.member} />
        </span>
        <p className={styles.text}>{inquiry.content}</p>
        {inquiry.images.length > 0 && (
          <ul className={own.images} aria-label={t('inquiries.images')}>
            {inquiry.images.map((src) => (
              <li key={src}>
                <a href={src} target="_blank" rel="noreferrer">
                  <img src={src} alt="" className={own.image} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ol className={own.replies}>
        {inquiry.replies.map((r) => (
          <li key={r.id} className={own.reply} data-author={r.author_type}>
            <span className={styles.meta}>
              <strong>{t(`inquiries.author.${r.author_type}`)}</strong>
              <time dateTime={r.created_at}>{formatDateTime(r.created_at, locale)}</time>
            </span>
            {r.author_type === 'bot' ? (
              <Markdown className={own.markdown}>{r.content}</Markdown>
            ) : (
              <p className={styles.text}>{r.content}</p>
            )}
            {r.guides.length > 0 && (
              <ul className={own.guides}>
                {r.guides.map((g) => (
                  <li key={g.id}>
                    <Link href={`/guide/${g.slug}`} className={styles.link} target="_blank">
                      {g.title}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>

      <form
        className={styles.card}
        onSubmit={(e) => {
          e.preventDefault();
          if (!empty) reply.mutate(text.trim());
        }}
      >
        <TextAreaField
          label={t('inquiries.replyLabel')}
          placeholder={t('inquiries.replyPlaceholder')}
          rows={5}
          maxLength={INQUIRY_CONTENT_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={reply.error ? errors.message(reply.error) : undefined}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={reply.isPending} disabled={empty}>
            {t('inquiries.send')}
          </Button>
        </div>
      </form>

      <TitledSection id="status-move" title={t('inquiries.statusMove')} className={styles.card} titleClassName={own.cardTitle}>
        <SegmentedFilter
          label={t('inquiries.statusMove')}
          labelledBy="status-move"
          options={INQUIRY_STATUSES.map((s) => ({
            value: s,
            label: ts(`status.${s}`),
            disabled: inquiry.status !== s && !MOVES[inquiry.status].includes(s),
          }))}
          value={inquiry.status}
          onChange={(s) => s && s !== inquiry.status && move.mutate(s)}
        />
      </TitledSection>
    </div>
  );
}
