/**
 * An e-mail address as text that may wrap where a reader expects: before its '@' and before each
 * dot (`marcus.webb` | `@studio` | `.photography`), never inside a word while one of those is
 * enough (the sheets' `overflow-wrap: anywhere` breaks a word only when a part alone is too long).
 * Read and copied whole: `<wbr>` adds no text.
 */
import { Fragment } from 'react';

export function Address({ email }: { email: string }) {
  return (
    <>
      {email.split(/(?=[@.])/).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
