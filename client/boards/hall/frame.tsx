// The Hall board's frame: its style sheet, the parts kept between views, the phone layout signal
// and small helpers the board's modules share.
import { signal } from '@preact/signals';
import { cardSyms, D, legalOrigins, symWord, type View } from './model';

export const STYLE = `
.hl-ring{fill:#fff3;stroke:#f97316;stroke-width:.9;stroke-dasharray:1.6 1;animation:hl-breathe 1.1s ease-in-out infinite alternate}
.hl-target{cursor:pointer;outline:none}
.hl-target:hover .hl-ring,.hl-target:focus-visible .hl-ring{stroke:#1c1917;stroke-width:1.4;stroke-dasharray:none}
.hl-spot{fill:#22c55e;stroke:#14532d;stroke-width:.4;pointer-events:none}
.hl-target-box{cursor:pointer;box-shadow:0 0 0 2px #f0a04b}
.hl-target-box:hover,.hl-target-box:focus-visible{box-shadow:0 0 0 3px #c2661a}
.hl-info{outline:none}.hl-info:focus-visible{outline:1.5px solid #c2661a;outline-offset:0.5px}
.hl-label{paint-order:stroke;stroke:#1c1917;stroke-width:.5px}
.hl-flash{fill:none;stroke:#fde047;stroke-width:1.2;animation:hl-pulse 1s ease-out 2}
.hl-new{animation:hl-pop .5s ease-out both}
.hl-name{white-space:normal;overflow-wrap:anywhere;hyphens:manual}
@media (max-width:767px),(pointer:coarse) and (max-width:1023px){
[data-testid=hall-board] .text-\\[9px\\],[data-testid=hall-board] .text-\\[10px\\],[data-testid=hall-board] .text-\\[11px\\]{font-size:12px}
}
@keyframes hl-breathe{to{opacity:.35}}
@keyframes hl-pulse{0%{opacity:1}100%{opacity:.1}}
@keyframes hl-pop{0%{transform:scale(0);opacity:0}70%{transform:scale(1.35);opacity:1}100%{transform:scale(1)}}
@media (prefers-reduced-motion: reduce){.hl-ring,.hl-flash,.hl-new{animation:none}}
`;


/** The phone layout, where the decision bar is a strip at the bottom of the screen (the bar's own media query). */
const PHONE = '(max-width: 767px), (pointer: coarse) and (max-width: 1023px)';
const phoneQuery = typeof matchMedia === 'function' ? matchMedia(PHONE) : null;
export const phoneNow = signal(phoneQuery?.matches ?? false);
phoneQuery?.addEventListener('change', (e) => {
  phoneNow.value = e.matches;
});
/** Half a finger: lit cells this far from a tap (CSS px) are what the finger may have meant. */
export const REACH = 22;

export const cardSymsWords = (code: number): string => cardSyms(code).map(symWord).join(', ');

export function firstOrient(v: View, me: number | null, kind: 'dig' | 'hall', i: number): number {
  if (me === null) return 0;
  const n = kind === 'dig' ? D.stacks[i]!.orients.length : D.halls[i]!.orients.length;
  for (let o = 0; o < n; o++) if (legalOrigins(v, me, { kind, i, o }, null).length) return o;
  return 0;
}
