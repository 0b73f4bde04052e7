/** "1 session", "3 sessions": a count with its noun in the right number (regular English plurals only). */
export function countLabel(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}
