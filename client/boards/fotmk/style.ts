// The board's own CSS (lit targets' dashed rings, flashes, zoomed cards): the table and How to play's
// pictures draw with the same classes. Rings and flashes animate opacity alone: an SVG shape whose
// stroke width or dash offset animates has the whole map painted again every frame (about half the
// page's main-thread time on a spectator's page, diagnostics/trace-page.ts), its opacity does not.
export const STYLE = `
.fm-ring{fill:none;stroke:#e0822b;stroke-width:.8;stroke-dasharray:1.6 1;animation:fm-breathe 1.1s ease-in-out infinite alternate}
.fm-target{cursor:pointer;outline:none}
.fm-target:hover .fm-ring,.fm-target:focus-visible .fm-ring{stroke:#1c1917;stroke-width:1.3;stroke-dasharray:none}
.fm-target-box{cursor:pointer;box-shadow:0 0 0 2px #f0a04b}
.fm-target-box:hover{box-shadow:0 0 0 3px #c2661a}
.fm-count{fill:#fff;font-weight:800;paint-order:stroke;stroke:#1c1917;stroke-width:.35px}
.fm-flash{fill:none;stroke-width:1.2;animation:fm-pulse .9s ease-out 2}
.fm-flash-battle,.fm-flash-repel{stroke:#dc2626}
.fm-flash-invade,.fm-flash-breach,.fm-flash-fall{stroke:#7c2d12}
.fm-flash-seize,.fm-flash-bolster,.fm-flash-move,.fm-flash-pawn,.fm-flash-place{stroke:#15803d}
.fm-flash-entrench,.fm-flash-cull{stroke:#44403c}
@keyframes fm-breathe{to{opacity:.35}}
@keyframes fm-pulse{0%{opacity:1}100%{opacity:.15}}
@keyframes fm-banner{from{opacity:0;transform:translateY(-4px)}}
.fm-zoom{transform-origin:50% 100%}
.fm-zoom[data-zoomed]{transform:scale(1.7);position:relative;z-index:20;box-shadow:0 8px 24px rgb(0 0 0/.3);background:#fff}
@media (hover:hover){.fm-zoom:hover{transform:scale(1.7);position:relative;z-index:20;box-shadow:0 8px 24px rgb(0 0 0/.3);background:#fff}}
@media (prefers-reduced-motion:no-preference){.fm-zoom{transition:transform .12s ease-out}}
.fm-banner{animation:fm-banner .25s ease-out}
@media (prefers-reduced-motion:reduce){.fm-ring,.fm-flash,.fm-banner{animation:none}}
`;
