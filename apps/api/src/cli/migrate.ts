import { runCli } from './run.js';
import { migrateCommand } from './commands/migrate.js';

runCli(migrateCommand);
