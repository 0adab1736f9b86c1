// The event that logs an e-mail, as the preview shows it and createCustomerEvent sends it: the
// title, who wrote to whom (markdown escaped), when, the excerpt and the link back; components
// without a fit value left out; and the whole input valid at Plain.
import { readFileSync } from 'node:fs';
import { buildSchema, getVariableValues, parse, getOperationAST, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CREATE_CUSTOMER_EVENT } from '../../../../src/shared/operations/log';
import { customerEventInput, escapeMarkdown, eventComponents, eventTitle, type LoggedEmail } from '../../../../src/shared/log/event';

const email: LoggedEmail = {
  subject: 'Invoice INV-2041 charged twice',
  from: 'Noor Haddad <noor@kestrel-labs.io>',
  to: ['support@acme-support.com'],
  date: '2026-11-18T10:42:00+01:00',
  visibleText: '<p>Hello,</p>\n<p>we were charged <b>twice</b>.</p>',
  url: 'https://mail.google.com/mail/u/0/#inbox/FMfcgzQbgRnJ',
};

describe('the logged e-mail event', () => {
  it('has the title "E-mail: <subject>" and the four components, in order', () => {
    expect(eventTitle(email.subject)).toBe('E-mail: Invoice INV-2041 charged twice');
    expect(eventComponents(email)).toEqual([
      { componentText: { text: '**From** Noor Haddad \\<noor@kestrel\\-labs\\.io\\>  \n**To** support@acme\\-support\\.com' } },
      { componentDateTime: { dateTimeIso8601: '2026-11-18T09:42:00.000Z' } },
      { componentPlainText: { plainText: 'Hello, we were charged twice.' } },
      { componentLinkButton: { linkButtonUrl: email.url, linkButtonLabel: 'Open the e-mail' } },
    ]);
  });

  it('a name cannot format or link: markdown is escaped', () => {
    const [header] = eventComponents({ ...email, from: '[Click](https://evil.example) **boss**' });
    expect(header!.componentText!.text).toContain('\\[Click\\]\\(https://evil\\.example\\) \\*\\*boss\\*\\*');
    expect(escapeMarkdown('a_b`c')).toBe('a\\_b\\`c');
  });

  it('leaves out what it cannot send: no date, an empty body, a link that is not http(s); no subject is said', () => {
    const kinds = (e: LoggedEmail) => eventComponents(e).map((c) => Object.keys(c)[0]);
    expect(kinds({ ...email, date: null, visibleText: '  ', url: 'javascript:alert(1)' })).toEqual(['componentText']);
    expect(kinds({ ...email, date: 'yesterday', to: [] })).toEqual(['componentText', 'componentPlainText', 'componentLinkButton']);
    expect(eventTitle('  ')).toBe('E-mail: (no subject)');
  });

  it('many recipients are counted, not all listed', () => {
    const to = Array.from({ length: 14 }, (_, i) => `r${i}@acme.io`);
    expect(eventComponents({ ...email, to })[0]!.componentText!.text).toMatch(/r9@acme\\.io and 4 more$/);
  });

  it("its createCustomerEvent input is valid against Plain's published schema", () => {
    const published = buildSchema(readFileSync('test/fixtures/plain-schema.graphql', 'utf8'));
    const operation = getOperationAST(parse(print(CREATE_CUSTOMER_EVENT)))!;
    const input = customerEventInput('c_01', 'w_1:gmail:18c2', { ...email, subject: 'x'.repeat(1000), visibleText: 'y'.repeat(20_000) });
    const coerced = getVariableValues(published, operation.variableDefinitions ?? [], { input });
    expect('errors' in coerced ? coerced.errors : []).toEqual([]);
    expect([...input.title].length).toBeLessThanOrEqual(300);
    expect(input).toMatchObject({ customerIdentifier: { customerId: 'c_01' }, externalId: 'w_1:gmail:18c2' });
  });
});
