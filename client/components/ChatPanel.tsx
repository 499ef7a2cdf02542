// Table chat (Yjs, non-authoritative): players and spectators alike. Text only, never HTML.
// A spectator who has never given a name is asked for one the first time they send a line (kept
// in this browser), instead of chatting as "Spectator" unless they find the "Chat as" field.
import { useEffect, useRef, useState } from 'preact/hooks';
import { useFollowBottom } from '../lib/follow';
import { cleanName, MAX_CHAT_LENGTH, MAX_NAME_LENGTH } from '../../shared/constants';
import { storage } from '../lib/storage';
import { useStore } from './context';
import { SeatMark, inkOf, isSeatColor } from './SeatMark';

const time = (at: number) => (at > 0 ? new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : '');

export function ChatPanel() {
  const store = useStore();
  const messages = store.chat.value;
  const collab = store.collab.value;
  const me = store.me.value;
  const [text, setText] = useState('');
  /** The name prompt is open (a spectator's first line waits for it); its field's text. */
  const [asking, setAsking] = useState(false);
  const [askName, setAskName] = useState('');
  const askField = useRef<HTMLInputElement>(null);
  const textField = useRef<HTMLInputElement>(null);
  const { box, onScroll, follow } = useFollowBottom<HTMLDivElement>(messages);
  useEffect(() => {
    if (asking) askField.current?.focus();
  }, [asking]);
  // Seated after all: a player chats under their seat's name.
  if (asking && me.seat !== null) setAsking(false);

  const send = () => {
    if (!collab || !text.trim()) return;
    collab.sendChat(text);
    setText('');
    follow();
  };
  const submit = (e: Event) => {
    e.preventDefault();
    if (!collab || !text.trim()) return;
    // A spectator without a name of their own (none typed, none kept from sitting down): ask first.
    if (me.seat === null && storage.name() === null) {
      setAskName('');
      setAsking(true);
      return;
    }
    send();
  };
  const named = cleanName(askName);
  const confirmName = (e: Event) => {
    e.preventDefault();
    if (!named) return;
    storage.setName(named);
    store.guestName.value = named;
    setAsking(false);
    send();
    textField.current?.focus();
  };
  const cancelAsk = () => {
    setAsking(false);
    textField.current?.focus();
  };

  return (
    <section class="panel flex flex-col" aria-labelledby="chat-title">
      <h2 id="chat-title" class="panel-title border-b border-stone-200 px-4 py-2.5">
        Chat
      </h2>
      <div
        ref={box}
        role="log"
        aria-labelledby="chat-title"
        tabIndex={0}
        class="max-h-60 min-h-20 overflow-y-auto px-4 py-3 text-sm leading-snug"
        onScroll={onScroll}
      >
        <ol class="space-y-1.5">
          {messages.length === 0 && <li class="text-stone-500 italic">{collab ? 'No messages yet. Say hello!' : 'Connecting the chat…'}</li>}
          {messages.map((m, i) => (
            <li key={`${m.at}-${i}`} class="break-words">
              {/* The room vouches for a seat line's name and colour; a spectator's line stays neutral. */}
              <span class="mr-1 inline-flex items-baseline gap-1 font-semibold" style={{ color: inkOf(m.seat === null ? null : m.color) }}>
                {m.seat !== null && isSeatColor(m.color) && <SeatMark color={m.color} size={11} />}
                {m.name}
                {m.seat === null && <span class="text-xs font-normal text-stone-500 uppercase">watching</span>}
              </span>
              <span class="text-stone-800">{m.text}</span>
              <time class="ml-1.5 text-xs text-stone-500">{time(m.at)}</time>
            </li>
          ))}
        </ol>
      </div>
      {asking && (
        <form
          class="mx-3 mt-3 flex flex-col gap-2 rounded-lg border border-ember-500 bg-ember-400/10 p-3"
          aria-labelledby="chat-ask-title"
          aria-describedby="chat-ask-help"
          onSubmit={confirmName}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              cancelAsk();
            }
          }}
        >
          <label id="chat-ask-title" for="chat-ask-name" class="text-sm font-semibold text-stone-800">
            Your name in the chat
          </label>
          <p id="chat-ask-help" class="text-xs text-stone-600">
            Shown with your messages, marked as watching. This browser remembers it; change it under “Chat as”.
          </p>
          <input
            id="chat-ask-name"
            ref={askField}
            class="field py-1.5"
            value={askName}
            maxLength={MAX_NAME_LENGTH}
            autoComplete="nickname"
            placeholder="A name the table will see"
            onInput={(e) => setAskName(e.currentTarget.value)}
          />
          <div class="flex flex-wrap gap-2">
            <button type="submit" class="btn-primary" disabled={!named}>
              Send as {named || '…'}
            </button>
            <button type="button" class="btn-quiet" onClick={cancelAsk}>
              Not now
            </button>
          </div>
        </form>
      )}
      <form class="flex flex-col gap-2 border-t border-stone-200 px-3 py-3" onSubmit={submit}>
        {me.seat === null && (
          <div class="flex items-center gap-2">
            <label for="chat-name" class="text-xs font-semibold whitespace-nowrap text-stone-600">
              Chat as
            </label>
            <input
              id="chat-name"
              class="field py-1 text-sm"
              value={store.guestName.value}
              maxLength={MAX_NAME_LENGTH}
              onInput={(e) => {
                store.guestName.value = e.currentTarget.value;
              }}
              onBlur={(e) => {
                const clean = cleanName(e.currentTarget.value);
                store.guestName.value = clean || 'Spectator';
                if (clean) storage.setName(clean);
              }}
            />
          </div>
        )}
        <div class="flex gap-2">
          <label for="chat-text" class="sr-only">
            Message
          </label>
          <input
            id="chat-text"
            ref={textField}
            class="field min-w-0 flex-1 py-1.5"
            value={text}
            maxLength={MAX_CHAT_LENGTH}
            autoComplete="off"
            placeholder={collab ? 'Write to the table…' : 'Chat is connecting…'}
            disabled={!collab}
            onInput={(e) => setText(e.currentTarget.value)}
          />
          <button type="submit" class="btn-primary" disabled={!collab || !text.trim()}>
            Send
          </button>
        </div>
      </form>
    </section>
  );
}
