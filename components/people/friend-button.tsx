'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useApiErrorMessage } from '@/lib/api/error-message';
import { PEOPLE_ERRORS, useFriendActionMutation, type FriendAction, type FriendState } from '@/lib/api/people';
import { useRequireLogin } from '@/lib/hooks/use-require-login';
import { useUiStore } from '@/stores/ui-store';
import styles from './people.module.scss';

export type FriendButtonProps = {
  userUuid: string;
  nickname: string;
  state: FriendState;
  /** Told the new state after each action (the caller keeps the relation). */
  onStateChange?: (state: FriendState) => void;
  size?: 's' | 'm';
};

const SUCCESS: Record<FriendAction, string> = {
  send: 'requestSent',
  accept: 'accepted',
  decline: 'declined',
  cancel: 'cancelled',
  remove: 'removed',
};
const FAILURE: Record<FriendAction, string> = {
  send: 'friendAddFailed',
  accept: 'acceptFailed',
  decline: 'declineFailed',
  cancel: 'cancelFailed',
  remove: 'friendDeleteFailed',
};

/** The spec's friend relation as buttons: add → request pending (cancel) → friends (remove); accept or decline a request received. */
export function FriendButton({ userUuid, nickname, state, onStateChange, size = 'm' }: FriendButtonProps) {
  const t = useTranslations('user.friend');
  const errorMessage = useApiErrorMessage();
  const showToast = useUiStore((s) => s.showToast);
  const requireLogin = useRequireLogin();
  const [confirmRemove, setConfirmRemove] = useState(false);

  // Afterwards the hook reads the friends, the requests and this member's profile again.
  const act = useFriendActionMutation(userUuid, {
    onSuccess: (result, action) => {
      setConfirmRemove(false);
      showToast(t(SUCCESS[action]));
      onStateChange?.(result.state);
    },
    onError: (error, action) => {
      setConfirmRemove(false);
      // Someone else moved first (the other side sent or answered meanwhile): show it; the hook re-reads.
      showToast(
        errorMessage(error, `user.friend.${FAILURE[action]}`, { ...PEOPLE_ERRORS, conflict: 'user.friend.alreadyFriendsOrPending' }),
      );
    },
  });

  const run = (action: FriendAction) =>
    requireLogin(() => {
      if (!act.isPending) act.mutate(action);
    });
  const busy = (action: FriendAction) => act.isPending && act.variables === action;

  return (
    <div className={styles.friendButtons} data-state={state}>
      {state === 'none' && (
        <Button size={size} onClick={() => run('send')} loading={busy('send')}>
          {t('actions.add')}
        </Button>
      )}
      {state === 'pending_outgoing' && (
        <>
          <span className={styles.stateLabel}>{t('state.pending')}</span>
          <Button size={size} variant="secondary" onClick={() => run('cancel')} loading={busy('cancel')}>
            {t('actions.cancel')}
          </Button>
        </>
      )}
      {state === 'pending_incoming' && (
        <>
          <Button size={size} onClick={() => run('accept')} loading={busy('accept')}>
            {t('actions.accept')}
          </Button>
          <Button size={size} variant="secondary" onClick={() => run('decline')} loading={busy('decline')}>
            {t('actions.decline')}
          </Button>
        </>
      )}
      {state === 'friends' && (
        <>
          <span className={styles.stateLabel} data-friends>
            {t('state.friends')}
          </span>
          <Button size={size} variant="secondary" onClick={() => setConfirmRemove(true)}>
            {t('actions.remove')}
          </Button>
        </>
      )}
      <ConfirmDialog
        kind="delete"
        open={confirmRemove}
        onClose={() => setConfirmRemove(false)}
        onConfirm={() => act.mutate('remove')}
        loading={busy('remove')}
        title={t('removeTitle')}
        message={t('removeConfirm', { nickname })}
        confirmLabel={t('actions.remove')}
      />
    </div>
  );
}
