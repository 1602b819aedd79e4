/** An error and the errors it wraps (`cause`), outermost first; bounded, in case a chain loops. */
export function* errorCauses(error: unknown, limit = 6): Generator<unknown> {
  let current = error;
  for (let depth = 0; current !== undefined && current !== null && depth < limit; depth += 1) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}
