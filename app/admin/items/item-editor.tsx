'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useAdminErrors } from '@/components/admin/errors';
import { CheckField, SelectField, TextAreaField, TextField } from '@/components/admin/fields';
import { ImageField } from '@/components/admin/image-field';
import { PageHead } from '@/components/admin/page-head';
import { QueryView } from '@/components/admin/query-view';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useFormErrors } from '@/components/admin/use-form-errors';
import styles from '@/components/admin/admin.module.scss';
import { Button } from '@/components/ui/button';
import { createItem, itemOptions, updateItem, uploadAdminImage, type AdminItemDto } from '@/lib/api/admin';
import { SPRITE_FPS } from '@/lib/constants';
import { ITEM_GRADES, ITEM_TYPES, ITEM_TYPE_LABEL } from '@/lib/items/catalog';
import { useUiStore } from '@/stores/ui-store';
import { ITEM_DESCRIPTION_MAX, ITEM_NAME_MAX, itemInputSchema, type ItemInput } from '@/lib/validation/admin';
import own from './item-editor.module.scss';

export function ItemEditorLoader({ id }: { id: number }) {
  const item = useQuery(itemOptions(id));
  return <QueryView query={item}>{(data) => <ItemEditor key={data.id} item={data} />}</QueryView>;
}

type Layer = { key: number; display_order: string; image: string };
type Draft = {
  name_ko: string;
  name_zh_tw: string;
  description_ko: string;
  description_zh_tw: string;
  image: string;
  item_type: string;
  item_rating: string;
  rating_score: string;
  price: string;
  is_show_eyes: boolean;
  sprite_img: string;
  sprite_width: string;
  sprite_height: string;
  sprite_frame: string;
  layers: Layer[];
};

let layerKey = 0;

function toDraft(item?: AdminItemDto): Draft {
  return {
    name_ko: item?.name_ko ?? '',
    name_zh_tw: item?.name_zh_tw ?? '',
    description_ko: item?.description_ko ?? '',
    description_zh_tw: item?.description_zh_tw ?? '',
    image: item?.image ?? '',
    item_type: item?.item_type ?? 'EQUIPMENT_HAT',
    item_rating: item?.item_rating ?? 'C',
    rating_score: String(item?.rating_score ?? 0),
    price: String(item?.price ?? 0),
    is_show_eyes: item?.is_show_eyes ?? true,
    sprite_img: item?.sprite_img ?? '',
    sprite_width: item?.sprite_width ? String(item.sprite_width) : '',
    sprite_height: item?.sprite_height ? String(item.sprite_height) : '',
    sprite_frame: item?.sprite_frame ? String(item.sprite_frame) : '',
    layers: (item?.equipment_objects ?? []).map((l) => ({ key: ++layerKey, display_order: String(l.display_order), image: l.image })),
  };
}

const num = (v: string) => (v.trim() === '' ? null : Number(v));

