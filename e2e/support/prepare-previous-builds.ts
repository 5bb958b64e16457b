// Makes the builds of the previous commit that the version-skew test needs (previous-builds.ts),
// ahead of the browser tests: `npm test` runs this in the background beside its first steps, so
// the skew test finds them cached instead of holding a browser worker while they build.
import { previousBuilds, previousCommit } from './previous-builds';

const started = Date.now();
const commit = previousCommit();
if (commit === null) {
  console.log('previous builds: no previous commit (shallow clone?); the skew test will say so');
} else {
  const result = await previousBuilds(commit);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.cached) console.log(`previous builds of ${commit.slice(0, 7)}: cached in ${result.folder} (${seconds} s)`);
  else console.log(`previous builds of ${commit.slice(0, 7)}: built ${result.built.join(', ') || 'nothing'}; current build reused for ${result.reused.join(', ') || 'nothing'} (${seconds} s)`);
}
