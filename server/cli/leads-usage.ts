/**
 * What the leads CLI answers without the store: its usage, and which words are its commands.
 * Apart from commands.ts so that printing the usage loads nothing else (issue 74).
 */
export const LEADS_USAGE = `Usage: npm run leads -- <command>

  list [--limit N]                  the most recent messages (default 20)
  show <id>                         one message with its delivery state
  export [--format csv|json] [--form ID] [--out FILE]
                                    every message, or one built form's (default: CSV to standard
                                    output; one form's CSV has a column per field)
  outbox                            delivery counts by channel and state, and dead letters
  retry-dead [delivery-id ...]      queue dead-lettered deliveries again (all, or the ones named)
  erase <email>                     delete every message from this address (GDPR erasure)
  purge --older-than <days>         delete messages older than N days

  users add <email> [--role R] [--hours N]
                                    an admin app account; prints a one-time setup link (valid 4
                                    hours). R: admin (the default, everything), editor, writer
                                    (content, no leads) or sales (leads and reports)
  users role <email> <role>         change what an account may use, from its next request on
  users list                        every account, its role, state and last sign-in
  users disable <email>             no more sign-ins; open sessions end on their next request
  users enable <email>              undo disable
  users reset <email> [--hours N]   forgotten password or lost device: removes the password and every
                                    passkey, ends every session, prints a new setup link
  audit [--limit N]                 the most recent sign-ins, exports, erasures and changes
`;

const LEADS_COMMANDS = new Set(["list", "show", "export", "outbox", "retry-dead", "erase", "purge", "users", "audit"]);

/** Whether `command` is one run against the store; anything else gets the usage. */
export function isLeadsCommand(command: string | undefined): boolean {
  return command !== undefined && LEADS_COMMANDS.has(command);
}

/** The usage's exit status: asked for, or a word that is no command. */
export function leadsUsageCode(command: string | undefined): number {
  return command === undefined || command === "help" || command === "--help" ? 0 : 1;
}
