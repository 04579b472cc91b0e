'use client';

import { clsx } from 'clsx';
import dynamic from 'next/dynamic';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { profileHref } from './nickname-with-badge';
import { ReportModal, type ReportTarget } from './report-modal';
import { useBlockActions } from './use-block-actions';

// The rights-infringement form (its validation and picker) loads when someone opens it, not with every page that has this menu.
const TakedownModal = dynamic(() => import('@/components/community/takedown/takedown-modal').then((m) => m.TakedownModal), {
  ssr: false,
});
import styles from './people.module.scss';

export type UserMenuProps = {
  user: { uuid: string; nickname: string | null };
  /** What "report" reports: the member by default, or their post or comment. */
  reportTarget?: ReportTarget;
  /** The reader already blocked this member (the entry then unblocks). */
  isBlocked?: boolean;
  /** Show a "view profile" entry first. */
  showProfileLink?: boolean;
  /** After a block or unblock (e.g. leave a post that is now hidden). */
  onBlockChange?: (blocked: boolean) => void;
  className?: string;
};

const REPORT_LABEL = {
  user: 'reportUser',
  post: 'reportPost',
  comment: 'reportComment',
  item: 'title',
  trade_review: 'reportTradeReview',
} as const;

/**
 * The "⋯" menu beside a member's name: view profile, report (behind the report confirmation, then
 * the report form) and block (behind the block confirmation) or unblock. Guests get the
 * login-required dialog from the confirmation.
 */
export function UserMenu({ user, reportTarget, isBlocked = false, showProfileLink = false, onBlockChange, className }: UserMenuProps) {
  const t = useTranslations('user.menu');
  const tReport = useTranslations('user.report');
  const tBlock = useTranslations('user.block');
  const tTakedown = useTranslations('community.takedown');
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<'report' | 'block' | 'takedown' | null>(null);
  const [reportOpen, setReportOpen] = useState(false);
  const [takedownOpen, setTakedownOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const nickname = user.nickname ?? '';
  const target: ReportTarget = reportTarget ?? { type: 'user', id: user.uuid };
  const { block, unblock } = useBlockActions({ onChange: onBlockChange });

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  // A post may also be asked down for infringing a right (임시조치).
  const takedownPostId = target.type === 'post' && typeof target.id === 'number' ? target.id : null;

  const choose = (action: 'report' | 'block' | 'unblock' | 'takedown') => {
    setOpen(false);
    if (action === 'unblock') unblock.mutate(user.uuid);
    else setDialog(action);
  };

  return (
    <div ref={rootRef} className={clsx(styles.menuRoot, className)}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('label', { nickname })}
        onClick={() => setOpen((v) => !v)}
      />
      {open && (
        <div id={menuId} role="menu" aria-label={t('label', { nickname })} className={styles.menu} onKeyDown={onMenuKey}>
          {showProfileLink && (
            <Link role="menuitem" href={profileHref(user.uuid)} className={styles.menuItem} onClick={() => setOpen(false)}>
              {t('viewProfile')}
            </Link>
          )}
          <button type="button" role="menuitem" className={styles.menuItem} onClick={() => choose('report')}>
            {tReport(REPORT_LABEL[target.type])}
          </button>
          {takedownPostId !== null && (
            <button type="button" role="menuitem" className={styles.menuItem} onClick={() => choose('takedown')}>
              {tTakedown('menu')}
            </button>
          )}
          {isBlocked ? (
            <button type="button" role="menuitem" className={styles.menuItem} onClick={() => choose('unblock')}>
              {t('unblock')}
            </button>
          ) : (
            <button type="button" role="menuitem" className={styles.menuItem} data-danger onClick={() => choose('block')}>
              {t('block')}
            </button>
          )}
        </div>
      )}

      <ConfirmDialog
        kind="report"
        open={dialog === 'report'}
        onClose={() => setDialog(null)}
        onConfirm={() => setReportOpen(true)}
        title={tReport('confirmTitle')}
        message={tReport('confirmMessage')}
      />
      <ConfirmDialog
        kind="block"
        open={dialog === 'block'}
        onClose={() => setDialog(null)}
        onConfirm={() => block.mutate(user.uuid)}
        loading={block.isPending}
        title={tBlock('blockTitle', { nickname })}
        message={tBlock('blockDescription')}
        confirmLabel={tBlock('block')}
      />
      <ReportModal open={reportOpen} onClose={() => setReportOpen(false)} target={target} />
      {takedownPostId !== null && (
        <>
          <ConfirmDialog
            kind="report"
            open={dialog === 'takedown'}
            onClose={() => setDialog(null)}
            onConfirm={() => setTakedownOpen(true)}
            title={tTakedown('confirmTitle')}
            message={tTakedown('confirmMessage')}
          />
          {takedownOpen && <TakedownModal postId={takedownPostId} open onClose={() => setTakedownOpen(false)} />}
        </>
      )}
    </div>
  );
}
