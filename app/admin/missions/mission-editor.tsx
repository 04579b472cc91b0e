'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { BilingualFields } from '@/components/admin/bilingual-fields';
import { useCatalogEditor } from '@/components/admin/catalog-editor';
import { EditorPage, FormCheckField, FormSelectField, FormTextField } from '@/components/admin/editor-form';
import { fromLocalInput, toLocalInput } from '@/components/admin/format';
import { QueryView } from '@/components/admin/query-view';
import styles from '@/components/admin/admin.module.scss';
import { createMission, missionOptions, updateMission, type AdminMissionDto } from '@/lib/api/missions';
import { badgeCatalogueOptions } from '@/lib/api/people';
import type { Locale } from '@/lib/constants';
import {
  MISSION_DESCRIPTION_MAX,
  MISSION_KINDS,
  MISSION_PERIODS,
  MISSION_TARGET_MAX,
  MISSION_TITLE_MAX,
  missionInputSchema,
} from '@/lib/validation/missions';
import { z } from '@/lib/zod';

export function MissionEditorLoader({ id }: { id: number }) {
  const mission = useQuery(missionOptions(id));
  return <QueryView query={mission}>{(m) => <MissionEditor mission={m} />}</QueryView>;
}

/** The form's values as typed: numbers and times in text boxes (an empty start: now, an empty end: none). */
type MissionValues = {
  key: string;
  kind: AdminMissionDto['kind'];
  period: AdminMissionDto['period'];
  target: string;
  reward_balls: string;
  reward_badge_id: string;
  title_ko: string;
  title_zh: string;
  description_ko: string;
  description_zh: string;
  starts_at: string;
  ends_at: string;
  is_active: boolean;
  sort_order: string;
};

// A number box's text stays as typed when it is not a whole number, for the schema to refuse.
const whole = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text) : text);
const instant = (text: string, locale: Locale) => fromLocalInput(text, locale) ?? text;

const missionForm = (locale: Locale) =>
  z
    .custom<MissionValues>()
    .transform(
      ({ target, reward_balls, reward_badge_id, starts_at, ends_at, sort_order, ...rest }): z.input<typeof missionInputSchema> =>
        ({
          ...rest,
          target: whole(target),
          reward_balls: whole(reward_balls || '0'),
          reward_badge_id: reward_badge_id ? Number(reward_badge_id) : null,
          ...(starts_at ? { starts_at: instant(starts_at, locale) } : {}),
          ends_at: ends_at ? instant(ends_at, locale) : null,
          sort_order: whole(sort_order || '0'),
        }) as z.input<typeof missionInputSchema>,
    )
    .pipe(missionInputSchema);

/** A mission in both languages: what it counts, how often, its goal, reward and dates. */
export function MissionEditor({ mission }: { mission?: AdminMissionDto }) {
  const t = useTranslations('ui.admin.missions');
  const locale = useLocale();
  const schema = useMemo(() => missionForm(locale), [locale]);
  const badges = useQuery(badgeCatalogueOptions());
  const { form, page } = useCatalogEditor({
    section: 'missions',
    path: '/admin/missions',
    record: mission,
    schema,
    defaultValues: {
      key: mission?.key ?? '',
      kind: mission?.kind ?? 'read_posts',
      period: mission?.period ?? 'daily',
      target: String(mission?.target ?? 1),
      reward_balls: String(mission?.reward_balls ?? 10),
      reward_badge_id: mission?.reward_badge_id ? String(mission.reward_badge_id) : '',
      title_ko: mission?.title_ko ?? '',
      title_zh: mission?.title_zh ?? '',
      description_ko: mission?.description_ko ?? '',
      description_zh: mission?.description_zh ?? '',
      starts_at: toLocalInput(mission?.starts_at ?? null, locale),
      ends_at: toLocalInput(mission?.ends_at ?? null, locale),
      is_active: mission?.is_active ?? true,
      sort_order: String(mission?.sort_order ?? 0),
    },
    create: createMission,
    update: updateMission,
  });
  const { control } = form;
  const badgeOptions = [
    { value: '', label: t('noBadge') },
    ...(badges.data ?? []).map((b) => ({ value: String(b.id), label: b.title })),
    // The stored badge stays choosable while the catalogue loads.
    ...(mission?.reward_badge_id && !badges.data ? [{ value: String(mission.reward_badge_id), label: `#${mission.reward_badge_id}` }] : []),
  ];

  return (
    <EditorPage {...page} lead={t('rules')}>
      <div className={styles.card}>
        <div className={styles.grid2}>
          <FormTextField control={control} name="key" label={t('key')} hint={t('keyHint')} maxLength={48} mono />
          <FormTextField control={control} name="sort_order" label={t('sortOrder')} inputMode="numeric" />
          <FormSelectField
            control={control}
            name="kind"
            label={t('kind')}
            options={MISSION_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          />
          <FormSelectField
            control={control}
            name="period"
            label={t('period')}
            options={MISSION_PERIODS.map((p) => ({ value: p, label: t(`periods.${p}`) }))}
          />
          <FormTextField control={control} name="target" label={t('target', { max: MISSION_TARGET_MAX })} inputMode="numeric" />
          <FormTextField control={control} name="reward_balls" label={t('rewardBalls')} inputMode="numeric" />
          <FormSelectField control={control} name="reward_badge_id" label={t('rewardBadge')} options={badgeOptions} />
        </div>
        <FormCheckField control={control} name="is_active" label={t('active')} />
      </div>
      <div className={styles.card}>
        <div className={styles.grid2}>
          <BilingualFields
            control={control}
            names={['title_ko', 'title_zh']}
            labels={[t('titleKo'), t('titleZh')]}
            maxLength={MISSION_TITLE_MAX}
          />
          <BilingualFields
            as="textarea"
            control={control}
            names={['description_ko', 'description_zh']}
            labels={[t('descriptionKo'), t('descriptionZh')]}
            rows={3}
            maxLength={MISSION_DESCRIPTION_MAX}
          />
        </div>
      </div>
      <div className={styles.card}>
        <div className={styles.grid2}>
          <FormTextField control={control} name="starts_at" type="datetime-local" label={t('startsAt')} hint={t('startsAtHint')} />
          <FormTextField control={control} name="ends_at" type="datetime-local" label={t('endsAt')} hint={t('endsAtHint')} />
        </div>
      </div>
    </EditorPage>
  );
}
