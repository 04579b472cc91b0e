'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Markdown } from '@/components/markdown/markdown';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { TitledSection } from '@/components/ui/titled-section';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useApiErrorMessage } from '@/lib/api/error-message';
import { ApiError } from '@/lib/api/request';
import { inquiryDetailOptions, useAddInquiryReplyMutation, useInquiryResolutionMutation } from '@/lib/api/support';
import { POLICY_LINKS } from '@/lib/constants';
import { formatDateTime } from '@/lib/dates';
import { INQUIRY_RESOLUTIONS } from '@/lib/enums';
import { INQUIRY_CONTENT_MAX, inquiryReplyCreateSchema, type InquiryDetailDto, type InquiryReplyDto } from '@/lib/validation/support';
import { useUiStore } from '@/stores/ui-store';
import { useMemberKey } from './member-gate';
import { ResolutionBadge, StatusBadge } from './status-badge';
import styles from './support.module.scss';

type Member = string;

export function InquiryDetail({ id }: { id: number }) {
  const member = useMemberKey();
  if (member === null) return <Skeleton rows={4} />;
  return <MemberInquiry member={member} id={id} />;
}

function MemberInquiry({ member, id }: { member: Member; id: number }) {
  const t = useTranslations('support.inquiry');
  const query = useQuery(inquiryDetailOptions(member, id));

  if (query.isPending) return <Skeleton rows={4} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <EmptyState message={t('notFound')}>
          <Link href="/support" className={buttonClassName({ size: 's' })}>
            {t('backToList')}
          </Link>
        </EmptyState>
      );
    }
    return <ErrorState message={t('detailLoadFailed')} onRetry={() => void query.refetch()} />;
  }
  const inquiry = query.data;

  return (
    <div className={styles.detail}>
      <InquiryCard inquiry={inquiry} />
      <Replies inquiry={inquiry} />
      {inquiry.can_resolve && <Resolution member={member} inquiry={inquiry} />}
      {inquiry.follow_ups.length > 0 && <FollowUps inquiry={inquiry} />}
      {inquiry.can_reply ? (
        <ReplyComposer member={member} inquiry={inquiry} />
      ) : (
        inquiry.status === 'completed' && <p className={styles.note}>{t('replyClosed')}</p>
      )}
    </div>
  );
}

// The app's own pattern in the audience's zone: Intl's wording of a date differs between the
// server's ICU and the browser's (spaces, 오후/下午 forms), which broke hydration.
function When({ iso }: { iso: string }) {
  const locale = useLocale();
  return (
    <time dateTime={iso} className={styles.when}>
      {formatDateTime(iso, locale)}
    </time>
  );
}

