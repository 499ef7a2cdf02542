// Words shared by every game's log lines and every board's labels.

/** `1 Troll`, `3 Trolls`: a count with its word (the plural adds an s unless given). */
export const count = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
