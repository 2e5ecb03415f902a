// The API suite (`npm run test:api`): Vitest's api project, on DATABASE_URL when it is set, or
// else on an embedded PostgreSQL the suite starts for itself (apps/api/test/global-setup.ts),
// then the api-alone project (the files that start the product as processes, one at a time
// with nothing beside them). Extra arguments go to Vitest.
import { spawnSync } from 'node:child_process';

const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'api', '--project', 'api-alone', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
