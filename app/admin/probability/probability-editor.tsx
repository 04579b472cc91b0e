'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAdminErrors, type FieldErrors } from '@/components/admin/errors';
import { SelectField, TextAreaField, TextField } from '@/components/admin/fields';
import { formatDateTime, microsToPercent, percentToMicros } from '@/components/admin/format';
import { PageHead } from '@/components/admin/page-head';
import { QueryView } from '@/components/admin/query-view';
import { useAdminAction } from '@/components/admin/use-admin-action';
import styles from '@/components/admin/admin.module.scss';
import { Button } from '@/components/ui/button';
import {
  createProbabilityTable,
  probabilityTableOptions,
  saveProbabilityTable,
  type AdminProbabilityTableDto,
  type ProbabilityBody,
} from '@/lib/api/admin';
import { ApiError } from '@/lib/api/request';
import type { Locale } from '@/lib/constants';
import { ITEM_GRADES } from '@/lib/items/catalog';
import {
  PROBABILITY_KINDS,
  PROBABILITY_NAME_MAX,
  PROBABILITY_NOTE_MAX,
  PROBABILITY_TEXT_MAX,
  RATE_TOTAL_MICROS,
  probabilityKindMessageKey,
  probabilityKindSlug,
  type ProbabilityKind,
} from '@/lib/validation/probability';
import own from './probability-editor.module.scss';

export function ProbabilityEditorLoader({ id }: { id: number }) {
  const table = useQuery(probabilityTableOptions(id));
  return <QueryView query={table}>{(data) => <ProbabilityEditor key={data.updated_at} table={data} />}</QueryView>;
}

type EntryDraft = { key: number; item_id: string; label_ko: string; label_zh_tw: string; grade: string; quantity: string; rate: string };
type Draft = {
  kind: ProbabilityKind;
  name_ko: string;
  name_zh_tw: string;
  description_ko: string;
  description_zh_tw: string;
  pity_rule_ko: string;
  pity_rule_zh_tw: string;
  image: string;
  entries: EntryDraft[];
  note_ko: string;
  note_zh_tw: string;
};

let entryKey = 0;
const blankEntry = (): EntryDraft => ({ key: ++entryKey, item_id: '', label_ko: '', label_zh_tw: '', grade: '', quantity: '1', rate: '' });

function toDraft(table?: AdminProbabilityTableDto): Draft {
  return {
    kind: table?.kind ?? 'treasure_box',
    name_ko: table?.name_ko ?? '',
    name_zh_tw: table?.name_zh_tw ?? '',
    description_ko: table?.description_ko ?? '',
    description_zh_tw: table?.description_zh_tw ?? '',
    pity_rule_ko: table?.pity_rule_ko ?? '',
    pity_rule_zh_tw: table?.pity_rule_zh_tw ?? '',
    image: table?.image ?? '',
    entries: table?.entries.length
      ? table.entries.map((e) => ({
          key: ++entryKey,
          item_id: e.item_id ? String(e.item_id) : '',
          label_ko: e.label_ko,
          label_zh_tw: e.label_zh_tw,
          grade: e.grade,
          quantity: String(e.quantity),
          rate: microsToPercent(e.rate_micros),
        }))
      : [blankEntry(), blankEntry()],
    note_ko: '',
    note_zh_tw: '',
  };
}

/**
 * A probability table: outcomes with their rates in percent (up to 4 decimals), the total checked
 * live against 100 %, and the change note that joins the public history. The server's check is
 * the one that counts: its refusal (with the sum it computed) is shown as it is.
 */
