/**
 * A Vite plugin that takes React's one way of writing raw HTML out of our bundles.
 *
 * React DOM sets `element.innerHTML` only for the `dangerouslySetInnerHTML` prop. Customer Lens
 * never uses that prop, but the code is in the bundle, and Mozilla's linter (`web-ext lint`, run
 * by `npm run lint:firefox`) rightly flags every `innerHTML = <variable>` it finds. We replace the
 * two assignments with a throw, so the sink is gone rather than hidden: should anyone ever pass
 * `dangerouslySetInnerHTML`, the page fails loudly instead of writing HTML.
 *
 * The build fails if React's code no longer reads as expected (e.g. after an upgrade), so the
 * patch cannot silently stop applying; then look at the file and update NEEDLE.
 */
import type { Plugin } from 'vite';

const FILE = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
const NEEDLE = '(domElement.innerHTML = key)';
const EXPECTED = 2;
const REPLACEMENT = '(() => { throw Error("Customer Lens: dangerouslySetInnerHTML is disabled"); })()';

export function noRawHtml(): Plugin {
  let patched = 0;
  return {
    name: 'customer-lens:no-raw-html',
    enforce: 'pre',
    buildStart() {
      patched = 0;
    },
    transform(code, id) {
      if (!FILE.test(id)) return null;
      const count = code.split(NEEDLE).length - 1;
      if (count !== EXPECTED) {
        this.error(`react-dom changed: expected ${EXPECTED}× "${NEEDLE}" in ${id}, found ${count}; update scripts/no-raw-html.ts`);
      }
      patched += 1;
      return { code: code.replaceAll(NEEDLE, REPLACEMENT), map: null };
    },
    generateBundle(_options, bundle) {
      // Only bundles with React DOM in them have something to patch; those must have been patched.
      const hasReactDom = Object.values(bundle).some((c) => c.type === 'chunk' && c.code.includes('dangerouslySetInnerHTML'));
      if (hasReactDom && patched === 0) this.error('react-dom was bundled but not patched by no-raw-html');
    },
  };
}
