// Entry of the bundled command-line tools (dist/cli.js): `node dist/cli.js migrate|seed|user ...`.
import { CliError, runCli, type Command } from './run.js';
import { migrateCommand } from './commands/migrate.js';
import { seedCommand } from './commands/seed.js';
import { userCommand } from './commands/user.js';

const COMMANDS: Record<string, Command> = {
  migrate: migrateCommand,
  seed: seedCommand,
  user: userCommand,
};

runCli(async ([name, ...rest]) => {
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    throw new CliError(`Usage: node dist/cli.js ${Object.keys(COMMANDS).join('|')} [options]`);
  }
  await command(rest);
});
