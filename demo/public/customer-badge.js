// <customer-badge name="Jane Cooper" email="jane.cooper@acme.io" customer="true">
// A small chip with an OPEN shadow root; the e-mail lives inside the shadow DOM
// (element `.email`, part="email"). Used in the thread view header.

import { avatarColors, initials } from './dom.js';

const STYLE = `
  :host { display: inline-flex; align-items: center; gap: 8px; padding: 4px 10px 4px 4px;
    border: 1px solid #e4e4e9; border-radius: 999px; background: #fff; font: inherit; color: #1c1d21;
    max-width: 100%; box-sizing: border-box; }
  .avatar { flex: none; display: grid; place-items: center; width: 24px; height: 24px; border-radius: 50%;
    font-size: 10px; font-weight: 600; letter-spacing: .02em; background: var(--bg); color: var(--fg); }
  .text { display: flex; align-items: baseline; gap: 6px; min-width: 0; }
  .name { font-weight: 600; font-size: 12.5px; white-space: nowrap; }
  .email { color: #6b6f76; font-size: 12.5px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .tag { font-size: 11px; font-weight: 500; padding: 1px 7px; border-radius: 999px; white-space: nowrap; }
  .tag.customer { background: #e3f4ec; color: #1f7a4d; }
  .tag.unknown { background: #f1f1f4; color: #6b6f76; }
`;

class CustomerBadge extends HTMLElement {
  static observedAttributes = ['name', 'email', 'customer'];

  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
  }

  connectedCallback() {
    this.render();
  }

  attributeChangedCallback() {
    if (this.isConnected) this.render();
  }

  render() {
    const name = this.getAttribute('name') ?? '';
    const email = this.getAttribute('email') ?? '';
    const isCustomer = this.getAttribute('customer') !== 'false';
    const [bg, fg] = avatarColors(email || name);
    const root = this.shadowRoot;
    root.replaceChildren();
    const style = document.createElement('style');
    style.textContent = STYLE;
    const av = document.createElement('span');
    av.className = 'avatar';
    av.style.setProperty('--bg', bg);
    av.style.setProperty('--fg', fg);
    av.textContent = initials(name || email);
    const text = document.createElement('span');
    text.className = 'text';
    const n = document.createElement('span');
    n.className = 'name';
    n.textContent = name;
    const e = document.createElement('span');
    e.className = 'email';
    e.setAttribute('part', 'email');
    e.textContent = email;
    const tag = document.createElement('span');
    tag.className = `tag ${isCustomer ? 'customer' : 'unknown'}`;
    tag.textContent = isCustomer ? 'Customer' : 'Unknown sender';
    text.append(n, e);
    root.append(style, av, text, tag);
  }
}

if (!customElements.get('customer-badge')) customElements.define('customer-badge', CustomerBadge);
