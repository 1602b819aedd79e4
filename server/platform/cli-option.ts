/** A command line's `--name value`: the word after the flag, or undefined when the flag is absent. */
export function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}
