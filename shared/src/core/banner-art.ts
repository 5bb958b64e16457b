// The home banner's picture: a sky and four wind turbines, SVG so it stays sharp at any width.
// Markup rather than JSX because the server draws it too, in the first screen of /home.
import { escapeHtml } from './escape-html';

function turbine(x: number, i: number): string {
  const hub = 70 + i * 6;
  const blades = [0, 120, 240]
    .map((a) => `<line x1="${x}" y1="${hub}" x2="${x}" y2="${30 + i * 6}" transform="rotate(${a + i * 25} ${x} ${hub})"/>`)
    .join('');
  return `<g stroke="#e6f4ff" stroke-width="4" stroke-linecap="round" opacity="${(0.9 - i * 0.12).toFixed(2)}"><line x1="${x}" y1="${hub}" x2="${x}" y2="175"/>${blades}</g>`;
}

/** The picture, labelled for screen readers with the banner's title. */
export function bannerArtSvg(label: string): string {
  return (
    `<svg viewBox="0 0 1280 200" preserveAspectRatio="xMinYMid slice" role="img" aria-label="${escapeHtml(label)}">` +
    '<defs><linearGradient id="banner-sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b4f9c"/><stop offset="1" stop-color="#2a9df4"/></linearGradient></defs>' +
    '<rect width="1280" height="200" fill="url(#banner-sky)"/>' +
    '<path d="M0 170 Q 320 120 640 160 T 1280 150 V 200 H 0 Z" fill="#0a3f7a" opacity="0.6"/>' +
    [880, 980, 1080, 1180].map(turbine).join('') +
    '</svg>'
  );
}
