import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import type { Locale } from '@/lib/constants';
import { listCategoryGroups } from '@/lib/server/community/categories';
import { loadPostForEdit } from '@/lib/server/community/post-write';
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

// Create mode: /community/write[?category=<id>]; edit mode: /community/write?postId=<id>.
export default async function WritePage({ searchParams }: Props) {
  const locale = (await getLocale()) as Locale;
  const params = await searchParams;
  const postId = positiveInt(params.postId);
  if (params.postId !== undefined && postId === null) notFound();

  const [groups, post] = await Promise.all([listCategoryGroups(locale), postId ? loadPostForEdit(postId, locale) : null]);
  if (postId && !post) notFound();

  // Only sub-categories members can write in; admin-only ones are filtered per viewer in the form.
  const categories: WritableCategoryGroup[] = groups
    .map((group) => ({
      id: group.id,
      name: group.name,
      children: group.children
        .filter((c) => c.writable || c.id === post?.category_id)
        .map((c) => ({ id: c.id, name: c.name, admin_only: c.admin_only, post_type: c.post_type })),
    }))
    .filter((group) => group.children.length > 0);
  const requested = positiveInt(params.category);
  const defaultCategoryId = categories.some((g) => g.children.some((c) => c.id === requested && !c.admin_only)) ? requested : null;

  return (
    <ClientMessages namespaces={['community']}>
      <WriteForm categories={categories} post={post} defaultCategoryId={defaultCategoryId} />
    </ClientMessages>
  );
}
