import { runCli } from './run.js';
import { userCommand } from './commands/user.js';

runCli(userCommand);
