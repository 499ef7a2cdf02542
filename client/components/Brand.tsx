// The site mark and the mountain ridge that frames every page.
import type { ComponentChildren } from 'preact';
import { navigate } from '../lib/route';

export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" class="shrink-0">
      <path d="M1 28 11 9l5 8 4-5 11 16z" fill="#57534e" />
      <path d="M11 9 8.3 14.2 11 12.8l2.2 3.2z" fill="#fafaf9" />
      <path d="M20 12l-1.8 2.6 1.8-.6 1.6 1.4z" fill="#fafaf9" />
      <circle cx="24.5" cy="7" r="2.6" fill="#e0822b" />
    </svg>
  );
}

/** The home link: a real link (new tab works) that navigates in-page on a plain click. */
export function HomeLink({ children, class: cls }: { children: ComponentChildren; class?: string }) {
  return (
    <a
      href="/"
      class={cls}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate('/');
      }}
    >
      {children}
    </a>
  );
}

/** A low ridge of peaks drawn behind page headers. */
export function Ridge({ class: cls = '' }: { class?: string }) {
  return (
    <svg class={`pointer-events-none absolute inset-x-0 bottom-0 h-16 w-full ${cls}`} viewBox="0 0 1200 80" preserveAspectRatio="none" aria-hidden="true">
      <path d="M0 80 L0 52 L90 30 L160 48 L260 12 L340 44 L420 26 L520 50 L610 8 L700 40 L790 22 L880 46 L980 16 L1060 42 L1140 28 L1200 40 L1200 80Z" fill="#44403c" opacity=".55" />
      <path d="M0 80 L0 62 L120 46 L210 60 L320 36 L430 62 L540 42 L650 64 L760 40 L860 60 L960 44 L1080 62 L1200 50 L1200 80Z" fill="#292524" opacity=".7" />
    </svg>
  );
}
