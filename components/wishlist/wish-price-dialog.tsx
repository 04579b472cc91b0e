'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import type { WishItemDto } from '@/lib/api/wishlist';
import { PriceInput } from './price-input';

export type WishPriceDialogProps = {
  entry: WishItemDto | null;
  onClose: () => void;
  onSave: (entry: WishItemDto, price: number | null) => void;
};

/** Names, changes or clears the price of one of the owner's entries. */
export function WishPriceDialog({ entry, onClose, onSave }: WishPriceDialogProps) {
  const t = useTranslations('shared.wishlist');
  // Keyed by the entry: each opening starts from that entry's price.
  const [draft, setDraft] = useState<{ id: number; price: number | null } | null>(null);
  const price = draft && entry && draft.id === entry.id ? draft.price : (entry?.price ?? null);
  const close = () => {
    setDraft(null);
    onClose();
  };
  return (
    <Modal
      open={entry !== null}
      onClose={close}
      title={entry ? t('priceDialogTitle', { name: entry.item.name }) : ''}
      okLabel={t('priceSave')}
      onOk={() => {
        if (entry) onSave(entry, price);
        close();
      }}
    >
      {entry && (
        <PriceInput
          itemId={entry.item_id}
          wishType={entry.wish_type}
          value={price}
          onChange={(p) => setDraft({ id: entry.id, price: p })}
        />
      )}
    </Modal>
  );
}
