import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bannerArtSvg, CAROUSEL_INTERVAL_MS } from '@portal/shared/core';

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
 * The one image: the picture is SVG (bannerArtSvg, markup of ours that the server's first screen
 * draws too); the translated text is HTML over it, so a long title (Vietnamese is long) wraps on a
 * narrow screen instead of being cut.
 */
export function BannerSlide() {
  const { t } = useTranslation('mf-public');
  return (
    <div className="home-banner-slide">
      <div dangerouslySetInnerHTML={{ __html: bannerArtSvg(t('banner.title')) }} />
      <div className="home-banner-text">
        <h2>{t('banner.title')}</h2>
        <p>{t('banner.subtitle')}</p>
      </div>
    </div>
  );
}
