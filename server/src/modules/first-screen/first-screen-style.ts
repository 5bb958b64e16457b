// The first screen's look, written to match what the host and mf-public draw with antd (the
// browser test compares the rows' positions), so that the hand-over is not seen. While the first
// screen stands, the host's tree is laid out behind it, invisible (the `~ #root` rule): its parts
// measure themselves at their real size, and nothing of it can be seen or clicked. Nor does any of
// it move: the loading spinners of the blocks behind the screen were animated for nothing, on the
// main thread (Chromium composited none of antd's spinner animations), a frame's work each time;
// transitions are off behind it, and for the frame that uncovers it (FIRST_SCREEN_HANDOVER_CLASS).
import { FIRST_SCREEN_HANDOVER_CLASS, NOTICE_STATE_COLOURS } from '@portal/shared/core';

const FONT = `-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol", "Noto Color Emoji"`;

export const FIRST_SCREEN_STYLE = `
#first-screen ~ #root { position: fixed; inset: 0; overflow: hidden; visibility: hidden; }
#first-screen ~ #root *, #first-screen ~ #root *::before, #first-screen ~ #root *::after { animation-play-state: paused !important; transition: none !important; }
#root.${FIRST_SCREEN_HANDOVER_CLASS} *, #root.${FIRST_SCREEN_HANDOVER_CLASS} *::before, #root.${FIRST_SCREEN_HANDOVER_CLASS} *::after { transition: none !important; }
#first-screen { min-height: 100vh; background: #f5f5f5; font: 14px/1.5715 ${FONT}; color: rgba(0, 0, 0, 0.88); }
#first-screen * { box-sizing: border-box; }
#first-screen a { text-decoration: none; }
.fs-header { background: #fff; box-shadow: 0 1px 4px rgba(0, 21, 41, 0.08); }
.fs-topline { background: #f5f7fa; border-bottom: 1px solid #ebeef5; font-size: 12px; }
.fs-group { display: flex; align-items: center; flex-wrap: wrap; gap: 4px; }
.fs-btn { display: inline-flex; align-items: center; gap: 8px; height: 32px; padding: 0 15px; font-size: 14px; color: #3d424d; white-space: nowrap; }
.fs-btn-sm { height: 24px; padding: 0 7px; }
.fs-btn svg { display: block; }
.fs-action { display: inline-block; padding: 0 7px; line-height: 24px; color: #0b5cad; }
.fs-inner { max-width: 1280px; margin: 0 auto; padding: 0 16px; display: flex; align-items: center; justify-content: space-between; flex-wrap: wrap; gap: 8px; }
.fs-brand { min-height: 70px; }
.fs-logo { display: flex; align-items: center; gap: 12px; color: #0b5cad; }
.fs-logo svg { display: block; flex: none; }
.fs-logo span { display: flex; flex-direction: column; line-height: 1.3; }
.fs-logo strong { font-size: 20px; }
.fs-logo small { color: #545a66; font-size: 12px; }
/* The placeholder's grey darkened to AA contrast: unlike a real placeholder, this is text to axe. */
.fs-search { width: 320px; max-width: 100%; height: 32px; padding: 4px 11px; border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; color: #767676; white-space: nowrap; overflow: hidden; }
.fs-tabs { background: #0b5cad; }
.fs-tabs .fs-inner { justify-content: flex-start; gap: 0; }
.fs-tabs a { color: #fff; padding: 0 22px; line-height: 41px; font-size: 15px; white-space: nowrap; border-bottom: 3px solid transparent; }
.fs-tabs a.active { background: #08407a; font-weight: 600; border-bottom-color: #ffc53d; }
.fs-main { max-width: 1280px; margin: 0 auto; padding: 12px 16px; display: flex; flex-direction: column; gap: 16px; }
.fs-banner { position: relative; border-radius: 6px; overflow: hidden; }
.fs-banner svg { display: block; width: 100%; height: 180px; }
.fs-banner-text { position: absolute; inset: 0 40% 0 0; display: flex; flex-direction: column; justify-content: center; padding: 0 0 0 60px; color: #fff; }
.fs-banner h2 { margin: 0 0 8px; font-size: clamp(20px, 2.8vw, 36px); font-weight: 600; line-height: 1.25; color: #fff; }
.fs-banner p { margin: 0; font-size: clamp(13px, 1.6vw, 20px); line-height: normal; color: #e6f4ff; }
.fs-row { display: flex; flex-wrap: wrap; margin: 0 -8px; row-gap: 16px; }
.fs-row > .fs-card { margin: 0 8px; min-width: 0; }
.fs-card { background: #fff; border: 1px solid #f0f0f0; border-radius: 8px; }
.fs-bidding { flex: 0 0 calc(70.83333333% - 16px); }
.fs-side { flex: 0 0 calc(29.16666667% - 16px); min-height: 480px; }
.fs-card-head { margin-bottom: -1px; display: flex; align-items: center; justify-content: space-between; min-height: 56px; padding: 0 24px; border-bottom: 1px solid #f0f0f0; font-size: 16px; font-weight: 600; }
.fs-extra { font-size: 14px; font-weight: 400; }
.fs-extra a { color: var(--fs-accent); }
.fs-card-body { padding: 8px 24px 24px; }
.fs-block-tabs { display: flex; flex-wrap: wrap; gap: 0 32px; margin-bottom: 16px; box-shadow: inset 0 -1px #f0f0f0; white-space: nowrap; }
.fs-block-tabs span { padding: 12px 0; line-height: 22px; }
.fs-block-tabs span.active { color: var(--fs-accent); box-shadow: inset 0 -2px var(--fs-accent); }
.fs-card table { width: 100%; table-layout: fixed; border-collapse: collapse; }
.fs-card td { padding: 8px; border-bottom: 1px solid #f0f0f0; line-height: 1.5715; }
.fs-title { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.fs-title a { color: rgba(0, 0, 0, 0.85); }
.fs-state { width: 130px; }
.fs-date { width: 104px; text-align: right; white-space: nowrap; }
.fs-tag { display: inline-block; white-space: nowrap; padding: 0 7px; font-size: 12px; line-height: 20px; border: 1px solid; border-radius: 4px; }
${Object.entries(NOTICE_STATE_COLOURS)
  .map(([state, c]) => `.fs-tag-${state} { color: ${c.color}; background: ${c.background}; border-color: ${c.borderColor}; }`)
  .join('\n')}
@media (max-width: 991px) { .fs-bidding, .fs-side { flex-basis: calc(100% - 16px); } }
@media (max-width: 768px) { .fs-tabs a { padding: 0 10px; font-size: 13px; } .fs-search { width: 100%; } }
@media (max-width: 767px) { .fs-banner-text { right: 0; padding: 0 20px; } }
`.trim();
