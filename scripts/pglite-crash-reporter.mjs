// A Vitest reporter for scripts/test-api.mjs: writes, to PGLITE_CRASH_REPORT, the failed test
// files and whether each failure carries the PGlite crash (in the error or its causes).
import { writeFileSync } from 'node:fs';

const CRASH = 'PGlite backend failed';

function mentionsCrash(error, depth = 0) {
  if (!error || depth > 5) return false;
  if (String(error.message ?? '').includes(CRASH)) return true;
  return mentionsCrash(error.cause, depth + 1);
}

export default class PgliteCrashReporter {
  onTestRunEnd(testModules) {
    const files = [];
    for (const mod of testModules) {
      if (mod.ok()) continue;
      const errors = [...mod.errors()];
      for (const test of mod.children.allTests()) {
        if (test.result().state === 'failed') errors.push(...(test.result().errors ?? []));
      }
      files.push({
        file: mod.moduleId,
        crashed: errors.length > 0 && errors.some((e) => mentionsCrash(e)),
      });
    }
    writeFileSync(process.env.PGLITE_CRASH_REPORT, JSON.stringify(files));
  }
}
