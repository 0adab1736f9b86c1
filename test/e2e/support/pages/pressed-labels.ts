/**
 * Rows where markup presses a label against an address, with nothing between them in the DOM or
 * on screen (`<span>Customer</span><span>sam@orbit.space</span>`), for the underline's tests in
 * Chromium and Firefox: the line is to lie under the address's characters and under no label.
 * Two rows are as they were drawn right before: a chip glued after the address, and a search
 * highlight splitting a local part, which is still read whole.
 */

/** A row: its label's text (empty: none) and the address's markup, each given an id in `labelRows`. */
interface Row {
  label: string;
  labelTag?: string;
  address: string;
  after?: string;
  email: string;
}

const ROWS: Row[] = [
  { label: 'Customer', address: 'sam@orbit.space', email: 'sam@orbit.space' },
  { label: 'CC', address: 'ops@orbit.space', email: 'ops@orbit.space' },
  { label: 'Assignee', labelTag: 'i', address: 'mark.ruiz@orbit.space', email: 'mark.ruiz@orbit.space' },
  { label: 'Owner', labelTag: 'b', address: 'lee.ito@orbit.space', email: 'lee.ito@orbit.space' },
  { label: 'Requester', address: '<b>kim</b>@orbit.space', email: 'kim@orbit.space' },
  { label: '<span>Reply</span>', address: 'ann@orbit.space', email: 'ann@orbit.space' },
  { label: 'Lead', address: 'bo@orbit.space', after: '<span>Todo</span>', email: 'bo@orbit.space' },
  { label: '', address: 'cy@orbit.space', after: '<span class="chip">Todo</span>', email: 'cy@orbit.space' },
  { label: '', address: '<mark>jo</mark><span>hn@orbit.space</span>', email: 'john@orbit.space' },
];

/** Each row's ids: `#label-N` (when it has a label) and `#address-N`. */
export const LABEL_ROWS = ROWS.map((row, i) => ({ label: row.label ? `#label-${i}` : null, address: `#address-${i}`, email: row.email }));

/** The rows' markup, for a page's body. */
export const LABEL_ROWS_HTML = `<style>.chip{padding:1px 6px;border-radius:9px;background:#eef;margin-left:6px}</style>${ROWS.map(
  (row, i) => {
    const tag = row.labelTag ?? 'span';
    const label = row.label ? `<${tag} id="label-${i}">${row.label}</${tag}>` : '';
    return `<p style="margin:0 0 12px">${label}<span id="address-${i}">${row.address}</span>${row.after ?? ''}</p>`;
  },
).join('\n')}`;

/** The addresses the rows hold, sorted as the underline's readers give them. */
export const LABEL_ROW_EMAILS = ROWS.map((row) => row.email).sort();
