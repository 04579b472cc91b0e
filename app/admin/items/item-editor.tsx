'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useAdminErrors } from '@/components/admin/errors';
import { BilingualFields } from '@/components/admin/bilingual-fields';
import { useCatalogEditor } from '@/components/admin/catalog-editor';
import { EditorPage, FormCheckField, FormImageField, FormSelectField, FormTextField } from '@/components/admin/editor-form';
import { QueryView } from '@/components/admin/query-view';
import styles from '@/components/admin/admin.module.scss';
import { Button } from '@/components/ui/button';
import { createItem, itemOptions, updateItem, uploadAdminImage, type AdminItemDto } from '@/lib/api/admin';
import { SPRITE_FPS } from '@/lib/constants';
import { ITEM_GRADES, ITEM_TYPES, ITEM_TYPE_LABEL, type ItemGrade, type ItemType } from '@/lib/items/catalog';
import { ITEM_DESCRIPTION_MAX, ITEM_NAME_MAX, itemInputSchema, type ItemInput } from '@/lib/validation/admin/content/items';
import { z } from '@/lib/zod';
import { useUiStore } from '@/stores/ui-store';
import own from './item-editor.module.scss';

export function ItemEditorLoader({ id }: { id: number }) {
  const item = useQuery(itemOptions(id));
  return <QueryView query={item}>{(data) => <ItemEditor key={data.id} item={data} />}</QueryView>;
}

/** The form's values, numbers as typed (an empty sprite field means no sprite). */
type ItemValues = {
  name_ko: string;
  name_zh_tw: string;
  description_ko: string;
  description_zh_tw: string;
  image: string;
  item_type: ItemType;
  item_rating: ItemGrade;
  rating_score: string;
  price: string;
  is_show_eyes: boolean;
  sprite_img: string;
  sprite_width: string;
  sprite_height: string;
  sprite_frame: string;
  equipment_objects: { display_order: string; image: string }[];
};

function toValues(item?: AdminItemDto): ItemValues {
  return {
    name_ko: item?.name_ko ?? '',
    name_zh_tw: item?.name_zh_tw ?? '',
    description_ko: item?.description_ko ?? '',
    description_zh_tw: item?.description_zh_tw ?? '',
    image: item?.image ?? '',
    // The API answers the catalogue's own values (its DTO types them as plain strings).
    item_type: (item?.item_type ?? 'EQUIPMENT_HAT') as ItemType,
    item_rating: (item?.item_rating ?? 'C') as ItemGrade,
    rating_score: String(item?.rating_score ?? 0),
    price: String(item?.price ?? 0),
    is_show_eyes: item?.is_show_eyes ?? true,
    sprite_img: item?.sprite_img ?? '',
    sprite_width: item?.sprite_width ? String(item.sprite_width) : '',
    sprite_height: item?.sprite_height ? String(item.sprite_height) : '',
    sprite_frame: item?.sprite_frame ? String(item.sprite_frame) : '',
    equipment_objects: (item?.equipment_objects ?? []).map((l) => ({ display_order: String(l.display_order), image: l.image })),
  };
}

const num = (v: string) => (v.trim() === '' ? null : Number(v));
const digits = (v: string) => v.replace(/\D/g, '');

const itemForm = z
  .custom<ItemValues>()
  .transform((v): z.input<typeof itemInputSchema> => ({
    ...v,
    rating_score: Number(v.rating_score) || 0,
    price: Number(v.price) || 0,
    sprite_img: v.sprite_img || null,
    sprite_width: num(v.sprite_width),
    sprite_height: num(v.sprite_height),
    sprite_frame: num(v.sprite_frame),
    equipment_objects: v.equipment_objects.map((l) => ({ display_order: Number(l.display_order) || 0, image: l.image })),
  }))
  .pipe(itemInputSchema);

