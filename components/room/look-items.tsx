import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import type { LookDto } from '@/lib/validation/room';
import { lookItemsBySlot } from './look-label';
import styles from './look-view.module.scss';

/** The items of a look, each linked to its item detail (sellers and buyers) on the market. */
export async function LookItems({ look, headingLevel = 2 }: { look: LookDto; headingLevel?: 2 | 3 }) {
  const t = await getTranslations('user.room');
  const items = lookItemsBySlot(look);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.card} aria-labelledby={`look-items-${look.uuid}`}>
      <Heading id={`look-items-${look.uuid}`} className={styles.heading}>
        {t('items')}
      </Heading>
      {items.length === 0 ? (
        <p className={styles.empty}>{t('itemsEmpty')}</p>
      ) : (
        <>
          <p className={styles.hint}>{t('itemsHint')}</p>
          <ul className={styles.items}>
            {items.map(({ slot, item }) => (
              <li key={item.id}>
                <Link href={`/market?item=${item.uuid}`} className={styles.item} data-testid="look-item">
                  <img src={item.image} alt="" width={40} height={40} />
                  <span className={styles.itemText}>
                    <span className={styles.itemName}>{item.name}</span>
                    <span className={styles.slot}>
                      {t(`slots.${slot}`)} ·{' '}
                      <span className={styles.grade}>
                        <span className={styles.gradeDot} style={{ background: item.grade_color }} aria-hidden />
                        {item.item_rating}
                      </span>
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
