// Prices travel as exact decimal texts ("6012.25"): what formatting needs to know about them.

/** Digits after the decimal point of a decimal text ("6012.25" → 2). */
export function decimalsOf(text: string): number {
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
}
