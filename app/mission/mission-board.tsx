'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { ErrorState } from '@/components/ui/error-state';
import { PixelSlime } from '@/components/ui/pixel-slime';
import { Skeleton } from '@/components/ui/skeleton';
import { missionBoardOptions, useCheckInMutation, type BoardReader, type MissionBoardDto, type MissionDto } from '@/lib/api/missions';
import { loginPathFor } from '@/lib/auth/next-path';
import { formatYmd } from '@/lib/dates';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { monthGrid } from '@/lib/missions/periods';
import type { MissionKind } from '@/lib/validation/missions';
import { useUiStore } from '@/stores/ui-store';
import { useUserStore } from '@/stores/user-store';
import styles from './mission.module.scss';

const PAGE_PATH = '/mission';
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** Where each kind of mission is done. */
export const MISSION_LINKS: Record<MissionKind, string> = {
  read_posts: '/community/posts',
  write_comment: '/community/posts',
  add_wish: '/market',
  answer_question: '/community/posts?category=9',
};

/**
 * Whose board to show: until hydration, the reader the server rendered for (so the first render
 * matches its HTML); then the browser's own session, which is the one the API answers to.
 */
function useBoardReader(serverReader: BoardReader): BoardReader {
  const hydrated = useHydrated();
  const token = useUserStore((s) => s.userToken);
  const userId = useUserStore((s) => s.user?.id ?? null);
  if (!hydrated) return serverReader;
  if (!token) return 'guest';
  return userId ?? 'member';
}

/** The /mission page's live part: the check-in with its calendar, then the daily and weekly missions. */
export function MissionBoard({ serverReader }: { serverReader: BoardReader }) {
  const t = useTranslations('mission');
  const locale = useLocale();
  const reader = useBoardReader(serverReader);
  const board = useQuery(missionBoardOptions(reader, locale));

  if (board.isPending) {
    return (
      <main id="main" className={styles.main}>
        <Skeleton rows={4} variant="card" />
      </main>
    );
  }
  // A failed refresh keeps showing the board it had.
  if (!board.data) {
    return (
      <main id="main" className={styles.main}>
        <ErrorState message={t('loadFailed')} onRetry={() => void board.refetch()} />
      </main>
    );
  }
  const data = board.data;
  return (
    <main id="main" className={styles.main}>
      {data.signed_in ? null : <GuestPrompt />}
      <CheckInCard board={data} reader={reader} />
      <MissionSection id="missions-daily" title={t('daily')} missions={data.daily} signedIn={data.signed_in} />
      <MissionSection id="missions-weekly" title={t('weekly')} missions={data.weekly} signedIn={data.signed_in} />
      <p className={styles.note}>{t('periodNote', { zone: t(data.time_zone === 'Asia/Taipei' ? 'zones.taipei' : 'zones.seoul') })}</p>
    </main>
  );
}

function GuestPrompt() {
  const t = useTranslations('mission.guest');
  return (
    <section className={styles.guest} aria-labelledby="mission-guest">
      <PixelSlime size={40} />
      <div className={styles.guestText}>
        <h2 id="mission-guest" className={styles.guestTitle}>
          {t('title')}
        </h2>
        <p>{t('body')}</p>
      </div>
      <Link href={loginPathFor(PAGE_PATH)} className={buttonClassName({ size: 's' })}>
        {t('signIn')}
      </Link>
    </section>
  );
}

