'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { RoomScene } from '@/components/room/room-scene';
import { myLooksOptions } from '@/lib/api/room';
import styles from './write.module.scss';

export type LookFieldProps = {
  value: string | null;
  onChange: (uuid: string | null) => void;
  error?: string;
  disabled?: boolean;
};

/** Show-off posts: one of the writer's saved looks (or none), drawn live above the post. */
export function LookField({ value, onChange, error, disabled = false }: LookFieldProps) {
  const t = useTranslations('community.write');
  const name = useId();
  const looks = useQuery(myLooksOptions());
  const list = looks.data ?? [];
  const option = (uuid: string | null, label: string, picture?: React.ReactNode) => (
    <li key={uuid ?? 'none'}>
      <label className={styles.lookOption} data-testid="write-look-option">
        <input
          type="radio"
          name={name}
          value={uuid ?? ''}
          checked={value === uuid}
          onChange={() => onChange(uuid)}
          disabled={disabled}
          className={styles.lookRadio}
        />
        {picture}
        <span>{label}</span>
      </label>
    </li>
  );
  return (
    <fieldset className={`${styles.fieldset} ${styles.lookField}`} aria-describedby={`${name}-hint`} disabled={disabled}>
      <legend className={styles.legend}>{t('look')}</legend>
      <p id={`${name}-hint`} className={styles.hint}>
        {t('lookHint')}
      </p>
      {looks.isSuccess && list.length === 0 ? (
        <p className={styles.hint}>
          {t('lookEmpty')}{' '}
          <Link href="/my/room" className={styles.link}>
            {t('lookStudio')}
          </Link>
        </p>
      ) : (
        <ul className={styles.lookOptions}>
          {option(null, t('lookNone'))}
          {list.map((look) => option(look.uuid, look.name, <RoomScene look={look} animate={false} className={styles.lookThumb} />))}
          {/* A look chosen before (a draft, or the post being edited) that is no longer in the list. */}
          {value && looks.isSuccess && !list.some((l) => l.uuid === value) && option(value, t('look'))}
        </ul>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
