import { Fragment } from 'react';
import { matchParts } from './match-parts';

/** The text with the searched words in `<mark>`: React writes every part as text, so nothing in it becomes markup. */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {matchParts(text, terms).map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, never reordered
        part.match ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  );
}
