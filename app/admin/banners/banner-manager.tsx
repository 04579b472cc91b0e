'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmButton } from '@/components/admin/confirm-button';
import { CheckField, TextField } from '@/components/admin/fields';
import { formatDateTime, fromLocalInput, toLocalInput } from '@/components/admin/format';
import { ImageField } from '@/components/admin/image-field';
import { PageHead } from '@/components/admin/page-head';
import { QueryView } from '@/components/admin/query-view';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useFormErrors } from '@/components/admin/use-form-errors';
import styles from '@/components/admin/admin.module.scss';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { bannersOptions, createBanner, deleteBanner, reorderBanners, updateBanner, type AdminBannerDto } from '@/lib/api/admin';
import { BANNER_TITLE_MAX, bannerInputSchema, type BannerInput } from '@/lib/validation/admin';
import own from './banner-manager.module.scss';

/** The community main page's event banners: order, on/off, dates, create, edit, delete. */
export function BannerManager() {
  const t = useTranslations('ui.admin.banners');
  const banners = useQuery(bannersOptions());
  const [editing, setEditing] = useState<AdminBannerDto | 'new' | null>(null);
  const order = useAdminAction((ids: number[]) => reorderBanners(ids), { done: t('orderChanged') });
  const move = (list: AdminBannerDto[], index: number, by: -1 | 1) => {
    const ids = list.map((b) => b.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    order.mutate(ids);
  };
  return (
    <div className={styles.page}>
      <PageHead title={t('title')} lead={t('lead')}>
        <Button size="s" onClick={() => setEditing('new')}>
          {t('create')}
        </Button>
      </PageHead>
      <QueryView query={banners} isEmpty={(d) => d.length === 0} empty={t('empty')}>
        {(list) => (
          <ol className={styles.list}>
            {list.map((banner, index) => (
              <li key={banner.id}>
                <BannerRow
                  banner={banner}
                  first={index === 0}
                  last={index === list.length - 1}
                  moving={order.isPending}
                  onMove={(by) => move(list, index, by)}
                  onEdit={() => setEditing(banner)}
                />
              </li>
            ))}
          </ol>
        )}
      </QueryView>
      {editing && <BannerForm banner={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

function BannerRow({
  banner,
  first,
  last,
  moving,
  onMove,
  onEdit,
}: {
  banner: AdminBannerDto;
  first: boolean;
  last: boolean;
  moving: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
}) {
  const t = useTranslations('ui.admin');
  const locale = useLocale();
  const toggle = useAdminAction(() => updateBanner(banner.id, { active: !banner.active }), { done: t('banners.saved') });
  const remove = useAdminAction(() => deleteBanner(banner.id), { done: t('banners.deleted') });
  const title = locale === 'zh-TW' ? banner.title_zh_tw : banner.title_ko;
  const status = banner.live ? 'live' : banner.active ? 'scheduled' : 'off';
  return (
    <article className={`${styles.card} ${own.banner}`}>
      <img src={banner.image} alt="" className={own.image} />
      <div className={styles.rowMain}>
        <span className={styles.meta}>
          <span className={styles.pill} data-tone={status === 'live' ? 'ok' : status === 'off' ? 'muted' : 'warn'}>
            {t(`banners.${status}`)}
          </span>
          <span>
            {banner.starts_at || banner.ends_at
              ? t('banners.period', {
                  start: formatDateTime(banner.starts_at, locale) || '…',
                  end: formatDateTime(banner.ends_at, locale) || '…',
                })
              : t('banners.always')}
          </span>
        </span>
        <h2 className={own.title}>{title}</h2>
        {banner.link_url && <code className={styles.hint}>{banner.link_url}</code>}
      </div>
      <div className={styles.actions}>
        <Button
          size="xs"
          variant="secondary"
          disabled={first || moving}
          onClick={() => onMove(-1)}
          aria-label={`${t('banners.moveUp')}: ${title}`}
        >
          ▲ {t('banners.moveUp')}
        </Button>
        <Button
          size="xs"
          variant="secondary"
          disabled={last || moving}
          onClick={() => onMove(1)}
          aria-label={`${t('banners.moveDown')}: ${title}`}
        >
          ▼ {t('banners.moveDown')}
        </Button>
        <Button size="xs" variant="secondary" loading={toggle.isPending} onClick={() => toggle.mutate(undefined)}>
          {banner.active ? t('banners.deactivate') : t('banners.activate')}
        </Button>
        <Button size="xs" variant="secondary" onClick={onEdit}>
          {t('common.edit')}
        </Button>
        <ConfirmButton
          size="xs"
          danger
          loading={remove.isPending}
          message={t('banners.confirmDelete', { title })}
          onConfirm={() => remove.mutateAsync(undefined).catch(() => undefined)}
        >
          {t('common.delete')}
        </ConfirmButton>
      </div>
    </article>
  );
}

function BannerForm({ banner, onClose }: { banner?: AdminBannerDto; onClose: () => void }) {
  const t = useTranslations('ui.admin');
  const locale = useLocale();
  const form = useFormErrors();
  const [draft, setDraft] = useState({
    title_ko: banner?.title_ko ?? '',
    title_zh_tw: banner?.title_zh_tw ?? '',
    image: banner?.image ?? '',
    link_url: banner?.link_url ?? '',
    active: banner?.active ?? true,
    starts_at: toLocalInput(banner?.starts_at, locale),
    ends_at: toLocalInput(banner?.ends_at, locale),
  });
  const edit = (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = useAdminAction((body: BannerInput) => (banner ? updateBanner(banner.id, body) : createBanner(body)), {
    done: banner ? t('banners.saved') : t('banners.created'),
    onSuccess: onClose,
  });
  const submit = () => {
    const body = form.check(bannerInputSchema, {
      ...draft,
      link_url: draft.link_url || null,
      starts_at: fromLocalInput(draft.starts_at, locale),
      ends_at: fromLocalInput(draft.ends_at, locale),
    });
    if (body) save.mutate(body, { onError: form.fromApi });
  };
  return (
    <Modal
      open
      onClose={onClose}
      width={640}
      title={banner ? t('common.edit') : t('banners.createTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button loading={save.isPending} onClick={submit}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <TextField
          label={t('banners.titleKo')}
          lang="ko"
          value={draft.title_ko}
          maxLength={BANNER_TITLE_MAX}
          onChange={(e) => edit({ title_ko: e.target.value })}
          error={form.error('title_ko')}
        />
        <TextField
          label={t('banners.titleZh')}
          lang="zh-TW"
          value={draft.title_zh_tw}
          maxLength={BANNER_TITLE_MAX}
          onChange={(e) => edit({ title_zh_tw: e.target.value })}
          error={form.error('title_zh_tw')}
        />
        <ImageField
          label={t('banners.image')}
          purpose="banner"
          value={draft.image}
          onChange={(image) => edit({ image })}
          error={form.error('image')}
        />
        <TextField
          label={t('banners.link')}
          mono
          value={draft.link_url}
          placeholder="/community"
          onChange={(e) => edit({ link_url: e.target.value })}
          error={form.error('link_url')}
        />
        <div className={styles.grid2}>
          <TextField
            type="datetime-local"
            label={t('banners.startsAt')}
            value={draft.starts_at}
            onChange={(e) => edit({ starts_at: e.target.value })}
            error={form.error('starts_at')}
          />
          <TextField
            type="datetime-local"
            label={t('banners.endsAt')}
            value={draft.ends_at}
            onChange={(e) => edit({ ends_at: e.target.value })}
            error={form.error('ends_at')}
          />
        </div>
        <CheckField label={t('banners.active')} checked={draft.active} onChange={(e) => edit({ active: e.target.checked })} />
      </div>
    </Modal>
  );
}
