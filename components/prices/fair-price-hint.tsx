// Placeholder so the trades branch compiles; the prices branch ships the real hint (replaced at merge).
export function FairPriceHint(_: { itemId: number | null; price: number | null | undefined }) {
  return null;
}
