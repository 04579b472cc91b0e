'use client';

import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { ReportModal } from '@/components/people/report-modal';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { HelpTip } from '@/components/ui/help-tip';
import { LocalToast, useItemToast } from '@/components/ui/toast';
import { ItemRefError, itemDetailOptions, requireItemRef, requireItemUuid, type ItemDetailDto, type ItemDto } from '@/lib/api/items';
import { useManageWishItemMutation, type ManageResultDto, type WishType } from '@/lib/api/wishlist';
import { SLIME_TICK_MS } from '@/lib/constants';
import { WISH_TYPES } from '@/lib/enums';
import { useRequireLogin } from '@/lib/hooks/use-require-login';
import { isSlimeEquipmentType } from '@/lib/items/catalog';
import { useUserStore } from '@/stores/user-store';
import { GradeBadge, ItemTypeTag, Price } from './item-labels';
import { Slime, SpriteSheet } from './slime';
import { TabList, TabPanel } from './tab-list';
import { WishUsersList } from './wish-users-list';
import styles from './item-detail-modal.module.scss';

// The market tab (ladder, history chart, alert form) loads when the tab is first opened.
const ItemPricesPanel = dynamic(() => import('@/components/prices/item-prices-panel').then((m) => m.ItemPricesPanel), { ssr: false });

export type ItemDetailTab = 'info' | 'prices' | 'sellers' | 'buyers';
const TABS: readonly ItemDetailTab[] = ['info', 'prices', 'sellers', 'buyers'];

export type ItemDetailModalProps = {
  open: boolean;
  onClose: () => void;
  /** The item's id or uuid; one is required, else the modal shows "item id required". */
  itemId?: number | null;
  itemUuid?: string | null;
  /** Shown at once while the full detail loads (e.g. the card's item). */
  initialItem?: ItemDto | null;
  initialTab?: ItemDetailTab;
  /** After the reader's buy or sell list changed from here. */
  onWishChange?: (result: ManageResultDto) => void;
};

/** Item detail: tabs info (default), prices, sellers and buyers; each loads only while its tab is active. */
export function ItemDetailModal({ open, onClose, itemId, itemUuid, initialItem, initialTab = 'info', onWishChange }: ItemDetailModalProps) {
  const t = useTranslations('shared.itemDetail');
  const readerId = useUserStore((s) => s.user?.id ?? null);
  const ref = { id: itemId ?? initialItem?.id ?? null, uuid: itemUuid ?? initialItem?.uuid ?? null };
  // Same query as the body's (deduplicated), here only for the title.
  const options = itemDetailOptions(ref, readerId);
  const detail = useQuery({ ...options, enabled: open && options.enabled });
  const name = detail.data?.name ?? initialItem?.name;
  return (
    <Modal open={open} onClose={onClose} title={name ?? t('title')} footer={null} className={styles.modal}>
      {open && (
        <ItemDetailBody
          itemId={itemId ?? initialItem?.id ?? null}
          itemUuid={itemUuid ?? initialItem?.uuid ?? null}
          initialItem={initialItem ?? null}
          initialTab={initialTab}
          onWishChange={onWishChange}
        />
      )}
    </Modal>
  );
}

type BodyProps = {
  itemId: number | null;
  itemUuid: string | null;
  initialItem: ItemDto | null;
  initialTab: ItemDetailTab;
  onWishChange?: (result: ManageResultDto) => void;
};

