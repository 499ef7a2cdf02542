// A part of a board drawn again only when what it shows changed: one mechanism for every board.
import { Component, type ComponentChildren } from 'preact';

/**
 * Draws its part again only when its key (the data it draws, as a string: `key` below) changes.
 * A patch shares what it did not change (client/patch.ts), but the parts a board draws from are
 * often derived anew at each render (targets, colours, names): their words say what changed.
 */
export class Keep extends Component<{ k: string; render: () => ComponentChildren }> {
  override shouldComponentUpdate(next: { k: string }): boolean {
    return next.k !== this.props.k;
  }
  render() {
    return this.props.render();
  }
}

/**
 * A key for Keep: the parts as JSON, maps as their entries. A view's parts that a patch did not
 * change are the very objects of the view before (client/patch.ts never mutates a view), so the
 * JSON of each object or array is remembered and an unchanged part costs nothing the next time
 * (issue 28: the whole map's JSON at every move was about 0.4 ms of a FotMK change). What is
 * passed here must not be mutated afterwards: views, component state and values derived in the
 * render are not. Maps are read again each time (boards build them as they go).
 */
export const key = (...parts: unknown[]): string => json(parts);

const seen = new WeakMap<object, string>();

function json(x: unknown): string {
  if (x === null || typeof x !== 'object') return typeof x === 'function' || x === undefined ? 'null' : JSON.stringify(x);
  if (x instanceof Map) return json([...x]);
  let s = seen.get(x);
  if (s !== undefined) return s;
  if (Array.isArray(x)) s = `[${x.map(json).join(',')}]`;
  else {
    const out: string[] = [];
    for (const [k, v] of Object.entries(x)) if (v !== undefined && typeof v !== 'function') out.push(`${JSON.stringify(k)}:${json(v)}`);
    s = `{${out.join(',')}}`;
  }
  seen.set(x, s);
  return s;
}
