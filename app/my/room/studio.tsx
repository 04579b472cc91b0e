'use client';

import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { TabList, panelId, tabId } from '@/components/items/tab-list';
import { lookSceneLabel } from '@/components/room/look-label';
import { RoomScene } from '@/components/room/room-scene';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { useApiErrorMessage } from '@/lib/api/error-message';
import { ApiError } from '@/lib/api/request';
import { myLooksOptions, roomCatalogueOptions, useDeleteLookMutation, useSaveLookMutation } from '@/lib/api/room';
import { ROOM_GRID } from '@/lib/items/room-layout';
import { LOOK_FURNITURE_MAX, LOOK_NAME_MAX, LOOKS_PER_MEMBER, lookWriteSchema, type LookItemDto } from '@/lib/validation/room';
import { useUiStore } from '@/stores/ui-store';
import {
  EMPTY_DRAFT,
  STUDIO_TABS,
  catalogueFor,
  draftBody,
  draftFromLook,
  isChosen,
  pieceAt,
  placeFurniture,
  removeFurnitureAt,
  toggleBackdrop,
  toggleEquipment,
  type LookDraft,
  type StudioTab,
} from './look-draft';
import styles from './studio.module.scss';

const LIMITS: Record<string, number> = {
  nameMax: LOOK_NAME_MAX,
  tooManyFurniture: LOOK_FURNITURE_MAX,
  tooManyLooks: LOOKS_PER_MEMBER,
};

const GRID_CELLS = Array.from({ length: ROOM_GRID.rows * ROOM_GRID.columns }, (_, k) => ({
  x: k % ROOM_GRID.columns,
  y: Math.floor(k / ROOM_GRID.columns),
}));

/** The first error key of every field, from the schema's or the server's answer. */
function errorKeys(errors: Record<string, string[]>): { name?: string; other: string[] } {
  const other = new Set<string>();
  let name: string | undefined;
  for (const [field, keys] of Object.entries(errors)) {
    const key = keys[0];
    if (!key) continue;
    if (field === 'name') name = key;
    else other.add(key);
  }
  return { name, other: [...other] };
}

export type StudioProps = { initialLook?: string | null };

