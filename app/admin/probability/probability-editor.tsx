'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useAdminErrors } from '@/components/admin/errors';
import { BilingualFields } from '@/components/admin/bilingual-fields';
import { useCatalogEditor } from '@/components/admin/catalog-editor';
import { EditorPage, FormSelectField, FormTextField } from '@/components/admin/editor-form';
import { formatDateTime, fromLocalInput, microsToPercent, percentToMicros, toLocalInput } from '@/components/admin/format';
import { QueryView } from '@/components/admin/query-view';
import styles from '@/components/admin/admin.module.scss';
import { Button } from '@/components/ui/button';
import { TitledSection } from '@/components/ui/titled-section';
import {
  createProbabilityTable,
  probabilityTableOptions,
  saveProbabilityTable,
  type AdminProbabilityTableDto,
  type ProbabilityBody,
} from '@/lib/api/admin';
import { ApiError } from '@/lib/api/request';
import type { Locale } from '@/lib/constants';
import { ITEM_GRADES, isItemGrade } from '@/lib/items/catalog';
import {
  PROBABILITY_KINDS,
  PROBABILITY_NAME_MAX,
  PROBABILITY_NOTE_MAX,
  PROBABILITY_NOTICE_DAYS,
  PROBABILITY_TEXT_MAX,
  RATE_TOTAL_MICROS,
  probabilityKindMessageKey,
  probabilityKindSlug,
  type ProbabilityKind,
} from '@/lib/validation/probability';
import { z } from '@/lib/zod';
import own from './probability-editor.module.scss';

export function ProbabilityEditorLoader({ id }: { id: number }) {
  const table = useQuery(probabilityTableOptions(id));
  return <QueryView query={table}>{(data) => <ProbabilityEditor key={data.updated_at} table={data} />}</QueryView>;
}

type EntryValues = { item_id: string; label_ko: string; label_zh_tw: string; grade: string; quantity: string; rate: string };
type ProbabilityValues = {
  kind: ProbabilityKind;
  name_ko: string;
  name_zh_tw: string;
  description_ko: string;
  description_zh_tw: string;
  pity_rule_ko: string;
  pity_rule_zh_tw: string;
  pity_after: string;
  pity_grade: string;
  price_gems: string;
  image: string;
  entries: EntryValues[];
  note: { ko: string; zh_tw: string };
  effective_at: string;
};

const blankEntry = (): EntryValues => ({ item_id: '', label_ko: '', label_zh_tw: '', grade: '', quantity: '1', rate: '' });

function toValues(table?: AdminProbabilityTableDto): ProbabilityValues {
  return {
    kind: table?.kind ?? 'treasure_box',
    name_ko: table?.name_ko ?? '',
    name_zh_tw: table?.name_zh_tw ?? '',
    description_ko: table?.description_ko ?? '',
    description_zh_tw: table?.description_zh_tw ?? '',
    pity_rule_ko: table?.pity_rule_ko ?? '',
    pity_rule_zh_tw: table?.pity_rule_zh_tw ?? '',
    pity_after: table?.pity_after ? String(table.pity_after) : '',
    pity_grade: table?.pity_grade ?? '',
    price_gems: table?.price_gems ? String(table.price_gems) : '',
    image: table?.image ?? '',
    // A new version follows the latest one, which may still wait for its date.
    entries: table?.latest_entries.length
      ? table.latest_entries.map((e) => ({
          item_id: e.item_id ? String(e.item_id) : '',
          label_ko: e.label_ko,
          label_zh_tw: e.label_zh_tw,
          grade: e.grade,
          quantity: String(e.quantity),
          rate: microsToPercent(e.rate_micros),
        }))
      : [blankEntry(), blankEntry()],
    note: { ko: '', zh_tw: '' },
    effective_at: '',
  };
}

