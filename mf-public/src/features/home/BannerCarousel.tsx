import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_INTERVAL_MS } from '@portal/shared/core';

/**
 * The banner carousel (spec 01: one image, rotating every CAROUSEL_INTERVAL_MS). Plain markup and
 * one timer instead of antd's Carousel: react-slick measured and re-laid out the slide on every
 * load (≈30 ms of the first page's main thread) and its code came with the shared antd, for a
 * carousel that shows one slide. With one slide there is nothing to rotate, so no timer runs.
 */
export function BannerCarousel({ slides = [<BannerSlide key="energy" />] }: { slides?: ReactNode[] }) {
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    if (slides.length < 2) return undefined;
    const timer = window.setInterval(() => setCurrent((i) => (i + 1) % slides.length), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [slides.length]);
  return (
    <div className="home-banner" data-testid="home-banner">
      {slides.map((slide, i) => (
        <BannerFrame key={i} shown={i === current}>
          {slide}
        </BannerFrame>
      ))}
    </div>
  );
}

function BannerFrame({ shown, children }: { shown: boolean; children: ReactNode }) {
  return (
    <div className="home-banner-frame" hidden={!shown}>
      {children}
    </div>
  );
}

/**
 * The one image: the picture is SVG so it stays sharp at any width; the translated text is HTML
 * over it, so a long title (Vietnamese is long) wraps on a narrow screen instead of being cut.
 */
export function BannerSlide() {
  const { t } = useTranslation('mf-public');
  return (
    <div className="home-banner-slide">
      <svg viewBox="0 0 1280 200" preserveAspectRatio="xMinYMid slice" role="img" aria-label={t('banner.title')}>
        <defs>
          <linearGradient id="banner-sky" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#0b4f9c" />
            <stop offset="1" stopColor="#2a9df4" />
          </linearGradient>
        </defs>
        <rect width="1280" height="200" fill="url(#banner-sky)" />
        <path d="M0 170 Q 320 120 640 160 T 1280 150 V 200 H 0 Z" fill="#0a3f7a" opacity="0.6" />
        {[880, 980, 1080, 1180].map((x, i) => (
          <g key={x} stroke="#e6f4ff" strokeWidth="4" strokeLinecap="round" opacity={0.9 - i * 0.12}>
            <line x1={x} y1={70 + i * 6} x2={x} y2={175} />
            {[0, 120, 240].map((a) => (
              <line key={a} x1={x} y1={70 + i * 6} x2={x} y2={30 + i * 6} transform={`rotate(${a + i * 25} ${x} ${70 + i * 6})`} />
            ))}
          </g>
        ))}
      </svg>
      <div className="home-banner-text">
        <h2>{t('banner.title')}</h2>
        <p>{t('banner.subtitle')}</p>
      </div>
    </div>
  );
}