/** The dress-up studio: the slime in its room, the catalogue by slot, and the member's saved looks. */
export function Studio({ initialLook = null }: StudioProps) {
  const t = useTranslations('user.room');
  const errorMessage = useApiErrorMessage();
  const ids = useId();
  const catalogue = useQuery(roomCatalogueOptions());
  const looks = useQuery(myLooksOptions());
  const saved = useMemo(() => looks.data ?? [], [looks.data]);

  const [draft, setDraft] = useState<LookDraft>(() => {
    const look = saved.find((l) => l.uuid === initialLook);
    return look ? draftFromLook(look) : EMPTY_DRAFT;
  });
  const [tab, setTab] = useState<StudioTab>('equipment');
  const [search, setSearch] = useState('');
  const [placing, setPlacing] = useState<LookItemDto | null>(null);
  const [errors, setErrors] = useState<{ name?: string; other: string[] }>({ other: [] });
  const [confirmDelete, setConfirmDelete] = useState(false);

  const selling = useMemo(() => new Set(catalogue.data?.sell_item_ids ?? []), [catalogue.data]);
  const items = useMemo(() => catalogueFor(catalogue.data?.items ?? [], tab, search), [catalogue.data, tab, search]);
  const message = (key: string) => t(`errors.${key}`, { max: LIMITS[key] ?? 0 });

  const change = (next: LookDraft) => {
    setDraft(next);
    setErrors((e) => ({ name: e.name, other: [] }));
  };

  const save = useSaveLookMutation({
    onSuccess: (look) => {
      setDraft(draftFromLook(look));
      setErrors({ other: [] });
      useUiStore.getState().showToast(t('studio.saved'));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.errors) setErrors(errorKeys(error.errors));
      else setErrors({ other: [] });
      if (!(error instanceof ApiError && error.errors))
        useUiStore.getState().showToast(`${t('errors.saveFailed')} · ${errorMessage(error)}`);
    },
  });
  const remove = useDeleteLookMutation({
    onSuccess: () => {
      setConfirmDelete(false);
      setDraft(EMPTY_DRAFT);
      useUiStore.getState().showToast(t('studio.deleted'));
    },
    onError: (error) => {
      setConfirmDelete(false);
      useUiStore.getState().showToast(`${t('errors.deleteFailed')} · ${errorMessage(error)}`);
    },
  });

  const submit = (asNew: boolean) => {
    const body = draftBody(draft);
    const parsed = lookWriteSchema.safeParse(body);
    if (!parsed.success) {
      const out: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
      setErrors(errorKeys(out));
      return;
    }
    save.mutate({ uuid: asNew ? null : draft.uuid, body });
  };

  const choose = (item: LookItemDto) => {
    if (tab === 'equipment') change(toggleEquipment(draft, item));
    else if (tab === 'backdrop') change(toggleBackdrop(draft, item));
    else setPlacing((current) => (current?.id === item.id ? null : item));
  };

  const onCell = (x: number, y: number) => {
    if (placing) {
      const next = placeFurniture(draft, placing, x, y);
      if (!next) return setErrors((e) => ({ ...e, other: ['tooManyFurniture'] }));
      change(next);
      setPlacing(null);
    } else if (pieceAt(draft, x, y)) {
      change(removeFurnitureAt(draft, x, y));
    }
  };

  const full = saved.length >= LOOKS_PER_MEMBER;
  const busy = save.isPending || remove.isPending;
  const sceneLabel = lookSceneLabel({ ...draft, name: draft.name.trim() || t('studio.preview') }, t);

  // Cells are buttons while a piece is being placed; otherwise only the cells holding one (to clear them).
  const cells = GRID_CELLS.flatMap(({ x, y }) => {
    const piece = pieceAt(draft, x, y);
    if (!placing && !piece) return [];
    return [
      <button
        key={`${x}-${y}`}
        type="button"
        className={clsx(styles.cell, placing && styles.cellActive)}
        style={{
          left: `${(x / ROOM_GRID.columns) * 100}%`,
          top: `${(y / ROOM_GRID.rows) * 100}%`,
          width: `${100 / ROOM_GRID.columns}%`,
          height: `${100 / ROOM_GRID.rows}%`,
        }}
        aria-label={
          piece && !placing ? t('studio.cellWith', { x: x + 1, y: y + 1, name: piece.item.name }) : t('studio.cell', { x: x + 1, y: y + 1 })
        }
        onClick={() => onCell(x, y)}
        data-testid="room-cell"
      />,
    ];
  });

  return (
    <main id="main" className={styles.main}>
      <p className={styles.intro}>{t('studio.intro')}</p>

      <section className={styles.stage} aria-label={t('studio.preview')}>
        <div className={styles.preview} data-testid="studio-preview">
          <RoomScene look={draft} label={sceneLabel} className={styles.scene}>
            {cells.length > 0 && (
              <div role="group" aria-label={t('studio.grid')} className={styles.grid}>
                {cells}
              </div>
            )}
          </RoomScene>
          <p className={styles.status} role="status">
            {placing
              ? t('studio.placing', { name: placing.name })
              : t('studio.furnitureCount', { count: draft.furniture.length, max: LOOK_FURNITURE_MAX })}
          </p>
        </div>
        <div className={styles.row}>
          {placing && (
            <Button size="s" variant="secondary" onClick={() => setPlacing(null)}>
              {t('studio.cancelPlacing')}
            </Button>
          )}
          <Button size="s" variant="ghost" onClick={() => change({ ...draft, equipment: [] })} disabled={draft.equipment.length === 0}>
            {t('studio.clearOutfit')}
          </Button>
          <Button
            size="s"
            variant="ghost"
            onClick={() => change({ ...draft, backdrop: null, wall: null, floor: null, furniture: [] })}
            disabled={!draft.backdrop && !draft.wall && !draft.floor && draft.furniture.length === 0}
          >
            {t('studio.clearRoom')}
          </Button>
        </div>
      </section>

      <section className={styles.card} aria-labelledby={`${ids}-save`}>
        <h2 id={`${ids}-save`} className={styles.heading}>
          {draft.uuid ? t('studio.editing', { name: saved.find((l) => l.uuid === draft.uuid)?.name ?? draft.name }) : t('studio.newLook')}
        </h2>
        <Input
          id="room-look-name"
          name="name"
          label={t('studio.name')}
          placeholder={t('studio.namePlaceholder')}
          value={draft.name}
          maxLength={LOOK_NAME_MAX}
          showCounter
          autoComplete="off"
          onChange={(event) => {
            setDraft({ ...draft, name: event.target.value });
            setErrors((e) => ({ ...e, name: undefined }));
          }}
          onEnter={(_value, event) => {
            event.preventDefault();
            submit(draft.uuid === null);
          }}
          error={errors.name ? message(errors.name) : undefined}
          disabled={busy}
        />
        {errors.other.length > 0 && (
          <ul className={styles.errors} role="alert">
            {errors.other.map((key) => (
              <li key={key}>{message(key)}</li>
            ))}
          </ul>
        )}
        {full && !draft.uuid && <p className={styles.hint}>{t('studio.full', { max: LOOKS_PER_MEMBER })}</p>}
        <div className={styles.row}>
          {draft.uuid && (
            <Button onClick={() => submit(false)} loading={save.isPending && save.variables?.uuid !== null} disabled={busy}>
              {t('studio.save')}
            </Button>
          )}
          <Button
            variant={draft.uuid ? 'secondary' : 'primary'}
            onClick={() => submit(true)}
            loading={save.isPending && save.variables?.uuid === null}
            disabled={busy || full}
          >
            {draft.uuid ? t('studio.saveNew') : t('studio.save')}
          </Button>
          {draft.uuid && (
            <Button variant="danger" onClick={() => setConfirmDelete(true)} disabled={busy}>
              {t('studio.delete')}
            </Button>
          )}
          {draft.uuid && (
            <Link href={`/room/${draft.uuid}`} className={styles.link}>
              {t('studio.share')}
            </Link>
          )}
        </div>
      </section>

      <section className={styles.card} aria-labelledby={`${ids}-catalogue`}>
        <h2 id={`${ids}-catalogue`} className={styles.heading}>
          {t('studio.heading')}
        </h2>
        <TabList
          label={t('studio.tabsLabel')}
          idPrefix={ids}
          active={tab}
          onChange={(key) => {
            setTab(key);
            setPlacing(null);
          }}
          tabs={STUDIO_TABS.map((key) => ({ key, label: t(`studio.tabs.${key}`) }))}
        />
        <div role="tabpanel" id={panelId(ids, tab)} aria-labelledby={tabId(ids, tab)} className={styles.panel}>
          <Input
            id="room-item-search"
            type="search"
            label={t('studio.search')}
            placeholder={t('studio.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
          {tab === 'furniture' && <p className={styles.hint}>{t('studio.placeHint')}</p>}
          {catalogue.isPending ? (
            <p className={styles.hint}>{t('studio.loading')}</p>
          ) : catalogue.isError ? (
            <p className={styles.hint} role="alert">
              {t('errors.loadFailed')}
            </p>
          ) : items.length === 0 ? (
            <p className={styles.hint}>{t('studio.empty')}</p>
          ) : (
            <ul className={styles.items}>
              {items.map((item) => {
                const pressed = tab === 'furniture' ? placing?.id === item.id : isChosen(draft, item);
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      className={clsx(styles.item, pressed && styles.itemOn)}
                      aria-pressed={pressed}
                      onClick={() => choose(item)}
                      data-testid="studio-item"
                    >
                      <img src={item.image} alt="" width={48} height={48} />
                      <span className={styles.itemName}>{item.name}</span>
                      {selling.has(item.id) && <span className={styles.badge}>{t('studio.selling')}</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </section>

      <section className={styles.card} aria-labelledby={`${ids}-looks`}>
        <div className={styles.row}>
          <h2 id={`${ids}-looks`} className={styles.heading}>
            {t('studio.myLooks', { count: saved.length, max: LOOKS_PER_MEMBER })}
          </h2>
          <Button
            size="s"
            variant="secondary"
            onClick={() => {
              setDraft(EMPTY_DRAFT);
              setErrors({ other: [] });
              setPlacing(null);
            }}
          >
            {t('studio.newLook')}
          </Button>
        </div>
        {saved.length === 0 ? (
          <p className={styles.hint}>{t('noLooks')}</p>
        ) : (
          <ul className={styles.strip}>
            {saved.map((look) => (
              <li key={look.uuid}>
                <button
                  type="button"
                  className={clsx(styles.saved, draft.uuid === look.uuid && styles.itemOn)}
                  aria-pressed={draft.uuid === look.uuid}
                  onClick={() => {
                    setDraft(draftFromLook(look));
                    setErrors({ other: [] });
                    setPlacing(null);
                  }}
                  data-testid="studio-look"
                >
                  <RoomScene look={look} animate={false} className={styles.thumb} />
                  <span className={styles.itemName}>{look.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        kind="delete"
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => draft.uuid && remove.mutate(draft.uuid)}
        loading={remove.isPending}
        title={t('studio.deleteTitle')}
        message={t('studio.deleteMessage')}
        confirmLabel={t('studio.delete')}
        cancelLabel={t('studio.cancel')}
      />
    </main>
  );
}
