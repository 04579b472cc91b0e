'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Area, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PriceDayDto } from '@/lib/validation/prices';
import styles from './prices.module.scss';

// The palette of styles/_tokens.scss: primary-dark for the median, primary for the band, wood for the frame.
const INK = '#3a2a1a';
const MUTED = '#6e5840';
const MEDIAN = '#9a4e0a';
const BAND = '#f08a24';
const GRID = '#c9ad72';

type Point = PriceDayDto & { band: [number, number] | null };

const short = (day: string) => day.slice(5).replace('-', '/');

/**
 * The daily price series drawn the pixel way: step lines, square ends, no curves, no animation,
 * the pixel font. Median line over the p25–p75 band; days without trades carry the last level on.
 * Loaded with next/dynamic (price-history.tsx): recharts stays out of the first load.
 */
export function PriceChart({ series }: { series: PriceDayDto[] }) {
  const data: Point[] = series.map((d) => ({ ...d, band: d.p25 === null || d.p75 === null ? null : [d.p25, d.p75] }));
  return (
    <div className={styles.chartBox}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="day"
            tickFormatter={short}
            stroke={MUTED}
            tick={{ fill: INK, fontSize: 11 }}
            tickLine={false}
            minTickGap={16}
            interval="preserveStartEnd"
          />
          <YAxis
            stroke={MUTED}
            tick={{ fill: INK, fontSize: 11 }}
            tickLine={false}
            width={48}
            allowDecimals={false}
            domain={['auto', 'auto']}
          />
          <Tooltip
            content={({ active, payload }) => <ChartTooltip active={active} point={payload?.[0]?.payload as Point | undefined} />}
            cursor={{ stroke: MUTED, strokeWidth: 2 }}
            isAnimationActive={false}
          />
          <Area
            type="stepAfter"
            dataKey="band"
            stroke="none"
            fill={BAND}
            fillOpacity={0.3}
            connectNulls
            isAnimationActive={false}
            activeDot={false}
          />
          <Line
            type="stepAfter"
            dataKey="median"
            stroke={MEDIAN}
            strokeWidth={3}
            strokeLinecap="square"
            strokeLinejoin="miter"
            dot={false}
            activeDot={{ r: 4, fill: MEDIAN, stroke: INK, strokeWidth: 1 }}
            connectNulls
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

function ChartTooltip({ active, point }: { active?: boolean; point: Point | undefined }) {
  const t = useTranslations('prices.history');
  const format = useFormatter();
  if (!active || !point) return null;
  const n = (v: number | null) => (v === null ? '—' : format.number(v));
  return (
    <div className={styles.tooltip}>
      <strong>{point.day}</strong>
      <span>
        {t('median')} {n(point.median)}
      </span>
      <span>
        {t('band')} {n(point.p25)}–{n(point.p75)}
      </span>
      <span>{t('tooltipCount', { count: point.count })}</span>
    </div>
  );
}