function InquiryCard({ inquiry }: { inquiry: InquiryDetailDto }) {
  const t = useTranslations('support');
  return (
    <article className={styles.card} aria-labelledby="inquiry-title">
      <div className={styles.rowTop}>
        <StatusBadge status={inquiry.status} />
        <span className={styles.categoryTag}>{t(`category.${inquiry.category}`)}</span>
        <ResolutionBadge resolution={inquiry.resolution} />
      </div>
      {inquiry.follow_up_of && (
        <p className={styles.followUpOf}>
          <span className={styles.followUpTag}>{t('inquiry.originalInquiry')}</span>{' '}
          <Link href={`/support/${inquiry.follow_up_of.id}`}>{inquiry.follow_up_of.title}</Link>
        </p>
      )}
      <h1 id="inquiry-title" className={styles.cardTitle}>
        {inquiry.title}
      </h1>
      <When iso={inquiry.created_at} />
      {/* What the member wrote is shown as plain text, line breaks kept. */}
      <p className={styles.cardContent}>{inquiry.content}</p>
      {inquiry.images.length > 0 && (
        <ul className={styles.images} aria-label={t('inquiry.images')}>
          {inquiry.images.map((url, i) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer" className={styles.imageLink}>
                <img src={url} alt={t('inquiry.imageAlt', { index: i + 1 })} className={styles.image} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

function Replies({ inquiry }: { inquiry: InquiryDetailDto }) {
  const t = useTranslations('support');
  const waiting = !inquiry.replies.some((r) => r.author_type === 'admin');
  // After the guide bot's answer, "no replies yet" would contradict the bubble just above it.
  const botAnswered = inquiry.replies.some((r) => r.author_type === 'bot');
  return (
    <TitledSection id="inquiry-replies" title={t('inquiry.repliesTitle')} className={styles.replies} titleClassName={styles.sectionTitle}>
      <ol className={styles.thread}>
        {inquiry.replies.map((reply) => (
          <li key={reply.id}>
            <ReplyBubble reply={reply} />
          </li>
        ))}
      </ol>
      {waiting && <p className={styles.note}>{t(botAnswered ? 'inquiry.staffWillReply' : 'inquiry.noReplies')}</p>}
    </TitledSection>
  );
}

function ReplyBubble({ reply }: { reply: InquiryReplyDto }) {
  const t = useTranslations('support');
  return (
    <article className={styles.reply} data-author={reply.author_type} aria-label={t(`author.${reply.author_type}`)}>
      <header className={styles.replyHead}>
        <span className={styles.author} data-author={reply.author_type}>
          {t(`author.${reply.author_type}`)}
        </span>
        <When iso={reply.created_at} />
      </header>
      {reply.author_type === 'user' ? (
        <p className={styles.replyText}>{reply.content}</p>
      ) : (
        <Markdown className={styles.replyMarkdown}>{reply.content}</Markdown>
      )}
      {reply.author_type === 'bot' &&
        (reply.guides.length > 0 ? (
          <nav aria-label={t('bot.relatedGuides')} className={styles.botGuides}>
            <p className={styles.botGuidesTitle}>{t('bot.relatedGuides')}</p>
            <ul className={styles.guideLinks}>
              {reply.guides.map((g) => (
                <li key={g.id}>
                  <Link href={`/guide/${g.slug}`} className={styles.guideLink}>
                    <span className={styles.guideCategory}>{t(`guide.category.${g.category}`)}</span>
                    <span className={styles.guideTitle}>{g.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <Link href={POLICY_LINKS.help} className={buttonClassName({ size: 's', variant: 'secondary', className: styles.botChat })}>
            {t('bot.openHelp')}
          </Link>
        ))}
    </article>
  );
}

function Resolution({ member, inquiry }: { member: Member; inquiry: InquiryDetailDto }) {
  const t = useTranslations('support.inquiry');
  const errorMessage = useApiErrorMessage();
  const mutation = useInquiryResolutionMutation(member, inquiry.id, {
    onError: (error) => useUiStore.getState().showToast(`${t('resolutionFailed')} ${errorMessage(error)}`),
  });

  return (
    <TitledSection
      id="inquiry-resolution"
      title={t('resolvedQuestion')}
      className={styles.resolutionBox}
      titleClassName={styles.sectionTitle}
    >
      <div className={styles.resolutionButtons}>
        {INQUIRY_RESOLUTIONS.map((value) => (
          <Button
            key={value}
            size="s"
            variant={inquiry.resolution === value ? 'primary' : 'secondary'}
            aria-pressed={inquiry.resolution === value}
            loading={mutation.isPending && mutation.variables === value}
            disabled={mutation.isPending && mutation.variables !== value}
            onClick={() => mutation.mutate(value)}
          >
            {value === 'resolved' ? t('resolved') : t('notResolved')}
          </Button>
        ))}
      </div>
      {inquiry.resolution === 'resolved' && (
        <p className={styles.note} role="status">
          {t('resolvedThanks')}
        </p>
      )}
      {inquiry.resolution === 'unresolved' && (
        <div className={styles.followUpBox} role="status">
          <p className={styles.note}>{t('notResolvedGuide')}</p>
          {inquiry.can_follow_up && (
            <Link href={`/support/new?follow_up_of=${inquiry.id}`} className={buttonClassName({ size: 's' })}>
              {t('followUp')}
            </Link>
          )}
        </div>
      )}
    </TitledSection>
  );
}

function FollowUps({ inquiry }: { inquiry: InquiryDetailDto }) {
  const t = useTranslations('support.inquiry');
  return (
    <TitledSection id="inquiry-follow-ups" title={t('followUps')} className={styles.replies} titleClassName={styles.sectionTitle}>
      <ul className={styles.followUpList}>
        {inquiry.follow_ups.map((f) => (
          <li key={f.id}>
            <Link href={`/support/${f.id}`} className={styles.followUpRow}>
              <StatusBadge status={f.status} />
              <span className={styles.rowTitle}>{f.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

function ReplyComposer({ member, inquiry }: { member: Member; inquiry: InquiryDetailDto }) {
  const t = useTranslations('support.inquiry');
  const errorMessage = useApiErrorMessage();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useAddInquiryReplyMutation(member, inquiry.id, {
    onSuccess: () => {
      setText('');
      useUiStore.getState().showToast(t('replyAdded'));
    },
    onError: (e) => setError(`${t('replyFailed')} ${errorMessage(e)}`),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = inquiryReplyCreateSchema.safeParse({ content: text });
    if (!parsed.success) {
      setError(t(`errors.${parsed.error.issues[0]?.message === 'contentMax' ? 'contentMax' : 'contentRequired'}`));
      return;
    }
    setError(null);
    mutation.mutate(parsed.data.content);
  };

  return (
    <form className={styles.composer} onSubmit={onSubmit} noValidate>
      <Textarea
        id={fieldId}
        label={t('replyLabel')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(null);
        }}
        placeholder={t('replyPlaceholder')}
        maxLength={INQUIRY_CONTENT_MAX}
        height={80}
        error={error ?? undefined}
      />
      <Button type="submit" size="s" loading={mutation.isPending} className={styles.composerSend}>
        {t('replySend')}
      </Button>
    </form>
  );
}
