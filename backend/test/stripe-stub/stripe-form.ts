/**
 * Decodes Stripe's form encoding (what stripe-node sends): `a[b][c]=v` nests objects and
 * `line_items[0][price_data][currency]=usd` makes arrays; values stay strings, as Stripe reads them.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

type Container = Record<string, FormValue> | FormValue[];

export function decodeStripeForm(encoded: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = parseKey(key);
    let node: Container = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[index + 1] ?? '');
      const slot = Array.isArray(node) ? Number(segment) : segment;
      const holder = node as Record<string | number, FormValue>;
      if (last) {
        holder[slot] = value;
      } else {
        holder[slot] ??= nextIsIndex ? [] : {};
        node = holder[slot] as Container;
      }
    });
  }
  return root;
}

function parseKey(key: string): string[] {
  const head = key.split('[', 1)[0] ?? key;
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '');
  return [head, ...rest];
}