function ItemDetailBody({ itemId, itemUuid, initialItem, initialTab, onWishChange }: BodyProps) {
  const t = useTranslations('shared.itemDetail');
  const tWish = useTranslations('shared.wishlist');
  const tStates = useTranslations('shared.states');
  const tPrices = useTranslations('prices');
  const idPrefix = useId();
  const [tab, setTab] = useState<ItemDetailTab>(initialTab);
  const [reporting, setReporting] = useState(false);
  const tActions = useTranslations('shared.actions');
  const toast = useItemToast();
  const requireLogin = useRequireLogin();
  const router = useRouter();
  const readerId = useUserStore((s) => s.user?.id ?? null);
  const ref = { id: itemId, uuid: itemUuid };

  let refError: ItemRefError | null = null;
  try {
    requireItemRef(ref);
  } catch (error) {
    refError = error instanceof ItemRefError ? error : new ItemRefError('itemIdRequired');
  }

  const detailOptions = itemDetailOptions(ref, readerId);
  const detail = useQuery({ ...detailOptions, enabled: detailOptions.enabled && !refError });
  const item: ItemDto | ItemDetailDto | null = detail.data ?? initialItem;
  const wished = detail.data?.wished ?? null;

  // The hook brings the cache up to date; the page behind the modal may show the item's counts
  // rendered on the server (the market's cards), and the router keeps pages for Back: both are read again.
  const manage = useManageWishItemMutation({
    onSuccess: (result, { wishType, remove }) => {
      router.refresh();
      onWishChange?.(result);
      if (remove) toast.showToast(tWish('removed'));
      else toast.showToast(wishType === 'buy' ? tWish('wishlistAdded') : tWish('salelistAdded'));
    },
    onError: (error, { wishType, remove }) => {
      if (error instanceof ItemRefError) toast.showToast(t(`errors.${error.key}`));
      else if (remove) toast.showToast(tWish('removeFailed'));
      else toast.showToast(wishType === 'buy' ? tWish('wishlistAddFailed') : tWish('salelistAddFailed'));
    },
  });

  if (refError) {
    return <ErrorState message={t(`errors.${refError.key}`)} />;
  }
  if (!item) {
    if (detail.isError) return <ErrorState message={t('loadFailed')} onRetry={() => void detail.refetch()} />;
    return (
      <p className={styles.loading} role="status">
        {tStates('loading')}
      </p>
    );
  }

  const onWish = (wishType: WishType) =>
    requireLogin(() => {
      try {
        requireItemUuid({ uuid: item.uuid });
      } catch (error) {
        if (error instanceof ItemRefError) toast.showToast(t(`errors.${error.key}`));
        return;
      }
      manage.mutate({ uuid: item.uuid ?? itemUuid, wishType, remove: Boolean(wished?.[wishType]) });
    });

  const tabLabel = (key: ItemDetailTab) => {
    if (key === 'prices') return tPrices('tab');
    if (key === 'sellers') return `${t('tabs.sellers')} ${item.seller_count}`;
    if (key === 'buyers') return `${t('tabs.buyers')} ${item.buyer_count}`;
    return t('tabs.info');
  };

  return (
    <div className={styles.body}>
      <TabList
        label={t('tabsLabel')}
        idPrefix={idPrefix}
        tabs={TABS.map((key) => ({ key, label: tabLabel(key) }))}
        active={tab}
        onChange={setTab}
      />
      <TabPanel idPrefix={idPrefix} tabKey="info" active={tab === 'info'} className={styles.panel}>
        <ItemInfo item={item} detail={detail.data ?? null} />
      </TabPanel>
      <TabPanel idPrefix={idPrefix} tabKey="prices" active={tab === 'prices'} className={styles.panel}>
        {item.id ? <ItemPricesPanel itemId={item.id} active={tab === 'prices'} /> : null}
      </TabPanel>
      <TabPanel idPrefix={idPrefix} tabKey="sellers" active={tab === 'sellers'} className={styles.panel}>
        <WishUsersList itemId={item.id ?? null} wishType="sell" active={tab === 'sellers'} />
      </TabPanel>
      <TabPanel idPrefix={idPrefix} tabKey="buyers" active={tab === 'buyers'} className={styles.panel}>
        <WishUsersList itemId={item.id ?? null} wishType="buy" active={tab === 'buyers'} />
      </TabPanel>
      <div className={styles.actions}>
        {WISH_TYPES.map((wishType) => {
          const listed = Boolean(wished?.[wishType]);
          const label =
            wishType === 'buy'
              ? listed
                ? tWish('removeFromBuy')
                : tWish('addToBuy')
              : listed
                ? tWish('removeFromSell')
                : tWish('addToSell');
          return (
            <Button
              key={wishType}
              size="s"
              variant={listed ? 'secondary' : wishType === 'buy' ? 'primary' : 'secondary'}
              loading={manage.isPending && manage.variables?.wishType === wishType}
              disabled={readerId !== null && detail.isPending}
              aria-pressed={listed}
              onClick={() => onWish(wishType)}
            >
              {label}
            </Button>
          );
        })}
      </div>
      {readerId === null && <p className={styles.hint}>{t('loginToTrade')}</p>}
      <Button size="xs" variant="ghost" onClick={() => requireLogin(() => setReporting(true))}>
        {tActions('report')}
      </Button>
      <ReportModal
        open={reporting}
        onClose={() => setReporting(false)}
        target={{
          type: 'item',
          id: item.uuid,
          submitItem: { id: item.id, uuid: item.uuid, name: item.name, item_type: item.item_type, item_rating: item.item_rating },
          contextId: 'item-detail',
        }}
      />
      <LocalToast toast={toast} />
    </div>
  );
}