export function ProbabilityEditor({ table }: { table?: AdminProbabilityTableDto }) {
  const t = useTranslations('ui.admin');
  const tk = useTranslations('support.probability.kind');
  const locale = useLocale();
  const router = useRouter();
  const messages = useAdminErrors();
  const [draft, setDraft] = useState<Draft>(() => toDraft(table));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusedSum, setRefusedSum] = useState<number | null>(null);
  const edit = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const editEntry = (key: number, patch: Partial<EntryDraft>) =>
    setDraft((d) => ({ ...d, entries: d.entries.map((e) => (e.key === key ? { ...e, ...patch } : e)) }));
  const error = (name: string) => messages.text(errors[name]?.[0]);

  const micros = draft.entries.map((e) => percentToMicros(e.rate));
  const total = micros.reduce<number>((sum, m) => sum + (m ?? 0), 0);
  const diff = RATE_TOTAL_MICROS - total;

  const save = useAdminAction((body: ProbabilityBody) => (table ? saveProbabilityTable(table.id, body) : createProbabilityTable(body)), {
    done: table ? t('probability.saved') : t('probability.created'),
    toastError: false,
    onSuccess: (saved) => {
      setErrors({});
      setRefusedSum(null);
      if (!table) router.push(`/admin/probability/${saved.id}`);
    },
  });

  const submit = () => {
    const local: FieldErrors = {};
    draft.entries.forEach((e, n) => {
      if (micros[n] === null) local[`entries.${n}.rate_micros`] = ['invalid'];
    });
    if (Object.keys(local).length) {
      setErrors(local);
      return;
    }
    const body: ProbabilityBody = {
      kind: draft.kind,
      name_ko: draft.name_ko,
      name_zh_tw: draft.name_zh_tw,
      description_ko: draft.description_ko,
      description_zh_tw: draft.description_zh_tw,
      pity_rule_ko: draft.pity_rule_ko || null,
      pity_rule_zh_tw: draft.pity_rule_zh_tw || null,
      image: draft.image || null,
      entries: draft.entries.map((e, n) => ({
        item_id: e.item_id ? Number(e.item_id) : null,
        label_ko: e.label_ko || null,
        label_zh_tw: e.label_zh_tw || null,
        grade: e.grade || null,
        quantity: Number(e.quantity) || 1,
        rate_micros: micros[n] ?? 0,
      })),
      note: { ko: draft.note_ko, zh_tw: draft.note_zh_tw },
    };
    save.mutate(body, {
      onError: (e) => {
        if (e instanceof ApiError) {
          setErrors(e.errors ?? {});
          const sum = e.meta?.rates_sum;
          setRefusedSum(typeof sum === 'number' ? sum : null);
        }
      },
    });
  };

  const refusal =
    save.isError && !save.isPending
      ? refusedSum !== null
        ? t('probability.refused', { sum: microsToPercent(refusedSum) })
        : messages.message(save.error)
      : null;

  return (
    <form
      className={styles.page}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Link href="/admin/probability" className={styles.link}>
        ← {t('common.back')}
      </Link>
      <PageHead title={table ? t('probability.editTitle') : t('probability.createTitle')} lead={t('probability.lead')}>
        {table && (
          <Link href={`/probability/${probabilityKindSlug(table.kind)}/${table.id}`} className={styles.link} target="_blank">
            {t('probability.publicPage')}
          </Link>
        )}
      </PageHead>

      <div className={styles.card}>
        <div className={styles.grid2}>
          <SelectField
            label={t('probability.kind')}
            value={draft.kind}
            onChange={(e) => edit({ kind: e.target.value as ProbabilityKind })}
            options={PROBABILITY_KINDS.map((k) => ({ value: k, label: tk(probabilityKindMessageKey(k)) }))}
            error={error('kind')}
          />
          <TextField
            label={t('probability.image')}
            mono
            value={draft.image}
            placeholder="/art/…"
            onChange={(e) => edit({ image: e.target.value })}
            error={error('image')}
          />
          <TextField
            label={t('probability.nameKo')}
            lang="ko"
            value={draft.name_ko}
            maxLength={PROBABILITY_NAME_MAX}
            onChange={(e) => edit({ name_ko: e.target.value })}
            error={error('name_ko')}
          />
          <TextField
            label={t('probability.nameZh')}
            lang="zh-TW"
            value={draft.name_zh_tw}
            maxLength={PROBABILITY_NAME_MAX}
            onChange={(e) => edit({ name_zh_tw: e.target.value })}
            error={error('name_zh_tw')}
          />
          <TextAreaField
            label={t('probability.descriptionKo')}
            lang="ko"
            rows={3}
            value={draft.description_ko}
            maxLength={PROBABILITY_TEXT_MAX}
            onChange={(e) => edit({ description_ko: e.target.value })}
          />
          <TextAreaField
            label={t('probability.descriptionZh')}
            lang="zh-TW"
            rows={3}
            value={draft.description_zh_tw}
            maxLength={PROBABILITY_TEXT_MAX}
            onChange={(e) => edit({ description_zh_tw: e.target.value })}
          />
          <TextAreaField
            label={t('probability.pityKo')}
            lang="ko"
            rows={2}
            value={draft.pity_rule_ko}
            maxLength={PROBABILITY_TEXT_MAX}
            onChange={(e) => edit({ pity_rule_ko: e.target.value })}
          />
          <TextAreaField
            label={t('probability.pityZh')}
            lang="zh-TW"
            rows={2}
            value={draft.pity_rule_zh_tw}
            maxLength={PROBABILITY_TEXT_MAX}
            onChange={(e) => edit({ pity_rule_zh_tw: e.target.value })}
          />
        </div>
      </div>

      <section className={styles.card} aria-labelledby="entries-title">
        <div className={styles.cardHead}>
          <h2 id="entries-title">{t('probability.entries')}</h2>
          <TotalBadge total={total} diff={diff} />
        </div>
        <ol className={own.entries}>
          {draft.entries.map((entry, n) => (
            <li key={entry.key} className={own.entry}>
              <fieldset className={own.fieldset}>
                <legend className={own.legend}>{t('probability.entry', { n: n + 1 })}</legend>
                <div className={own.entryGrid}>
                  <TextField
                    label={t('probability.itemId')}
                    inputMode="numeric"
                    value={entry.item_id}
                    onChange={(e) => editEntry(entry.key, { item_id: e.target.value.replace(/\D/g, '') })}
                    error={error(`entries.${n}.item_id`)}
                  />
                  <TextField
                    label={t('probability.labelKo')}
                    lang="ko"
                    value={entry.label_ko}
                    maxLength={PROBABILITY_NAME_MAX}
                    onChange={(e) => editEntry(entry.key, { label_ko: e.target.value })}
                    error={error(`entries.${n}.label_ko`)}
                  />
                  <TextField
                    label={t('probability.labelZh')}
                    lang="zh-TW"
                    value={entry.label_zh_tw}
                    maxLength={PROBABILITY_NAME_MAX}
                    onChange={(e) => editEntry(entry.key, { label_zh_tw: e.target.value })}
                    error={error(`entries.${n}.label_zh_tw`)}
                  />
                  <SelectField
                    label={t('probability.grade')}
                    value={entry.grade}
                    onChange={(e) => editEntry(entry.key, { grade: e.target.value })}
                    options={[{ value: '', label: t('probability.gradeFromItem') }, ...ITEM_GRADES.map((g) => ({ value: g, label: g }))]}
                    error={error(`entries.${n}.grade`)}
                  />
                  <TextField
                    label={t('probability.quantity')}
                    inputMode="numeric"
                    value={entry.quantity}
                    onChange={(e) => editEntry(entry.key, { quantity: e.target.value.replace(/\D/g, '') })}
                    error={error(`entries.${n}.quantity`)}
                  />
                  <TextField
                    label={t('probability.rate')}
                    inputMode="decimal"
                    value={entry.rate}
                    placeholder="0.0000"
                    onChange={(e) => editEntry(entry.key, { rate: e.target.value })}
                    error={error(`entries.${n}.rate_micros`)}
                  />
                </div>
                <Button
                  size="xs"
                  variant="ghost"
                  disabled={draft.entries.length <= 1}
                  onClick={() => setDraft((d) => ({ ...d, entries: d.entries.filter((e) => e.key !== entry.key) }))}
                >
                  {t('probability.removeEntry', { n: n + 1 })}
                </Button>
              </fieldset>
            </li>
          ))}
        </ol>
        <div className={styles.actions}>
          <Button size="s" variant="secondary" onClick={() => setDraft((d) => ({ ...d, entries: [...d.entries, blankEntry()] }))}>
            {t('probability.addEntry')}
          </Button>
        </div>
        {error('entries') ? <p className={styles.error}>{error('entries')}</p> : null}
      </section>

      <section className={styles.card} aria-labelledby="note-title">
        <h2 id="note-title" className={own.cardTitle}>
          {t('probability.noteTitle')}
        </h2>
        <div className={styles.grid2}>
          <TextAreaField
            label={t('probability.noteKo')}
            lang="ko"
            rows={2}
            value={draft.note_ko}
            maxLength={PROBABILITY_NOTE_MAX}
            onChange={(e) => edit({ note_ko: e.target.value })}
            error={error('note.ko') ?? error('note')}
          />
          <TextAreaField
            label={t('probability.noteZh')}
            lang="zh-TW"
            rows={2}
            value={draft.note_zh_tw}
            maxLength={PROBABILITY_NOTE_MAX}
            onChange={(e) => edit({ note_zh_tw: e.target.value })}
            error={error('note.zh_tw') ?? error('note')}
          />
        </div>
      </section>

      {refusal ? (
        <p className={styles.alert} role="alert">
          {refusal}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <TotalBadge total={total} diff={diff} />
        <Button type="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </div>

      {table && <History table={table} locale={locale} />}
    </form>
  );
}

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
    <section className={styles.card} aria-labelledby="history-title">
      <h2 id="history-title" className={own.cardTitle}>
        {t('history')}
      </h2>
      {table.history.length === 0 ? (
        <p className={styles.hint}>{t('noHistory')}</p>
      ) : (
        <ol className={own.history}>
          {table.history.map((h) => (
            <li key={h.id}>
              <span className={styles.meta}>
                <time dateTime={h.created_at}>{formatDateTime(h.created_at, locale)}</time>
                {h.changed_by && <span>{t('changedBy', { name: h.changed_by })}</span>}
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
    </section>
  );
}
