'use client';

import { clsx } from 'clsx';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { BilingualFields } from '@/components/admin/bilingual-fields';
import { ConfirmButton } from '@/components/admin/confirm-button';
import { FormCheckField, FormImageField, FormTextField, useEditorForm } from '@/components/admin/editor-form';
import { formatDateTime, fromLocalInput, toLocalInput } from '@/components/admin/format';
import { PageHead } from '@/components/admin/page-head';
import { QueryView } from '@/components/admin/query-view';
import { useAdminAction } from '@/components/admin/use-admin-action';
import styles from '@/components/admin/admin.module.scss';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { bannersOptions, createBanner, deleteBanner, reorderBanners, updateBanner, type AdminBannerDto } from '@/lib/api/admin';
import type { Locale } from '@/lib/constants';
import { BANNER_TITLE_MAX, bannerInputSchema, type BannerInput } from '@/lib/validation/admin/content/banners';
import { z } from '@/lib/zod';
import own from './banner-manager.module.scss';
import { pick } from '@/lib/bilingual';

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
  const title = pick(locale, banner.title_ko, banner.title_zh_tw);
  const status = banner.live ? 'live' : banner.active ? 'scheduled' : 'off';
  return (
    <article className={clsx(styles.card, own.banner)}>
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

type BannerValues = {
  title_ko: string;
  title_zh_tw: string;
  image: string;
  link_url: string;
  active: boolean;
  starts_at: string;
  ends_at: string;
};

const bannerForm = (locale: Locale) =>
  z
    .custom<BannerValues>()
    .transform((v): z.input<typeof bannerInputSchema> => ({
      ...v,
      link_url: v.link_url || null,
      starts_at: fromLocalInput(v.starts_at, locale),
      ends_at: fromLocalInput(v.ends_at, locale),
    }))
    .pipe(bannerInputSchema);

function BannerForm({ banner, onClose }: { banner?: AdminBannerDto; onClose: () => void }) {
  const t = useTranslations('ui.admin');
  const locale = useLocale();
  const schema = useMemo(() => bannerForm(locale), [locale]);
  const { form, save, submit } = useEditorForm({
    schema,
    defaultValues: {
      title_ko: banner?.title_ko ?? '',
      title_zh_tw: banner?.title_zh_tw ?? '',
      image: banner?.image ?? '',
      link_url: banner?.link_url ?? '',
      active: banner?.active ?? true,
      starts_at: toLocalInput(banner?.starts_at, locale),
      ends_at: toLocalInput(banner?.ends_at, locale),
    },
    save: (body: BannerInput) => (banner ? updateBanner(banner.id, body) : createBanner(body)),
    done: banner ? t('banners.saved') : t('banners.created'),
    onSaved: onClose,
  });
  const { control } = form;
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
          <Button loading={save.isPending} onClick={() => void submit()}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <BilingualFields
          control={control}
          names={['title_ko', 'title_zh_tw']}
          labels={[t('banners.titleKo'), t('banners.titleZh')]}
          maxLength={BANNER_TITLE_MAX}
        />
        <FormImageField control={control} name="image" label={t('banners.image')} purpose="banner" />
        <FormTextField control={control} name="link_url" label={t('banners.link')} mono placeholder="/community" />
        <div className={styles.grid2}>
          <FormTextField control={control} name="starts_at" type="datetime-local" label={t('banners.startsAt')} />
          <FormTextField control={control} name="ends_at" type="datetime-local" label={t('banners.endsAt')} />
        </div>
        <FormCheckField control={control} name="active" label={t('banners.active')} />
      </div>
    </Modal>
  );
}
