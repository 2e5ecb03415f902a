import { runCli } from './run.js';
import { seedCommand } from './commands/seed.js';

runCli(seedCommand);
