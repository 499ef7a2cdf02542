// A table opened from an upload (POST /api/tables/import) was dealt from a seed its uploader chose:
// they may know every hidden card and draw to come. Every page of such a table says so, in plain
// words, to everyone who joins (issue 26): the header, the seats (where one sits down), the replay.

/** The words, the same everywhere. */
export const IMPORTED_WORDS = 'Opened from an upload: its uploader may know the hidden cards';

/** A strip under a page's header: `imported` is the table's own mark (TableView.imported). */
export function ImportedBanner({ imported }: { imported: boolean | undefined }) {
  if (!imported) return null;
  return (
    <p class="border-b border-amber-300 bg-amber-100 text-amber-950" data-testid="imported-note">
      <span class="mx-auto flex max-w-[1400px] items-center gap-2 px-3 py-1.5 text-sm sm:px-4">
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" class="shrink-0">
          <path d="M8 1.5 15 14H1z" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linejoin="round" />
          <path d="M8 6v3.6M8 11.3v.2" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" />
        </svg>
        <span>
          <strong class="font-semibold">{IMPORTED_WORDS}.</strong> The deal and every draw were fixed before anyone sat down here.
        </span>
      </span>
    </p>
  );
}

/** The same warning beside the seats, for whoever is about to take one. */
export function ImportedSeatsNote({ imported }: { imported: boolean | undefined }) {
  if (!imported) return null;
  return (
    <p class="border-b border-amber-300 bg-amber-50 px-4 py-2 text-xs text-amber-950" data-testid="imported-seats-note">
      {IMPORTED_WORDS}: sit down knowing that.
    </p>
  );
}
