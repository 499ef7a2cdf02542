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

/** A key for Keep: the parts as JSON, maps as their entries. */
export const key = (...parts: unknown[]): string => JSON.stringify(parts, (_k, x: unknown) => (x instanceof Map ? [...x] : x));