function CheckInCard({ board, reader }: { board: MissionBoardDto; reader: BoardReader }) {
  const t = useTranslations('mission.checkIn');
  const locale = useLocale();
  const showToast = useUiStore((s) => s.showToast);
  const openLogin = useUiStore((s) => s.openLoginModal);
  const mutation = useCheckInMutation(reader, locale);
  const state = board.check_in;
  const checked = new Set(state?.days ?? []);
  const month = board.today.slice(0, 7);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const done = Boolean(state?.checked_today);

  const onCheckIn = () => {
    if (!board.signed_in) {
      openLogin();
      return;
    }
    mutation.mutate(undefined, {
      onSuccess: (result) => showToast(result.already ? t('already') : t('success', { count: result.balls_awarded })),
      onError: () => showToast(t('failed')),
    });
  };

  return (
    <section className={styles.card} aria-labelledby="check-in-heading">
      <div className={styles.checkInHead}>
        <h2 id="check-in-heading" className={styles.heading}>
          {t('heading')}
        </h2>
        {state ? (
          <p className={styles.stats}>
            <span className={styles.stat} data-testid="check-in-streak">
              {t('streak', { count: state.streak })}
            </span>
            <span className={styles.stat} data-testid="mission-balls">
              {t('balls', { count: board.balls ?? 0 })}
            </span>
          </p>
        ) : null}
      </div>
      <table className={styles.calendar} aria-label={t('calendarLabel', { year, month: monthNumber })}>
        <caption className={styles.month} data-testid="calendar-month">
          {t('month', { year, month: monthNumber })}
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col" className={styles.weekday} data-weekday={d}>
                {t(`weekdays.${d}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, k) => {
                if (!day) return <td key={`blank-${k}`} className={styles.blank} />;
                const n = Number(day.slice(8));
                const isChecked = checked.has(day);
                const isToday = day === board.today;
                return (
                  <td
                    key={day}
                    className={styles.day}
                    data-checked={isChecked || undefined}
                    data-today={isToday || undefined}
                    aria-current={isToday ? 'date' : undefined}
                  >
                    <span aria-hidden="true" className={styles.dayNumber}>
                      {n}
                    </span>
                    {isChecked ? <PixelSlime size={22} className={styles.stamp} /> : null}
                    <span className={styles.srOnly}>{isChecked ? t('dayChecked', { day: n }) : t('dayLabel', { day: n })}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.rule}>
        {t('rule', { balls: board.reward.balls, every: board.reward.bonus_every, bonus: board.reward.bonus_balls })}
      </p>
      {/* A guest cannot check in: the button says it takes signing in, in the quieter look. */}
      <Button
        size="l"
        fullWidth
        variant={board.signed_in ? 'primary' : 'secondary'}
        onClick={onCheckIn}
        loading={mutation.isPending}
        disabled={done}
        data-testid="check-in-button"
      >
        {!board.signed_in ? t('guestButton') : done ? t('done') : t('button')}
      </Button>
    </section>
  );
}

function MissionSection({ id, title, missions, signedIn }: { id: string; title: string; missions: MissionDto[]; signedIn: boolean }) {
  const t = useTranslations('mission');
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionHeading}>
        {title}
      </h2>
      {missions.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {missions.map((m) => (
            <li key={m.id}>
              <MissionCard mission={m} signedIn={signedIn} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MissionCard({ mission: m, signedIn }: { mission: MissionDto; signedIn: boolean }) {
  const t = useTranslations('mission');
  const locale = useLocale();
  const done = m.progress ?? 0;
  const percent = Math.round((Math.min(done, m.target) / m.target) * 100);
  return (
    <article className={styles.mission} data-completed={m.completed || undefined} aria-labelledby={`mission-${m.id}`}>
      <div className={styles.missionHead}>
        <h3 id={`mission-${m.id}`} className={styles.missionTitle}>
          {m.title}
        </h3>
        {m.rewarded ? (
          <span className={styles.status} data-tone="done">
            {t('rewarded')}
          </span>
        ) : m.completed ? (
          <span className={styles.status}>{t('completed')}</span>
        ) : null}
      </div>
      {m.description ? <p className={styles.description}>{m.description}</p> : null}
      {signedIn ? (
        <div className={styles.progressRow}>
          <div
            className={styles.bar}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={m.target}
            aria-valuenow={Math.min(done, m.target)}
            aria-label={t('progressLabel', { title: m.title })}
          >
            <span className={styles.fill} style={{ width: `${percent}%` }} />
          </div>
          <span className={styles.count}>{t('progress', { done: Math.min(done, m.target), target: m.target })}</span>
        </div>
      ) : null}
      <div className={styles.missionFoot}>
        <ul className={styles.rewards}>
          {m.reward_balls > 0 ? <li className={styles.chip}>{t('rewardBalls', { count: m.reward_balls })}</li> : null}
          {m.reward_badge ? (
            <li className={styles.chip} data-kind="badge">
              <span className={styles.badgeDot} style={{ background: m.reward_badge.hex_code }} aria-hidden="true" />
              {t('rewardBadge', { title: m.reward_badge.title })}
            </li>
          ) : null}
          {m.ends_at ? <li className={styles.until}>{t('endsAt', { date: formatYmd(m.ends_at, locale) })}</li> : null}
        </ul>
        {m.completed ? null : (
          <Link
            href={MISSION_LINKS[m.kind]}
            className={buttonClassName({ size: 'xs', variant: 'secondary' })}
            aria-label={t('goLabel', { title: m.title })}
          >
            {t('go')}
          </Link>
        )}
      </div>
    </article>
  );
}
