/** The privacy page: docs/privacy.md, as shipped in the extension (linked from the options page). */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import doc from '../../../docs/privacy.md?raw';
import { docBlocks, textRuns } from './doc-blocks';
import '../theme.css';
import '../options.css';

function Text({ text }: { text: string }) {
  return textRuns(text).map((run, i) => (i % 2 ? <code key={i}>{run}</code> : run));
}

function Privacy() {
  return (
    <main className="options">
      {docBlocks(doc).map((block, i) => {
        if (block.kind === 'ul')
          return (
            <ul key={i}>
              {block.items.map((item, j) => (
                <li key={j}>
                  <Text text={item} />
                </li>
              ))}
            </ul>
          );
        const Tag = block.kind;
        return (
          <Tag key={i}>
            <Text text={block.text} />
          </Tag>
        );
      })}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Privacy />
  </StrictMode>,
);
