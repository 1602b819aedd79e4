/** Small operations on an ordered list that the studio's editors share (sections, fields, choices). */

/** `list` with its item at `from` moved to `to` (a place within the list); the same order when either is outside it. */
export function moved<Item>(list: readonly Item[], from: number, to: number): Item[] {
  if (to < 0 || to >= list.length || from < 0 || from >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
