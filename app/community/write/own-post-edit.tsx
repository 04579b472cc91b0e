'use client';

import { useQuery } from '@tanstack/react-query';
import { notFound, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Header } from '@/components/layout/header';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { postEditSourceOptions } from '@/lib/api/posts-write';
import { useApiErrorMessage } from '@/lib/api/error-message';
import { ApiError } from '@/lib/api/request';
import { loginPathFor } from '@/lib/auth/next-path';
import { ERROR_CODES } from '@/lib/errors';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { goBack } from '@/lib/navigation/back-target';
import { useUserStore } from '@/stores/user-store';
import { WriteForm, type WritableCategoryGroup } from './write-form';
import styles from './write.module.scss';

export type OwnPostEditProps = { postId: number; categories: WritableCategoryGroup[] };

/**
 * The edit form when the server could not tell who is asking (a browser sign-in lives in local
 * storage): the post is loaded with the member's token from the edit-source API, which answers
 * its author only. Anyone else gets the 404 page; a guest is sent to log in first.
 */
export function OwnPostEdit({ postId, categories }: OwnPostEditProps) {
  const t = useTranslations('community.write');
  const errorMessage = useApiErrorMessage();
  const router = useRouter();
  const hydrated = useHydrated();
  const token = useUserStore((s) => s.userToken);
  const source = useQuery({ ...postEditSourceOptions(postId), enabled: hydrated && Boolean(token) });

  useEffect(() => {
    if (hydrated && !token) router.replace(loginPathFor(`/community/write?postId=${postId}`));
  }, [hydrated, token, router, postId]);

  const { error } = source;
  if (error instanceof ApiError && (error.code === ERROR_CODES.NOT_FOUND.code || error.code === ERROR_CODES.FORBIDDEN.code)) notFound();

  if (source.data) return <WriteForm categories={categories} post={source.data} />;

  const header = <Header title={t('titleEdit')} onBack={() => goBack(router)} />;
  if (error) {
    return (
      <>
        {header}
        <main id="main">
          <ErrorState message={errorMessage(error)} onRetry={() => void source.refetch()} />
        </main>
      </>
    );
  }
  return (
    <>
      {header}
      <main id="main" className={styles.center}>
        <Spinner announce size={28} />
      </main>
    </>
  );
}
