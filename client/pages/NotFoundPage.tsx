import { useEffect } from 'preact/hooks';
import { HomeLink, Logo } from '../components/Brand';

export function NotFoundPage({ title = 'Nothing here', text = 'This link does not lead to a page or a table.' }: { title?: string; text?: string }) {
  useEffect(() => {
    document.title = `${title} — Trollmoot`;
  }, [title]);
  return (
    <main class="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <Logo size={56} />
      <h1 class="font-display text-3xl font-semibold">{title}</h1>
      <p class="text-stone-600">{text}</p>
      <HomeLink class="btn-primary">Go to the games</HomeLink>
    </main>
  );
}
