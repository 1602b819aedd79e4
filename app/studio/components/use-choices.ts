/** What a picker offers (the library's files, the published forms), read once when it is drawn; none when it cannot be read (a library that keeps no files yet answers 404). */
import { useEffect, useState } from "react";
import { api } from "#app/admin/lib/admin-api.ts";

export function useChoices<Answer, Choice>(path: string, pick: (answer: Answer) => Choice[]): Choice[] | undefined {
  const [choices, setChoices] = useState<Choice[]>();
  useEffect(() => {
    const controller = new AbortController();
    api<Answer>(path, { signal: controller.signal })
      .then((answer) => setChoices(pick(answer)))
      .catch(() => !controller.signal.aborted && setChoices([]));
    return () => controller.abort();
    // `pick` reads the answer's shape, which does not change between draws.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);
  return choices;
}
