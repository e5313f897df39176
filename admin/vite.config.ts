import { defineConfig } from 'vite';
import { SECURITY_HEADERS } from './security-headers';

// The admin app talks to the API through a relative `/api`; both `vite` and `vite preview`
// forward it to the API so the browser sees one origin.
const apiTarget = process.env.API_PROXY_TARGET || 'http://localhost:3000';
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

export default defineConfig({
  // JSX goes through esbuild's automatic runtime (tsconfig `jsx: react-jsx`). No
  // @vitejs/plugin-react: the workspace root hoists vite 8 for vitest, and the plugin then takes
  // vite 7 for rolldown-vite; the only loss is Fast Refresh in `npm run dev` (a full reload instead).
  esbuild: { jsx: 'automatic' },
  // ra-input-rich-text's nested tiptap copies come in mixed versions (tiptap pins its peers
  // exactly); resolve every tiptap package once, from the 3.31.3 set pinned in package.json.
  resolve: {
    dedupe: [
      '@tiptap/core',
      '@tiptap/pm',
      '@tiptap/react',
      '@tiptap/starter-kit',
      '@tiptap/extension-color',
      '@tiptap/extension-highlight',
      '@tiptap/extension-image',
      '@tiptap/extension-text-align',
      '@tiptap/extension-text-style',
    ],
  },
  server: { port: 5201, proxy },
  // `vite preview` is how `npm start` serves the built back office: the production headers too.
  preview: { proxy, headers: { ...SECURITY_HEADERS } },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      // MUI and react-router mark their modules "use client"; meaningless in an SPA bundle.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      output: {
        // The framework in its own long-cached chunks, so the app's main chunk stays small
        // (scripts/bundle-size.mjs fails the build above 250 KB gzip). The rich-text editor
        // (tiptap) and the charts (chart.js) load with the pages that use them.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'vendor-react';
          if (/node_modules\/(react-router|react-router-dom|@remix-run)\//.test(id)) return 'vendor-router';
          if (/node_modules\/(@mui\/(material|system|utils|styled-engine|private-theming|core-downloads-tracker)|@emotion|stylis|@popperjs|react-transition-group|clsx|prop-types|react-is|@babel\/runtime)\//.test(id))
            return 'vendor-mui';
          return undefined;
        },
      },
    },
  },
});