// Only the rates are checked here (a percentage with up to 4 decimals): the server's check of the
// table, its sum included, is the one that counts, and its refusal is shown as it is.
const probabilityForm = (locale: Locale) =>
  z
    .custom<ProbabilityValues>()
    .superRefine((v, ctx) => {
      v.entries.forEach((e, n) => {
        if (percentToMicros(e.rate) === null) ctx.addIssue({ code: 'custom', path: ['entries', n, 'rate'], message: 'invalid' });
      });
    })
    .transform((v): ProbabilityBody => ({
      kind: v.kind,
      name_ko: v.name_ko,
      name_zh_tw: v.name_zh_tw,
      description_ko: v.description_ko,
      description_zh_tw: v.description_zh_tw,
      pity_rule_ko: v.pity_rule_ko || null,
      pity_rule_zh_tw: v.pity_rule_zh_tw || null,
      pity_after: v.pity_after ? Number(v.pity_after) : null,
      pity_grade: isItemGrade(v.pity_grade) ? v.pity_grade : null,
      price_gems: v.price_gems ? Number(v.price_gems) : null,
      image: v.image || null,
      entries: v.entries.map((e) => ({
        item_id: e.item_id ? Number(e.item_id) : null,
        label_ko: e.label_ko || null,
        label_zh_tw: e.label_zh_tw || null,
        grade: e.grade || null,
        quantity: Number(e.quantity) || 1,
        rate_micros: percentToMicros(e.rate) ?? 0,
      })),
      note: v.note,
      effective_at: v.effective_at ? (fromLocalInput(v.effective_at, locale) ?? v.effective_at) : null,
    }));

// The API names an entry's rate by what it stores.
const fieldOf = (key: string) => key.replace(/^(entries\.\d+)\.rate_micros$/, '$1.rate');
const digits = (v: string) => v.replace(/\D/g, '');

/**
 * A probability table: outcomes with their rates in percent (up to 4 decimals), the total checked
 * live against 100 %, and the change note that joins the public history.
 */
