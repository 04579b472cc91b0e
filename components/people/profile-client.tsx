'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import { Button } from '@/components/ui/button';
import { profileOptions, type FriendState, type PublicProfile } from '@/lib/api/people';
import { peopleKeys } from '@/lib/api/keys';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useUserStore } from '@/stores/user-store';
import { ChatButton } from './chat-button';
import { FriendButton } from './friend-button';
import { useBlockActions } from './use-block-actions';
import { UserMenu } from './user-menu';
import styles from './people.module.scss';

// The interactive parts of another member's profile page. The page is rendered on the server,
// which knows the reader only from the webview hand-off cookie; these parts ask the API for the
// reader's relation to the member (friend state, block) with the browser's own token.

type RelationView = { signedIn: boolean; relation: PublicProfile['relation'] };

function useRelation(profile: PublicProfile): RelationView {
  const hydrated = useHydrated();
  const token = useUserStore((s) => s.userToken);
  const signedIn = hydrated && Boolean(token);
  const query = useQuery({
    ...profileOptions(profile.uuid),
    enabled: signedIn,
    // The server's answer already holds the relation when it knew the reader.
    ...(profile.relation ? { initialData: profile } : {}),
  });
  if (!signedIn) return { signedIn: false, relation: null };
  return { signedIn: true, relation: query.data?.relation ?? profile.relation };
}

/** Friend, chat and unblock buttons under the profile header. */
export function ProfileActions({ profile }: { profile: PublicProfile }) {
  const t = useTranslations('user.profile');
  const tBlock = useTranslations('user.block');
  const tPersonal = useTranslations('user.personal');
  const queryClient = useQueryClient();
  const { signedIn, relation } = useRelation(profile);
  const { unblock } = useBlockActions();
  const nickname = profile.nickname ?? '';

  if (relation?.is_me) {
    return (
      <div className={styles.profileActions}>
        <span className={styles.stateLabel}>{t('itsYou')}</span>
        <Link href="/my" className={buttonClassName({ size: 's', variant: 'secondary' })}>
          {t('goToMyPage')}
        </Link>
        <Link href="/my/edit" className={buttonClassName({ size: 's' })}>
          {tPersonal('editProfile')}
        </Link>
      </div>
    );
  }
  if (relation?.is_blocked) {
    return (
      <div className={styles.profileActions}>
        <span className={styles.stateLabel}>{tBlock('blockedUser')}</span>
        <Button size="s" variant="secondary" loading={unblock.isPending} onClick={() => unblock.mutate(profile.uuid)}>
          {tBlock('unblock')}
        </Button>
      </div>
    );
  }
  const setState = (state: FriendState) =>
    queryClient.setQueryData<PublicProfile>(peopleKeys.profile(profile.uuid), (old) =>
      old?.relation ? { ...old, relation: { ...old.relation, friend: state } } : old,
    );
  return (
    <div className={styles.profileActions}>
      <FriendButton
        userUuid={profile.uuid}
        nickname={nickname}
        state={signedIn ? (relation?.friend ?? 'none') : 'none'}
        onStateChange={setState}
        size="s"
      />
      <ChatButton userUuid={profile.uuid} size="s" />
    </div>
  );
}

/** The "⋯" menu (report, block / unblock) in the profile header's corner; hidden on one's own profile. */
export function ProfileMenu({ profile }: { profile: PublicProfile }) {
  const { relation } = useRelation(profile);
  if (relation?.is_me) return null;
  return <UserMenu user={{ uuid: profile.uuid, nickname: profile.nickname }} isBlocked={Boolean(relation?.is_blocked)} />;
}

/** Hides the member's posts, comments and badges once the reader has blocked them. */
export function BlockedGate({ profile, children }: { profile: PublicProfile; children: ReactNode }) {
  const t = useTranslations('user.profile');
  const { relation } = useRelation(profile);
  if (relation?.is_blocked) {
    return <p className={styles.blockedNote}>{t('blockedMessage')}</p>;
  }
  return <>{children}</>;
}
