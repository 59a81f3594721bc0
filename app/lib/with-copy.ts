/**
 * A list (order, ids, icons, figures) joined with one language's words for it, keyed
 * by the same ids: the cards, figures and tour stops a page shows.
 */
export function withCopy<Id extends string, Shape extends { id: Id }, Copy extends object>(
  shapes: readonly Shape[],
  copy: Record<Id, Copy>,
): (Shape & Copy)[] {
  return shapes.map((shape) => ({ ...shape, ...copy[shape.id] }));
}