function ItemInfo({ item, detail }: { item: ItemDto; detail: ItemDetailDto | null }) {
  const t = useTranslations('shared.itemDetail');
  const tItem = useTranslations('shared.item');
  const equipment = isSlimeEquipmentType(item.item_type);
  const object = detail?.equipment_objects[0];

  let art;
  if (equipment) {
    art = (
      <Slime
        size={160}
        label={t('preview')}
        equipped={[{ ...item, display_order: object?.display_order ?? null, sprite_img: item.sprite_img ?? object?.image ?? null }]}
      />
    );
  } else if (item.sprite_img && (item.sprite_frame ?? 1) > 1) {
    // A slime item's sheet is its own blink-and-bob cycle: the slime tick, not the 12 fps effect speed.
    art = <SpriteSheet src={item.sprite_img} frames={item.sprite_frame ?? 1} size={160} fps={1000 / SLIME_TICK_MS} label={item.name} />;
  } else {
    art = <img src={item.image} alt={item.name} width={128} height={128} className={styles.image} />;
  }

  return (
    <div className={styles.info}>
      <div className={styles.stage}>
        {art}
        {equipment && <img src={item.image} alt="" width={48} height={48} className={styles.icon} />}
      </div>
      <h3 className={styles.name}>{item.name}</h3>
      <div className={styles.tags}>
        <GradeBadge grade={item.item_rating} />
        <ItemTypeTag itemType={item.item_type} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{tItem('priceLabel')}</dt>
          <dd>
            <Price price={item.price} />
          </dd>
        </div>
        <div>
          <dt>
            {tItem('ratingScore')}
            <HelpTip label={tItem('ratingScoreHelpLabel')}>{tItem('ratingScoreHelp')}</HelpTip>
          </dt>
          <dd>{item.rating_score}</dd>
        </div>
      </dl>
      <p className={styles.traders}>
        <span>{t('sellerCount', { count: item.seller_count })}</span>
        <span>{t('buyerCount', { count: item.buyer_count })}</span>
      </p>
      {detail && (detail.matches?.sellers ?? 0) > 0 && (
        <p className={styles.match} data-testid="item-match">
          {t('matchSellers', { count: detail.matches.sellers })}
        </p>
      )}
      {detail && (detail.matches?.buyers ?? 0) > 0 && (
        <p className={styles.match} data-testid="item-match">
          {t('matchBuyers', { count: detail.matches.buyers })}
        </p>
      )}
      <p className={styles.description}>{item.description || tItem('noDescription')}</p>
    </div>
  );
}
