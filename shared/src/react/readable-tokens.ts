import { theme, version } from 'antd';
import { contrastRatio, readableOn, readableOnWhite } from '@portal/shared/core';

// antd's default colours for text on light grounds fall short of WCAG AA in several places: the
// link blue (4.1:1), secondary text (black at 45 %, 3.4:1), placeholders (1.6:1), form errors
// (#ff4d4f, 3.3:1), status tags (green on pale green, 2.2:1) and the text of colour tags such as
// green, cyan, orange, gold and lime (2.5 to 3.5:1). These overrides keep each hue and darken it
// just enough.

const PRESETS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'] as const;

type TokenMap = Record<string, string>;

/**
 * Where the fixed tokens are left for the other apps of the page. Each app bundles its own copy of
 * this module, but antd (and so its default tokens) is the host's one shared copy; deriving antd's
 * whole token set again in every remote's first render cost the home page milliseconds each.
 */
const SHARED = Symbol.for('portal.readable-fixed-tokens');
type Shared = { antd: string; tokens: TokenMap };
const shelf = globalThis as typeof globalThis & { [SHARED]?: Shared };

/** Computed once per page and antd version, from antd's default tokens: they do not depend on the user's choices. */
function fixedTokens(): TokenMap {
  const left = shelf[SHARED];
  if (left?.antd === version) return left.tokens;
  const base = theme.getDesignToken() as unknown as TokenMap;
  // antd keeps each palette step under two names (green7 and green-7, the latter becoming the CSS
  // variable the tags read): both must change.
  const tags = Object.fromEntries(
    PRESETS.flatMap((key) => {
      const text = readableOn(base[`${key}7`], base[`${key}1`]);
      return [
        [`${key}7`, text],
        [`${key}-7`, text],
      ];
    }),
  );
  const fixed = {
    ...tags,
    colorSuccess: readableOnWhite(base.colorSuccess),
    colorWarning: readableOnWhite(base.colorWarning),
    colorError: readableOnWhite(base.colorError),
    colorInfo: readableOnWhite(base.colorInfo),
    // Still lighter than body text, but 6.2:1 on white.
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    // Placeholders are text too (antd's are 1.6:1); 4.6:1 and still lighter than what is typed.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.54)',
  };
  shelf[SHARED] = { antd: version, tokens: fixed };
  return fixed;
}

/**
 * The antd tokens of every portal root: the user's colour stays stored as picked, what is drawn is
 * its readable shade, and links follow it instead of antd's separate link blue.
 */
export function readableTokens(themeColor: string): TokenMap {
  const primary = readableOnWhite(themeColor);
  // antd hovers a primary button and a link in a lighter shade than the primary, which was only
  // just brought to 4.5:1: white on the default blue's hover read at 3.6:1. A darker shade keeps
  // the hover visible and readable.
  const hover = readableOnWhite(primary, contrastRatio(primary, '#ffffff') + 1);
  return { ...fixedTokens(), colorPrimary: primary, colorLink: primary, colorPrimaryHover: hover, colorLinkHover: hover };
}
