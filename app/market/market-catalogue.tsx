'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { ItemCard } from '@/components/items/item-card';
import { ItemDetailModal, type ItemDetailTab } from '@/components/items/item-detail-modal';
import { EmptyState } from '@/components/ui/empty-state';
import type { ItemDto } from '@/lib/api/items';
import styles from './market.module.scss';

type Props = { items: ItemDto[]; openUuid: string | null; openTab?: ItemDetailTab | null; emptyMessage: string };

/** The catalogue grid; an item opens in the detail modal, and `?item=<uuid>` (`&tab=prices`…) links straight to it. */
export function MarketCatalogue({ items, openUuid, openTab = null, emptyMessage }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [opened, setOpened] = useState<{ uuid: string; item: ItemDto | null; tab?: ItemDetailTab } | null>(
    openUuid ? { uuid: openUuid, item: items.find((i) => i.uuid === openUuid) ?? null, tab: openTab ?? undefined } : null,
  );

  const hrefFor = (uuid: string | null) => {
    const next = new URLSearchParams(searchParams.toString());
    if (uuid) next.set('item', uuid);
    else next.delete('item');
    next.delete('tab');
    const qs = next.toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };

  const open = (item: ItemDto) => {
    setOpened({ uuid: item.uuid, item });
    // The address names the open item so it can be shared; no new history entry per item.
    router.replace(hrefFor(item.uuid), { scroll: false });
  };
  const close = () => {
    setOpened(null);
    router.replace(hrefFor(null), { scroll: false });
  };

  return (
    <>
      {items.length === 0 ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <ul className={styles.grid}>
          {items.map((item) => (
            <li key={item.id}>
              <ItemCard item={item} href={hrefFor(item.uuid)} onOpen={open} />
            </li>
          ))}
        </ul>
      )}
      <ItemDetailModal
        open={opened !== null}
        onClose={close}
        itemUuid={opened?.uuid ?? null}
        initialItem={opened?.item ?? null}
        initialTab={opened?.tab}
      />
    </>
  );
}
