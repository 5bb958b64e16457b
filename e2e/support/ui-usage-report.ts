// Prints, as JSON, the UI exports the sources under the given folders import and those the working
// tree's apps import (what the current host build provides). Run with tsx by previous-builds.ts:
// tooling is a CommonJS package that Playwright's loader cannot import named exports from.
import { workspaceUiUsage } from '../../tooling/src/trimmed-ui';
import { scanUiUsage } from '../../tooling/src/ui-usage';

console.log(JSON.stringify({ scanned: scanUiUsage(process.argv.slice(2)), workspace: workspaceUiUsage() }));
