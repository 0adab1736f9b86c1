/**
 * A team's roll-out by policy, for a test: a copy of the local build under an id of its own (a
 * policy file applies to every browser on the machine, so it names only this copy), and the
 * policy docs/deployment.md shows, for that id, written where the browser reads it and removed
 * when the test is done (support/policy-file.ts: needs root).
 */
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { LOCAL_CHROME_BUILD, unpackedExtensionId } from '../../../scripts/browsers/chromium';
import { LOCAL_FIREFOX_BUILD, firefoxPath } from '../../../scripts/browsers/firefox';
import { documentedPolicy, writePolicyFile } from '../support/policy-file';

/** The extension's managed settings (apiKey, apiBaseUrl, supportSites, …), for the stack's API. */
export type ManagedSettings = (apiUrl: string) => Record<string, unknown>;

export interface ManagedBuild {
  /** The copy's directory, to load. */
  extension: string;
  /** Its id, which the policy names. */
  id: string;
  /** Writes the policy for the API at `apiUrl`; what it wrote. */
  install(apiUrl: string): Record<string, unknown>;
  /** Removes the policy and the copy. */
  remove(): void;
}

const CHROMIUM_POLICIES = '/etc/chromium/policies/managed';

/** Chromium applies `3rdparty.extensions.<id>` to an unpacked extension too; its id comes from its path. */
export function managedChromiumBuild(settings: ManagedSettings): ManagedBuild {
  const extension = realpathSync(mkdtempSync(join(tmpdir(), 'customer-lens-policy-build-')));
  cpSync(LOCAL_CHROME_BUILD, extension, { recursive: true });
  const id = unpackedExtensionId(extension);
  let removePolicy = () => undefined as void;
  return {
    extension,
    id,
    install(apiUrl) {
      const policy = documentedPolicy('chrome', id, settings(apiUrl));
      removePolicy = writePolicyFile(join(CHROMIUM_POLICIES, `customer-lens-e2e-${id}.json`), policy);
      return policy;
    },
    remove() {
      removePolicy();
      rmSync(extension, { recursive: true, force: true });
    },
  };
}

/** Firefox reads an enterprise `policies.json` in its install's `distribution/` folder, a temporary install too. */
export function managedFirefoxBuild(settings: ManagedSettings): ManagedBuild {
  const id = `customer-lens-e2e-${process.pid}@customer-lens.app`;
  const extension = mkdtempSync(join(tmpdir(), 'customer-lens-policy-firefox-'));
  cpSync(LOCAL_FIREFOX_BUILD, extension, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(extension, 'manifest.json'), 'utf8'));
  manifest.browser_specific_settings.gecko.id = id;
  writeFileSync(join(extension, 'manifest.json'), JSON.stringify(manifest));
  let removePolicy = () => undefined as void;
  return {
    extension,
    id,
    install(apiUrl) {
      const policy = documentedPolicy('firefox', id, settings(apiUrl));
      removePolicy = writePolicyFile(join(dirname(realpathSync(firefoxPath())), 'distribution', 'policies.json'), policy);
      return policy;
    },
    remove() {
      removePolicy();
      rmSync(extension, { recursive: true, force: true });
    },
  };
}
