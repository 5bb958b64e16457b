/**
 * The group's mark: a stylised wind turbine over a sun, inline SVG so it needs no asset. Markup
 * rather than JSX because the server draws it too, in the first screen of /home.
 */
export const FRAME_LOGO_SVG =
  '<svg width="44" height="44" viewBox="0 0 44 44" aria-hidden="true">' +
  '<circle cx="22" cy="22" r="21" fill="#0b5cad"/><circle cx="30" cy="14" r="6" fill="#ffc53d"/>' +
  '<g stroke="#fff" stroke-width="2.4" stroke-linecap="round">' +
  '<line x1="18" y1="20" x2="18" y2="38"/><line x1="18" y1="20" x2="18" y2="8"/>' +
  '<line x1="18" y1="20" x2="28.4" y2="26"/><line x1="18" y1="20" x2="7.6" y2="26"/></g></svg>';
