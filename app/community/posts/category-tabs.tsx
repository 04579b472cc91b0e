import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import type { CategoryGroupDto } from '@/lib/validation/categories';
import { withLanguage, type LanguageFilter } from '@/lib/validation/post-language';
import { ActiveTabScroller } from './active-tab-scroller';
import styles from './posts.module.scss';

/** The spec's category groups, and the boards of the chosen group; the links keep "all languages". Server-compatible links. */
export function CategoryTabs({ groups, selected, language }: { groups: CategoryGroupDto[]; selected: number; language: LanguageFilter }) {
  const t = useTranslations('community.list');
  const href = (id: number) => withLanguage(`/community/posts?category=${id}`, language);
  const group = groups.find((g) => g.id === selected || g.children.some((c) => c.id === selected)) ?? groups[0];
  return (
    <nav className={styles.tabs} aria-label={t('groups')}>
      <ul className={styles.groupTabs} role="list">
        {groups.map((g) => (
          <li key={g.id}>
            <Link href={href(g.id)} className={styles.groupTab} aria-current={g.id === group?.id ? 'page' : undefined} scroll={false}>
              {g.name}
            </Link>
          </li>
        ))}
      </ul>
      {group && group.children.length > 0 && (
        <ul className={styles.childTabs} role="list" aria-label={t('children', { group: group.name })}>
          <li>
            <Link href={href(group.id)} className={styles.childTab} aria-current={selected === group.id ? 'page' : undefined}>
              {t('groupAll', { group: group.name })}
            </Link>
          </li>
          {group.children.map((c) => (
            <li key={c.id}>
              <Link href={href(c.id)} className={styles.childTab} aria-current={selected === c.id ? 'page' : undefined}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ActiveTabScroller />
    </nav>
  );
}
