/**
 * A change refused field by field, in words: a post, a setting, a routing rule. Every area throws
 * it; the admin API answers it as 422 with the problems by field (server/auth/http.ts).
 */
export type FieldProblemList = Readonly<Partial<Record<string, string>>>;

export class FieldsRefused extends Error {
  constructor(readonly problems: FieldProblemList) {
    super(Object.values(problems).join(" "));
  }
}

/** Throws the problems found, if any. */
export function refuseProblems(problems: FieldProblemList): void {
  if (Object.keys(problems).length) throw new FieldsRefused(problems);
}
