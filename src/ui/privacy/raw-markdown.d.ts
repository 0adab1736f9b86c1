/** A document imported as its text (Vite's `?raw`), for the privacy page. */
declare module '*.md?raw' {
  const text: string;
  export default text;
}