/** An item with its image, sprite sheet (one row of equal frames) and equipment layers. */
export function ItemEditor({ item }: { item?: AdminItemDto }) {
  const t = useTranslations('ui.admin');
  const tt = useTranslations('shared.itemType');
  const router = useRouter();
  const form = useFormErrors();
  const [draft, setDraft] = useState<Draft>(() => toDraft(item));
  const edit = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const editLayer = (key: number, patch: Partial<Layer>) =>
    setDraft((d) => ({ ...d, layers: d.layers.map((l) => (l.key === key ? { ...l, ...patch } : l)) }));
  const save = useAdminAction((body: ItemInput) => (item ? updateItem(item.id, body) : createItem(body)), {
    done: item ? t('items.saved') : t('items.created'),
    onSuccess: (saved) => {
      if (!item) router.push(`/admin/items/${saved.id}`);
    },
  });

  const submit = () => {
    const body = form.check(itemInputSchema, {
      name_ko: draft.name_ko,
      name_zh_tw: draft.name_zh_tw,
      description_ko: draft.description_ko,
      description_zh_tw: draft.description_zh_tw,
      image: draft.image,
      item_type: draft.item_type,
      item_rating: draft.item_rating,
      rating_score: Number(draft.rating_score) || 0,
      price: Number(draft.price) || 0,
      is_show_eyes: draft.is_show_eyes,
      sprite_img: draft.sprite_img || null,
      sprite_width: num(draft.sprite_width),
      sprite_height: num(draft.sprite_height),
      sprite_frame: num(draft.sprite_frame),
      equipment_objects: draft.layers.map((l) => ({ display_order: Number(l.display_order) || 0, image: l.image })),
    });
    if (body) save.mutate(body, { onError: form.fromApi });
  };

  return (
    <form
      className={styles.page}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Link href="/admin/items" className={styles.link}>
        ← {t('common.back')}
      </Link>
      <PageHead title={item ? t('items.editTitle') : t('items.createTitle')}>
        {item && (
          <Link href={`/market?item=${item.uuid}`} className={styles.link} target="_blank">
            {t('common.viewPublic')}
          </Link>
        )}
      </PageHead>
      <div className={styles.card}>
        <div className={styles.grid2}>
          <TextField
            label={t('items.nameKo')}
            lang="ko"
            value={draft.name_ko}
            maxLength={ITEM_NAME_MAX}
            onChange={(e) => edit({ name_ko: e.target.value })}
            error={form.error('name_ko')}
          />
          <TextField
            label={t('items.nameZh')}
            lang="zh-TW"
            value={draft.name_zh_tw}
            maxLength={ITEM_NAME_MAX}
            onChange={(e) => edit({ name_zh_tw: e.target.value })}
            error={form.error('name_zh_tw')}
          />
          <TextAreaField
            label={t('items.descriptionKo')}
            lang="ko"
            rows={3}
            value={draft.description_ko}
            maxLength={ITEM_DESCRIPTION_MAX}
            onChange={(e) => edit({ description_ko: e.target.value })}
          />
          <TextAreaField
            label={t('items.descriptionZh')}
            lang="zh-TW"
            rows={3}
            value={draft.description_zh_tw}
            maxLength={ITEM_DESCRIPTION_MAX}
            onChange={(e) => edit({ description_zh_tw: e.target.value })}
          />
          <SelectField
            label={t('items.type')}
            value={draft.item_type}
            onChange={(e) => edit({ item_type: e.target.value })}
            options={ITEM_TYPES.map((type) => ({ value: type, label: `${tt(ITEM_TYPE_LABEL[type])} · ${type}` }))}
            error={form.error('item_type')}
          />
          <SelectField
            label={t('items.grade')}
            value={draft.item_rating}
            onChange={(e) => edit({ item_rating: e.target.value })}
            options={ITEM_GRADES.map((g) => ({ value: g, label: g }))}
            error={form.error('item_rating')}
          />
          <TextField
            label={t('items.price')}
            inputMode="numeric"
            value={draft.price}
            onChange={(e) => edit({ price: e.target.value.replace(/\D/g, '') })}
            error={form.error('price')}
          />
          <TextField
            label={t('items.ratingScore')}
            inputMode="numeric"
            value={draft.rating_score}
            onChange={(e) => edit({ rating_score: e.target.value.replace(/\D/g, '') })}
            error={form.error('rating_score')}
          />
          <ImageField
            label={t('items.image')}
            purpose="item"
            value={draft.image}
            onChange={(image) => edit({ image })}
            error={form.error('image')}
          />
          <CheckField label={t('items.showEyes')} checked={draft.is_show_eyes} onChange={(e) => edit({ is_show_eyes: e.target.checked })} />
        </div>
      </div>

      <SpriteCard draft={draft} edit={edit} error={form.error} />

      <section className={styles.card} aria-labelledby="layers-title">
        <div className={styles.cardHead}>
          <h2 id="layers-title">{t('items.layers')}</h2>
          <span className={styles.hint}>{t('items.layersHint')}</span>
        </div>
        <ul className={styles.list}>
          {draft.layers.map((layer, n) => (
            <li key={layer.key} className={own.layer}>
              <TextField
                label={t('items.displayOrder')}
                inputMode="numeric"
                value={layer.display_order}
                onChange={(e) => editLayer(layer.key, { display_order: e.target.value.replace(/[^\d-]/g, '') })}
                className={own.order}
              />
              <div className={own.layerImage}>
                <ImageField
                  label={t('items.image')}
                  purpose="item"
                  value={layer.image}
                  onChange={(image) => editLayer(layer.key, { image })}
                  error={form.error(`equipment_objects.${n}.image`)}
                />
              </div>
              <Button
                size="xs"
                variant="ghost"
                onClick={() => setDraft((d) => ({ ...d, layers: d.layers.filter((l) => l.key !== layer.key) }))}
              >
                {t('items.removeLayer')}
              </Button>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Button
            size="s"
            variant="secondary"
            onClick={() =>
              setDraft((d) => ({ ...d, layers: [...d.layers, { key: ++layerKey, display_order: String(d.layers.length), image: '' }] }))
            }
          >
            {t('items.addLayer')}
          </Button>
        </div>
      </section>

      <div className={styles.formActions}>
        <Link href="/admin/items" className={styles.link}>
          {t('common.cancel')}
        </Link>
        <Button type="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}

function SpriteCard({
  draft,
  edit,
  error,
}: {
  draft: Draft;
  edit: (patch: Partial<Draft>) => void;
  error: (name: string) => string | undefined;
}) {
  const t = useTranslations('ui.admin.items');
  const errors = useAdminErrors();
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | undefined>();

  const upload = async (picked: File | undefined) => {
    if (!picked) return;
    const frames = Number(draft.sprite_frame);
    if (!frames) {
      setUploadError(errors.text('framesRequired'));
      return;
    }
    setBusy(true);
    setUploadError(undefined);
    try {
      const stored = await uploadAdminImage(picked, 'sprite', { frames, frameWidth: Number(draft.sprite_width) || undefined });
      edit({
        sprite_img: stored.url,
        sprite_width: String(stored.frame_width ?? ''),
        sprite_height: String(stored.frame_height ?? ''),
        sprite_frame: String(stored.frames ?? frames),
      });
      useUiStore.getState().showToast(t('uploaded'));
    } catch (e) {
      setUploadError(errors.message(e));
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  };

  return (
    <section className={styles.card} aria-labelledby="sprite-title">
      <div className={styles.cardHead}>
        <h2 id="sprite-title">{t('sprite')}</h2>
        <span className={styles.hint}>{t('spriteHint')}</span>
      </div>
      <div className={styles.grid3}>
        <TextField
          label={t('frames')}
          inputMode="numeric"
          value={draft.sprite_frame}
          onChange={(e) => edit({ sprite_frame: e.target.value.replace(/\D/g, '') })}
          error={error('sprite_frame')}
        />
        <TextField
          label={t('frameWidth')}
          inputMode="numeric"
          value={draft.sprite_width}
          onChange={(e) => edit({ sprite_width: e.target.value.replace(/\D/g, '') })}
          error={error('sprite_width')}
        />
        <TextField
          label={t('frameHeight')}
          inputMode="numeric"
          value={draft.sprite_height}
          onChange={(e) => edit({ sprite_height: e.target.value.replace(/\D/g, '') })}
          error={error('sprite_height')}
        />
        <TextField
          label={t('orPath')}
          mono
          value={draft.sprite_img}
          onChange={(e) => edit({ sprite_img: e.target.value })}
          error={error('sprite_img')}
        />
      </div>
      <div className={styles.actions}>
        <input
          ref={file}
          type="file"
          accept="image/png"
          hidden
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => void upload(e.target.files?.[0])}
        />
        <Button size="s" variant="secondary" loading={busy} onClick={() => file.current?.click()}>
          {t('uploadSheet')}
        </Button>
        {draft.sprite_img && (
          <Button size="s" variant="ghost" onClick={() => edit({ sprite_img: '', sprite_width: '', sprite_height: '', sprite_frame: '' })}>
            {t('removeSprite')}
          </Button>
        )}
      </div>
      {uploadError ? <p className={styles.alert}>{uploadError}</p> : null}
      {draft.sprite_img && Number(draft.sprite_width) > 0 && Number(draft.sprite_height) > 0 && Number(draft.sprite_frame) > 0 ? (
        <SpritePreview
          src={draft.sprite_img}
          width={Number(draft.sprite_width)}
          height={Number(draft.sprite_height)}
          frames={Number(draft.sprite_frame)}
          label={t('spritePreview')}
        />
      ) : null}
    </section>
  );
}

/** The sheet played at the game's 12 fps, one frame at a time (still under reduced motion). */
function SpritePreview({
  src,
  width,
  height,
  frames,
  label,
}: {
  src: string;
  width: number;
  height: number;
  frames: number;
  label: string;
}) {
  const [frame, setFrame] = useState(0);
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setFrame((f) => (f + 1) % frames), 1000 / SPRITE_FPS);
    return () => window.clearInterval(timer);
  }, [frames]);
  const scale = Math.max(1, Math.floor(96 / Math.max(width, height)));
  return (
    <figure className={own.preview}>
      <div
        role="img"
        aria-label={label}
        className={own.sprite}
        style={{
          width: width * scale,
          height: height * scale,
          backgroundImage: `url(${src})`,
          backgroundSize: `${width * frames * scale}px ${height * scale}px`,
          backgroundPosition: `-${frame * width * scale}px 0`,
        }}
      />
      <figcaption className={styles.hint}>
        {label} · {frame + 1}/{frames}
      </figcaption>
    </figure>
  );
}
