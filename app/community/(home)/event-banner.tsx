'use client';

import Image from 'next/image';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import styles from './community-home.module.scss';

export type Banner = { id: number; title: string; image: string; link_url: string | null };

// The first slide is the largest paint of /community: preloaded from the document's head and
// fetched at high priority (not lazily); the others load lazily as they near the view.
function Slide({ banner, first }: { banner: Banner; first: boolean }) {
  const body = (
    <>
      <Image
        src={banner.image}
        alt=""
        width={1000}
        height={400}
        preload={first}
        fetchPriority={first ? 'high' : undefined}
        sizes="(max-width: 500px) 100vw, 500px"
        className={styles.bannerImage}
      />
      <span className={styles.bannerTitle}>{banner.title}</span>
    </>
  );
  if (!banner.link_url) return <div className={styles.bannerLink}>{body}</div>;
  const external = /^https?:\/\//.test(banner.link_url);
  return external ? (
    <a href={banner.link_url} className={styles.bannerLink} target="_blank" rel="noopener noreferrer">
      {body}
    </a>
  ) : (
    <Link href={banner.link_url} className={styles.bannerLink}>
      {body}
    </Link>
  );
}

/**
 * The event banner: one picture, or a swipeable carousel (scroll snap) with previous/next
 * buttons and dots when there are several. Never moves on its own (WAI carousel pattern).
 */
export function EventBanner({ banners }: { banners: Banner[] }) {
  const t = useTranslations('community.banner');
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const many = banners.length > 1;

  // The slide in view follows swipes too, not only the buttons.
  useEffect(() => {
    const el = track.current;
    if (!el || !many) return;
    const onScroll = () => setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [many]);

  const go = (next: number) => {
    const el = track.current;
    const target = (next + banners.length) % banners.length;
    el?.scrollTo({ left: target * el.clientWidth, behavior: 'smooth' });
    setIndex(target);
  };

  if (banners.length === 0) return null;
  return (
    <section className={styles.banner} aria-roledescription="carousel" aria-label={t('label')}>
      {/* The carousel pattern: slides are groups in a plain container (a list may hold only list items). */}
      <div ref={track} className={styles.bannerTrack} aria-live="polite">
        {banners.map((banner, k) => (
          <div
            key={banner.id}
            className={styles.bannerSlide}
            role="group"
            aria-roledescription={t('slide')}
            aria-label={many ? `${t('position', { index: k + 1, total: banners.length })}: ${banner.title}` : banner.title}
            aria-hidden={many && k !== index ? true : undefined}
            inert={many && k !== index ? true : undefined}
          >
            <Slide banner={banner} first={k === 0} />
          </div>
        ))}
      </div>
      {many && (
        <div className={styles.bannerControls}>
          <button type="button" className={styles.bannerArrow} aria-label={t('previous')} onClick={() => go(index - 1)}>
            <svg width="12" height="12" viewBox="0 0 5 5" shapeRendering="crispEdges" aria-hidden="true">
              <path fill="currentColor" d="M3 0h1v1H3v1H2v1h1v1h1v1H3V4H2V3H1V2h1V1h1z" />
            </svg>
          </button>
          <ol className={styles.bannerDots} role="list">
            {banners.map((banner, k) => (
              <li key={banner.id}>
                <button
                  type="button"
                  className={styles.bannerDot}
                  aria-label={t('goTo', { index: k + 1 })}
                  aria-current={k === index ? 'true' : undefined}
                  onClick={() => go(k)}
                />
              </li>
            ))}
          </ol>
          <button type="button" className={styles.bannerArrow} aria-label={t('next')} onClick={() => go(index + 1)}>
            <svg width="12" height="12" viewBox="0 0 5 5" shapeRendering="crispEdges" aria-hidden="true">
              <path fill="currentColor" d="M1 0h1v1h1v1h1v1H3v1H2v1H1V4h1V3h1V2H2V1H1z" />
            </svg>
          </button>
        </div>
      )}
    </section>
  );
}
