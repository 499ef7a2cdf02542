// Leaf pictures drawn again only when their props changed (issue 28's delta-render-ms): a crest, a
// card's body, a gem or a symbol takes a few plain props and is drawn many times on a board, and a
// move re-rendered every one of them with the same props. No imports from the boards: any of them uses it.
import { Component, type FunctionComponent, type VNode } from 'preact';

/** Whether two props objects hold the same values, key by key (objects by identity). */
export function sameProps(a: object, b: object): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const k in x) if (x[k] !== y[k]) return false;
  for (const k in y) if (!(k in x)) return false;
  return true;
}

/**
 * `draw` as a component that skips its render when its props are the same as last time. Only for
 * pictures whose output depends on their props alone: no hooks, no context, and no signal read in
 * `draw` itself (its own shouldComponentUpdate replaces the one @preact/signals gives every
 * component, which lets a signal's change through; a component that reads a signal is compared by
 * props there already, as SeatMark is). A child component that reads one still updates on its own.
 */
export function pure<P extends object>(draw: (props: P) => VNode | null): FunctionComponent<P> {
  class Pure extends Component<P> {
    override shouldComponentUpdate(next: P): boolean {
      return !sameProps(this.props, next);
    }
    override render(props: P) {
      return draw(props);
    }
  }
  (Pure as unknown as { displayName: string }).displayName = draw.name;
  return Pure as unknown as FunctionComponent<P>;
}