/** An item with its image, sprite sheet (one row of equal frames) and equipment layers. */
export function ItemEditor({ item }: { item?: AdminItemDto }) {
  const t = useTranslations('ui.admin');
  const tt = useTranslations('shared.itemType');
  const { form, page } = useCatalogEditor({
    section: 'items',
    path: '/admin/items',
    record: item,
    schema: itemForm,
    defaultValues: toValues(item),
    create: (body: ItemInput) => createItem(body),
    update: updateItem,
  });
  const { control } = form;
  const layers = useFieldArray({ control, name: 'equipment_objects' });

  return (
    <EditorPage
      {...page}
      head={
        item && (
          <Link href={`/market?item=${item.uuid}`} className={styles.link} target="_blank">
            {t('common.viewPublic')}
          </Link>
        )
      }
    >
      <div className={styles.card}>
        <div className={styles.grid2}>
          <BilingualFields
            control={control}
            names={['name_ko', 'name_zh_tw']}
            labels={[t('items.nameKo'), t('items.nameZh')]}
            maxLength={ITEM_NAME_MAX}
          />
          <BilingualFields
            as="textarea"
            control={control}
            names={['description_ko', 'description_zh_tw']}
            labels={[t('items.descriptionKo'), t('items.descriptionZh')]}
            rows={3}
            maxLength={ITEM_DESCRIPTION_MAX}
          />
          <FormSelectField
            control={control}
            name="item_type"
            label={t('items.type')}
            options={ITEM_TYPES.map((type) => ({ value: type, label: `${tt(ITEM_TYPE_LABEL[type])} · ${type}` }))}
          />
          <FormSelectField
            control={control}
            name="item_rating"
            label={t('items.grade')}
            options={ITEM_GRADES.map((g) => ({ value: g, label: g }))}
          />
          <FormTextField control={control} name="price" label={t('items.price')} inputMode="numeric" filter={digits} />
          <FormTextField control={control} name="rating_score" label={t('items.ratingScore')} inputMode="numeric" filter={digits} />
          <FormImageField control={control} name="image" label={t('items.image')} purpose="item" />
          <FormCheckField control={control} name="is_show_eyes" label={t('items.showEyes')} />
        </div>
      </div>

      <SpriteCard control={control} setValue={form.setValue} />

      <section className={styles.card} aria-labelledby="layers-title">
        <div className={styles.cardHead}>
          <h2 id="layers-title">{t('items.layers')}</h2>
          <span className={styles.hint}>{t('items.layersHint')}</span>
        </div>
        <ul className={styles.list}>
          {layers.fields.map((layer, n) => (
            <li key={layer.id} className={own.layer}>
              <FormTextField
                control={control}
                name={`equipment_objects.${n}.display_order`}
                label={t('items.displayOrder')}
                inputMode="numeric"
                filter={(v) => v.replace(/[^\d-]/g, '')}
                className={own.order}
              />
              <div className={own.layerImage}>
                <FormImageField control={control} name={`equipment_objects.${n}.image`} label={t('items.image')} purpose="item" />
              </div>
              <Button size="xs" variant="ghost" onClick={() => layers.remove(n)}>
                {t('items.removeLayer')}
              </Button>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Button
            size="s"
            variant="secondary"
            onClick={() => layers.append({ display_order: String(layers.fields.length), image: '' }, { shouldFocus: false })}
          >
            {t('items.addLayer')}
          </Button>
        </div>
      </section>
    </EditorPage>
  );
}

function SpriteCard({ control, setValue }: { control: Control<ItemValues, unknown, ItemInput>; setValue: UseFormSetValue<ItemValues> }) {
  const t = useTranslations('ui.admin.items');
  const errors = useAdminErrors();
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const [spriteImg, spriteWidth, spriteHeight, spriteFrame] = useWatch({
    control,
    name: ['sprite_img', 'sprite_width', 'sprite_height', 'sprite_frame'],
  });
  const setSprite = (sprite: Pick<ItemValues, 'sprite_img' | 'sprite_width' | 'sprite_height' | 'sprite_frame'>) => {
    for (const [name, value] of Object.entries(sprite) as [keyof typeof sprite, string][]) setValue(name, value);
  };

  const upload = async (picked: File | undefined) => {
    if (!picked) return;
    const frames = Number(spriteFrame);
    if (!frames) {
      setUploadError(errors.text('framesRequired'));
      return;
    }
    setBusy(true);
    setUploadError(undefined);
    try {
      const stored = await uploadAdminImage(picked, 'sprite', { frames, frameWidth: Number(spriteWidth) || undefined });
      setSprite({
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
        <FormTextField control={control} name="sprite_frame" label={t('frames')} inputMode="numeric" filter={digits} />
        <FormTextField control={control} name="sprite_width" label={t('frameWidth')} inputMode="numeric" filter={digits} />
        <FormTextField control={control} name="sprite_height" label={t('frameHeight')} inputMode="numeric" filter={digits} />
        <FormTextField control={control} name="sprite_img" label={t('orPath')} mono />
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
        {spriteImg && (
          <Button
            size="s"
            variant="ghost"
            onClick={() => setSprite({ sprite_img: '', sprite_width: '', sprite_height: '', sprite_frame: '' })}
          >
            {t('removeSprite')}
          </Button>
        )}
      </div>
      {uploadError ? <p className={styles.alert}>{uploadError}</p> : null}
      {spriteImg && Number(spriteWidth) > 0 && Number(spriteHeight) > 0 && Number(spriteFrame) > 0 ? (
        <SpritePreview
          src={spriteImg}
          width={Number(spriteWidth)}
          height={Number(spriteHeight)}
          frames={Number(spriteFrame)}
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
