import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { listCategoryGroups } from '@/lib/server/community/categories';
import { pageViewer } from '@/lib/server/community/page-viewer';
import { editPageSource } from '@/lib/server/community/post-write';
import { OwnPostEdit } from './own-post-edit';
import { WriteForm, type WritableCategoryGroup } from './write-form';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function positiveInt(raw: string | string[] | undefined): number | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations('community.write');
  const { postId } = await searchParams;
  return { title: t(postId ? 'titleEdit' : 'titleCreate'), robots: { index: false } };
}

// Create mode: /community/write[?category=<id>]; edit mode: /community/write?postId=<id>, for the
// post's author only (see editPageSource: the content is never rendered for anyone else).
export default async function WritePage({ searchParams }: Props) {
  const locale = await getLocale();
  const params = await searchParams;
  const postId = positiveInt(params.postId);
  if (params.postId !== undefined && postId === null) notFound();

  const [groups, source] = await Promise.all([
    listCategoryGroups(locale),
    postId ? pageViewer().then((viewer) => editPageSource(postId, viewer, locale)) : null,
  ]);
  if (postId && !source) notFound();
  const post = source?.kind === 'author' ? source.post : null;
  const postCategoryId = source?.kind === 'author' ? source.post.category_id : source?.categoryId;

  // Only sub-categories members can write in; admin-only ones are filtered per viewer in the form.
  const categories: WritableCategoryGroup[] = groups
    .map((group) => ({
      id: group.id,
      name: group.name,
      children: group.children
        .filter((c) => c.writable || c.id === postCategoryId)
        .map((c) => ({ id: c.id, name: c.name, admin_only: c.admin_only, post_type: c.post_type })),
    }))
    .filter((group) => group.children.length > 0);
  const requested = positiveInt(params.category);
  const defaultCategoryId = categories.some((g) => g.children.some((c) => c.id === requested && !c.admin_only)) ? requested : null;

  return (
    <ClientMessages namespaces={['community']}>
      {postId && source?.kind === 'unknown' ? (
        <OwnPostEdit postId={postId} categories={categories} />
      ) : (
        <WriteForm categories={categories} post={post} defaultCategoryId={defaultCategoryId} />
      )}
    </ClientMessages>
  );
}