export function ProbabilityEditor({ table }: { table?: AdminProbabilityTableDto }) {
  const t = useTranslations('ui.admin');
  const tk = useTranslations('support.probability.kind');
  const locale = useLocale();
  const messages = useAdminErrors();
  const [refusedSum, setRefusedSum] = useState<number | null>(null);
  const [earliest, setEarliest] = useState<{ key: string; at: string } | null>(null);
  const schema = useMemo(() => probabilityForm(locale), [locale]);
  const { form, save, error, page } = useCatalogEditor({
    section: 'probability',
    path: '/admin/probability',
    record: table,
    schema,
    defaultValues: toValues(table),
    create: (body: ProbabilityBody) => createProbabilityTable(body),
    update: saveProbabilityTable,
    toastError: false,
    fieldOf,
    onSaved: () => {
      setRefusedSum(null);
      setEarliest(null);
    },
    onRefused: (e) => {
      if (!(e instanceof ApiError)) return;
      const sum = e.meta?.rates_sum;
      setRefusedSum(typeof sum === 'number' ? sum : null);
      const at = e.meta?.earliest;
      const key = e.errors?.effective_at?.[0];
      setEarliest(typeof at === 'string' && key ? { key, at } : null);
    },
  });
  const { control } = form;
  const entries = useFieldArray({ control, name: 'entries' });
  const rates = useWatch({ control, name: 'entries' });

  const total = rates.reduce<number>((sum, e) => sum + (percentToMicros(e.rate) ?? 0), 0);
  const diff = RATE_TOTAL_MICROS - total;

  const refusal =
    save.isError && !save.isPending
      ? refusedSum !== null
        ? t('probability.refused', { sum: microsToPercent(refusedSum) })
        : earliest?.key === 'noticeTooShort'
          ? t('probability.noticeRefused', { days: PROBABILITY_NOTICE_DAYS, date: formatDateTime(earliest.at, locale) })
          : earliest?.key === 'effectiveBeforePrevious'
            ? t('probability.orderRefused', { date: formatDateTime(earliest.at, locale) })
            : messages.message(save.error)
      : null;
  const waiting = table?.history.find((h) => !h.in_effect && h.version === table.history[0]?.version);

  return (
    <EditorPage
      {...page}
      lead={t('probability.lead')}
      head={
        table && (
          <Link href={`/probability/${probabilityKindSlug(table.kind)}/${table.id}`} className={styles.link} target="_blank">
            {t('probability.publicPage')}
          </Link>
        )
      }
      cancel={false}
      actions={<TotalBadge total={total} diff={diff} />}
      after={table && <History table={table} locale={locale} />}
    >
      {waiting ? (
        <p className={styles.notice} role="note">
          {t('probability.waiting', { version: waiting.version, date: formatDateTime(waiting.effective_at, locale) })}
        </p>
      ) : null}
      <div className={styles.card}>
        <div className={styles.grid2}>
          <FormSelectField
            control={control}
            name="kind"
            label={t('probability.kind')}
            options={PROBABILITY_KINDS.map((k) => ({ value: k, label: tk(probabilityKindMessageKey(k)) }))}
          />
          <FormTextField control={control} name="image" label={t('probability.image')} mono placeholder="/art/…" />
          <BilingualFields
            control={control}
            names={['name_ko', 'name_zh_tw']}
            labels={[t('probability.nameKo'), t('probability.nameZh')]}
            maxLength={PROBABILITY_NAME_MAX}
          />
          <BilingualFields
            as="textarea"
            control={control}
            names={['description_ko', 'description_zh_tw']}
            labels={[t('probability.descriptionKo'), t('probability.descriptionZh')]}
            rows={3}
            maxLength={PROBABILITY_TEXT_MAX}
          />
          <BilingualFields
            as="textarea"
            control={control}
            names={['pity_rule_ko', 'pity_rule_zh_tw']}
            labels={[t('probability.pityKo'), t('probability.pityZh')]}
            rows={2}
            maxLength={PROBABILITY_TEXT_MAX}
          />
          <FormTextField
            control={control}
            name="pity_after"
            label={t('probability.pityAfter')}
            hint={t('probability.pityAfterHint')}
            inputMode="numeric"
            maxLength={4}
            filter={digits}
          />
          <FormSelectField
            control={control}
            name="pity_grade"
            label={t('probability.pityGrade')}
            options={[{ value: '', label: t('probability.pityNone') }, ...ITEM_GRADES.map((g) => ({ value: g, label: g }))]}
          />
          <FormTextField
            control={control}
            name="price_gems"
            label={t('probability.priceGems')}
            hint={t('probability.priceGemsHint')}
            inputMode="numeric"
            maxLength={7}
            filter={digits}
          />
        </div>
      </div>

      <section className={styles.card} aria-labelledby="entries-title">
        <div className={styles.cardHead}>
          <h2 id="entries-title">{t('probability.entries')}</h2>
          <TotalBadge total={total} diff={diff} />
        </div>
        <ol className={own.entries}>
          {entries.fields.map((entry, n) => (
            <li key={entry.id} className={own.entry}>
              <fieldset className={own.fieldset}>
                <legend className={own.legend}>{t('probability.entry', { n: n + 1 })}</legend>
                <div className={own.entryGrid}>
                  <FormTextField
                    control={control}
                    name={`entries.${n}.item_id`}
                    label={t('probability.itemId')}
                    inputMode="numeric"
                    filter={digits}
                  />
                  <BilingualFields
                    control={control}
                    names={[`entries.${n}.label_ko`, `entries.${n}.label_zh_tw`]}
                    labels={[t('probability.labelKo'), t('probability.labelZh')]}
                    maxLength={PROBABILITY_NAME_MAX}
                  />
                  <FormSelectField
                    control={control}
                    name={`entries.${n}.grade`}
                    label={t('probability.grade')}
                    options={[{ value: '', label: t('probability.gradeFromItem') }, ...ITEM_GRADES.map((g) => ({ value: g, label: g }))]}
                  />
                  <FormTextField
                    control={control}
                    name={`entries.${n}.quantity`}
                    label={t('probability.quantity')}
                    inputMode="numeric"
                    filter={digits}
                  />
                  <FormTextField
                    control={control}
                    name={`entries.${n}.rate`}
                    label={t('probability.rate')}
                    inputMode="decimal"
                    placeholder="0.0000"
                  />
                </div>
                <Button size="xs" variant="ghost" disabled={entries.fields.length <= 1} onClick={() => entries.remove(n)}>
                  {t('probability.removeEntry', { n: n + 1 })}
                </Button>
              </fieldset>
            </li>
          ))}
        </ol>
        <div className={styles.actions}>
          <Button size="s" variant="secondary" onClick={() => entries.append(blankEntry(), { shouldFocus: false })}>
            {t('probability.addEntry')}
          </Button>
        </div>
        {error('entries') ? <p className={styles.error}>{error('entries')}</p> : null}
      </section>

      <TitledSection id="note-title" title={t('probability.noteTitle')} className={styles.card} titleClassName={own.cardTitle}>
        <div className={styles.grid2}>
          <BilingualFields
            as="textarea"
            control={control}
            names={['note.ko', 'note.zh_tw']}
            labels={[t('probability.noteKo'), t('probability.noteZh')]}
            errors={[error('note.ko') ?? error('note'), error('note.zh_tw') ?? error('note')]}
            rows={2}
            maxLength={PROBABILITY_NOTE_MAX}
          />
          {table ? (
            <FormTextField
              control={control}
              name="effective_at"
              type="datetime-local"
              label={t('probability.effectiveAt')}
              hint={t('probability.effectiveAtHint', { days: PROBABILITY_NOTICE_DAYS })}
            />
          ) : null}
        </div>
      </TitledSection>

      {refusal ? (
        <div className={styles.alert} role="alert">
          <p>{refusal}</p>
          {earliest && earliest.key !== 'effectiveInPast' ? (
            <Button
              size="xs"
              variant="secondary"
              onClick={() => form.setValue('effective_at', toLocalInput(roundUpToMinute(earliest.at), locale), { shouldDirty: true })}
            >
              {t('probability.useEarliest')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </EditorPage>
  );
}

// The input keeps minutes: the earliest instant, rounded up so it still passes.
const roundUpToMinute = (iso: string) => new Date(Math.ceil(Date.parse(iso) / 60_000) * 60_000).toISOString();

function TotalBadge({ total, diff }: { total: number; diff: number }) {
  const t = useTranslations('ui.admin.probability');
  const ok = diff === 0;
  const text = ok
    ? t('totalOk')
    : diff > 0
      ? t('totalOff', { total: microsToPercent(total), diff: microsToPercent(diff) })
      : t('totalOver', { total: microsToPercent(total), diff: microsToPercent(-diff) });
  return (
    <span className={own.total} data-ok={ok ? true : undefined} role="status" aria-live="polite">
      {text}
    </span>
  );
}

function History({ table, locale }: { table: AdminProbabilityTableDto; locale: Locale }) {
  const t = useTranslations('ui.admin.probability');
  return (
    <TitledSection id="history-title" title={t('history')} className={styles.card} titleClassName={own.cardTitle}>
      {table.history.length === 0 ? (
        <p className={styles.hint}>{t('noHistory')}</p>
      ) : (
        <ol className={own.history}>
          {table.history.map((h) => (
            <li key={h.id}>
              <span className={styles.meta}>
                <span>{t('version', { version: h.version })}</span>
                <time dateTime={h.created_at}>{formatDateTime(h.created_at, locale)}</time>
                {h.changed_by && <span>{t('changedBy', { name: h.changed_by })}</span>}
                {h.in_effect ? (
                  h.effective_at !== h.created_at && <span>{t('effectiveOn', { date: formatDateTime(h.effective_at, locale) })}</span>
                ) : (
                  <strong>{t('waitingBadge', { date: formatDateTime(h.effective_at, locale) })}</strong>
                )}
              </span>
              <p className={styles.text} lang="ko">
                {h.note_ko}
              </p>
              <p className={styles.text} lang="zh-TW">
                {h.note_zh_tw}
              </p>
            </li>
          ))}
        </ol>
      )}
    </TitledSection>
  );
}
