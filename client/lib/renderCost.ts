// For diagnostics/render-cost.ts (issue 28): which components a page's re-renders spend their time in.
// A module of its own with no imports, so that the page's entry does not pull other modules in with it.
/**
 * For diagnostics/render-cost.ts: with `window.__renderCost = {}` set before the page's script runs,
 * each component's own render and diff time (ms, its children's excluded) is summed there by the
 * component's name. Off, and free, unless
 * asked. Preact's options hooks (mangled names: `__b` a diff begins, `diffed` it ends) chain to the
 * hooks and signals modules' own.
 */
export function watchRenderCost(options: object, fragment?: unknown): void {
  if (typeof window === 'undefined') return;
  const cost = (window as unknown as { __renderCost?: Record<string, number> }).__renderCost;
  if (!cost) return;
  type V = { type: unknown };
  const o = options as Record<string, ((v: V) => void) | undefined>;
  const begin = o.__b;
  const end = o.diffed;
  const stack: { name: string; t: number; child: number }[] = [];
  // A fragment is named after the component it is in (`<> in MapSvg`): elements drawn in `<>...</>`
  // are otherwise all one anonymous component.
  // A board's panel frame (`Section`) is named with its title: its contents are drawn by its caller.
  const nameOf = (v: V) => {
    if (typeof v.type !== 'function') return null;
    if (v.type === fragment) return `<> in ${stack.at(-1)?.name ?? '(root)'}`;
    const name = ((v.type as { displayName?: string }).displayName ?? (v.type as { name: string }).name) || '(anonymous)';
    const title = (v as { props?: { title?: unknown } }).props?.title;
    return name === 'Section' && typeof title === 'string' ? `Section "${title}"` : name;
  };
  // Elements diffed, counted by the component that drew them (`name #`): what a skipped subtree saves.
  o.__b = (v) => {
    const name = nameOf(v);
    if (name) stack.push({ name, t: performance.now(), child: 0 });
    else if (typeof v.type === 'string') {
      const k = `${stack.at(-1)?.name ?? '(root)'} #`;
      cost[k] = (cost[k] ?? 0) + 1;
    }
    begin?.(v);
  };
  o.diffed = (v) => {
    end?.(v);
    if (!nameOf(v)) return;
    const f = stack.pop();
    if (!f) return;
    const dt = performance.now() - f.t;
    cost[f.name] = (cost[f.name] ?? 0) + dt - f.child;
    const up = stack.at(-1);
    if (up) up.child += dt;
  };
}
