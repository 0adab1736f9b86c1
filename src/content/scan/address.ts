/**
 * One address found in the page: kept by the index (address-registry.ts) and read by the underline
 * (underline/painter.ts), which the index makes; here, below both, so neither imports the other.
 */
export interface Address {
  email: string;
  range: StaticRange;
  nodes: Text[];
}
