/**
 * One manifest, four builds: `TARGET_BROWSER` (chrome | firefox) × `BUILD_FLAVOR` (store | local).
 * The local build may also reach the API and run on loopback, so `npm start` and the tests can
 * use the local API and demo page; the store builds never can.
 */
import { defineConfig } from 'vite';
import webExtension from 'vite-plugin-web-extension';
import { readFileSync } from 'node:fs';
import { LOOPBACK_SITES, SPARE_LOOPBACK_SITE } from './src/shared/settings/support-sites.ts';
import { minifyContentScript } from './scripts/minify-content.ts';
import { noRawHtml } from './scripts/no-raw-html.ts';

const browser = process.env.TARGET_BROWSER === 'firefox' ? 'firefox' : 'chrome';
const local = process.env.BUILD_FLAVOR === 'local';
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

type Manifest = Record<string, any>;

function addLoopback(manifest: Manifest): Manifest {
  manifest.host_permissions = [...manifest.host_permissions, ...LOOPBACK_SITES];
  for (const script of manifest.content_scripts) script.matches = [...script.matches, ...LOOPBACK_SITES];
  for (const resource of manifest.web_accessible_resources) {
    resource.matches = [...resource.matches, ...LOOPBACK_SITES];
  }
  manifest.host_permissions.push(SPARE_LOOPBACK_SITE);
  for (const resource of manifest.web_accessible_resources) resource.matches.push(SPARE_LOOPBACK_SITE);
  manifest.name = 'Customer Lens (local)';
  return manifest;
}

export default defineConfig({
  define: { __LOCAL_BUILD__: JSON.stringify(local) },
  build: {
    outDir: `dist/${local ? 'local/' : ''}${browser}`,
    emptyOutDir: true,
    minify: true,
    sourcemap: false,
  },
  plugins: [
    noRawHtml(),
    minifyContentScript(),
    webExtension({
      browser,
      manifest: 'manifest.json',
      additionalInputs: ['src/ui/card/card.html', 'src/ui/privacy/privacy.html'],
      disableAutoLaunch: true,
      printSummary: false,
      // The schema lives on the internet, which builds must not need.
      skipManifestValidation: true,
      transformManifest: (manifest) => {
        const m = manifest as Manifest;
        m.version = pkg.version;
        return (local ? addLoopback(m) : m) as typeof manifest;
      },
    }),
  ],
});
