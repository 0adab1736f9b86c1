/** Customer cards from Plain's component model: every component type, and hostile input stays inert. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { CardComponent } from '../../../../src/shared/customer-context';

vi.mock('webextension-polyfill', async () => ({ default: (await import('../../support/i18n-browser')).i18nBrowser }));
const { CardComponents } = await import('../../../../src/ui/components/customer-cards/CardComponents');
const { safeColour, NEUTRAL_COLOUR } = await import('../../../../src/ui/components/context/colour');

const html = (components: CardComponent[]) => renderToStaticMarkup(<CardComponents components={components} />);

describe('customer card components', () => {
  it('text and plain text keep their size and colour', () => {
    expect(html([{ type: 'text', text: 'Plan: Pro', size: 'L', color: 'SUCCESS' }])).toBe(
      '<p class="cc-text size-L tone-SUCCESS">Plan: Pro</p>',
    );
    expect(html([{ type: 'plainText', text: 'a\nb', size: null, color: null }])).toBe(
      '<p class="cc-text size-M tone-NORMAL plain">a\nb</p>',
    );
  });
  it("text draws Plain's markdown (bold, italic, an https link); plain text keeps it as written", () => {
    expect(html([{ type: 'text', text: 'Sent **46** _today_, see [usage](https://usage.example.com/c/1)', size: null, color: null }])).toBe(
      '<p class="cc-text size-M tone-NORMAL">Sent <strong>46</strong> <em>today</em>, see ' +
        '<a href="https://usage.example.com/c/1" target="_blank" rel="noreferrer">usage</a></p>',
    );
    expect(html([{ type: 'plainText', text: '**46** _today_', size: null, color: null }])).toBe(
      '<p class="cc-text size-M tone-NORMAL plain">**46** _today_</p>',
    );
  });
  it('badge in its colour, grey without one', () => {
    expect(html([{ type: 'badge', label: 'VIP', color: 'RED' }])).toBe('<span class="cc-badge badge-RED">VIP</span>');
    expect(html([{ type: 'badge', label: 'x', color: null }])).toContain('badge-GREY');
  });
  it('row with main and aside, container with its content', () => {
    const row = html([
      {
        type: 'row',
        main: [{ type: 'plainText', text: 'MRR', size: null, color: null }],
        aside: [{ type: 'badge', label: '$90', color: 'GREEN' }],
      },
    ]);
    expect(row).toMatch(
      /<div class="cc-row"><div class="cc-main"><p[^>]*>MRR<\/p><\/div><div class="cc-aside"><span[^>]*>\$90<\/span><\/div><\/div>/,
    );
    const box = html([
      {
        type: 'container',
        content: [
          { type: 'divider', spacing: 'M' },
          { type: 'user', fullName: 'Ann Agent' },
        ],
      },
    ]);
    expect(box).toBe('<div class="cc-container"><hr class="cc-divider space-M"/><span class="cc-user">Ann Agent</span></div>');
  });
  it('divider and spacer', () => {
    expect(html([{ type: 'divider', spacing: null }])).toBe('<hr class="cc-divider space-S"/>');
    expect(html([{ type: 'spacer', size: 'XL' }])).toBe('<div class="cc-spacer space-XL" aria-hidden="true"></div>');
  });
  it('an https link button opens in a new tab without a referrer', () => {
    expect(html([{ type: 'linkButton', url: 'https://billing.example.com/c/1', label: 'Billing' }])).toBe(
      '<a class="button small" href="https://billing.example.com/c/1" target="_blank" rel="noreferrer">Billing</a>',
    );
  });
  it('copy button shows the value, named by its tooltip or "Copy"', () => {
    expect(html([{ type: 'copyButton', value: 'cus_42', tooltip: 'Copy Stripe id' }])).toMatch(
      /<span class="cc-value">cus_42<\/span> <button[^>]*>Copy Stripe id<\/button>/,
    );
    expect(html([{ type: 'copyButton', value: 'cus_42', tooltip: null }])).toMatch(/<button[^>]*>Copy<\/button>/);
  });
  it('date time as a <time>, user by name or "Unknown user"', () => {
    const iso = new Date(Date.now() - 3 * 24 * 3600_000).toISOString();
    expect(html([{ type: 'dateTime', iso }])).toContain(`<time dateTime="${iso}"`);
    expect(html([{ type: 'dateTime', iso }])).toContain('3 days ago');
    expect(html([{ type: 'user', fullName: null }])).toBe('<span class="cc-user">Unknown user</span>');
  });
  it('a date time that is no date shows as it came, and the card still renders', () => {
    expect(html([{ type: 'dateTime', iso: 'tomorrow-ish' }])).toBe('<span class="cc-datetime"><span>tomorrow-ish</span></span>');
  });
  it('a workflow button is a label, not a control', () => {
    const out = html([{ type: 'workflowButton', label: 'Refund' }]);
    expect(out).toBe('<span class="cc-workflow" title="Runs in Plain only">Refund</span>');
    expect(out).not.toContain('<button');
  });
});

describe('hostile card input', () => {
  it('markup in text stays text', () => {
    const evil = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const out = html([
      { type: 'text', text: evil, size: null, color: null },
      { type: 'badge', label: evil, color: 'RED' },
      { type: 'linkButton', url: 'https://ok.example', label: evil },
      { type: 'user', fullName: evil },
    ]);
    expect(out).not.toContain('<img');
    expect(out).not.toContain('<script');
    expect(out.match(/&lt;img src=x onerror=alert\(1\)&gt;&lt;script&gt;/g)).toHaveLength(4);
  });
  for (const url of [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'http://plain.example',
    'data:text/html,<b>x</b>',
    '//evil.example',
    'not a url',
    ' javascript:alert(1)',
  ]) {
    it(`a link button to ${JSON.stringify(url)} has no href: its label is text`, () => {
      const out = html([{ type: 'linkButton', url, label: 'Open' }]);
      expect(out).toBe('<span class="cc-link-label">Open</span>');
    });
  }
  for (const url of ['javascript:alert(1)', 'http://plain.example', 'data:text/html,x', '//evil.example', '/relative']) {
    it(`a markdown link to ${JSON.stringify(url)} in a text is its words, with no href`, () => {
      const out = html([{ type: 'text', text: `[**Open**](${url}) now`, size: null, color: null }]);
      expect(out).toBe('<p class="cc-text size-M tone-NORMAL"><span><strong>Open</strong></span> now</p>');
    });
  }
  it('markup inside markdown stays text', () => {
    const out = html([{ type: 'text', text: '**<img src=x onerror=alert(1)>** [<b>x</b>](https://ok.example)', size: null, color: null }]);
    expect(out).toContain('<strong>&lt;img src=x onerror=alert(1)&gt;</strong>');
    expect(out).toContain('>&lt;b&gt;x&lt;/b&gt;</a>');
    expect(out).not.toContain('<img');
  });
  it('colours: hex is used, anything else is neutral', () => {
    expect(safeColour('#FABADA')).toBe('#FABADA');
    expect(safeColour('#abc')).toBe('#abc');
    for (const bad of [
      'red',
      'url(https://evil.example/x.png)',
      '#12',
      '#123456789',
      'expression(alert(1))',
      '#fff;background:url(x)',
      '',
      null,
    ]) {
      expect(safeColour(bad), String(bad)).toBe(NEUTRAL_COLOUR);
    }
  });
});
